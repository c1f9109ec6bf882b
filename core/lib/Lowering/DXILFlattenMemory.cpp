//===- DXILFlattenMemory.cpp - Flat scalar arrays for local memory --------===//

#include "Lowering/DXILFlattenMemory.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace dxild {

namespace {

/// Scalars need nothing. Arrays, even flat ones, are rewritten: their
/// accesses may still be i8 GEPs, which DXIL rejects.
bool isScalar(Type *Ty) { return Ty->isIntegerTy() || Ty->isFloatingPointTy(); }

/// Recovers the element index from a byte offset that collectAccesses built
/// as `mul %idx, Size`, avoiding a shift that would obscure the index.
Value *elementIndex(IRBuilder<> &B, Value *Var, uint64_t Size) {
  if (auto *Mul = dyn_cast<BinaryOperator>(Var))
    if (Mul->getOpcode() == Instruction::Mul)
      if (auto *C = dyn_cast<ConstantInt>(Mul->getOperand(1)))
        if (C->getZExtValue() == Size)
          return Mul->getOperand(0);
  if (Size == 1)
    return Var;
  return B.CreateLShr(Var, Log2_64(Size));
}

void flattenConstant(const DataLayout &DL, Constant *C,
                     SmallVectorImpl<Constant *> &Out) {
  Type *Ty = C->getType();
  if (isPaddingType(Ty))
    return;
  if (Ty->isIntegerTy() || Ty->isFloatingPointTy()) {
    Out.push_back(C);
    return;
  }
  unsigned N = 0;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    N = VT->getNumElements();
  else if (auto *AT = dyn_cast<ArrayType>(Ty))
    N = AT->getNumElements();
  else if (auto *ST = dyn_cast<StructType>(Ty))
    N = ST->getNumElements();
  for (unsigned I = 0; I < N; ++I)
    flattenConstant(DL, C->getAggregateElement(I), Out);
}

/// DXIL memory holds no i1 or i8 (the validator allows i8 only as an
/// immediate). At -Od a bool local survives as `alloca i8` (or i1) with i1
/// loads and stores; give it an i32 slot, as DXC stores bools, and convert
/// at each access. Returns false (and changes nothing) when the slot has
/// users other than direct loads and stores.
bool widenNarrowScalarAlloca(AllocaInst *AI) {
  Type *Ty = AI->getAllocatedType();
  if (!Ty->isIntegerTy(1) && !Ty->isIntegerTy(8))
    return false;
  for (User *U : AI->users()) {
    auto *LI = dyn_cast<LoadInst>(U);
    auto *SI = dyn_cast<StoreInst>(U);
    if ((!LI && !SI) || (SI && SI->getValueOperand() == AI))
      return false;
    Type *AccTy = LI ? LI->getType() : SI->getValueOperand()->getType();
    if (!AccTy->isIntegerTy() || AccTy->getIntegerBitWidth() > 8)
      return false;
  }
  IRBuilder<> B(AI);
  AllocaInst *Wide = B.CreateAlloca(B.getInt32Ty());
  Wide->setAlignment(Align(4));
  Wide->takeName(AI);
  for (User *U : make_early_inc_range(AI->users())) {
    auto *I = cast<Instruction>(U);
    B.SetInsertPoint(I);
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      Value *V = B.CreateTrunc(
          B.CreateAlignedLoad(B.getInt32Ty(), Wide, Align(4)), LI->getType());
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
    } else {
      Value *V = cast<StoreInst>(I)->getValueOperand();
      B.CreateAlignedStore(B.CreateZExt(V, B.getInt32Ty()), Wide, Align(4));
    }
    I->eraseFromParent();
  }
  AI->eraseFromParent();
  return true;
}

/// The same for a module-level bool: the guard Clang keeps beside a
/// `static const` local with a run-time initializer (`_ZGV...`, i1) is one.
bool widenNarrowScalarGlobal(GlobalVariable *GV) {
  Type *Ty = GV->getValueType();
  if ((!Ty->isIntegerTy(1) && !Ty->isIntegerTy(8)) || !GV->hasLocalLinkage())
    return false;
  for (User *U : GV->users()) {
    auto *LI = dyn_cast<LoadInst>(U);
    auto *SI = dyn_cast<StoreInst>(U);
    if ((!LI && !SI) || (SI && SI->getValueOperand() == GV))
      return false;
    Type *AccTy = LI ? LI->getType() : SI->getValueOperand()->getType();
    if (!AccTy->isIntegerTy() || AccTy->getIntegerBitWidth() > 8)
      return false;
  }
  Type *I32 = Type::getInt32Ty(GV->getContext());
  Constant *Init = nullptr;
  if (GV->hasInitializer()) {
    auto *C = dyn_cast<ConstantInt>(GV->getInitializer());
    Init = C ? ConstantInt::get(I32, C->getZExtValue())
             : Constant::getNullValue(I32); // zeroinitializer or undef
  }
  auto *Wide = new GlobalVariable(
      *GV->getParent(), I32, GV->isConstant(), GV->getLinkage(), Init, "", GV,
      GV->getThreadLocalMode(), GV->getAddressSpace());
  Wide->setAlignment(Align(4));
  Wide->takeName(GV);
  IRBuilder<> B(GV->getContext());
  for (User *U : make_early_inc_range(GV->users())) {
    auto *I = cast<Instruction>(U);
    B.SetInsertPoint(I);
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      Value *V = B.CreateTrunc(B.CreateAlignedLoad(I32, Wide, Align(4)),
                               LI->getType());
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
    } else {
      Value *V = cast<StoreInst>(I)->getValueOperand();
      B.CreateAlignedStore(B.CreateZExt(V, I32), Wide, Align(4));
    }
    I->eraseFromParent();
  }
  GV->eraseFromParent();
  return true;
}

