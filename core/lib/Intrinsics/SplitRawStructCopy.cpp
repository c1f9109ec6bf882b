//===- SplitRawStructCopy.cpp - Byte-address Load<S>/Store<S> of structs --===//

#include "Intrinsics/SplitRawStructCopy.h"

#include "Intrinsics/DxildIntrinsics.h"
#include "Lowering/HLSLRawLayout.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

using rawlayout::collectLeaves;
using rawlayout::Leaf;

/// The struct type a sret result or byval argument \p V holds, or null.
StructType *structBehind(Value *V) {
  auto *A = dyn_cast<Argument>(V->stripPointerCasts());
  if (!A)
    return nullptr;
  Type *Ty = nullptr;
  if (A->hasStructRetAttr())
    Ty = A->getParamStructRetType();
  else if (A->hasByValAttr())
    Ty = A->getParamByValType();
  return dyn_cast_or_null<StructType>(Ty);
}

/// Splits \p MC, a copy between the buffer element \p Element and a local
/// struct, if the struct's layout is known. \p ToBuffer: a Store.
/// \p RowMajor: the row-major matrix fields (`!dxild.rowmajor`), moved
/// element by element at DXC's row-by-row offsets.
bool split(MemCpyInst &MC, Value *Element, bool ToBuffer,
           const rawlayout::RowMajorMatrices &RowMajor) {
  Value *Local = ToBuffer ? MC.getSource() : MC.getDest();
  StructType *ST = structBehind(Local);
  auto *Len = dyn_cast<ConstantInt>(MC.getLength());
  if (!ST || !Len)
    return false;
  const DataLayout &DL = MC.getModule()->getDataLayout();
  if (Len->getZExtValue() != DL.getTypeStoreSize(ST))
    return false;
  SmallVector<Leaf, 8> Leaves;
  uint64_t HLSLSize = 0;
  if (!collectLeaves(DL, ST, 0, HLSLSize, Leaves, &RowMajor))
    return false;
  IRBuilder<> B(&MC);
  Type *I8 = B.getInt8Ty();
  for (const Leaf &L : Leaves) {
    Value *Buf = L.HLSLOffset
                     ? B.CreateConstInBoundsGEP1_64(I8, Element, L.HLSLOffset)
                     : Element;
    Value *Loc = L.ClangOffset
                     ? B.CreateConstInBoundsGEP1_64(I8, Local, L.ClangOffset)
                     : Local;
    Value *From = ToBuffer ? Loc : Buf;
    Value *To = ToBuffer ? Buf : Loc;
    B.CreateAlignedStore(B.CreateAlignedLoad(L.Ty, From, Align(1)), To,
                         Align(1));
  }
  MC.eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses DXILDSplitRawStructCopyPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  bool Changed = false;
  const rawlayout::RowMajorMatrices RowMajor =
      rawlayout::RowMajorMatrices::read(M);
  for (Function &F : M) {
    std::optional<DxildIntrinsic> I = lookupDxildIntrinsic(F);
    if (!I || I->Kind != DxildIntrinsicKind::ResourceMethod ||
        I->Method != "raw_ref")
      continue;
    for (User *U : F.users()) {
      auto *CB = dyn_cast<CallInst>(U);
      if (!CB || CB->getCalledOperand() != &F)
        continue;
      SmallVector<MemCpyInst *, 2> Copies;
      for (User *CU : CB->users())
        if (auto *MC = dyn_cast<MemCpyInst>(CU))
          Copies.push_back(MC);
      for (MemCpyInst *MC : Copies) {
        bool ToBuffer = MC->getDest()->stripPointerCasts() == CB;
        if (!ToBuffer && MC->getSource()->stripPointerCasts() != CB)
          continue;
        Changed |= split(*MC, CB, ToBuffer, RowMajor);
      }
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
