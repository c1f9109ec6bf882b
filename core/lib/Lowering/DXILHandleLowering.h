//===- DXILHandleLowering.h - Resource handles and dx.resources -*- C++ -*-===//
//
// After the access passes, `target("dx.*")` handles only feed the
// dxild.handle.cast placeholders. This pass assigns each bound resource its
// dense per-class record ID, emits `dx.resources`, creates the DXIL handle
// for every llvm.dx.resource.handlefrombinding call --
// createHandleFromBinding + annotateHandle (with the packed resource
// properties) for SM 6.6+, createHandle with the range ID for SM 6.0-6.5,
// always with the absolute register index and the non-uniform bit of
// NonUniformResourceIndex -- and removes the target-typed values.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILHANDLELOWERING_H
#define DXILD_CORE_LOWERING_DXILHANDLELOWERING_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILHandleLoweringPass
    : public llvm::PassInfoMixin<DXILHandleLoweringPass> {
public:
  explicit DXILHandleLoweringPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILHANDLELOWERING_H
