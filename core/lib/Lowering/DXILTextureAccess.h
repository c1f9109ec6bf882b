//===- DXILTextureAccess.h - Texture and sampler methods to DXIL -*- C++
//-*-===//
//
// Lowers the texture and sampler pseudo-intrinsics (llvm.dx.dxild.res.*,
// Support/ResourceMethods.h) on dx.Texture / dx.MSTexture / dx.Sampler
// handles into the DXIL operations DXC emits: sample, sampleBias,
// sampleLevel, sampleGrad, sampleCmp, sampleCmpLevelZero, textureLoad,
// textureStore (RW texel stores, read-modify-write for partial ones),
// textureGather, textureGatherCmp, getDimensions and calculateLOD. Coordinate,
// offset and gradient slots a texture dimension does not use are undef, as
// in DXC's output; offsets are 0 when the method has none (undef for loads
// and cubes).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILTEXTUREACCESS_H
#define DXILD_CORE_LOWERING_DXILTEXTUREACCESS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILTextureAccessPass
    : public llvm::PassInfoMixin<DXILTextureAccessPass> {
public:
  explicit DXILTextureAccessPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILTEXTUREACCESS_H
