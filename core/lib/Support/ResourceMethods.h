//===- ResourceMethods.h - dxild's texture/sampler pseudo-intrinsics -*- C++
//-*-===//
//
// The prelude's texture and sampler methods call external __dxild_res_*
// templates (core/prelude/textures.py). The Intrinsics stage rewrites each
// call into a call of a pseudo-intrinsic named
//
//   llvm.dx.dxild.res.<op>.<n>
//
// whose operands are the call's with every laundered resource pointer
// replaced by the `target("dx.*")` handle it came from (<n> only makes the
// name unique per signature). The "llvm." prefix lets LLVM accept handle
// operands, which it refuses for ordinary functions. The binding stage
// retypes the handles (RetypeResources) and DXIL lowering turns each call
// into the DXIL operation (DXILTextureAccess). Operand lists, after the
// handles (texture t, sampler s), are those of the __dxild_res_* template:
//
//   sample                 (t, s, coord, offset, clamp)
//   sample_bias            (t, s, coord, bias, offset, clamp)
//   sample_level           (t, s, coord, lod, offset)
//   sample_grad            (t, s, coord, ddx, ddy, offset, clamp)
//   sample_cmp             (t, s, coord, compare, offset, clamp)
//   sample_cmp_level_zero  (t, s, coord, compare, offset)
//   sample_cmp_level       (t, s, coord, compare, lod, offset)
//   sample_cmp_bias        (t, s, coord, compare, bias, offset, clamp)
//   sample_cmp_grad        (t, s, coord, compare, ddx, ddy, offset, clamp)
//   gather                 (t, s, coord, offset, channel)
//   gather_cmp             (t, s, coord, compare, offset, channel)
//   gather_raw             (t, s, coord, offset) (SM 6.7 GatherRaw)
//   load                   (t, coord, mip_or_sample, offset)
//   element                (t, coord) -> ptr to the RW texel (loads/stores)
//   dimensions             (t, mip) -> <4 x i32>
//   lod                    (t, s, coord, i1 clamped) -> float
//   sample_pos             (t, sample) -> <2 x float> (Texture2DMS[Array]
//                          GetSamplePosition)
//   feedback               (f, t, s, coord, clamp) -> void
//   feedback_bias          (f, t, s, coord, bias, clamp) -> void
//   feedback_level         (f, t, s, coord, lod) -> void
//   feedback_grad          (f, t, s, coord, ddx, ddy, clamp) -> void
//                          (FeedbackTexture2D[Array] f's
//                          WriteSamplerFeedback*, SM 6.5)
//   trace_ray_inline       (acceleration structure, i32 query, i32 flags,
//                          i32 mask, <3 x float> origin, float tmin,
//                          <3 x float> direction, float tmax) -> void
//                          (RayQuery::TraceRayInline; Lowering/DXILRayQuery)
//
// The sample*, gather* and load methods also come with a status (the
// `_status` HLSL overloads): then the result is {R, i1}, the value and the
// check bit of seed 001.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_RESOURCEMETHODS_H
#define DXILD_CORE_SUPPORT_RESOURCEMETHODS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

#include <string>

namespace dxild {

inline constexpr llvm::StringLiteral ResMethodPrefix = "llvm.dx.dxild.res.";

/// The <op> of a pseudo-intrinsic, or "" if \p F is none.
inline llvm::StringRef resourceMethodOp(const llvm::Function &F) {
  llvm::StringRef Name = F.getName();
  if (!Name.consume_front(ResMethodPrefix))
    return "";
  return Name.split('.').first;
}

/// The pseudo-intrinsic for \p Op with type \p FTy (created on first use).
inline llvm::Function *getResourceMethod(llvm::Module &M, llvm::StringRef Op,
                                         llvm::FunctionType *FTy) {
  for (unsigned N = 0;; ++N) {
    std::string Name = (ResMethodPrefix + Op + "." + llvm::Twine(N)).str();
    llvm::Function *F = M.getFunction(Name);
    if (!F)
      return llvm::Function::Create(FTy, llvm::GlobalValue::ExternalLinkage,
                                    Name, M);
    if (F->getFunctionType() == FTy)
      return F;
  }
}

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_RESOURCEMETHODS_H
