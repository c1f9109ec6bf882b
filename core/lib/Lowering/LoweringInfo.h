//===- LoweringInfo.h - What DXIL lowering hands to the writer ---*- C++
//-*-===//
//
// Plain data (no LLVM types) describing the lowered shader: everything the
// DXIL container writer needs besides the module itself (SFI0 flags, PSV0
// runtime info, ISG1/OSG1 signatures and resource bindings). The lowering
// stage fills one LoweringInfo per compile; the fields mirror what the
// module's DXIL metadata (dx.entryPoints, dx.resources) says, so the writer
// never has to parse metadata back.
//
// Stability: fields are only ever added, never renamed or reinterpreted.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_LOWERINGINFO_H
#define DXILD_CORE_LOWERING_LOWERINGINFO_H

#include "dxild/core/CompileRequest.h"
#include "dxild/core/Profile.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace dxild {

/// One element of an input or output signature, as in DXIL signature
/// metadata (dxil-facts §5.4). Enumerations use DXIL's numbering.
struct SignatureElement {
  /// 0-based position in its signature; the sigId of loadInput/storeOutput.
  uint32_t ID = 0;
  /// "POSITION", "SV_Position", "SV_Target", ...
  std::string SemanticName;
  /// One index per row.
  std::vector<uint32_t> SemanticIndices;
  /// DXIL ComponentType (F32 = 9, I32 = 4, U32 = 5, F16 = 8, ...). Not the
  /// SG1 numbering: the writer converts.
  uint8_t ComponentType = 0;
  /// DXIL SemanticKind (the PSV numbering: Arbitrary 0, Position 3,
  /// Target 16, ...).
  uint8_t SemanticKind = 0;
  /// DXIL InterpolationMode (Undefined 0, Constant 1, Linear 2, ...,
  /// LinearNoperspective 4).
  uint8_t InterpolationMode = 0;
  uint32_t Rows = 1;
  uint8_t Cols = 1;
  /// -1 when the element is not packed (system values such as
  /// SV_DispatchThreadID never appear here).
  int32_t StartRow = 0;
  int8_t StartCol = 0;
  /// Components the shader actually reads (inputs) or writes (outputs),
  /// relative to StartCol (bit 0 = first column of the element).
  uint8_t UsageMask = 0;
};

/// One dx.resources record (dxil-facts §5.3), in dx.resources order: all
/// SRVs, then UAVs, then CBVs, then samplers; ID is dense per class.
struct LoweredResource {
  ResourceClass Class = ResourceClass::SRV;
  uint32_t ID = 0;
  std::string Name;
  uint32_t Space = 0;
  uint32_t LowerBound = 0;
  /// Number of registers; 0xFFFFFFFF for an unbounded array.
  uint32_t RangeSize = 1;
  /// DXIL ResourceKind (TypedBuffer 10, RawBuffer 11, StructuredBuffer 12,
  /// CBuffer 13, Sampler 14, ...).
  uint32_t Kind = 0;
  /// Structured buffers: element stride in bytes.
  uint32_t Stride = 0;
  /// Typed buffers/textures: DXIL ComponentType and component count.
  uint32_t ElementType = 0;
  uint32_t ElementCount = 0;
  /// CBuffers: size in bytes.
  uint32_t CBufferSize = 0;
  bool HasCounter = false;
  bool GloballyCoherent = false;
  bool IsROV = false;
  /// Set when a 64-bit atomic targets this UAV (PSV v2 bind-info flag bit 0).
  bool UsedByAtomic64 = false;
};

/// What runLoweringStage reports about the lowered module.
struct LoweringInfo {
  std::string EntryName;
  ShaderStage Stage = ShaderStage::Compute;
  uint32_t ShaderModelMajor = 6;
  uint32_t ShaderModelMinor = 0;
  /// dx.version: DXIL 1.<ShaderModelMinor>.
  uint32_t DXILMajor = 1;
  uint32_t DXILMinor = 0;
  /// dx.valver; selects the PSV0 version (dxil-facts §2.1).
  uint32_t ValidatorMajor = 1;
  uint32_t ValidatorMinor = 8;
  /// Module shader flags exactly as written to dx.entryPoints (tag 0),
  /// dxil-facts §3.2 numbering. SFI0 is derived from these.
  uint64_t ShaderFlags = 0;
  /// [numthreads(x, y, z)]; zero for non-compute stages.
  std::array<uint32_t, 3> NumThreads{{0, 0, 0}};
  /// Bytes of groupshared memory the entry uses (PSV v4).
  uint32_t GroupSharedBytes = 0;
  /// Vertex/pixel signatures; empty for compute.
  std::vector<SignatureElement> Inputs;
  std::vector<SignatureElement> Outputs;
  /// dx.resources, in order.
  std::vector<LoweredResource> Resources;
  /// True when the module uses native 16-bit types (shader flag bit 23); the
  /// writer then uses DXIL's 16-bit data layout.
  bool NativeLowPrecision = false;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_LOWERINGINFO_H
