//===- ForwardAtomicDest.h - Pass atomic destinations by address -*- C++
//-*-===//
//
// HLSL passes an `inout` argument by copy-in/copy-out of a temporary, so the
// prelude's Interlocked* functions first receive the address of a copy, not
// of the resource element or groupshared variable. After Clang's optimizer
// the copy is hard to tell apart from an ordinary later store (and Clang 22
// emits the copy-in before the temporary's lifetime.start, so the copy-in is
// deleted). This pass runs at the start of the optimization pipeline, while
// the copies are still in Clang's literal form, and passes the real address
// instead: for every call whose argument is a destination of a __dxild_*
// atomic (directly, or through the parameters of the wrapper functions that
// forward it), the temporary and its copies are removed and the address the
// copy-in loaded from is passed. DXILDLowerIntrinsicsPass then finds the
// destination as the call's own pointer argument.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_FORWARDATOMICDEST_H
#define DXILD_CORE_INTRINSICS_FORWARDATOMICDEST_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDForwardAtomicDestPass
    : public llvm::PassInfoMixin<DXILDForwardAtomicDestPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_FORWARDATOMICDEST_H
