//===- DXILTextureOffsets.h - Texel offsets DXIL accepts ---------*- C++
//-*-===//
//
// The offset operands of sample*, textureLoad and textureGather* must be
// immediates in [-8, 7] before shader model 6.7, which allows programmable
// offsets (AdvancedTextureOps); DXC refuses the shader otherwise, with
// "Offsets to texture access operations must be immediate values" or
// "... must be between -8 and 7". Without this check dxild wrote DXIL its
// validator refuses (a loop counter as the offset at -Od, `int2(k, 1)` with
// k an input). It runs on the final IR, after every fold that can make an
// offset constant. From 6.7 on nothing is checked, as in DXC.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILTEXTUREOFFSETS_H
#define DXILD_CORE_LOWERING_DXILTEXTUREOFFSETS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILTextureOffsetsPass
    : public llvm::PassInfoMixin<DXILTextureOffsetsPass> {
public:
  explicit DXILTextureOffsetsPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILTEXTUREOFFSETS_H
