//===- DXILTranslateMetadata.cpp - DXIL module metadata -------------------===//

#include "Lowering/DXILTranslateMetadata.h"
#include "Lowering/DXILShaderFlags.h"
#include "Lowering/LoweringContext.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <cstdio>

using namespace llvm;

namespace dxild {

namespace {

/// Entry property tags (dxil-facts §5.2).
enum PropTag : unsigned {
  ShaderFlagsTag = 0,
  NumThreadsTag = 4,
  WaveSizeTag = 11,       // SM 6.6-6.7: !{i32 n}
  RangedWaveSizeTag = 23, // SM 6.8+: !{i32 min, i32 max, i32 preferred}
};

const char *stageShortName(ShaderStage S) {
  switch (S) {
  case ShaderStage::Compute:
    return "cs";
  case ShaderStage::Vertex:
    return "vs";
  case ShaderStage::Pixel:
    return "ps";
  }
  return "cs";
}

Metadata *i32MD(LLVMContext &C, uint32_t V) {
  return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), V));
}

void replaceNamed(Module &M, StringRef Name, MDNode *Node) {
  if (NamedMDNode *Old = M.getNamedMetadata(Name))
    M.eraseNamedMetadata(Old);
  M.getOrInsertNamedMetadata(Name)->addOperand(Node);
}

} // namespace

PreservedAnalyses DXILTranslateMetadataPass::run(Module &M,
                                                 ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  Function *Entry = findEntryFunction(M);
  if (!P || !Entry) {
    Ctx.error(lowercode::NoEntry, "no shader entry function to describe");
    return PreservedAnalyses::all();
  }
  LLVMContext &C = M.getContext();
  LoweringInfo &Info = Ctx.Info;
  Info.EntryName = Entry->getName().str();
  Info.Stage = P->Stage;
  Info.ShaderModelMajor = P->Major;
  Info.ShaderModelMinor = P->Minor;
  Info.DXILMajor = 1;
  Info.DXILMinor = P->Minor;
  // PSV v4's groupshared size: every addrspace(3) global (after memory
  // flattening, each is one flat array), as DXC sums its TGSM globals.
  uint64_t Shared = 0;
  for (const GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 3)
      Shared += M.getDataLayout().getTypeAllocSize(GV.getValueType());
  Info.GroupSharedBytes = uint32_t(Shared);
  // Validator 1.8 is what Clang 22 announces and what released DXC
  // validators accept; never below the DXIL version itself.
  Info.ValidatorMajor = 1;
  Info.ValidatorMinor = std::max(8u, P->Minor);
  // -validator-version (checked by the pipeline: "major.minor").
  if (const std::string &V = Ctx.CodeGen.ValidatorVersion; !V.empty()) {
    unsigned Major = 0, Minor = 0;
    if (std::sscanf(V.c_str(), "%u.%u", &Major, &Minor) == 2) {
      Info.ValidatorMajor = Major;
      Info.ValidatorMinor = Minor;
    }
  }

  // Validators before 1.9 do not know the SamplerFeedback flag and expect
  // it clear (DXC's CollectShaderFlags drops it for them).
  if (Info.ValidatorMajor == 1 && Info.ValidatorMinor < 9)
    Info.ShaderFlags &= ~shaderflag::SamplerFeedback;

  replaceNamed(M, "dx.version",
               MDNode::get(C, {i32MD(C, 1), i32MD(C, Info.DXILMinor)}));
  replaceNamed(M, "dx.valver",
               MDNode::get(C, {i32MD(C, Info.ValidatorMajor),
                               i32MD(C, Info.ValidatorMinor)}));
  replaceNamed(M, "dx.shaderModel",
               MDNode::get(C, {MDString::get(C, stageShortName(P->Stage)),
                               i32MD(C, P->Major), i32MD(C, P->Minor)}));

  SmallVector<Metadata *, 4> Props;
  if (Info.ShaderFlags) {
    Props.push_back(i32MD(C, ShaderFlagsTag));
    Props.push_back(ConstantAsMetadata::get(
        ConstantInt::get(Type::getInt64Ty(C), Info.ShaderFlags)));
  }
  if (P->Stage == ShaderStage::Compute) {
    Attribute A = Entry->getFnAttribute("hlsl.numthreads");
    SmallVector<StringRef, 3> Parts;
    if (A.isValid())
      A.getValueAsString().split(Parts, ',');
    if (Parts.size() != 3) {
      Ctx.error(lowercode::NoEntry,
                "compute entry '" + Entry->getName() + "' has no numthreads");
      return PreservedAnalyses::all();
    }
    for (unsigned I = 0; I < 3; ++I)
      Parts[I].trim().getAsInteger(10, Info.NumThreads[I]);
    Props.push_back(i32MD(C, NumThreadsTag));
    Props.push_back(MDNode::get(C, {i32MD(C, Info.NumThreads[0]),
                                    i32MD(C, Info.NumThreads[1]),
                                    i32MD(C, Info.NumThreads[2])}));
  }
  // [WaveSize(min[, max[, preferred]])]: Clang's "hlsl.wavesize" is
  // "min,max,preferred" (0 when not written). DXC writes one value before
  // SM 6.8 and the range from 6.8 on; Clang's Sema has already refused
  // what the profile does not allow.
  if (Attribute A = Entry->getFnAttribute("hlsl.wavesize"); A.isValid()) {
    SmallVector<StringRef, 3> Parts;
    A.getValueAsString().split(Parts, ',');
    unsigned W[3] = {0, 0, 0};
    for (unsigned I = 0; I < Parts.size() && I < 3; ++I)
      Parts[I].trim().getAsInteger(10, W[I]);
    if (W[0] && P->atLeast(6, 8)) {
      Props.push_back(i32MD(C, RangedWaveSizeTag));
      Props.push_back(MDNode::get(
          C, {i32MD(C, W[0]), i32MD(C, W[1]), i32MD(C, W[2])}));
    } else if (W[0]) {
      Props.push_back(i32MD(C, WaveSizeTag));
      Props.push_back(MDNode::get(C, {i32MD(C, W[0])}));
    }
  }

  Metadata *Resources = nullptr;
  if (NamedMDNode *R = M.getNamedMetadata("dx.resources"))
    if (R->getNumOperands())
      Resources = R->getOperand(0);
  Metadata *Sigs = nullptr;
  if (NamedMDNode *S = M.getNamedMetadata("dx.lowering.signatures")) {
    if (S->getNumOperands())
      Sigs = S->getOperand(0);
    M.eraseNamedMetadata(S);
  }
  Metadata *EntryOps[] = {ValueAsMetadata::get(Entry),
                          MDString::get(C, Entry->getName()), Sigs, Resources,
                          Props.empty() ? nullptr : MDNode::get(C, Props)};
  replaceNamed(M, "dx.entryPoints", MDNode::get(C, EntryOps));

  // Only DXIL's own named metadata and llvm.ident survive.
  SmallVector<NamedMDNode *, 8> Drop;
  for (NamedMDNode &N : M.named_metadata()) {
    StringRef Name = N.getName();
    if (Name == "llvm.ident" || Name == "dx.version" || Name == "dx.valver" ||
        Name == "dx.shaderModel" || Name == "dx.resources" ||
        Name == "dx.entryPoints")
      continue;
    Drop.push_back(&N);
  }
  for (NamedMDNode *N : Drop)
    M.eraseNamedMetadata(N);
  return PreservedAnalyses::none();
}

} // namespace dxild
