//===- DXILOpLowering.h - Intrinsics to dx.op calls -------------*- C++ -*-===//
//
// Replaces the remaining LLVM and llvm.dx intrinsics (math, bit ops, thread
// IDs, barriers, wave ops, derivatives, discard) with the scalar dx.op calls
// DXIL defines. Vector operands are split into one call per lane (the
// insertelement/extractelement glue is removed by the scalarizer). Anything
// with no DXIL equivalent is reported, never dropped.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILOPLOWERING_H
#define DXILD_CORE_LOWERING_DXILOPLOWERING_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILOpLoweringPass : public llvm::PassInfoMixin<DXILOpLoweringPass> {
public:
  explicit DXILOpLoweringPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILOPLOWERING_H
