//===- LowerDxildIntrinsics.h - Rewrite __dxild_* calls ---------*- C++ -*-===//
//
// Runs after Clang's optimization pipeline and replaces every call to a
// __dxild_* intrinsic function of the prelude with the operation it stands
// for (README.md in this directory is the IR contract):
//
//  - Interlocked*: an atomicrmw/cmpxchg on the destination, which must trace
//    (through GEPs and address-space casts) to an llvm.dx.resource.getpointer
//    result or to a groupshared (addrspace(3)) global. Anything else is a
//    dxild.intrinsics.untraceable-destination error naming the intrinsic.
//  - wave/quad operations and barriers: a call to the llvm.dx.* intrinsic
//    upstream LLVM's DirectX target uses for them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_LOWERDXILDINTRINSICS_H
#define DXILD_CORE_INTRINSICS_LOWERDXILDINTRINSICS_H

#include "Intrinsics/DxildIntrinsics.h"

#include "llvm/IR/PassManager.h"

namespace dxild {

/// Rewrites the __dxild_* calls of \p M; reports errors to \p Ctx. Returns
/// whether the module changed.
bool lowerDxildIntrinsics(llvm::Module &M, IntrinsicsContext &Ctx);

class DXILDLowerIntrinsicsPass
    : public llvm::PassInfoMixin<DXILDLowerIntrinsicsPass> {
public:
  explicit DXILDLowerIntrinsicsPass(IntrinsicsContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);

private:
  IntrinsicsContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_LOWERDXILDINTRINSICS_H
