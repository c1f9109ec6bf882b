//===- RetypeResources.cpp - Texture and sampler handle types -------------===//

#include "Binding/RetypeResources.h"

#include "Binding/BindingContext.h"
#include "Binding/ResourceCalls.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

#include <memory>

using namespace llvm;

namespace dxild {

namespace {

constexpr StringRef MarkerPrefix = "__dxild_";
constexpr const char *UnsupportedUse = "dxild.binding.unsupported-resource-use";

/// "Texture2D" for %"struct.hlsl::__dxild_Texture2D.3".
StringRef markerKind(StructType *ST) {
  if (!ST || !ST->hasName())
    return "";
  StringRef Name = ST->getName();
  size_t At = Name.find(MarkerPrefix);
  if (At == StringRef::npos)
    return "";
  Name = Name.drop_front(At + MarkerPrefix.size());
  return Name.take_until([](char C) { return C == '.'; });
}

std::optional<dxil::ResourceKind> textureKind(StringRef K) {
  return StringSwitch<std::optional<dxil::ResourceKind>>(K)
      .Case("Texture1D", dxil::ResourceKind::Texture1D)
      .Case("Texture1DArray", dxil::ResourceKind::Texture1DArray)
      .Case("Texture2D", dxil::ResourceKind::Texture2D)
      .Case("Texture2DArray", dxil::ResourceKind::Texture2DArray)
      .Case("Texture3D", dxil::ResourceKind::Texture3D)
      .Case("TextureCube", dxil::ResourceKind::TextureCube)
      .Case("TextureCubeArray", dxil::ResourceKind::TextureCubeArray)
      .Case("Texture2DMS", dxil::ResourceKind::Texture2DMS)
      .Case("Texture2DMSArray", dxil::ResourceKind::Texture2DMSArray)
      .Default(std::nullopt);
}

/// Length of the marker's int array field \p Idx minus one (the encoded
/// flag or count).
unsigned arrayField(StructType *ST, unsigned Idx) {
  if (ST->getNumElements() <= Idx)
    return 0;
  auto *AT = dyn_cast<ArrayType>(ST->getElementType(Idx));
  return AT ? unsigned(AT->getNumElements()) - 1 : 0;
}

bool isHandleCreation(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II &&
         (II->getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
          II->getIntrinsicID() ==
              Intrinsic::dx_resource_handlefromimplicitbinding);
}

/// \p A and \p B are the same handle: one value, or creations with the
/// same operands (an unrolled loop's copies of `samplers[5]`, each from its
/// own creation; SpartanEngine's ocean displacement).
bool sameHandle(Value *A, Value *B) {
  if (A == B)
    return true;
  if (!isHandleCreation(A) || !isHandleCreation(B))
    return false;
  auto *CA = cast<CallInst>(A), *CB = cast<CallInst>(B);
  return CA->getCalledFunction() == CB->getCalledFunction() &&
         equal(CA->args(), CB->args());
}

/// The handle every write to \p Mem (an alloca or a global) stored, seen
/// through copies: Clang copies a resource object passed by value as an
/// integer of its size (`load i32` + `store i32`) or a memcpy. Null when
/// the writes store different handles or \p Mem is used other than by
/// loads, stores, memcpys and lifetime markers.
Value *storedHandle(Value *Mem, unsigned Depth = 0) {
  if (Depth > 16 || !(isa<AllocaInst>(Mem) || isa<GlobalVariable>(Mem)))
    return nullptr;
  Value *Result = nullptr;
  for (User *U : Mem->users()) {
    if (isa<LoadInst>(U))
      continue;
    Value *Stored = nullptr;
    if (auto *II = dyn_cast<IntrinsicInst>(U)) {
      if (II->isLifetimeStartOrEnd())
        continue;
      auto *MC = dyn_cast<MemCpyInst>(II);
      if (!MC)
        return nullptr;
      if (MC->getRawSource() == Mem)
        continue;
      if (MC->getRawDest() != Mem)
        return nullptr;
      Stored = storedHandle(MC->getRawSource(), Depth + 1);
    } else {
      auto *SI = dyn_cast<StoreInst>(U);
      if (!SI || SI->getPointerOperand() != Mem || SI->getValueOperand() == Mem)
        return nullptr;
      Value *V = SI->getValueOperand();
      if (retypedResourceType(V->getType()))
        Stored = V;
      else if (auto *LI = dyn_cast<LoadInst>(V))
        Stored = storedHandle(LI->getPointerOperand(), Depth + 1);
    }
    if (!Stored || (Result && !sameHandle(Result, Stored)))
      return nullptr;
    Result = Stored;
  }
  return Result;
}

/// Replaces loads of handles from memory by the stored handles, then
/// deletes the memory nothing reads any more.
void forwardHandleCopies(Module &M) {
  SmallVector<LoadInst *, 16> Loads;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *LI = dyn_cast<LoadInst>(&I))
        if (retypedResourceType(LI->getType()))
          Loads.push_back(LI);
  if (Loads.empty())
    return;
  std::unique_ptr<DominatorTree> DT;
  for (LoadInst *LI : Loads)
    if (Value *V = storedHandle(LI->getPointerOperand())) {
      // One of several equal creations may not dominate the load: a copy
      // of it, right before the load, does.
      if (auto *I = dyn_cast<Instruction>(V)) {
        Function *F = LI->getFunction();
        if (!DT || DT->getRoot() != &F->getEntryBlock())
          DT = std::make_unique<DominatorTree>(*F);
        if (!DT->dominates(I, LI)) {
          if (!isHandleCreation(I) ||
              any_of(cast<CallInst>(I)->args(),
                     [](const Use &A) { return !isa<Constant>(A); }))
            continue;
          Instruction *Copy = I->clone();
          Copy->insertBefore(LI->getIterator());
          V = Copy;
        }
      }
      LI->replaceAllUsesWith(V);
      LI->eraseFromParent();
    }
  // Memory that is now only written: allocas and internal globals.
  SmallVector<Value *, 16> Mems;
  for (GlobalVariable &GV : M.globals())
    if (GV.hasLocalLinkage())
      Mems.push_back(&GV);
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (isa<AllocaInst>(I))
        Mems.push_back(&I);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Value *&Mem : Mems) {
      if (!Mem || Mem->use_empty())
        continue;
      bool WriteOnly = all_of(Mem->users(), [&](User *U) {
        if (auto *SI = dyn_cast<StoreInst>(U))
          return SI->getPointerOperand() == Mem;
        if (auto *MC = dyn_cast<MemCpyInst>(U))
          return MC->getRawDest() == Mem;
        auto *II = dyn_cast<IntrinsicInst>(U);
        return II && II->isLifetimeStartOrEnd();
      });
      if (!WriteOnly)
        continue;
      SmallVector<Instruction *, 4> Users;
      for (User *U : Mem->users())
        Users.push_back(cast<Instruction>(U));
      for (Instruction *U : Users) {
        SmallVector<Value *, 2> Ops;
        if (auto *SI = dyn_cast<StoreInst>(U))
          Ops.push_back(SI->getValueOperand());
        U->eraseFromParent();
        for (Value *Op : Ops)
          RecursivelyDeleteTriviallyDeadInstructions(Op);
      }
      if (auto *AI = dyn_cast<AllocaInst>(Mem))
        AI->eraseFromParent();
      else
        cast<GlobalVariable>(Mem)->eraseFromParent();
      Mem = nullptr;
      Changed = true;
    }
  }
}

} // namespace