class MemoryFlattener {
public:
  MemoryFlattener(Module &M, LoweringContext &Ctx)
      : M(M), DL(M.getDataLayout()), Ctx(Ctx) {}
  bool run();

private:
  /// Scalar type and element count of the flat form of \p Ty, or null.
  /// \p Holes: padding whole elements wide may stay in the flat form as
  /// unused elements (a local; a global's initializer has no values there).
  Type *flatElementType(Type *Ty, uint64_t &Count, Instruction *At,
                        StringRef What, bool Holes = false);
  bool rewriteAccesses(Value *Old, Value *New, ArrayType *FlatTy,
                       StringRef What);

  Module &M;
  const DataLayout &DL;
  LoweringContext &Ctx;
};

Type *MemoryFlattener::flatElementType(Type *Ty, uint64_t &Count,
                                       Instruction *At, StringRef What,
                                       bool Holes) {
  SmallVector<ScalarLeaf, 32> Leaves;
  if (!getScalarLeaves(DL, Ty, 0, Leaves) || Leaves.empty()) {
    Ctx.error(lowercode::UnsupportedMemory,
              "'" + What + "' has a type DXIL memory cannot hold", At);
    return nullptr;
  }
  Type *Elt = Leaves[0].Ty;
  uint64_t Size = DL.getTypeStoreSize(Elt);
  for (unsigned I = 0; I < Leaves.size(); ++I) {
    // Mixed element types of one size share storage (loads bitcast);
    // anything else, or padding holes, cannot be a flat array.
    if (DL.getTypeStoreSize(Leaves[I].Ty) != Size ||
        (Holes ? Leaves[I].Offset % Size != 0 : Leaves[I].Offset != I * Size) ||
        Elt->isIntegerTy(1) || Leaves[I].Ty->isIntegerTy(1)) {
      Ctx.error(lowercode::UnsupportedMemory,
                "'" + What +
                    "' mixes element sizes or has padding; DXIL needs a flat "
                    "array of one scalar type",
                At);
      return nullptr;
    }
  }
  // With holes (Clang's explicit padding, e.g. after a float3 array in a
  // struct copied out of a structured buffer), the elements cover the whole
  // type; accesses index by byte offset / element size either way.
  Count = Holes ? Leaves.back().Offset / Size + 1 : Leaves.size();
  return Elt;
}

bool MemoryFlattener::rewriteAccesses(Value *Old, Value *New, ArrayType *FlatTy,
                                      StringRef What) {
  Type *Elt = FlatTy->getElementType();
  uint64_t Size = DL.getTypeStoreSize(Elt);
  SmallVector<MemoryAccess, 16> Accesses;
  if (Instruction *Bad = collectAccesses(Old, DL, Accesses)) {
    Ctx.error(lowercode::UnsupportedMemory,
              "unsupported use of '" + What + "' (" +
                  Twine(Bad->getOpcodeName()) + ")",
              Bad);
    return false;
  }
  for (MemoryAccess &A : Accesses) {
    Instruction *I = A.I;
    Type *AccTy = isa<LoadInst>(I)    ? I->getType()
                  : isa<StoreInst>(I) ? I->getOperand(0)->getType()
                                      : I->getOperand(1)->getType();
    if (DL.getTypeStoreSize(AccTy) != Size || AccTy->isVectorTy() ||
        A.Offset.Const % Size || (A.Offset.Var && A.Offset.VarAlign % Size)) {
      Ctx.error(lowercode::UnsupportedMemory,
                "access to '" + What +
                    "' does not line up with its scalar elements",
                I);
      return false;
    }
    IRBuilder<> B(I);
    Value *Idx = B.getInt32(A.Offset.Const / Size);
    if (A.Offset.Var) {
      Value *VarIdx = elementIndex(B, A.Offset.Var, Size);
      Idx = A.Offset.Const ? B.CreateAdd(VarIdx, Idx) : VarIdx;
    }
    Value *Ptr = B.CreateInBoundsGEP(FlatTy, New, {B.getInt32(0), Idx});
    if (auto *LI = dyn_cast<LoadInst>(I)) {
      LoadInst *NL = B.CreateLoad(Elt, Ptr);
      NL->setAlignment(DL.getABITypeAlign(Elt));
      Value *V = AccTy == Elt ? NL : B.CreateBitCast(NL, AccTy);
      V->takeName(LI);
      LI->replaceAllUsesWith(V);
      LI->eraseFromParent();
    } else if (auto *SI = dyn_cast<StoreInst>(I)) {
      Value *V = SI->getValueOperand();
      if (AccTy != Elt)
        V = B.CreateBitCast(V, Elt);
      B.CreateStore(V, Ptr)->setAlignment(DL.getABITypeAlign(Elt));
      SI->eraseFromParent();
    } else {
      // An atomic of another scalar type of the element's size (the i32
      // exchange of a float InterlockedExchange) works on the element's bits
      // as they are; the writer types its pointer with a bitcast, as DXC's.
      I->setOperand(0, Ptr);
    }
  }
  eraseDeadUsers(Old);
  return true;
}

