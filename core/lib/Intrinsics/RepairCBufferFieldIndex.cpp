//===- RepairCBufferFieldIndex.cpp - Fix Clang 22's cbuffer member GEPs ---===//

#include "Intrinsics/RepairCBufferFieldIndex.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"

using namespace llvm;

namespace dxild {

namespace {

using FieldMaps = DenseMap<StructType *, SmallVector<int, 8>>;

bool isZeroPadding(Type *T) {
  auto *TT = dyn_cast<TargetExtType>(T);
  return TT && TT->getName() == "dx.Padding" &&
         TT->getNumIntParameters() == 1 && TT->getIntParameter(0) == 0;
}

FieldMaps readMaps(NamedMDNode &MD) {
  FieldMaps Maps;
  for (MDNode *N : MD.operands()) {
    if (N->getNumOperands() < 1)
      continue;
    auto *VM = dyn_cast_or_null<ConstantAsMetadata>(N->getOperand(0).get());
    auto *ST = VM ? dyn_cast<StructType>(VM->getValue()->getType()) : nullptr;
    if (!ST)
      continue;
    SmallVector<int, 8> Map;
    for (unsigned I = 1; I < N->getNumOperands(); ++I) {
      auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I));
      Map.push_back(C ? static_cast<int>(C->getSExtValue()) : -1);
    }
    Maps[ST] = std::move(Map);
  }
  return Maps;
}

/// Renumbers the struct indices of \p GEP that step through a mapped type;
/// returns the replacement GEP, or null when nothing changes. (A GEP caches
/// its result element type, so it is rebuilt rather than edited.)
GetElementPtrInst *repairGEP(GetElementPtrInst &GEP, const FieldMaps &Maps) {
  bool Changed = false;
  SmallVector<Value *, 8> Indices(GEP.indices());
  Type *Cur = GEP.getSourceElementType();
  // Indices[0] steps over the pointer; the rest index into Cur.
  for (unsigned I = 1; I < Indices.size(); ++I) {
    if (auto *ST = dyn_cast<StructType>(Cur)) {
      auto *Idx = dyn_cast<ConstantInt>(Indices[I]);
      if (!Idx)
        break;
      uint64_t Field = Idx->getZExtValue();
      auto It = Maps.find(ST);
      if (It != Maps.end()) {
        if (Field >= It->second.size() || It->second[Field] < 0)
          break; // not a member Clang indexes: leave the rest alone
        Field = It->second[Field];
        if (Field != Idx->getZExtValue()) {
          Indices[I] = ConstantInt::get(Idx->getType(), Field);
          Changed = true;
        }
      }
      if (Field >= ST->getNumElements())
        break;
      Cur = ST->getElementType(Field);
    } else if (auto *AT = dyn_cast<ArrayType>(Cur)) {
      Cur = AT->getElementType();
    } else {
      break;
    }
  }
  if (!Changed)
    return nullptr;
  auto *New = GetElementPtrInst::Create(
      GEP.getSourceElementType(), GEP.getPointerOperand(), Indices, "", &GEP);
  New->setNoWrapFlags(GEP.getNoWrapFlags());
  New->takeName(&GEP);
  return New;
}

} // namespace

bool repairCBufferFieldIndices(Module &M) {
  NamedMDNode *MD = M.getNamedMetadata(CBufferFieldsMDName);
  if (!MD)
    return false;
  FieldMaps Maps = readMaps(*MD);
  M.eraseNamedMetadata(MD);
  if (Maps.empty())
    return true;
  // Clang folds member accesses of cbuffer globals into constant GEP
  // expressions; make them instructions so they can be renumbered.
  SmallVector<Constant *, 16> Members;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == 2)
      Members.push_back(&GV);
  convertUsersOfConstantsToInstructions(Members);
  SmallVector<GetElementPtrInst *, 32> GEPs;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB)
        if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
          if (GEP->getAddressSpace() == 2)
            GEPs.push_back(GEP);
  for (GetElementPtrInst *GEP : GEPs)
    if (GetElementPtrInst *New = repairGEP(*GEP, Maps)) {
      GEP->replaceAllUsesWith(New);
      GEP->eraseFromParent();
    }
  // The frontend may have appended zero-size padding elements to keep
  // Clang's out-of-range indices valid (CBufferFieldMap.cpp); no GEP refers
  // to them any more.
  for (auto &[ST, Map] : Maps) {
    SmallVector<Type *, 16> Body(ST->elements());
    while (!Body.empty() && isZeroPadding(Body.back()))
      Body.pop_back();
    if (Body.size() != ST->getNumElements())
      ST->setBody(Body, ST->isPacked());
  }
  return true;
}

PreservedAnalyses
DXILDRepairCBufferFieldIndexPass::run(Module &M, ModuleAnalysisManager &) {
  return repairCBufferFieldIndices(M) ? PreservedAnalyses::none()
                                      : PreservedAnalyses::all();
}

} // namespace dxild
