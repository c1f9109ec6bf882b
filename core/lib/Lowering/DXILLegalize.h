//===- DXILLegalize.h - Instructions DXIL does not accept --------*- C++
//-*-===//
//
// Rewrites instruction forms that LLVM 22 produces but DXIL (LLVM 3.7
// bitcode plus the DXIL validator's rules) rejects: freeze is dropped,
// poison becomes undef, fneg becomes `fsub -0.0, x`, flags without a 3.7
// encoding (disjoint, nneg, samesign, GEP nusw/nuw) are cleared, and a
// select with an undef or poison arm (the scalarizer's dynamic-index
// chains) becomes its other arm, an undef number any other non-call
// instruction reads (outside a phi, a store's value, an insertelement's
// vector and a shufflevector's second vector, which the validator allows)
// becomes zero, and `unreachable` (which VS/PS/CS may not
// contain) is removed: a covered switch's unreachable default takes its last
// case, a branch to an unreachable block goes to its other side, and what
// remains returns. A switch on `trunc i32 to i8` (SimplifyCFG's shrunk
// condition; DXIL has no i8) switches on the i32 masked to 8 bits.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILLEGALIZE_H
#define DXILD_CORE_LOWERING_DXILLEGALIZE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILLegalizePass : public llvm::PassInfoMixin<DXILLegalizePass> {
public:
  explicit DXILLegalizePass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILLEGALIZE_H