bool MemoryFlattener::run() {
  bool Changed = false;
  // Clang's resource-name strings and similar leftovers are unused by now.
  SmallVector<GlobalVariable *, 8> Unused;
  for (GlobalVariable &GV : M.globals()) {
    GV.removeDeadConstantUsers();
    if (GV.use_empty() && GV.hasLocalLinkage())
      Unused.push_back(&GV);
  }
  for (GlobalVariable *GV : Unused)
    GV->eraseFromParent();
  SmallVector<GlobalVariable *, 8> Narrow;
  for (GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && isScalar(GV.getValueType()))
      Narrow.push_back(&GV);
  for (GlobalVariable *GV : Narrow)
    Changed |= widenNarrowScalarGlobal(GV);
  SmallVector<GlobalVariable *, 8> Globals;
  for (GlobalVariable &GV : M.globals())
    if (!GV.isDeclaration() && !isScalar(GV.getValueType()) &&
        GV.getValueType()->isSized() &&
        !GV.getName().starts_with("dx.resource.sym."))
      Globals.push_back(&GV);
  for (GlobalVariable *GV : Globals) {
    uint64_t Count = 0;
    Type *Elt =
        flatElementType(GV->getValueType(), Count, nullptr, GV->getName());
    if (!Elt)
      continue;
    auto *FlatTy = ArrayType::get(Elt, Count);
    // Constant-expression GEPs (a constant index into a groupshared array)
    // are accesses too; as instructions they get rewritten like the rest.
    convertUsersOfConstantsToInstructions({GV});
    if (FlatTy == GV->getValueType()) {
      rewriteAccesses(GV, GV, FlatTy, GV->getName());
      Changed = true;
      continue;
    }
    Constant *Init = nullptr;
    if (GV->hasInitializer()) {
      SmallVector<Constant *, 64> Elts;
      flattenConstant(DL, GV->getInitializer(), Elts);
      for (Constant *&C : Elts)
        if (C->getType() != Elt)
          C = ConstantExpr::getBitCast(C, Elt);
      Init = ConstantArray::get(FlatTy, Elts);
    }
    auto *New = new GlobalVariable(
        M, FlatTy, GV->isConstant(), GV->getLinkage(), Init, "", GV,
        GV->getThreadLocalMode(), GV->getAddressSpace());
    New->setAlignment(GV->getAlign());
    New->takeName(GV);
    if (rewriteAccesses(GV, New, FlatTy, New->getName())) {
      GV->removeDeadConstantUsers();
      if (GV->use_empty())
        GV->eraseFromParent();
    }
    Changed = true;
  }
  for (Function &F : M) {
    SmallVector<AllocaInst *, 8> Allocas, Scalars;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        (isScalar(AI->getAllocatedType()) ? Scalars : Allocas).push_back(AI);
    for (AllocaInst *AI : Scalars)
      Changed |= widenNarrowScalarAlloca(AI);
    for (AllocaInst *AI : Allocas) {
      uint64_t Count = 0;
      Type *Elt =
          flatElementType(AI->getAllocatedType(), Count, AI, AI->getName(),
                          /*Holes=*/true);
      if (!Elt)
        continue;
      auto *FlatTy = ArrayType::get(Elt, Count);
      if (FlatTy == AI->getAllocatedType()) {
        rewriteAccesses(AI, AI, FlatTy, AI->getName());
        Changed = true;
        continue;
      }
      IRBuilder<> B(AI);
      AllocaInst *New = B.CreateAlloca(FlatTy);
      New->setAlignment(AI->getAlign());
      New->takeName(AI);
      if (rewriteAccesses(AI, New, FlatTy, New->getName()) && AI->use_empty())
        AI->eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}

} // namespace

PreservedAnalyses DXILFlattenMemoryPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  MemoryFlattener F(M, Ctx);
  return F.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
