//===- ElementwiseMatrixMul.h - Matrix `*` is element-wise ---*- C++ -*-===//
//
// In HLSL, `A * B` on two matrices multiplies element by element (the matrix
// product is `mul(A, B)`). Clang 22's Sema uses its matrix extension's rule
// instead: for matrices whose inner dimensions agree it emits
// `llvm.matrix.multiply`, the matrix product. For two square matrices of the
// same size (the only shapes for which Clang accepts the operator and HLSL
// means the same operands) that is the wrong value, silently.
//
// dxild's prelude never uses `*` between matrices (its `mul` works on rows),
// so every `llvm.matrix.multiply` in a module comes from the user's `*` or
// `*=`. This pass rewrites each one whose operands have one shape (R x R
// times R x R) into the element-wise `fmul`/`mul` HLSL specifies: both
// operands are flattened in the same order, so the product of equal
// positions is the element-wise product whatever the memory layout. Other
// shapes (R x K times K x C with R, K, C not all equal) are a product HLSL
// would not form from `*`; they are left for the lowering, which refuses
// them. Runs first in Clang's pipeline, before anything could fold the
// product.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_ELEMENTWISEMATRIXMUL_H
#define DXILD_CORE_INTRINSICS_ELEMENTWISEMATRIXMUL_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDElementwiseMatrixMulPass
    : public llvm::PassInfoMixin<DXILDElementwiseMatrixMulPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The rewrite itself; returns whether anything changed.
bool makeMatrixMulElementwise(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_ELEMENTWISEMATRIXMUL_H
