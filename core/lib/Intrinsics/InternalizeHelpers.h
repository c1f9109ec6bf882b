//===- InternalizeHelpers.h - Optimize only what the entry reaches -*- C++
//-*-===//
//
// Clang 22 gives every HLSL function that is not an entry or `export`ed
// hidden external linkage, so its optimizer simplifies, unrolls and inlines
// every function a shader's headers define, including the many the entry
// never calls. DXC optimizes only what the entry reaches. The difference is
// visible: an `[unroll] while (x)` in an unused helper (NVIDIA's MathLib has
// them in its debug text printer) cannot be unrolled, and Clang's
// "loop not unrolled" warning is an error under -WX, where DXC says
// nothing. This pass, first in Clang's pipeline, makes those functions
// internal, and GlobalDCE then deletes the ones nothing calls. Static data
// members (`float4 S::data = 0.25f;`), external definitions in C++, become
// internal too: HLSL's static globals, which DXC's validator requires. The
// binding stage's DXILFinalizeLinkagePass does the same for what remains after
// optimization.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_INTERNALIZEHELPERS_H
#define DXILD_CORE_INTRINSICS_INTERNALIZEHELPERS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDInternalizeHelpersPass
    : public llvm::PassInfoMixin<DXILDInternalizeHelpersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_INTERNALIZEHELPERS_H
