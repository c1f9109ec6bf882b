//===- DXILShaderFlags.h - Compute the module shader flags ------*- C++ -*-===//
//
// DXIL's validator recomputes the shader flags from the module and requires
// the declared ones to match ("Flags must match usage"), so they are derived
// from what the lowered module actually contains: doubles, 64-bit integers,
// 16-bit types, wave ops, raw/structured buffers, UAV use, tiled-resource
// status checks, 64-bit atomics. The result goes to LoweringInfo and is
// written to dx.entryPoints by DXILTranslateMetadata.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILSHADERFLAGS_H
#define DXILD_CORE_LOWERING_DXILSHADERFLAGS_H

#include "llvm/IR/PassManager.h"

#include <cstdint>

namespace dxild {

class LoweringContext;

/// Bit numbers of the module shader flags (dxil-facts §3.2).
namespace shaderflag {
inline constexpr uint64_t Doubles = 1ull << 2;
/// [earlydepthstencil] on a pixel entry (the frontend marks the module
/// with the named metadata `dxild.earlydepthstencil`).
inline constexpr uint64_t ForceEarlyDepthStencil = 1ull << 3;
inline constexpr uint64_t RawAndStructuredBuffers = 1ull << 4;
/// Msad (50), msad4's operation (DXC: EnableMSAD).
inline constexpr uint64_t MSAD = 1ull << 7;
inline constexpr uint64_t AllResourcesBound = 1ull << 8;
inline constexpr uint64_t LowPrecisionPresent = 1ull << 5;
inline constexpr uint64_t DoubleExtensions = 1ull << 6;
inline constexpr uint64_t ViewportAndRTArrayIndex = 1ull << 9;
inline constexpr uint64_t InnerCoverage = 1ull << 10;
inline constexpr uint64_t StencilRef = 1ull << 11;
inline constexpr uint64_t TiledResources = 1ull << 12;
inline constexpr uint64_t TypedUAVLoadAdditionalFormats = 1ull << 13;
inline constexpr uint64_t Max64UAVs = 1ull << 15;
inline constexpr uint64_t UAVsAtEveryStage = 1ull << 16;
inline constexpr uint64_t WaveOps = 1ull << 19;
inline constexpr uint64_t Int64Ops = 1ull << 20;
/// A viewID operation (SV_ViewID read).
inline constexpr uint64_t ViewID = 1ull << 21;
/// An SV_Barycentrics input or an attributeAtVertex operation.
inline constexpr uint64_t Barycentrics = 1ull << 22;
inline constexpr uint64_t UseNativeLowPrecision = 1ull << 23;
inline constexpr uint64_t ShadingRate = 1ull << 24;
/// Inline ray tracing: any RayQuery operation (SM 6.5).
inline constexpr uint64_t RaytracingTier1_1 = 1ull << 25;
/// Any writeSamplerFeedback* operation (validator 1.9 and later, as DXC).
inline constexpr uint64_t SamplerFeedback = 1ull << 26;
inline constexpr uint64_t AtomicInt64OnTypedResource = 1ull << 27;
inline constexpr uint64_t AtomicInt64OnGroupShared = 1ull << 28;
inline constexpr uint64_t ResourceDescriptorHeapIndexing = 1ull << 30;
inline constexpr uint64_t SamplerDescriptorHeapIndexing = 1ull << 31;
inline constexpr uint64_t AtomicInt64OnHeapResource = 1ull << 32;
inline constexpr uint64_t ResMayNotAlias = 1ull << 33;
inline constexpr uint64_t AdvancedTextureOps = 1ull << 34;
inline constexpr uint64_t SampleCmpGradientOrBias = 1ull << 37;
/// startVertexLocation/startInstanceLocation operations (SM 6.8).
inline constexpr uint64_t ExtendedCommandInfo = 1ull << 38;
} // namespace shaderflag

class DXILShaderFlagsPass : public llvm::PassInfoMixin<DXILShaderFlagsPass> {
public:
  explicit DXILShaderFlagsPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILSHADERFLAGS_H