Type *retypedResourceType(Type *Ty) {
  auto *TB = dyn_cast<dxil::TypedBufferExtType>(Ty);
  if (!TB)
    return nullptr;
  auto *ST = dyn_cast<StructType>(TB->getResourceType());
  StringRef K = markerKind(ST);
  if (K.empty())
    return nullptr;
  LLVMContext &C = Ty->getContext();
  if (K == "SamplerState")
    return TargetExtType::get(C, "dx.Sampler", {},
                              {unsigned(dxil::SamplerType::Default)});
  if (K == "SamplerComparisonState")
    return TargetExtType::get(C, "dx.Sampler", {},
                              {unsigned(dxil::SamplerType::Comparison)});
  // LLVM 22 has no handle type of this kind: a texture of i32 with the
  // kind as its dimension (as for tbuffers, TBuffers.cpp), which
  // ResourceTypeInfo reads back as an SRV of kind RTAccelerationStructure.
  if (K == "RaytracingAccelerationStructure")
    return TargetExtType::get(
        C, "dx.Texture", {Type::getInt32Ty(C)},
        {0, 0, 0, unsigned(dxil::ResourceKind::RTAccelerationStructure)});
  // FeedbackTexture2D[Array]<F>: the marker's second field holds F.
  if (K == "FeedbackTexture2D" || K == "FeedbackTexture2DArray")
    return TargetExtType::get(
        C, "dx.FeedbackTexture", {},
        {arrayField(ST, 1),
         unsigned(K == "FeedbackTexture2D"
                      ? dxil::ResourceKind::FeedbackTexture2D
                      : dxil::ResourceKind::FeedbackTexture2DArray)});
  std::optional<dxil::ResourceKind> RK = textureKind(K);
  if (!RK || ST->getNumElements() < 2)
    return nullptr;
  Type *Elem = ST->getElementType(0);
  unsigned Writeable = TB->getIntParameter(0);
  unsigned ROV = TB->getIntParameter(1);
  unsigned Signed = arrayField(ST, 1);
  if (*RK == dxil::ResourceKind::Texture2DMS ||
      *RK == dxil::ResourceKind::Texture2DMSArray)
    return TargetExtType::get(
        C, "dx.MSTexture", {Elem},
        {Writeable, arrayField(ST, 2), Signed, unsigned(*RK)});
  return TargetExtType::get(C, "dx.Texture", {Elem},
                            {Writeable, ROV, Signed, unsigned(*RK)});
}

