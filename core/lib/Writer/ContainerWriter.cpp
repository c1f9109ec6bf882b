//===- ContainerWriter.cpp - The DXContainer and its parts ----------------===//

#include "Writer/ContainerWriter.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/BinaryFormat/DXContainer.h"
#include "llvm/MC/DXContainerPSVInfo.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MD5.h"
#include "llvm/Support/SwapByteOrder.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>
#include <map>
#include <utility>

using namespace llvm;

namespace dxild {
namespace writer {

namespace {

void appendU32(std::string &S, uint32_t V) {
  char B[4];
  support::endian::write32le(B, V);
  S.append(B, 4);
}

void padTo4(std::string &S) {
  while (S.size() % 4)
    S.push_back('\0');
}

/// SG1 component types number differently from DXIL's ComponentType.
dxbc::SigComponentType sigComponentType(uint8_t CompType,
                                        const DXILModuleInfo &Info) {
  switch (CompType) {
  case 1: // I1: written as UInt32 from validator 1.5 on.
    return Info.valverAtLeast(1, 5) ? dxbc::SigComponentType::UInt32
                                    : dxbc::SigComponentType::Unknown;
  case 2:
    return dxbc::SigComponentType::SInt16;
  case 3:
    return dxbc::SigComponentType::UInt16;
  case 4:
    return dxbc::SigComponentType::SInt32;
  case 5:
    return dxbc::SigComponentType::UInt32;
  case 6:
    return dxbc::SigComponentType::SInt64;
  case 7:
    return dxbc::SigComponentType::UInt64;
  case 8:
  case 11:
  case 12:
    return dxbc::SigComponentType::Float16;
  case 9:
  case 13:
  case 14:
    return dxbc::SigComponentType::Float32;
  case 10:
  case 15:
  case 16:
    return dxbc::SigComponentType::Float64;
  default:
    return dxbc::SigComponentType::Unknown;
  }
}

dxbc::SigMinPrecision minPrecision(uint8_t CompType,
                                   const DXILModuleInfo &Info) {
  if (Info.nativeLowPrecision())
    return dxbc::SigMinPrecision::Default;
  switch (CompType) {
  case 8:
  case 11:
  case 12:
    return dxbc::SigMinPrecision::Float16;
  case 2:
    return dxbc::SigMinPrecision::SInt16;
  case 3:
    return dxbc::SigMinPrecision::UInt16;
  default:
    return dxbc::SigMinPrecision::Default;
  }
}

/// D3D_NAME for a DXIL semantic kind. Vertex-shader inputs are arbitrary at
/// that signature point whatever their name, except the two generated ones.
dxbc::D3DSystemValue systemValue(uint8_t Kind, const DXILModuleInfo &Info,
                                 bool IsInput) {
  if (IsInput && Info.StageName == "vs" && Kind != 1 && Kind != 2)
    return dxbc::D3DSystemValue::Undefined;
  static const std::pair<uint8_t, uint32_t> Map[] = {
      {1, 6},   {2, 8},   {3, 1},   {4, 4},   {5, 5},   {6, 2},   {7, 3},
      {10, 7},  {12, 10}, {13, 9},  {14, 66}, {15, 70}, {16, 64}, {17, 65},
      {18, 68}, {19, 67}, {20, 69}, {28, 23}, {29, 24}, {30, 25}};
  for (const auto &[K, V] : Map)
    if (K == Kind)
      return static_cast<dxbc::D3DSystemValue>(V);
  return dxbc::D3DSystemValue::Undefined;
}

/// Semantic kinds that never appear in an SG1 part (DXC's "NotInSig"
/// interpretations at the stages dxild targets).
bool isNotInSignature(uint8_t Kind, const DXILModuleInfo &Info, bool IsInput) {
  if (Kind >= 21 && Kind <= 24) // Compute-only thread and group IDs.
    return true;
  if (Kind == 27) // ViewID.
    return true;
  if (Info.StageName == "ps" && IsInput &&
      (Kind == 14 || Kind == 15)) // Input coverage, inner coverage.
    return true;
  return false;
}

uint8_t maskOf(const SignatureElementInfo &E) {
  return uint8_t(((1u << E.Cols) - 1) << std::max<int>(E.StartCol, 0));
}

uint8_t packedRows(const std::vector<SignatureElementInfo> &Sig) {
  int32_t Rows = 0;
  for (const SignatureElementInfo &E : Sig)
    if (E.StartRow >= 0)
      Rows = std::max<int32_t>(Rows, E.StartRow + int32_t(E.Rows));
  return uint8_t(Rows);
}

dxbc::PSV::ResourceType psvResourceType(const ResourceRecordInfo &R) {
  using RT = dxbc::PSV::ResourceType;
  switch (R.Class) {
  case ResourceClassInfo::CBV:
    return RT::CBV;
  case ResourceClassInfo::Sampler:
    return RT::Sampler;
  case ResourceClassInfo::SRV:
    if (R.Kind == 11 || R.Kind == 16) // Raw buffer, RT acceleration struct.
      return RT::SRVRaw;
    return R.Kind == 12 ? RT::SRVStructured : RT::SRVTyped;
  case ResourceClassInfo::UAV:
    if (R.Kind == 11)
      return RT::UAVRaw;
    if (R.Kind == 12)
      return R.HasCounter ? RT::UAVStructuredWithCounter : RT::UAVStructured;
    return RT::UAVTyped;
  }
  return RT::Invalid;
}

/// PSV0's string and semantic-index tables, built the way DXC builds them:
/// every string appended in use order after the leading empty string (DXC
/// does not deduplicate them: three "ARG" elements give three copies), index
/// runs reused when an equal run already exists.
class PSVTables {
public:
  uint32_t addString(StringRef S) {
    if (S.empty())
      return 0;
    uint32_t At = uint32_t(Strings.size());
    Strings.append(S.begin(), S.end());
    Strings.push_back('\0');
    return At;
  }
  uint32_t addIndices(ArrayRef<uint32_t> Run) {
    for (size_t I = 0; Run.size() && I + Run.size() <= Indices.size(); ++I)
      if (ArrayRef<uint32_t>(Indices).slice(I, Run.size()) == Run)
        return uint32_t(I);
    uint32_t At = uint32_t(Indices.size());
    Indices.insert(Indices.end(), Run.begin(), Run.end());
    return At;
  }
  std::string Strings = std::string(1, '\0');
  std::vector<uint32_t> Indices;
};

dxbc::PSV::v0::SignatureElement psvElement(const SignatureElementInfo &E,
                                           const DXILModuleInfo &Info,
                                           PSVTables &Tables) {
  dxbc::PSV::v0::SignatureElement P;
  std::memset(&P, 0, sizeof(P));
  // DXC names only arbitrary semantics in PSV0; the validator compares names
  // only for those.
  P.NameOffset = E.SemanticKind == 0 ? Tables.addString(E.Name) : 0;
  P.IndicesOffset = Tables.addIndices(E.Indices);
  P.Rows = uint8_t(E.Rows);
  P.Allocated = E.StartRow >= 0;
  P.StartRow = P.Allocated ? uint8_t(E.StartRow) : 0;
  P.StartCol = P.Allocated ? uint8_t(E.StartCol) : 0;
  P.Cols = E.Cols;
  P.Kind = static_cast<dxbc::PSV::SemanticKind>(E.SemanticKind);
  // PSV0 numbers component types like the SG1 parts, not like DXIL.
  P.Type =
      static_cast<dxbc::PSV::ComponentType>(sigComponentType(E.CompType, Info));
  P.Mode = static_cast<dxbc::PSV::InterpolationMode>(E.Interpolation);
  P.DynamicMask = E.DynIndexMask;
  P.Stream = E.Stream;
  return P;
}

template <typename T> void appendRaw(std::string &S, const T &V) {
  S.append(reinterpret_cast<const char *>(&V), sizeof(T));
}

} // namespace

uint64_t featureInfoFromShaderFlags(uint64_t Flags) {
  uint64_t SFI = 0;
#define SHADER_FEATURE_FLAG(FeatureBit, DxilModuleBit, FlagName, Str)          \
  if ((DxilModuleBit) >= 0 && (DxilModuleBit) < 39 &&                          \
      (Flags & (1ull << ((DxilModuleBit)&63))))                                \
    SFI |= 1ull << (FeatureBit);
#include "llvm/BinaryFormat/DXContainerConstants.def"
  const bool LowPrecision = Flags & (1ull << 5);
  const bool Native = Flags & (1ull << 23);
  if (LowPrecision && !Native)
    SFI |= 1ull << 4; // Minimum precision.
  if (LowPrecision && Native)
    SFI |= 1ull << 18; // Native low precision.
  return SFI;
}

unsigned psvVersionFor(const DXILModuleInfo &Info) {
  if (!Info.valverAtLeast(1, 1))
    return 0;
  if (!Info.valverAtLeast(1, 6))
    return 1;
  if (!Info.valverAtLeast(1, 8))
    return 2;
  if (!Info.valverAtLeast(1, 10))
    return 3;
  return 4;
}

std::string writeSignaturePart(const DXILModuleInfo &Info,
                               const std::vector<SignatureElementInfo> &Sig,
                               bool IsInput) {
  mcdxbc::Signature S;
  for (const SignatureElementInfo &E : Sig) {
    if (isNotInSignature(E.SemanticKind, Info, IsInput))
      continue;
    uint8_t Mask = maskOf(E);
    uint8_t Usage =
        uint8_t((E.UsageMask << std::max<int>(E.StartCol, 0)) & 0xF);
    uint8_t Byte25 = 0;
    if (Info.valverAtLeast(1, 5))
      Byte25 = IsInput ? Usage : uint8_t(~Usage & 0xF);
    else if (!IsInput)
      Byte25 = uint8_t(~Mask);
    for (uint32_t Row = 0; Row != E.Rows; ++Row)
      S.addParam(E.Stream, E.Name, Row < E.Indices.size() ? E.Indices[Row] : 0,
                 systemValue(E.SemanticKind, Info, IsInput),
                 sigComponentType(E.CompType, Info),
                 // Unpacked elements (SV_Coverage, SV_SampleIndex, ...) have
                 // register ~0u in DXC's parts, which also sorts them last.
                 E.StartRow < 0 ? ~0u : uint32_t(E.StartRow) + Row, Mask,
                 Byte25, minPrecision(E.CompType, Info));
  }
  std::string Out;
  raw_string_ostream OS(Out);
  S.write(OS);
  OS.flush();
  // mcdxbc::Signature writes an unpadded string table; DXC pads to 4 for
  // validator 1.7 and later.
  if (Info.valverAtLeast(1, 7))
    padTo4(Out);
  return Out;
}

std::string writePSV0(const DXILModuleInfo &Info) {
  static_assert(sys::IsLittleEndianHost, "PSV0 is written from host structs");
  const unsigned Version = psvVersionFor(Info);
  dxbc::PSV::v3::RuntimeInfo B;
  // The validator memcmps the runtime info: padding must be zero.
  std::memset(&B, 0, sizeof(B));
  B.MinimumWaveLaneCount = Info.WaveSizeMin;
  B.MaximumWaveLaneCount = Info.WaveSizeMax ? Info.WaveSizeMax : 0xFFFFFFFFu;
  B.ShaderStage = uint8_t(Info.ShaderKind);
  B.UsesViewID = (Info.ShaderFlags >> 21) & 1;
  if (Info.StageName == "vs") {
    for (const SignatureElementInfo &E : Info.Outputs)
      if (E.SemanticKind == 3)
        B.StageInfo.VS.OutputPositionPresent = 1;
  } else if (Info.StageName == "ps") {
    for (const SignatureElementInfo &E : Info.Outputs)
      if (E.SemanticKind >= 17 && E.SemanticKind <= 19)
        B.StageInfo.PS.DepthOutput = 1;
    for (const SignatureElementInfo &E : Info.Inputs)
      if (E.Interpolation == 6 || E.Interpolation == 7 || E.SemanticKind == 12)
        B.StageInfo.PS.SampleFrequency = 1;
  }
  B.SigInputElements = uint8_t(Info.Inputs.size());
  B.SigOutputElements = uint8_t(Info.Outputs.size());
  B.SigPatchOrPrimElements = uint8_t(Info.PatchConstOrPrim.size());
  B.SigInputVectors = packedRows(Info.Inputs);
  B.SigOutputVectors[0] = packedRows(Info.Outputs);
  const bool HasThreads =
      Info.ShaderKind == 5 || Info.ShaderKind == 13 || Info.ShaderKind == 14;
  if (HasThreads) {
    B.NumThreadsX = Info.NumThreads[0];
    B.NumThreadsY = Info.NumThreads[1];
    B.NumThreadsZ = Info.NumThreads[2];
  }

  PSVTables Tables;
  std::vector<dxbc::PSV::v0::SignatureElement> Elements;
  for (const auto *Sig : {&Info.Inputs, &Info.Outputs, &Info.PatchConstOrPrim})
    for (const SignatureElementInfo &E : *Sig)
      Elements.push_back(psvElement(E, Info, Tables));
  // Only v3 and later reference the entry name; an unreferenced string is a
  // validation error ("ContainerUnusedItemInTable").
  if (Version >= 3)
    B.EntryNameOffset = Tables.addString(Info.EntryName);

  const uint32_t InfoSize = Version == 0   ? sizeof(dxbc::PSV::v0::RuntimeInfo)
                            : Version == 1 ? sizeof(dxbc::PSV::v1::RuntimeInfo)
                            : Version == 2 ? sizeof(dxbc::PSV::v2::RuntimeInfo)
                                           : sizeof(dxbc::PSV::v3::RuntimeInfo);
  std::string Out;
  // v4 = v3 + u32 NumBytesGroupSharedMemory (libLLVM's structs stop at v3).
  appendU32(Out, InfoSize + (Version >= 4 ? 4 : 0));
  Out.append(reinterpret_cast<const char *>(&B), InfoSize);
  if (Version >= 4)
    appendU32(Out, HasThreads ? Info.GroupSharedBytes : 0);

  appendU32(Out, uint32_t(Info.Resources.size()));
  if (!Info.Resources.empty()) {
    const uint32_t BindSize = Version >= 2
                                  ? sizeof(dxbc::PSV::v2::ResourceBindInfo)
                                  : sizeof(dxbc::PSV::v0::ResourceBindInfo);
    appendU32(Out, BindSize);
    for (const ResourceRecordInfo &R : Info.Resources) {
      dxbc::PSV::v2::ResourceBindInfo Bind;
      std::memset(&Bind, 0, sizeof(Bind));
      Bind.Type = psvResourceType(R);
      Bind.Space = R.Space;
      Bind.LowerBound = R.LowerBound;
      Bind.UpperBound = R.RangeSize == 0xFFFFFFFFu
                            ? 0xFFFFFFFFu
                            : R.LowerBound + R.RangeSize - 1;
      Bind.Kind = static_cast<dxbc::PSV::ResourceKind>(R.Kind);
      Bind.Flags.Flags =
          (R.Class == ResourceClassInfo::UAV && R.Atomic64) ? 1 : 0;
      Out.append(reinterpret_cast<const char *>(&Bind), BindSize);
    }
  }
  if (Version == 0)
    return Out;

  padTo4(Tables.Strings);
  appendU32(Out, uint32_t(Tables.Strings.size()));
  Out += Tables.Strings;
  appendU32(Out, uint32_t(Tables.Indices.size()));
  for (uint32_t I : Tables.Indices)
    appendU32(Out, I);
  if (!Elements.empty()) {
    appendU32(Out, sizeof(dxbc::PSV::v0::SignatureElement));
    for (const auto &E : Elements)
      appendRaw(Out, E);
  }

  // Dependency tables must be present and sized; their contents come from
  // dx.viewIdState (all zero without it). Stream 0 only: the stages dxild
  // writes have no GS streams or patch constants.
  const unsigned In = B.SigInputVectors, OutVectors = B.SigOutputVectors[0];
  const unsigned RowDwords = (OutVectors + 7) / 8;
  std::vector<uint32_t> ViewIdMask, InputOutput;
  if (B.UsesViewID && OutVectors)
    ViewIdMask.assign(RowDwords, 0);
  if (In && OutVectors)
    InputOutput.assign(size_t(RowDwords) * In * 4, 0);
  const std::vector<uint32_t> &VS = Info.ViewIdState;
  if (VS.size() >= 2 && Info.PatchConstOrPrim.empty()) {
    // [#input scalars, #output scalars, (ViewID mask), input->output rows]
    const unsigned InScalars = VS[0], OutScalars = VS[1];
    const unsigned VSRowDwords = (OutScalars + 31) / 32;
    size_t At = 2;
    auto Copy = [&](std::vector<uint32_t> &Dst, size_t DstAt) {
      for (unsigned D = 0; D != VSRowDwords && D != RowDwords; ++D)
        if (At + D < VS.size() && DstAt + D < Dst.size())
          Dst[DstAt + D] = VS[At + D];
      At += VSRowDwords;
    };
    if (B.UsesViewID)
      Copy(ViewIdMask, 0);
    for (unsigned I = 0; I != InScalars; ++I)
      Copy(InputOutput, size_t(I) * RowDwords);
  }
  for (uint32_t W : ViewIdMask)
    appendU32(Out, W);
  for (uint32_t W : InputOutput)
    appendU32(Out, W);
  return Out;
}

std::string writeProgramPart(const DXILModuleInfo &Info,
                             ArrayRef<char> Bitcode) {
  std::string Padded(Bitcode.begin(), Bitcode.end());
  padTo4(Padded);
  std::string Out;
  Out.push_back(char((Info.SMMajor << 4) | (Info.SMMinor & 0xF)));
  Out.push_back(0);
  Out.push_back(char(Info.ShaderKind & 0xFF));
  Out.push_back(char(Info.ShaderKind >> 8));
  // Size counts dwords, this 24-byte header included.
  appendU32(Out, uint32_t(6 + Padded.size() / 4));
  Out.append("DXIL", 4);
  Out.push_back(char(Info.DXILMinor));
  Out.push_back(char(Info.DXILMajor));
  Out.push_back(0);
  Out.push_back(0);
  appendU32(Out, 16); // Bitcode offset from the bitcode header.
  appendU32(Out, uint32_t(Bitcode.size()));
  Out += Padded;
  return Out;
}

std::string writeContainer(const DXILModuleInfo &Info, ArrayRef<char> Bitcode,
                           const ContainerOptions &Options) {
  std::vector<std::pair<std::string, std::string>> Parts;
  std::string SFI;
  uint64_t Features = featureInfoFromShaderFlags(Info.ShaderFlags);
  appendU32(SFI, uint32_t(Features));
  appendU32(SFI, uint32_t(Features >> 32));
  Parts.push_back({"SFI0", SFI});
  Parts.push_back({"ISG1", writeSignaturePart(Info, Info.Inputs, true)});
  Parts.push_back({"OSG1", writeSignaturePart(Info, Info.Outputs, false)});
  if (!Info.PatchConstOrPrim.empty())
    Parts.push_back(
        {"PSG1", writeSignaturePart(Info, Info.PatchConstOrPrim, false)});
  Parts.push_back({"PSV0", writePSV0(Info)});
  if (!Options.RootSignature.empty())
    Parts.push_back({"RTS0", Options.RootSignature});
  if (Info.valverAtLeast(1, 5)) {
    // HASH: flags 0 and the plain MD5 of the bitcode (not the header), or
    // flags 1 (IncludesSource) and the MD5 of the debug module (-Zss).
    const bool Source = !Options.HashedDebugBitcode.empty();
    MD5 Hash;
    if (Source)
      Hash.update(StringRef(Options.HashedDebugBitcode));
    else
      Hash.update(StringRef(Bitcode.data(), Bitcode.size()));
    MD5::MD5Result R;
    Hash.final(R);
    std::string H;
    appendU32(H, Source ? 1 : 0);
    H.append(reinterpret_cast<const char *>(R.data()), 16);
    Parts.push_back({"HASH", H});
  }
  Parts.push_back({"DXIL", writeProgramPart(Info, Bitcode)});

  const uint32_t HeaderSize = 32 + 4 * Parts.size();
  uint32_t Total = HeaderSize;
  for (const auto &P : Parts)
    Total += 8 + P.second.size();

  std::string Out;
  Out.reserve(Total);
  Out.append("DXBC", 4);
  Out.append(16, Options.Digest == DigestKind::Bypass ? '\x01' : '\0');
  Out.push_back(1); // Version 1.0.
  Out.push_back(0);
  Out.push_back(0);
  Out.push_back(0);
  appendU32(Out, Total);
  appendU32(Out, uint32_t(Parts.size()));
  uint32_t Offset = HeaderSize;
  for (const auto &P : Parts) {
    appendU32(Out, Offset);
    Offset += 8 + P.second.size();
  }
  for (const auto &[Name, Data] : Parts) {
    Out.append(Name);
    appendU32(Out, uint32_t(Data.size()));
    Out += Data;
  }
  return Out;
}

} // namespace writer
} // namespace dxild
