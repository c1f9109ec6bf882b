//===- DXILPrepare.h - Final clean-up and DXIL-form check -------*- C++ -*-===//
//
// The last lowering pass. It removes what DXIL has no use for (function,
// parameter and call-site attributes other than the dx.op declarations'
// memory attributes; instruction metadata outside DXIL's allow-list; unused
// declarations) and then checks the module is in DXIL form: no llvm.dx.*
// intrinsics, no target("dx.*") values, no vector values, no calls to
// anything but dx.op functions. A violation is a lowering bug or an
// unsupported construct and becomes an error, never silent output.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILPREPARE_H
#define DXILD_CORE_LOWERING_DXILPREPARE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILPreparePass : public llvm::PassInfoMixin<DXILPreparePass> {
public:
  explicit DXILPreparePass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILPREPARE_H
