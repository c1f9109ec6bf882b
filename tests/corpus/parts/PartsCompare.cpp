//===- PartsCompare.cpp - Container parts, field by field -----------------===//

#include "PartsCompare.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/BinaryFormat/DXContainer.h"
#include "llvm/Object/DXContainer.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBufferRef.h"

#include <optional>

using namespace llvm;
using namespace llvm::object;

namespace partscompare {

namespace {

class Diff {
public:
  std::vector<std::string> Lines;

  template <typename T>
  void field(const std::string &Name, const T &Mine, const T &Theirs) {
    if (Mine != Theirs)
      Lines.push_back(Name + ": " + str(Mine) + ", DXC " + str(Theirs));
  }

private:
  static std::string str(const std::string &S) { return "'" + S + "'"; }
  static std::string str(StringRef S) { return "'" + S.str() + "'"; }
  template <typename T> static std::string str(const std::vector<T> &V) {
    std::string S = "[";
    for (size_t I = 0; I != V.size(); ++I)
      S += (I ? ", " : "") + str(V[I]);
    return S + "]";
  }
  template <typename T> static std::string str(const T &V) {
    if constexpr (std::is_enum_v<T>)
      return std::to_string(uint64_t(V));
    else
      return std::to_string(V);
  }
};

std::optional<StringRef> part(const object::DXContainer &C, StringRef Name) {
  for (const auto &P : C)
    if (P.Part.getName() == Name)
      return P.Data;
  return std::nullopt;
}

std::string firstDifference(StringRef A, StringRef B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  return "bytes differ from offset " + std::to_string(I) + " (sizes " +
         std::to_string(A.size()) + ", DXC " + std::to_string(B.size()) + ")";
}

void compareSignature(Diff &D, const std::string &Part,
                      const DirectX::Signature &Mine,
                      const DirectX::Signature &Theirs) {
  std::vector<dxbc::ProgramSignatureElement> A, B;
  for (const dxbc::ProgramSignatureElement &E : Mine)
    A.push_back(E);
  for (const dxbc::ProgramSignatureElement &E : Theirs)
    B.push_back(E);
  D.field(Part + ".Count", A.size(), B.size());
  for (size_t I = 0; I < A.size() && I < B.size(); ++I) {
    std::string P = Part + "[" + std::to_string(I) + "].";
    D.field(P + "Name", Mine.getName(A[I].NameOffset),
            Theirs.getName(B[I].NameOffset));
    D.field(P + "Index", A[I].Index, B[I].Index);
    D.field(P + "Stream", A[I].Stream, B[I].Stream);
    D.field(P + "SystemValue", A[I].SystemValue, B[I].SystemValue);
    D.field(P + "CompType", A[I].CompType, B[I].CompType);
    D.field(P + "Register", A[I].Register, B[I].Register);
    D.field(P + "Mask", A[I].Mask, B[I].Mask);
    D.field(P + "ExclusiveMask", A[I].ExclusiveMask, B[I].ExclusiveMask);
    D.field(P + "MinPrecision", A[I].MinPrecision, B[I].MinPrecision);
  }
}

std::string nameAt(StringRef Table, uint32_t Offset) {
  if (Offset >= Table.size())
    return "<bad offset " + std::to_string(Offset) + ">";
  return Table.substr(Offset).data(); // NUL-terminated inside the table.
}

std::vector<uint32_t> indicesAt(ArrayRef<uint32_t> Table, uint32_t Offset,
                                unsigned Rows) {
  if (size_t(Offset) + Rows > Table.size())
    return {~0u};
  return std::vector<uint32_t>(Table.begin() + Offset,
                               Table.begin() + Offset + Rows);
}

template <typename ArrayT> std::vector<uint32_t> words(const ArrayT &A) {
  std::vector<uint32_t> V;
  for (uint32_t W : A)
    V.push_back(W);
  return V;
}

void compareSigElements(Diff &D, const std::string &Name,
                        const DirectX::PSVRuntimeInfo &MI,
                        const DirectX::PSVRuntimeInfo &TI, bool Inputs,
                        bool Outputs) {
  auto Pick = [&](const DirectX::PSVRuntimeInfo &I) {
    return Inputs    ? I.getSigInputElements()
           : Outputs ? I.getSigOutputElements()
                     : I.getSigPatchOrPrimElements();
  };
  auto A = Pick(MI), B = Pick(TI);
  D.field("PSV0." + Name + ".Count", size_t(A.size()), size_t(B.size()));
  auto AI = A.begin(), BI = B.begin();
  for (size_t I = 0; AI != A.end() && BI != B.end(); ++I, ++AI, ++BI) {
    dxbc::PSV::v0::SignatureElement X = *AI, Y = *BI;
    std::string P = "PSV0." + Name + "[" + std::to_string(I) + "].";
    D.field(P + "Name", nameAt(MI.getStringTable(), X.NameOffset),
            nameAt(TI.getStringTable(), Y.NameOffset));
    D.field(P + "Indices",
            indicesAt(MI.getSemanticIndexTable(), X.IndicesOffset, X.Rows),
            indicesAt(TI.getSemanticIndexTable(), Y.IndicesOffset, Y.Rows));
    D.field(P + "Rows", X.Rows, Y.Rows);
    D.field(P + "StartRow", X.StartRow, Y.StartRow);
    D.field(P + "Cols", unsigned(X.Cols), unsigned(Y.Cols));
    D.field(P + "StartCol", unsigned(X.StartCol), unsigned(Y.StartCol));
    D.field(P + "Allocated", unsigned(X.Allocated), unsigned(Y.Allocated));
    D.field(P + "Kind", X.Kind, Y.Kind);
    D.field(P + "Type", X.Type, Y.Type);
    D.field(P + "Mode", X.Mode, Y.Mode);
    D.field(P + "DynamicMask", unsigned(X.DynamicMask),
            unsigned(Y.DynamicMask));
    D.field(P + "Stream", unsigned(X.Stream), unsigned(Y.Stream));
  }
}

void comparePSV(Diff &D, const DirectX::PSVRuntimeInfo &MI,
                const DirectX::PSVRuntimeInfo &TI) {
  D.field("PSV0.Version", MI.getVersion(), TI.getVersion());
  D.field("PSV0.RuntimeInfoSize", MI.getSize(), TI.getSize());
  using namespace dxbc::PSV;
  const auto *A0 = MI.getInfoAs<v0::RuntimeInfo>();
  const auto *B0 = TI.getInfoAs<v0::RuntimeInfo>();
  if (A0 && B0) {
    D.field("PSV0.StageInfo",
            std::string(reinterpret_cast<const char *>(&A0->StageInfo),
                        sizeof(A0->StageInfo)) ==
                std::string(reinterpret_cast<const char *>(&B0->StageInfo),
                            sizeof(B0->StageInfo)),
            true);
    D.field("PSV0.MinimumWaveLaneCount", A0->MinimumWaveLaneCount,
            B0->MinimumWaveLaneCount);
    D.field("PSV0.MaximumWaveLaneCount", A0->MaximumWaveLaneCount,
            B0->MaximumWaveLaneCount);
  }
  const auto *A1 = MI.getInfoAs<v1::RuntimeInfo>();
  const auto *B1 = TI.getInfoAs<v1::RuntimeInfo>();
  if (A1 && B1) {
    D.field("PSV0.ShaderStage", A1->ShaderStage, B1->ShaderStage);
    D.field("PSV0.UsesViewID", A1->UsesViewID, B1->UsesViewID);
    D.field("PSV0.GeomData", A1->GeomData.MaxVertexCount,
            B1->GeomData.MaxVertexCount);
    D.field("PSV0.SigInputVectors", A1->SigInputVectors, B1->SigInputVectors);
    for (unsigned S = 0; S != 4; ++S)
      D.field("PSV0.SigOutputVectors[" + std::to_string(S) + "]",
              A1->SigOutputVectors[S], B1->SigOutputVectors[S]);
  }
  const auto *A2 = MI.getInfoAs<v2::RuntimeInfo>();
  const auto *B2 = TI.getInfoAs<v2::RuntimeInfo>();
  if (A2 && B2) {
    D.field("PSV0.NumThreadsX", A2->NumThreadsX, B2->NumThreadsX);
    D.field("PSV0.NumThreadsY", A2->NumThreadsY, B2->NumThreadsY);
    D.field("PSV0.NumThreadsZ", A2->NumThreadsZ, B2->NumThreadsZ);
  }
  const auto *A3 = MI.getInfoAs<v3::RuntimeInfo>();
  const auto *B3 = TI.getInfoAs<v3::RuntimeInfo>();
  if (A3 && B3)
    D.field("PSV0.EntryName", nameAt(MI.getStringTable(), A3->EntryNameOffset),
            nameAt(TI.getStringTable(), B3->EntryNameOffset));

  D.field("PSV0.ResourceCount", MI.getResourceCount(), TI.getResourceCount());
  if (MI.getResourceCount() && TI.getResourceCount())
    D.field("PSV0.ResourceStride", MI.getResourceStride(),
            TI.getResourceStride());
  auto RA = MI.getResources(), RB = TI.getResources();
  auto RI = RA.begin(), RJ = RB.begin();
  for (size_t I = 0; RI != RA.end() && RJ != RB.end(); ++I, ++RI, ++RJ) {
    v2::ResourceBindInfo X = *RI, Y = *RJ;
    std::string P = "PSV0.Resources[" + std::to_string(I) + "].";
    D.field(P + "Type", X.Type, Y.Type);
    D.field(P + "Space", X.Space, Y.Space);
    D.field(P + "LowerBound", X.LowerBound, Y.LowerBound);
    D.field(P + "UpperBound", X.UpperBound, Y.UpperBound);
    if (MI.getResourceStride() >= sizeof(v2::ResourceBindInfo) &&
        TI.getResourceStride() >= sizeof(v2::ResourceBindInfo)) {
      D.field(P + "Kind", X.Kind, Y.Kind);
      D.field(P + "Flags", X.Flags.Flags, Y.Flags.Flags);
    }
  }

  compareSigElements(D, "SigInputElements", MI, TI, true, false);
  compareSigElements(D, "SigOutputElements", MI, TI, false, true);
  compareSigElements(D, "SigPatchOrPrimElements", MI, TI, false, false);
  for (unsigned S = 0; S != 4; ++S) {
    std::string N = "[" + std::to_string(S) + "]";
    D.field("PSV0.OutputVectorMasks" + N, words(MI.getOutputVectorMasks(S)),
            words(TI.getOutputVectorMasks(S)));
    D.field("PSV0.InputOutputMap" + N, words(MI.getInputOutputMap(S)),
            words(TI.getInputOutputMap(S)));
  }
  D.field("PSV0.PatchOrPrimMasks", words(MI.getPatchOrPrimMasks()),
          words(TI.getPatchOrPrimMasks()));
  D.field("PSV0.InputPatchMap", words(MI.getInputPatchMap()),
          words(TI.getInputPatchMap()));
  D.field("PSV0.PatchOutputMap", words(MI.getPatchOutputMap()),
          words(TI.getPatchOutputMap()));
  if (D.Lines.empty()) {
    D.field("PSV0.StringTable", MI.getStringTable(), TI.getStringTable());
    D.field("PSV0.SemanticIndexTable", words(MI.getSemanticIndexTable()),
            words(TI.getSemanticIndexTable()));
  }
}

std::string errorText(Error E) {
  std::string S = toString(std::move(E));
  return S.empty() ? "error" : S;
}

} // namespace

std::vector<std::string> compareParts(const std::string &Mine,
                                      const std::string &Theirs) {
  auto M = object::DXContainer::create(MemoryBufferRef(Mine, "dxild"));
  if (!M)
    return {"dxild container does not parse: " + errorText(M.takeError())};
  auto T = object::DXContainer::create(MemoryBufferRef(Theirs, "dxc"));
  if (!T)
    return {"DXC container does not parse: " + errorText(T.takeError())};

  std::vector<std::string> Out;
  for (const char *Name : {"SFI0", "ISG1", "OSG1", "PSG1", "PSV0", "RTS0"}) {
    std::optional<StringRef> A = part(*M, Name), B = part(*T, Name);
    if (!A && !B)
      continue;
    if (!A || !B) {
      Out.push_back(std::string(Name) + ": " +
                    (A ? "DXC has no such part" : "missing"));
      continue;
    }
    if (*A == *B)
      continue;
    Diff D;
    std::string N = Name;
    if (N == "SFI0") {
      uint64_t X = M->getShaderFeatureFlags().value_or(0),
               Y = T->getShaderFeatureFlags().value_or(0);
      for (unsigned Bit = 0; Bit != 64; ++Bit)
        if (((X ^ Y) >> Bit) & 1)
          D.Lines.push_back("SFI0.bit" + std::to_string(Bit) + ": " +
                            std::to_string((X >> Bit) & 1) + ", DXC " +
                            std::to_string((Y >> Bit) & 1));
    } else if (N == "ISG1") {
      compareSignature(D, N, M->getInputSignature(), T->getInputSignature());
    } else if (N == "OSG1") {
      compareSignature(D, N, M->getOutputSignature(), T->getOutputSignature());
    } else if (N == "PSG1") {
      compareSignature(D, N, M->getPatchConstantSignature(),
                       T->getPatchConstantSignature());
    } else if (N == "PSV0" && M->getPSVInfo() && T->getPSVInfo()) {
      comparePSV(D, *M->getPSVInfo(), *T->getPSVInfo());
    }
    if (D.Lines.empty())
      D.Lines.push_back(N + ": " + firstDifference(*A, *B));
    Out.insert(Out.end(), D.Lines.begin(), D.Lines.end());
  }
  return Out;
}

} // namespace partscompare
