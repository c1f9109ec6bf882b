//===- ContainerWriter.h - The DXContainer and its parts --------*- C++ -*-===//
//
// Assembles the DXBC container in the part order DXC uses for a non-library
// shader: SFI0, ISG1, OSG1, [PSG1], PSV0, [RTS0], [HASH], DXIL. Part
// payloads come from DXILModuleInfo, so they agree with the module metadata
// the validator compares them against. Signatures use libLLVM's
// mcdxbc::Signature; PSV0 is laid out here from libLLVM's dxbc::PSV structs
// because mcdxbc::PSVRuntimeInfo orders its string table differently from
// DXC (entry name first, tail-merged names, nonzero offsets for system
// values) and stops at PSV v3, while dx.valver 1.10 needs v4.
//
// The container is not validator-signed: no validator runs here, and signing
// unvalidated output with the retail hash would claim a validation that never
// happened. The digest is the BYPASS sentinel (16 x 0x01, hlsl-specs
// INF-0004; accepted by the D3D12 Agility SDK 1.615+ for released shader
// models) unless the caller asks for all zeros.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_CONTAINERWRITER_H
#define DXILD_CORE_WRITER_CONTAINERWRITER_H

#include "Writer/ModuleInfo.h"
#include "Writer/WriterDiag.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <string>
#include <vector>

namespace dxild {
namespace writer {

enum class DigestKind {
  Bypass, ///< 16 x 0x01 (default).
  Zero,   ///< All zero: unsigned; needs developer mode at runtime.
};

struct ContainerOptions {
  DigestKind Digest = DigestKind::Bypass;
  /// Serialized RTS0 payload; no RTS0 part when empty.
  std::string RootSignature;
  /// When set (DXC's -Zss), the HASH part digests these bytes (the debug
  /// module's bitcode) with flags IncludesSource (1) instead of the DXIL
  /// part's bitcode with flags 0.
  std::string HashedDebugBitcode;
};

/// SFI0 feature bits for module shader flags (DXContainerConstants.def's
/// mapping, plus the two precision bits derived from flags 5 and 23).
uint64_t featureInfoFromShaderFlags(uint64_t ShaderFlags);

/// The PSV0 version DXC's GetPSVVersion picks for the module's dx.valver.
unsigned psvVersionFor(const DXILModuleInfo &Info);

/// ISG1/OSG1/PSG1 payload, padded to 4 bytes when dx.valver >= 1.7.
std::string writeSignaturePart(const DXILModuleInfo &Info,
                               const std::vector<SignatureElementInfo> &Sig,
                               bool IsInput);

/// PSV0 payload.
std::string writePSV0(const DXILModuleInfo &Info);

/// The DXIL part: program header, bitcode header, bitcode (padded to 4).
std::string writeProgramPart(const DXILModuleInfo &Info,
                             llvm::ArrayRef<char> Bitcode);

/// The whole container.
std::string writeContainer(const DXILModuleInfo &Info,
                           llvm::ArrayRef<char> Bitcode,
                           const ContainerOptions &Options);

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_CONTAINERWRITER_H
