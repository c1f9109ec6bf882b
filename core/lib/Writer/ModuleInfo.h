//===- ModuleInfo.h - What the container parts say about a module -*- C++ -*-//
//
// Reads the DXIL metadata of a lowered module (dx.shaderModel, dx.version,
// dx.valver, dx.entryPoints with its signatures and properties,
// dx.resources) into plain data. The container's SFI0, ISG1/OSG1/PSG1 and
// PSV0 parts are computed from this, so they agree with the metadata by
// construction, which is what the validator compares them against.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_MODULEINFO_H
#define DXILD_CORE_WRITER_MODULEINFO_H

#include "Writer/WriterDiag.h"

#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace dxild {
namespace writer {

/// One element of a dx.entryPoints signature list (11 fields).
struct SignatureElementInfo {
  uint32_t ID = 0;
  std::string Name;
  uint8_t CompType = 0;     ///< DXIL ComponentType (F32 = 9, ...).
  uint8_t SemanticKind = 0; ///< DXIL SemanticKind (PSV numbering).
  std::vector<uint32_t> Indices;
  uint8_t Interpolation = 0;
  uint32_t Rows = 1;
  uint8_t Cols = 1;
  int32_t StartRow = -1; ///< -1 when not packed.
  int8_t StartCol = -1;
  uint8_t UsageMask = 0;    ///< Extended property 3, unshifted.
  uint8_t DynIndexMask = 0; ///< Extended property 2.
  uint32_t Stream = 0;      ///< Extended property 0.
};

enum class ResourceClassInfo { SRV, UAV, CBV, Sampler };

/// One dx.resources record.
struct ResourceRecordInfo {
  ResourceClassInfo Class = ResourceClassInfo::SRV;
  uint32_t ID = 0;
  uint32_t Space = 0;
  uint32_t LowerBound = 0;
  uint32_t RangeSize = 1; ///< 0xFFFFFFFF when unbounded.
  uint32_t Kind = 0;      ///< DXIL ResourceKind (CBuffer 13, Sampler 14).
  bool HasCounter = false;
  bool Atomic64 = false;
};

struct DXILModuleInfo {
  std::string StageName;   ///< "cs", "vs", "ps", ...
  uint32_t ShaderKind = 0; ///< Program-header kind: PS 0, VS 1, ... CS 5.
  uint32_t SMMajor = 6, SMMinor = 0;
  uint32_t DXILMajor = 1, DXILMinor = 0;
  /// dx.valver; 1.0 when absent, as the validator assumes.
  uint32_t ValMajor = 1, ValMinor = 0;
  std::string EntryName;
  const llvm::Function *Entry = nullptr;
  uint64_t ShaderFlags = 0;
  uint32_t NumThreads[3] = {0, 0, 0};
  uint32_t WaveSizeMin = 0, WaveSizeMax = 0;
  std::vector<SignatureElementInfo> Inputs, Outputs, PatchConstOrPrim;
  /// CBVs, then samplers, then SRVs, then UAVs (PSV0's mandatory order),
  /// each class in dx.resources order.
  std::vector<ResourceRecordInfo> Resources;
  /// The dx.viewIdState array (empty when absent: no dependencies).
  std::vector<uint32_t> ViewIdState;
  /// Bytes of address-space-3 globals (PSV v4).
  uint32_t GroupSharedBytes = 0;

  bool valverAtLeast(uint32_t Major, uint32_t Minor) const {
    return ValMajor > Major || (ValMajor == Major && ValMinor >= Minor);
  }
  bool nativeLowPrecision() const { return ShaderFlags & (1ull << 23); }
};

/// Fills \p Info from \p M's DXIL metadata. Returns false, after reporting
/// (code dxild.writer.metadata), when required metadata is missing or
/// malformed.
bool readDXILModuleInfo(const llvm::Module &M, DXILModuleInfo &Info,
                        WriterDiags &Diags);

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_MODULEINFO_H
