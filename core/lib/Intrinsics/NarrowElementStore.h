//===- NarrowElementStore.h - Element writes store one element -*- C++ -*-===//
//
// Clang 22 writes one element of a vector or matrix in memory
// (`Shared[1][2] = v`, `SharedVec.y = v`, the copy-back of an `out` matrix
// element) by loading the whole value, inserting the element and storing
// the whole value back. For groupshared or device memory that is a write of
// every element: a thread writing its own elements overwrites the elements
// other threads write at the same time with the values it read before
// (offload-test-suite GroupSharedMatrixElementExprComponentDataRace). DXC
// stores only the element.
//
// This pass, first in Clang's pipeline, rewrites each
// `store (insertelement ... (load P) ..., X, I), P` whose load is in the same
// block with nothing that may write memory between the load and the store
// into a store of each inserted element to its own address
// (`getelementptr <N x T>, P, 0, I`). Memory that is not a function's own
// alloca only (SROA takes care of those).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_NARROWELEMENTSTORE_H
#define DXILD_CORE_INTRINSICS_NARROWELEMENTSTORE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDNarrowElementStorePass
    : public llvm::PassInfoMixin<DXILDNarrowElementStorePass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The rewrite itself; returns whether anything changed.
bool narrowElementStores(llvm::Function &F);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_NARROWELEMENTSTORE_H
