//===- ModuleInfo.cpp - What the container parts say about a module -------===//

#include "Writer/ModuleInfo.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {
namespace writer {

namespace {

class Reader {
public:
  Reader(WriterDiags &Diags) : Diags(Diags) {}

  bool fail(const std::string &What) {
    Diags.error(MetadataCode, "malformed DXIL metadata: " + What);
    Ok = false;
    return false;
  }

  const MDNode *node(const Metadata *MD, const char *What) {
    const auto *N = dyn_cast_or_null<MDNode>(MD);
    if (!N)
      fail(std::string(What) + " is not a node");
    return N;
  }

  uint64_t integer(const MDNode *N, unsigned I, const char *What) {
    if (!N || I >= N->getNumOperands()) {
      fail(std::string(What) + " is missing");
      return 0;
    }
    auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I));
    if (!C) {
      fail(std::string(What) + " is not an integer");
      return 0;
    }
    return C->getZExtValue();
  }

  std::string string(const MDNode *N, unsigned I, const char *What) {
    const auto *S = N && I < N->getNumOperands()
                        ? dyn_cast_or_null<MDString>(N->getOperand(I))
                        : nullptr;
    if (!S) {
      fail(std::string(What) + " is not a string");
      return {};
    }
    return S->getString().str();
  }

  void signature(const Metadata *MD, std::vector<SignatureElementInfo> &Out) {
    if (!MD)
      return;
    const MDNode *List = node(MD, "signature list");
    if (!List)
      return;
    for (const MDOperand &Op : List->operands()) {
      const MDNode *E = node(Op.get(), "signature element");
      if (!E || E->getNumOperands() < 10) {
        fail("signature element needs 11 fields");
        return;
      }
      SignatureElementInfo S;
      S.ID = integer(E, 0, "signature element ID");
      S.Name = string(E, 1, "semantic name");
      S.CompType = integer(E, 2, "component type");
      S.SemanticKind = integer(E, 3, "semantic kind");
      if (const MDNode *Idx = node(E->getOperand(4), "semantic indices"))
        for (unsigned I = 0; I != Idx->getNumOperands(); ++I)
          S.Indices.push_back(integer(Idx, I, "semantic index"));
      S.Interpolation = integer(E, 5, "interpolation mode");
      S.Rows = integer(E, 6, "rows");
      S.Cols = integer(E, 7, "columns");
      S.StartRow = int32_t(integer(E, 8, "start row"));
      S.StartCol = int8_t(integer(E, 9, "start column"));
      if (E->getNumOperands() > 10 && E->getOperand(10)) {
        const MDNode *Props = node(E->getOperand(10), "element properties");
        for (unsigned I = 0; Props && I + 1 < Props->getNumOperands(); I += 2) {
          uint64_t Tag = integer(Props, I, "property tag");
          uint64_t Val = integer(Props, I + 1, "property value");
          if (Tag == 0)
            S.Stream = Val;
          else if (Tag == 2)
            S.DynIndexMask = Val;
          else if (Tag == 3)
            S.UsageMask = Val;
        }
      }
      Out.push_back(std::move(S));
    }
  }

  void resources(const MDNode *List, ResourceClassInfo Class,
                 std::vector<ResourceRecordInfo> &Out) {
    if (!List)
      return;
    for (const MDOperand &Op : List->operands()) {
      const MDNode *R = node(Op.get(), "resource record");
      if (!R || R->getNumOperands() < 7) {
        fail("resource record needs at least 7 fields");
        return;
      }
      ResourceRecordInfo Rec;
      Rec.Class = Class;
      Rec.ID = integer(R, 0, "resource ID");
      Rec.Space = integer(R, 3, "resource space");
      Rec.LowerBound = integer(R, 4, "resource lower bound");
      Rec.RangeSize = uint32_t(integer(R, 5, "resource range size"));
      switch (Class) {
      case ResourceClassInfo::CBV:
        Rec.Kind = 13;
        break;
      case ResourceClassInfo::Sampler:
        Rec.Kind = 14;
        break;
      case ResourceClassInfo::SRV:
      case ResourceClassInfo::UAV:
        Rec.Kind = integer(R, 6, "resource shape");
        break;
      }
      if (Class == ResourceClassInfo::UAV)
        Rec.HasCounter = integer(R, 8, "UAV counter flag");
      unsigned TagsAt = Class == ResourceClassInfo::UAV   ? 10
                        : Class == ResourceClassInfo::SRV ? 8
                                                          : 7;
      if (TagsAt < R->getNumOperands() && R->getOperand(TagsAt)) {
        const MDNode *Tags = node(R->getOperand(TagsAt), "resource tags");
        for (unsigned I = 0; Tags && I + 1 < Tags->getNumOperands(); I += 2)
          if (integer(Tags, I, "resource tag") == 3)
            Rec.Atomic64 = integer(Tags, I + 1, "Atomic64Use");
      }
      Out.push_back(Rec);
    }
  }

  WriterDiags &Diags;
  bool Ok = true;
};

uint32_t shaderKindOf(const std::string &Stage, bool &Known) {
  Known = true;
  if (Stage == "ps")
    return 0;
  if (Stage == "vs")
    return 1;
  if (Stage == "gs")
    return 2;
  if (Stage == "hs")
    return 3;
  if (Stage == "ds")
    return 4;
  if (Stage == "cs")
    return 5;
  if (Stage == "ms")
    return 13;
  if (Stage == "as")
    return 14;
  Known = false;
  return 0;
}

