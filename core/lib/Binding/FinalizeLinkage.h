//===- FinalizeLinkage.h - Keep only what the entry points reach -*- C++
//-*-===//
//
// A shader is its entry points: every other function definition is an
// implementation detail. Clang leaves helpers (e.g. the resource classes'
// __createFromImplicitBinding methods) with external or hidden linkage, and
// at -O0 marks everything optnone. This pass makes non-entry definitions
// internal, deletes the ones nothing calls, and drops optnone/noinline so the
// resource clean-up that binding needs can see constant binding operands.
// Resources referenced only from deleted functions are thereby unused, as
// DXC treats them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_FINALIZELINKAGE_H
#define DXILD_CORE_BINDING_FINALIZELINKAGE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILFinalizeLinkagePass
    : public llvm::PassInfoMixin<DXILFinalizeLinkagePass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_FINALIZELINKAGE_H
