//===- RepairBoolMatrix.h - Fix Clang 22's bool-matrix IR ------*- C++ -*-===//
//
// Clang 22 keeps a bool matrix in memory as i32 elements (`[N x i32]`) and as
// a value as `<N x i1>`, but three of its code paths use the memory type
// where the value type is expected, and the module fails the verifier:
//
//  - passing a bool matrix by value: `addrspacecast <N x i32> %m to <N x i1>`
//    (the argument copy meant for address spaces is applied to the value);
//  - a row subscript `m[i]`: `insertelement <C x i1> %v, i32 %e, i32 k`;
//  - matrix truncation to a scalar (`(bool)m`): `zext i32 %e to i1`;
//  - returning a bool matrix: the `<N x i32>` form is stored into a
//    `<N x i1>` return slot and loaded back as `<N x i1>` (valid IR, but a
//    reinterpretation of bits: the result is wrong, not rejected).
//
// Every case converts a loaded i32 element (0 or 1, as Clang stores bools)
// to its i1 value, or back, so this pass rewrites each into the conversion
// Clang uses for bools elsewhere: `trunc` from memory to value, `zext` from
// value to memory (the return slot gets the i32 memory form). It runs first in
// Clang's optimization pipeline (before the module is verified; see
// registerIntrinsicsFrontendPasses), changes nothing else, and leaves any other
// invalid IR for the verifier.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_REPAIRBOOLMATRIX_H
#define DXILD_CORE_INTRINSICS_REPAIRBOOLMATRIX_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDRepairBoolMatrixPass
    : public llvm::PassInfoMixin<DXILDRepairBoolMatrixPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The rewrite itself; returns whether anything changed.
bool repairBoolMatrixIR(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_REPAIRBOOLMATRIX_H