PreservedAnalyses DXILRetypeResourcesPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  forwardHandleCopies(M);
  // Every value of a marker handle type, in program order per function.
  SmallVector<Instruction *, 16> Old;
  DenseMap<Type *, Type *> NewTypes;
  auto NewType = [&](Type *Ty) -> Type * {
    auto [It, Inserted] = NewTypes.try_emplace(Ty, nullptr);
    if (Inserted)
      It->second = retypedResourceType(Ty);
    return It->second;
  };
  for (Function &F : M) {
    for (Argument &A : F.args())
      if (!F.isDeclaration() && NewType(A.getType()))
        Ctx.error(UnsupportedUse, "",
                  "a texture or sampler is passed to function '" +
                      F.getName().str() +
                      "', which was not inlined; DXIL needs every resource "
                      "access in the entry point");
    for (Instruction &I : instructions(F))
      if (NewType(I.getType()))
        Old.push_back(&I);
  }
  if (Old.empty() || Ctx.hasErrors())
    return PreservedAnalyses::all();

  // New counterparts: handle creations, phis and selects.
  DenseMap<Value *, Value *> Map;
  for (Instruction *I : Old) {
    Type *NTy = NewType(I->getType());
    if (isHandleCreation(I)) {
      auto *II = cast<IntrinsicInst>(I);
      Function *Decl =
          Intrinsic::getOrInsertDeclaration(&M, II->getIntrinsicID(), {NTy});
      SmallVector<Value *, 6> Args(II->args());
      auto *New = CallInst::Create(Decl, Args, "", II->getIterator());
      New->takeName(II);
      Map[I] = New;
    } else if (auto *Phi = dyn_cast<PHINode>(I)) {
      auto *New = PHINode::Create(NTy, Phi->getNumIncomingValues(), "",
                                  Phi->getIterator());
      New->takeName(Phi);
      Map[I] = New;
    } else if (auto *Sel = dyn_cast<SelectInst>(I)) {
      auto *New =
          SelectInst::Create(Sel->getCondition(), PoisonValue::get(NTy),
                             PoisonValue::get(NTy), "", Sel->getIterator());
      New->takeName(Sel);
      Map[I] = New;
    } else {
      Ctx.error(UnsupportedUse, "",
                "a texture or sampler handle is used in a way DXIL cannot "
                "express (stored to memory or combined with other values) "
                "in function '" +
                    I->getFunction()->getName().str() + "'");
      return PreservedAnalyses::all();
    }
  }
  auto Mapped = [&](Value *V) -> Value * {
    if (Value *N = Map.lookup(V))
      return N;
    if (Type *NTy = NewType(V->getType())) {
      if (isa<PoisonValue>(V))
        return PoisonValue::get(NTy);
      if (isa<UndefValue>(V))
        return UndefValue::get(NTy);
      return nullptr;
    }
    return V;
  };
  for (Instruction *I : Old) {
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      auto *New = cast<PHINode>(Map[I]);
      for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N)
        New->addIncoming(Mapped(Phi->getIncomingValue(N)),
                         Phi->getIncomingBlock(N));
    } else if (auto *Sel = dyn_cast<SelectInst>(I)) {
      auto *New = cast<SelectInst>(Map[I]);
      New->setTrueValue(Mapped(Sel->getTrueValue()));
      New->setFalseValue(Mapped(Sel->getFalseValue()));
    }
  }

  // Rebuild every user: only the pseudo-intrinsics may use handles.
  SmallVector<CallInst *, 16> Calls;
  for (Instruction *I : Old)
    for (User *U : I->users()) {
      if (Map.count(U))
        continue;
      auto *CB = dyn_cast<CallInst>(U);
      if (!CB || !CB->getCalledFunction() ||
          resourceMethodOp(*CB->getCalledFunction()).empty()) {
        auto *UI = dyn_cast<Instruction>(U);
        StringRef Res = isHandleCreation(I) ? resourceName(*cast<CallBase>(I))
                                            : StringRef();
        Ctx.error(UnsupportedUse, Res,
                  "a texture or sampler handle is used in a way DXIL cannot "
                  "express" +
                      (UI ? " in function '" +
                                UI->getFunction()->getName().str() + "'"
                          : std::string()));
        return PreservedAnalyses::all();
      }
      if (!is_contained(Calls, CB))
        Calls.push_back(CB);
    }
  for (CallInst *CB : Calls) {
    SmallVector<Value *, 8> Args;
    SmallVector<Type *, 8> Params;
    for (Value *A : CB->args()) {
      Value *N = Mapped(A);
      if (!N) {
        Ctx.error(UnsupportedUse, "",
                  "a texture or sampler handle could not be traced to its "
                  "declaration");
        return PreservedAnalyses::all();
      }
      Args.push_back(N);
      Params.push_back(N->getType());
    }
    Function *F = CB->getCalledFunction();
    Function *NF = getResourceMethod(
        M, resourceMethodOp(*F),
        FunctionType::get(CB->getType(), Params, /*isVarArg=*/false));
    NF->copyAttributesFrom(F);
    auto *New = CallInst::Create(NF, Args, "", CB->getIterator());
    New->takeName(CB);
    CB->replaceAllUsesWith(New);
    CB->eraseFromParent();
    if (F->use_empty())
      F->eraseFromParent();
  }
  for (Instruction *I : reverse(Old))
    I->replaceAllUsesWith(PoisonValue::get(I->getType()));
  for (Instruction *I : reverse(Old))
    I->eraseFromParent();
  for (Function &F : make_early_inc_range(M))
    if (F.isDeclaration() && F.use_empty() && F.isIntrinsic() &&
        NewType(F.getReturnType()))
      F.eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace dxild
