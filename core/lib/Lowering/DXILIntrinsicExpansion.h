//===- DXILIntrinsicExpansion.h - Expand intrinsics DXIL lacks --*- C++ -*-===//
//
// Rewrites the intrinsics that have no single DXIL operation (normalize,
// cross, lerp, step, sign, clamps, pow, exp, log, abs, any/all, ...) into
// plain arithmetic and the intrinsics that do map 1:1, which
// DXILOpLowering then turns into dx.op calls. Works on vectors; the
// scalarizer runs later.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILINTRINSICEXPANSION_H
#define DXILD_CORE_LOWERING_DXILINTRINSICEXPANSION_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILIntrinsicExpansionPass
    : public llvm::PassInfoMixin<DXILIntrinsicExpansionPass> {
public:
  explicit DXILIntrinsicExpansionPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILINTRINSICEXPANSION_H
