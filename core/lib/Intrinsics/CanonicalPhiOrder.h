//===- CanonicalPhiOrder.h - Phi operands in block order ---------*- C++
//-*-===//
//
// The same request must give byte-identical DXIL. LLVM 22's LoopSimplify,
// given the same module (the same text, use lists and predecessor order),
// does not always order the operands of the phis it rewrites the same way:
// RTXPT's EnvMapBaker.hlsl, whose loop calls a function with a six-case
// switch, gave a different container on each run, only the order of its
// phis' incoming values differing.
//
// The order of a phi's incoming (value, block) pairs means nothing, so
// this pass sorts them by the incoming block's place in the function.
// It runs after the loop optimizations of each round of Clang's
// optimization pipeline and last in it, so that later passes see, and the
// module ends with, the order that depends only on the code.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_CANONICALPHIORDER_H
#define DXILD_CORE_INTRINSICS_CANONICALPHIORDER_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDCanonicalPhiOrderPass
    : public llvm::PassInfoMixin<DXILDCanonicalPhiOrderPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Sorts every phi's incoming pairs in \p F by their blocks' positions;
/// returns whether any phi changed.
bool sortPhiOperands(llvm::Function &F);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_CANONICALPHIORDER_H