const MDNode *firstOperand(const Module &M, StringRef Name) {
  const NamedMDNode *N = M.getNamedMetadata(Name);
  return N && N->getNumOperands() ? N->getOperand(0) : nullptr;
}

} // namespace

bool readDXILModuleInfo(const Module &M, DXILModuleInfo &Info,
                        WriterDiags &Diags) {
  Reader R(Diags);

  const MDNode *SM = firstOperand(M, "dx.shaderModel");
  if (!SM)
    return R.fail("!dx.shaderModel is missing");
  Info.StageName = R.string(SM, 0, "shader model stage");
  Info.SMMajor = R.integer(SM, 1, "shader model major");
  Info.SMMinor = R.integer(SM, 2, "shader model minor");
  bool Known = false;
  Info.ShaderKind = shaderKindOf(Info.StageName, Known);
  if (R.Ok && !Known) {
    Diags.unsupported("container for shader stage '" + Info.StageName +
                      "' (libraries need RDAT, which the writer lacks)");
    return false;
  }

  const MDNode *Ver = firstOperand(M, "dx.version");
  if (!Ver)
    return R.fail("!dx.version is missing");
  Info.DXILMajor = R.integer(Ver, 0, "DXIL major version");
  Info.DXILMinor = R.integer(Ver, 1, "DXIL minor version");
  if (const MDNode *Val = firstOperand(M, "dx.valver")) {
    Info.ValMajor = R.integer(Val, 0, "validator major version");
    Info.ValMinor = R.integer(Val, 1, "validator minor version");
  }

  const NamedMDNode *Entries = M.getNamedMetadata("dx.entryPoints");
  if (!Entries || Entries->getNumOperands() != 1)
    return R.fail("!dx.entryPoints must hold exactly one entry point");
  const MDNode *E = Entries->getOperand(0);
  if (E->getNumOperands() != 5)
    return R.fail("entry point needs 5 fields");
  if (E->getOperand(0))
    if (auto *F = mdconst::dyn_extract<Function>(E->getOperand(0)))
      Info.Entry = F;
  if (!Info.Entry)
    return R.fail("entry point function is missing");
  Info.EntryName = R.string(E, 1, "entry point name");
  if (E->getOperand(2)) {
    const MDNode *Sigs = R.node(E->getOperand(2), "entry signatures");
    if (Sigs && Sigs->getNumOperands() == 3) {
      R.signature(Sigs->getOperand(0), Info.Inputs);
      R.signature(Sigs->getOperand(1), Info.Outputs);
      R.signature(Sigs->getOperand(2), Info.PatchConstOrPrim);
    } else {
      R.fail("entry signatures need 3 lists");
    }
  }
  if (E->getOperand(4)) {
    const MDNode *Props = R.node(E->getOperand(4), "entry properties");
    for (unsigned I = 0; Props && I + 1 < Props->getNumOperands(); I += 2) {
      uint64_t Tag = R.integer(Props, I, "entry property tag");
      const Metadata *V = Props->getOperand(I + 1);
      if (Tag == 0) {
        Info.ShaderFlags = R.integer(Props, I + 1, "shader flags");
      } else if (Tag == 4) {
        const MDNode *NT = R.node(V, "numthreads");
        for (unsigned K = 0; K != 3; ++K)
          Info.NumThreads[K] = R.integer(NT, K, "numthreads");
      } else if (Tag == 11) {
        const MDNode *WS = R.node(V, "wave size");
        Info.WaveSizeMin = Info.WaveSizeMax = R.integer(WS, 0, "wave size");
      } else if (Tag == 23) {
        const MDNode *WS = R.node(V, "ranged wave size");
        Info.WaveSizeMin = R.integer(WS, 0, "minimum wave size");
        Info.WaveSizeMax = R.integer(WS, 1, "maximum wave size");
        // [WaveSize(N)] on SM 6.8 is the range {N, 0, 0}: max 0 means N.
        if (!Info.WaveSizeMax)
          Info.WaveSizeMax = Info.WaveSizeMin;
      }
    }
  }

  if (const MDNode *Res = firstOperand(M, "dx.resources")) {
    if (Res->getNumOperands() != 4)
      return R.fail("!dx.resources needs 4 lists");
    auto List = [&](unsigned I) -> const MDNode * {
      return Res->getOperand(I) ? R.node(Res->getOperand(I), "resource list")
                                : nullptr;
    };
    R.resources(List(2), ResourceClassInfo::CBV, Info.Resources);
    R.resources(List(3), ResourceClassInfo::Sampler, Info.Resources);
    R.resources(List(0), ResourceClassInfo::SRV, Info.Resources);
    R.resources(List(1), ResourceClassInfo::UAV, Info.Resources);
  }

  if (const MDNode *VS = firstOperand(M, "dx.viewIdState")) {
    const auto *Arr =
        VS->getNumOperands() == 1
            ? mdconst::dyn_extract_or_null<ConstantDataArray>(VS->getOperand(0))
            : nullptr;
    if (!Arr || !Arr->getElementType()->isIntegerTy(32))
      return R.fail("!dx.viewIdState is not an i32 array");
    for (unsigned I = 0; I != Arr->getNumElements(); ++I)
      Info.ViewIdState.push_back(uint32_t(Arr->getElementAsInteger(I)));
  }

  const DataLayout &DL = M.getDataLayout();
  uint64_t Shared = 0;
  for (const GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 3)
      Shared += DL.getTypeAllocSize(GV.getValueType());
  Info.GroupSharedBytes = uint32_t(Shared);
  return R.Ok;
}

} // namespace writer
} // namespace dxild
