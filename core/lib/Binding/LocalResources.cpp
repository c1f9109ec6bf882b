//===- LocalResources.cpp - Resources in local variables and structs ------===//

#include "Binding/LocalResources.h"

#include "Binding/BindingContext.h"
#include "Binding/ResourceCalls.h"
#include "Binding/RetypeResources.h"
#include "Support/WideIntegerParts.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/LoopDeletion.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#include <functional>
#include <map>
#include <optional>
#include <tuple>

using namespace llvm;

namespace dxild {

namespace {

/// The operand of a handle creation that is the array index (both
/// handlefrombinding and handlefromimplicitbinding).
constexpr unsigned IndexArg = 3;
constexpr StringRef PlaceholderName = "dxild.localres.handle";

bool isHandleType(Type *T) {
  auto *TT = dyn_cast<TargetExtType>(T);
  if (!TT)
    return false;
  StringRef N = TT->getName();
  return N.starts_with("dx.") && N != "dx.Padding" && N != "dx.Layout";
}

bool containsHandle(Type *T) {
  if (isHandleType(T))
    return true;
  if (auto *ST = dyn_cast<StructType>(T))
    return any_of(ST->elements(), containsHandle);
  if (auto *AT = dyn_cast<ArrayType>(T))
    return containsHandle(AT->getElementType());
  return false;
}

/// \p T with every handle replaced by i32 (same size and alignment: handles
/// are laid out as 32-bit pointers).
Type *mirrorType(Type *T) {
  if (isHandleType(T))
    return Type::getInt32Ty(T->getContext());
  if (auto *ST = dyn_cast<StructType>(T)) {
    if (!containsHandle(ST))
      return ST;
    SmallVector<Type *, 8> Elts;
    for (Type *E : ST->elements())
      Elts.push_back(mirrorType(E));
    return StructType::get(T->getContext(), Elts, ST->isPacked());
  }
  if (auto *AT = dyn_cast<ArrayType>(T))
    return ArrayType::get(mirrorType(AT->getElementType()),
                          AT->getNumElements());
  return T;
}

bool isCreation(const Value *V);

/// \p C (an initializer of a type holding handles) in mirrorType's layout:
/// handles become undef.
Constant *mirrorConstant(Constant *C, Type *Mirror) {
  if (C->getType() == Mirror)
    return C;
  if (isa<UndefValue>(C))
    return UndefValue::get(Mirror);
  if (C->isNullValue())
    return Constant::getNullValue(Mirror);
  if (isHandleType(C->getType()))
    return UndefValue::get(Mirror);
  SmallVector<Constant *, 8> Elts;
  if (auto *ST = dyn_cast<StructType>(Mirror)) {
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      Elts.push_back(
          mirrorConstant(C->getAggregateElement(I), ST->getElementType(I)));
    return ConstantStruct::get(ST, Elts);
  }
  auto *AT = cast<ArrayType>(Mirror);
  for (unsigned I = 0; I < AT->getNumElements(); ++I)
    Elts.push_back(
        mirrorConstant(C->getAggregateElement(I), AT->getElementType()));
  return ConstantArray::get(AT, Elts);
}

/// A resource global as Clang emits it for `RWBuffer<float> B;`: one store
/// of the created handle, handle loads, nothing else. The binding and
/// lowering passes follow these already.
bool isSimpleResourceGlobal(Value *Root) {
  auto *GV = dyn_cast<GlobalVariable>(Root);
  if (!GV)
    return false;
  unsigned StoreCount = 0;
  for (User *U : GV->users()) {
    if (auto *LI = dyn_cast<LoadInst>(U)) {
      if (!isHandleType(LI->getType()))
        return false;
      continue;
    }
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != GV ||
        !isCreation(SI->getValueOperand()) || ++StoreCount > 1)
      return false;
  }
  return true;
}

bool isCreation(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II &&
         (II->getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
          II->getIntrinsicID() ==
              Intrinsic::dx_resource_handlefromimplicitbinding);
}

bool isNonUniform(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex;
}

bool isPlaceholder(const Value *V) {
  auto *CI = dyn_cast<CallInst>(V);
  Function *F = CI ? CI->getCalledFunction() : nullptr;
  return F && F->getName().starts_with(PlaceholderName);
}

/// A handle creation without its index: which resource a key names.
struct Template {
  Function *Callee;
  SmallVector<Value *, 5> Args; // Args[IndexArg] is ignored
  std::string Name;
};

/// What a value is known to be, flow-insensitively.
struct Lattice {
  enum Kind { Undef, Const, Unknown } K = Undef;
  uint64_t C = 0;
  void merge(const Lattice &O) {
    if (O.K == Undef || K == Unknown)
      return;
    if (K == Undef || O.K == Unknown) {
      *this = O;
      return;
    }
    if (C != O.C)
      K = Unknown;
  }
};

class LocalResources {
public:
  LocalResources(Module &M, BindingContext &Ctx, FunctionAnalysisManager &FAM,
                 bool AfterPromotion)
      : M(M), Ctx(Ctx), FAM(FAM), DL(M.getDataLayout()),
        I32(Type::getInt32Ty(M.getContext())), AfterPromotion(AfterPromotion) {}

  bool run();

private:
  // Analysis.
  bool collect();
  bool walkDerived(Value *Root);
  /// Whether the \p Len bytes at \p Ptr, inside a root, hold no handle.
  bool copiesNoHandle(Value *Ptr, uint64_t Len);
  bool canCarryHandle(Value *V, unsigned Depth = 0);
  unsigned keyOf(CallInst *Creation);

  // Rewrite.
  std::pair<Value *, Value *> shadow(Value *Ptr);
  std::pair<Value *, Value *> carryHandle(Value *V);
  std::optional<std::pair<Value *, Value *>> carryInt(Value *V);
  bool webHasDerivedLoad(Value *V, SmallPtrSetImpl<Value *> &Seen);
  Function *placeholderFor(Type *HandleTy);
  void rewrite();
  void retypeRoots();
  void speculateShadowLoads(Function &F);

  // Materialization.
  Lattice resolve(Value *V);
  bool storesInto(Value *Obj, SmallVectorImpl<Value *> &Values,
                  SmallPtrSetImpl<Value *> &Seen);
  bool derivesFromNonUniform(Value *V, SmallPtrSetImpl<Value *> &Seen,
                             SmallVectorImpl<IntrinsicInst *> &Found);
  bool memoryDerivesFromNonUniform(Value *Obj, SmallPtrSetImpl<Value *> &Seen,
                                   SmallVectorImpl<IntrinsicInst *> &Found);
  bool materialize();
  bool mergeSelects();

  Module &M;
  BindingContext &Ctx;
  FunctionAnalysisManager &FAM;
  const DataLayout &DL;
  Type *I32;
  /// The second run, after promotion (DXILLocalResourcesPass): also follows
  /// objects next to Clang's cbuffer handle globals and data copies.
  bool AfterPromotion;

  SetVector<Value *> Roots;
  SetVector<Value *> Derived; // pointers into a root
  SmallVector<LoadInst *, 16> HandleLoads;
  SmallVector<StoreInst *, 16> Stores;
  SmallVector<MemTransferInst *, 8> Copies;
  SetVector<Function *> Touched;

  std::vector<Template> Templates;
  std::map<std::pair<Function *, std::vector<Value *>>, unsigned> KeyIndex;
  DenseMap<Value *, std::pair<Value *, Value *>> Shadows;
  DenseMap<Value *, std::pair<Value *, Value *>> IntCarry;
  DenseMap<Type *, Function *> Placeholders;
  SmallPtrSet<Value *, 16> ShadowObjs; // the shadow allocas and globals
};

unsigned LocalResources::keyOf(CallInst *Creation) {
  std::vector<Value *> Args(Creation->arg_begin(), Creation->arg_end());
  Args[IndexArg] = nullptr;
  auto [It, New] = KeyIndex.try_emplace({Creation->getCalledFunction(), Args},
                                        unsigned(Templates.size()));
  if (New) {
    Template T;
    T.Callee = Creation->getCalledFunction();
    T.Args.assign(Creation->arg_begin(), Creation->arg_end());
    T.Name = resourceName(*Creation).str();
    Templates.push_back(std::move(T));
  }
  return It->second;
}

/// Clang's global holding a constant buffer's handle (`@Name.cb`, external:
/// the cbuffer lowering reads and removes it), not a local copy of one.
static bool isCBufferHandleGlobal(const Value *V) {
  const auto *GV = dyn_cast<GlobalVariable>(V);
  const auto *TT = GV ? dyn_cast<TargetExtType>(GV->getValueType()) : nullptr;
  return TT && TT->getName() == "dx.CBuffer";
}

bool LocalResources::walkDerived(Value *Root) {
  SmallVector<Value *, 16> Work{Root};
  Derived.insert(Root);
  while (!Work.empty()) {
    Value *P = Work.pop_back_val();
    for (User *U : P->users()) {
      if (auto *GEP = dyn_cast<GEPOperator>(U)) {
        if (GEP->getPointerOperand() != P)
          return false;
        if (Derived.insert(GEP))
          Work.push_back(GEP);
        continue;
      }
      if (isa<SelectInst>(U) || isa<PHINode>(U)) {
        auto *I = cast<Instruction>(U);
        if (isa<SelectInst>(I) && cast<SelectInst>(I)->getCondition() == P)
          return false;
        if (Derived.insert(I))
          Work.push_back(I);
        continue;
      }
      if (auto *LI = dyn_cast<LoadInst>(U)) {
        if (LI->isVolatile())
          return false;
        if (isHandleType(LI->getType()))
          HandleLoads.push_back(LI);
        else if (containsHandle(LI->getType()))
          return false; // an aggregate load holding handles
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getValueOperand() == P || SI->isVolatile())
          return false; // the address escapes
        if (containsHandle(SI->getValueOperand()->getType()) &&
            !isHandleType(SI->getValueOperand()->getType()))
          return false;
        Stores.push_back(SI);
        continue;
      }
      if (auto *MT = dyn_cast<MemTransferInst>(U)) {
        if (MT->isVolatile())
          return false;
        if (!is_contained(Copies, MT))
          Copies.push_back(MT);
        continue;
      }
      if (auto *II = dyn_cast<IntrinsicInst>(U)) {
        if (II->isLifetimeStartOrEnd() || isa<MemSetInst>(II))
          continue;
      }
      // Address comparisons (the -O0 loops that construct arrays).
      if (isa<ICmpInst>(U))
        continue;
      return false;
    }
  }
  return true;
}

bool LocalResources::canCarryHandle(Value *V, unsigned Depth) {
  if (Depth > 32)
    return false;
  if (isa<UndefValue>(V))
    return true;
  if (auto *LI = dyn_cast<LoadInst>(V))
    return Derived.count(LI->getPointerOperand());
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return canCarryHandle(Sel->getTrueValue(), Depth + 1) &&
           canCarryHandle(Sel->getFalseValue(), Depth + 1);
  if (isCreation(V)) {
    auto *CI = cast<CallInst>(V);
    for (unsigned I = 0; I < CI->arg_size(); ++I)
      if (I != IndexArg && !isa<Constant>(CI->getArgOperand(I)))
        return false;
    return true;
  }
  return false;
}

bool LocalResources::collect() {
  // Memory objects that hold handles: by type, or by how they are used.
  for (GlobalVariable &GV : M.globals())
    if (GV.hasLocalLinkage() && containsHandle(GV.getValueType()))
      Roots.insert(&GV);
  SmallVector<Instruction *, 16> HandleMemOps;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (containsHandle(F.getReturnType()))
      return false;
    for (Argument &A : F.args())
      if (containsHandle(A.getType()))
        return false;
    for (Instruction &I : instructions(F)) {
      if (auto *AI = dyn_cast<AllocaInst>(&I)) {
        if (containsHandle(AI->getAllocatedType()))
          Roots.insert(AI);
        continue;
      }
      Value *Ptr = nullptr;
      if (auto *LI = dyn_cast<LoadInst>(&I); LI && isHandleType(LI->getType()))
        Ptr = LI->getPointerOperand();
      if (auto *SI = dyn_cast<StoreInst>(&I);
          SI && isHandleType(SI->getValueOperand()->getType()))
        Ptr = SI->getPointerOperand();
      // Clang's `<name>.cb` globals hold constant buffer handles for the
      // cbuffer lowering, not local copies of resources.
      if (!Ptr || (AfterPromotion && isCBufferHandleGlobal(Ptr)))
        continue;
      HandleMemOps.push_back(&I);
      // Through GEPs, selects and phis (-O0 loops over array elements).
      SmallVector<const Value *, 4> Objs;
      getUnderlyingObjects(Ptr, Objs, nullptr, 0);
      for (const Value *O : Objs) {
        Value *Obj = const_cast<Value *>(O);
        if (isa<AllocaInst>(Obj))
          Roots.insert(Obj);
        else if (auto *GV = dyn_cast<GlobalVariable>(Obj);
                 GV && GV->hasLocalLinkage())
          Roots.insert(GV);
        else
          return false; // e.g. a handle read from a cbuffer or an argument
      }
    }
  }
  if (all_of(Roots, isSimpleResourceGlobal))
    return false;
  for (Value *R : Roots) {
    Type *Ty = isa<AllocaInst>(R) ? cast<AllocaInst>(R)->getAllocatedType()
                                  : cast<GlobalVariable>(R)->getValueType();
    if (auto *AI = dyn_cast<AllocaInst>(R); AI && AI->isArrayAllocation())
      return false;
    if (DL.getTypeAllocSize(mirrorType(Ty)) != DL.getTypeAllocSize(Ty))
      return false;
    if (!walkDerived(R))
      return false;
  }
  for (Value *P : Derived)
    if (auto *I = dyn_cast<Instruction>(P)) {
      if (isa<PHINode>(I) || isa<SelectInst>(I)) {
        unsigned First = isa<SelectInst>(I) ? 1 : 0;
        for (unsigned N = First; N < I->getNumOperands(); ++N)
          if (!Derived.count(I->getOperand(N)))
            return false; // a pointer into a root merged with another
      }
    }
  for (Instruction *I : HandleMemOps) {
    Value *Ptr = isa<LoadInst>(I) ? cast<LoadInst>(I)->getPointerOperand()
                                  : cast<StoreInst>(I)->getPointerOperand();
    if (!Derived.count(Ptr))
      return false;
  }
  for (StoreInst *SI : Stores)
    if (isHandleType(SI->getValueOperand()->getType()) &&
        !canCarryHandle(SI->getValueOperand()))
      return false;
  // A copy between a handle-holding object and other memory is followed
  // only when the bytes it copies hold no handle (a struct's data members
  // copied in from a constant buffer, ShadingInput.LightCBuffer in MJP's
  // DXR path tracer): the shadows need nothing from it.
  SmallVector<MemTransferInst *, 8> HandleCopies;
  for (MemTransferInst *MT : Copies) {
    bool Dest = Derived.count(MT->getRawDest());
    bool Src = Derived.count(MT->getRawSource());
    if (Dest && Src) {
      HandleCopies.push_back(MT);
      continue;
    }
    auto *Len = dyn_cast<ConstantInt>(MT->getLength());
    if (!AfterPromotion || !Len ||
        !copiesNoHandle(Dest ? MT->getRawDest() : MT->getRawSource(),
                        Len->getZExtValue()))
      return false;
  }
  Copies = std::move(HandleCopies);
  return true;
}

bool LocalResources::copiesNoHandle(Value *Ptr, uint64_t Len) {
  APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
  Value *Base = Ptr->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true);
  Type *Ty = nullptr;
  if (auto *AI = dyn_cast<AllocaInst>(Base))
    Ty = AI->getAllocatedType();
  else if (auto *GV = dyn_cast<GlobalVariable>(Base))
    Ty = GV->getValueType();
  if (!Ty || !Roots.count(Base) || Offset.isNegative())
    return false;
  // Whether [Begin, End) of an object of type T overlaps a handle.
  std::function<bool(Type *, uint64_t, uint64_t)> Overlaps =
      [&](Type *T, uint64_t Begin, uint64_t End) -> bool {
    uint64_t Size = DL.getTypeAllocSize(T);
    if (End == 0 || Begin >= Size || !containsHandle(T))
      return false;
    if (isHandleType(T))
      return true;
    if (auto *ST = dyn_cast<StructType>(T)) {
      const StructLayout *SL = DL.getStructLayout(ST);
      for (unsigned I = 0; I < ST->getNumElements(); ++I) {
        uint64_t O = SL->getElementOffset(I);
        if (End > O &&
            Overlaps(ST->getElementType(I), Begin > O ? Begin - O : 0, End - O))
          return true;
      }
      return false;
    }
    auto *AT = cast<ArrayType>(T);
    uint64_t ES = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = Begin / ES; I < AT->getNumElements() && I * ES < End; ++I)
      if (Overlaps(AT->getElementType(), Begin > I * ES ? Begin - I * ES : 0,
                   End - I * ES))
        return true;
    return false;
  };
  uint64_t Begin = Offset.getZExtValue();
  return !Overlaps(Ty, Begin, Begin + Len);
}

std::pair<Value *, Value *> LocalResources::shadow(Value *Ptr) {
  auto It = Shadows.find(Ptr);
  if (It != Shadows.end())
    return It->second;
  std::pair<Value *, Value *> S;
  if (auto *AI = dyn_cast<AllocaInst>(Ptr)) {
    Type *Ty = mirrorType(AI->getAllocatedType());
    auto Make = [&](StringRef Suffix) {
      auto *N = new AllocaInst(Ty, AI->getAddressSpace(), nullptr,
                               std::max(AI->getAlign(), Align(4)),
                               AI->getName() + Suffix, AI->getIterator());
      return N;
    };
    S = {Make(".reskey"), Make(".residx")};
    ShadowObjs.insert(S.first);
    ShadowObjs.insert(S.second);
  } else if (auto *GV = dyn_cast<GlobalVariable>(Ptr)) {
    Type *Ty = mirrorType(GV->getValueType());
    auto Make = [&](StringRef Suffix) {
      auto *N = new GlobalVariable(
          M, Ty, /*isConstant=*/false, GlobalValue::InternalLinkage,
          UndefValue::get(Ty), GV->getName() + Suffix, nullptr,
          GlobalValue::NotThreadLocal, GV->getAddressSpace());
      N->setAlignment(GV->getAlign());
      return N;
    };
    S = {Make(".reskey"), Make(".residx")};
    ShadowObjs.insert(S.first);
    ShadowObjs.insert(S.second);
  } else if (auto *GEP = dyn_cast<GEPOperator>(Ptr)) {
    auto [BK, BI] = shadow(GEP->getPointerOperand());
    SmallVector<Value *, 4> Idx(GEP->indices());
    if (auto *I = dyn_cast<GetElementPtrInst>(GEP)) {
      IRBuilder<> B(I);
      S = {B.CreateGEP(GEP->getSourceElementType(), BK, Idx, "",
                       GEP->getNoWrapFlags()),
           B.CreateGEP(GEP->getSourceElementType(), BI, Idx, "",
                       GEP->getNoWrapFlags())};
    } else {
      S = {ConstantExpr::getGetElementPtr(GEP->getSourceElementType(),
                                          cast<Constant>(BK), Idx,
                                          GEP->getNoWrapFlags()),
           ConstantExpr::getGetElementPtr(GEP->getSourceElementType(),
                                          cast<Constant>(BI), Idx,
                                          GEP->getNoWrapFlags())};
    }
  } else if (auto *Sel = dyn_cast<SelectInst>(Ptr)) {
    auto [TK, TI] = shadow(Sel->getTrueValue());
    auto [FK, FI] = shadow(Sel->getFalseValue());
    IRBuilder<> B(Sel);
    S = {B.CreateSelect(Sel->getCondition(), TK, FK),
         B.CreateSelect(Sel->getCondition(), TI, FI)};
  } else {
    auto *Phi = cast<PHINode>(Ptr);
    auto *PK = PHINode::Create(Phi->getType(), Phi->getNumIncomingValues(), "",
                               Phi->getIterator());
    auto *PI = PHINode::Create(Phi->getType(), Phi->getNumIncomingValues(), "",
                               Phi->getIterator());
    Shadows[Ptr] = {PK, PI};
    for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N) {
      auto [K, I] = shadow(Phi->getIncomingValue(N));
      PK->addIncoming(K, Phi->getIncomingBlock(N));
      PI->addIncoming(I, Phi->getIncomingBlock(N));
    }
    return {PK, PI};
  }
  Shadows[Ptr] = S;
  return S;
}

Function *LocalResources::placeholderFor(Type *HandleTy) {
  Function *&F = Placeholders[HandleTy];
  if (!F) {
    // Lives only inside this pass: a non-intrinsic function returning a
    // handle is invalid IR, but nothing verifies it before it is gone.
    F = Function::Create(FunctionType::get(HandleTy, {I32, I32}, false),
                         GlobalValue::ExternalLinkage, PlaceholderName, M);
    F->setDoesNotAccessMemory();
    F->setDoesNotThrow();
    F->setWillReturn();
  }
  return F;
}

std::pair<Value *, Value *> LocalResources::carryHandle(Value *V) {
  if (isa<UndefValue>(V))
    return {UndefValue::get(I32), UndefValue::get(I32)};
  if (isPlaceholder(V)) {
    auto *CI = cast<CallInst>(V);
    return {CI->getArgOperand(0), CI->getArgOperand(1)};
  }
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    auto [TK, TI] = carryHandle(Sel->getTrueValue());
    auto [FK, FI] = carryHandle(Sel->getFalseValue());
    IRBuilder<> B(Sel);
    return {B.CreateSelect(Sel->getCondition(), TK, FK),
            B.CreateSelect(Sel->getCondition(), TI, FI)};
  }
  auto *CI = cast<CallInst>(V); // a creation (canCarryHandle)
  return {ConstantInt::get(I32, keyOf(CI)), CI->getArgOperand(IndexArg)};
}

bool LocalResources::webHasDerivedLoad(Value *V,
                                       SmallPtrSetImpl<Value *> &Seen) {
  if (!Seen.insert(V).second)
    return false;
  if (auto *LI = dyn_cast<LoadInst>(V))
    return Derived.count(LI->getPointerOperand());
  if (auto *Sel = dyn_cast<SelectInst>(V))
    return webHasDerivedLoad(Sel->getTrueValue(), Seen) ||
           webHasDerivedLoad(Sel->getFalseValue(), Seen);
  if (auto *Phi = dyn_cast<PHINode>(V))
    return any_of(Phi->incoming_values(),
                  [&](Value *In) { return webHasDerivedLoad(In, Seen); });
  return false;
}

std::optional<std::pair<Value *, Value *>> LocalResources::carryInt(Value *V) {
  auto It = IntCarry.find(V);
  if (It != IntCarry.end())
    return It->second;
  SmallPtrSet<Value *, 16> Seen;
  if (!webHasDerivedLoad(V, Seen))
    return std::nullopt;
  auto Carried = [&](Value *In) -> std::pair<Value *, Value *> {
    if (auto C = carryInt(In))
      return *C;
    return {UndefValue::get(I32), UndefValue::get(I32)};
  };
  std::pair<Value *, Value *> R;
  if (auto *LI = dyn_cast<LoadInst>(V)) {
    auto [K, I] = shadow(LI->getPointerOperand());
    IRBuilder<> B(LI);
    R = {B.CreateAlignedLoad(I32, K, LI->getAlign()),
         B.CreateAlignedLoad(I32, I, LI->getAlign())};
  } else if (auto *Sel = dyn_cast<SelectInst>(V)) {
    auto [TK, TI] = Carried(Sel->getTrueValue());
    auto [FK, FI] = Carried(Sel->getFalseValue());
    IRBuilder<> B(Sel);
    R = {B.CreateSelect(Sel->getCondition(), TK, FK),
         B.CreateSelect(Sel->getCondition(), TI, FI)};
  } else {
    auto *Phi = cast<PHINode>(V);
    auto *PK = PHINode::Create(I32, Phi->getNumIncomingValues(), "",
                               Phi->getIterator());
    auto *PI = PHINode::Create(I32, Phi->getNumIncomingValues(), "",
                               Phi->getIterator());
    IntCarry[V] = {PK, PI};
    for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N) {
      auto [K, I] = Carried(Phi->getIncomingValue(N));
      PK->addIncoming(K, Phi->getIncomingBlock(N));
      PI->addIncoming(I, Phi->getIncomingBlock(N));
    }
    return std::make_pair<Value *, Value *>(PK, PI);
  }
  IntCarry[V] = R;
  return R;
}

void LocalResources::rewrite() {
  for (Value *R : Roots)
    shadow(R);
  // Handle loads first: stores of loaded handles read the placeholders.
  for (LoadInst *LI : HandleLoads) {
    auto [K, I] = shadow(LI->getPointerOperand());
    IRBuilder<> B(LI);
    Value *Key = B.CreateAlignedLoad(I32, K, LI->getAlign());
    Value *Idx = B.CreateAlignedLoad(I32, I, LI->getAlign());
    CallInst *P = B.CreateCall(placeholderFor(LI->getType()), {Key, Idx});
    P->takeName(LI);
    LI->replaceAllUsesWith(P);
    Touched.insert(LI->getFunction());
    LI->eraseFromParent();
  }
  for (StoreInst *SI : Stores) {
    Value *V = SI->getValueOperand();
    std::pair<Value *, Value *> KI;
    if (isHandleType(V->getType())) {
      KI = carryHandle(V);
    } else if (V->getType() == I32) {
      std::optional<std::pair<Value *, Value *>> C = carryInt(V);
      if (!C)
        continue;
      KI = *C;
    } else if (V->getType()->isIntegerTy() &&
               V->getType()->getIntegerBitWidth() > 32) {
      // The handles inside a widened integer (SROA's copy of a handle with
      // the padding before it), each at its own byte offset.
      for (auto [Piece, Shift] : wideIntegerParts(V)) {
        if (!Piece || Piece->getType() != I32 || Shift % 8)
          continue;
        std::optional<std::pair<Value *, Value *>> C = carryInt(Piece);
        if (!C)
          continue;
        uint64_t Offset = Shift / 8;
        auto [K, I] = shadow(SI->getPointerOperand());
        IRBuilder<> B(SI);
        Align A = commonAlignment(SI->getAlign(), Offset);
        B.CreateAlignedStore(
            C->first, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), K, Offset),
            A);
        B.CreateAlignedStore(
            C->second, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), I, Offset),
            A);
        Touched.insert(SI->getFunction());
      }
      continue;
    } else {
      continue;
    }
    Touched.insert(SI->getFunction());
    // Storing an undefined handle (Clang's default construction) leaves
    // the shadows as they are: their old values are as good as any.
    if (!(isa<UndefValue>(KI.first) && isa<UndefValue>(KI.second))) {
      auto [K, I] = shadow(SI->getPointerOperand());
      IRBuilder<> B(SI);
      B.CreateAlignedStore(KI.first, K, SI->getAlign());
      B.CreateAlignedStore(KI.second, I, SI->getAlign());
    }
    if (isHandleType(V->getType())) {
      SI->eraseFromParent();
      RecursivelyDeleteTriviallyDeadInstructions(V);
    }
  }
  for (MemTransferInst *MT : Copies) {
    auto [DK, DI] = shadow(MT->getRawDest());
    auto [SK, SI] = shadow(MT->getRawSource());
    IRBuilder<> B(MT);
    bool Move = isa<MemMoveInst>(MT);
    for (auto [D, S] : {std::pair(DK, SK), std::pair(DI, SI)}) {
      if (Move)
        B.CreateMemMove(D, MT->getDestAlign(), S, MT->getSourceAlign(),
                        MT->getLength());
      else
        B.CreateMemCpy(D, MT->getDestAlign(), S, MT->getSourceAlign(),
                       MT->getLength());
    }
    Touched.insert(MT->getFunction());
  }
}

void LocalResources::retypeRoots() {
  // No handle is loaded from or stored to a root any more; what is left
  // (integer copies of handles, memcpys, the non-handle members) works on
  // the same layout with i32s in place of handles, which LLVM can promote.
  for (Value *R : Roots) {
    if (auto *AI = dyn_cast<AllocaInst>(R)) {
      Type *Ty = mirrorType(AI->getAllocatedType());
      if (Ty == AI->getAllocatedType())
        continue;
      auto *N = new AllocaInst(Ty, AI->getAddressSpace(), nullptr,
                               std::max(AI->getAlign(), Align(4)), "",
                               AI->getIterator());
      N->takeName(AI);
      AI->replaceAllUsesWith(N);
      AI->eraseFromParent();
      continue;
    }
    auto *GV = cast<GlobalVariable>(R);
    Type *Ty = mirrorType(GV->getValueType());
    if (Ty == GV->getValueType())
      continue;
    Constant *Init = GV->hasInitializer()
                         ? mirrorConstant(GV->getInitializer(), Ty)
                         : nullptr;
    auto *N = new GlobalVariable(M, Ty, GV->isConstant(), GV->getLinkage(),
                                 Init, "", nullptr, GlobalValue::NotThreadLocal,
                                 GV->getAddressSpace());
    N->setAlignment(GV->getAlign());
    N->takeName(GV);
    GV->replaceAllUsesWith(N);
    GV->eraseFromParent();
  }
}

/// A load of a shadow through a phi of shadow pointers (`c ? arr[i] :
/// arr[j]` copies each element into its own temporary and loads through a
/// phi of the temporaries) becomes a load at the end of each predecessor and
/// a phi of the values, when nothing before the load in its block writes the
/// shadows the phi points to: SROA then promotes them (it speculates such
/// loads itself only with no write at all in between).
void LocalResources::speculateShadowLoads(Function &F) {
  SmallVector<LoadInst *, 8> Loads;
  for (Instruction &I : instructions(F))
    if (auto *LI = dyn_cast<LoadInst>(&I))
      if (auto *Phi = dyn_cast<PHINode>(LI->getPointerOperand());
          Phi && Phi->getParent() == LI->getParent() && LI->isSimple())
        Loads.push_back(LI);
  for (LoadInst *LI : Loads) {
    auto *Phi = cast<PHINode>(LI->getPointerOperand());
    SmallVector<const Value *, 4> Objs;
    getUnderlyingObjects(Phi, Objs, nullptr, 0);
    if (!all_of(Objs, [&](const Value *O) {
          return ShadowObjs.count(const_cast<Value *>(O));
        }))
      continue;
    auto Writes = [&](Instruction &I) {
      if (!I.mayWriteToMemory())
        return false;
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->isLifetimeStartOrEnd())
        return false;
      Value *Dest = nullptr;
      if (auto *SI = dyn_cast<StoreInst>(&I))
        Dest = SI->getPointerOperand();
      else if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Dest = MI->getRawDest();
      if (!Dest)
        return true;
      SmallVector<const Value *, 4> DestObjs;
      getUnderlyingObjects(Dest, DestObjs, nullptr, 0);
      return any_of(DestObjs, [&](const Value *D) {
        return !isa<AllocaInst>(D) || is_contained(Objs, D);
      });
    };
    bool Safe = true;
    for (Instruction &I : *LI->getParent()) {
      if (&I == LI)
        break;
      if (Writes(I)) {
        Safe = false;
        break;
      }
    }
    if (!Safe)
      continue;
    PHINode *Vals = PHINode::Create(LI->getType(), Phi->getNumIncomingValues(),
                                    LI->getName(), Phi->getIterator());
    DenseMap<BasicBlock *, Value *> Loaded;
    for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N) {
      BasicBlock *Pred = Phi->getIncomingBlock(N);
      Value *&V = Loaded[Pred];
      if (!V)
        V = new LoadInst(LI->getType(), Phi->getIncomingValue(N), "",
                         LI->isVolatile(), LI->getAlign(),
                         Pred->getTerminator()->getIterator());
      Vals->addIncoming(V, Pred);
    }
    LI->replaceAllUsesWith(Vals);
    LI->eraseFromParent();
  }
}

Lattice LocalResources::resolve(Value *Root) {
  // The value is one of the constants reachable through selects, phis and
  // the stores into the memory it is loaded from (flow-insensitively).
  Lattice R;
  SmallPtrSet<Value *, 32> Seen;
  SmallVector<Value *, 16> Work{Root};
  while (!Work.empty() && R.K != Lattice::Unknown) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (auto *CI = dyn_cast<ConstantInt>(V)) {
      Lattice C;
      C.K = Lattice::Const;
      C.C = CI->getZExtValue();
      R.merge(C);
    } else if (isa<UndefValue>(V)) {
    } else if (auto *Sel = dyn_cast<SelectInst>(V)) {
      Work.push_back(Sel->getTrueValue());
      Work.push_back(Sel->getFalseValue());
    } else if (auto *Phi = dyn_cast<PHINode>(V)) {
      append_range(Work, Phi->incoming_values());
    } else if (auto *LI = dyn_cast<LoadInst>(V)) {
      Value *Obj = getUnderlyingObject(LI->getPointerOperand(), 0);
      if (!Seen.count(Obj) && !storesInto(Obj, Work, Seen))
        R.K = Lattice::Unknown;
    } else {
      R.K = Lattice::Unknown;
    }
  }
  return R;
}

bool LocalResources::storesInto(Value *Obj, SmallVectorImpl<Value *> &Values,
                                SmallPtrSetImpl<Value *> &Seen) {
  if (!(isa<AllocaInst>(Obj) || (isa<GlobalVariable>(Obj) &&
                                 cast<GlobalVariable>(Obj)->hasLocalLinkage())))
    return false;
  SmallVector<Value *, 8> Objs{Obj};
  while (!Objs.empty()) {
    Value *O = Objs.pop_back_val();
    if (!Seen.insert(O).second)
      continue;
    SmallVector<Value *, 8> Ptrs{O};
    SmallPtrSet<Value *, 8> PtrSeen{O};
    while (!Ptrs.empty()) {
      Value *P = Ptrs.pop_back_val();
      for (User *U : P->users()) {
        if (isa<GEPOperator>(U) || isa<SelectInst>(U) || isa<PHINode>(U)) {
          if (PtrSeen.insert(U).second)
            Ptrs.push_back(U);
        } else if (isa<LoadInst>(U)) {
        } else if (auto *SI = dyn_cast<StoreInst>(U)) {
          if (SI->getValueOperand() == P)
            return false;
          Values.push_back(SI->getValueOperand());
        } else if (auto *MT = dyn_cast<MemTransferInst>(U)) {
          if (MT->getRawDest() == P) {
            Value *Src = getUnderlyingObject(MT->getRawSource(), 0);
            if (!(isa<AllocaInst>(Src) || isa<GlobalVariable>(Src)))
              return false;
            Objs.push_back(Src);
          }
        } else if (auto *II = dyn_cast<IntrinsicInst>(U);
                   II && II->isLifetimeStartOrEnd()) {
        } else if (isa<ICmpInst>(U)) {
        } else {
          return false;
        }
      }
    }
  }
  return true;
}

bool LocalResources::memoryDerivesFromNonUniform(
    Value *Obj, SmallPtrSetImpl<Value *> &Seen,
    SmallVectorImpl<IntrinsicInst *> &Found) {
  if (!Seen.insert(Obj).second)
    return false;
  bool Any = false;
  SmallVector<Value *, 8> Work{Obj};
  SmallPtrSet<Value *, 8> Ptrs{Obj};
  while (!Work.empty()) {
    Value *P = Work.pop_back_val();
    for (User *U : P->users()) {
      if (isa<GEPOperator>(U) || isa<SelectInst>(U) || isa<PHINode>(U)) {
        if (Ptrs.insert(U).second)
          Work.push_back(U);
      } else if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getPointerOperand() == P)
          Any |= derivesFromNonUniform(SI->getValueOperand(), Seen, Found);
      } else if (auto *MT = dyn_cast<MemTransferInst>(U)) {
        if (MT->getRawDest() == P)
          Any |= memoryDerivesFromNonUniform(
              getUnderlyingObject(MT->getRawSource(), 0), Seen, Found);
      }
    }
  }
  return Any;
}

bool LocalResources::derivesFromNonUniform(
    Value *V, SmallPtrSetImpl<Value *> &Seen,
    SmallVectorImpl<IntrinsicInst *> &Found) {
  if (!Seen.insert(V).second)
    return false;
  if (isNonUniform(V)) {
    Found.push_back(cast<IntrinsicInst>(V));
    return true;
  }
  if (auto *Sel = dyn_cast<SelectInst>(V)) {
    bool T = derivesFromNonUniform(Sel->getTrueValue(), Seen, Found);
    bool F = derivesFromNonUniform(Sel->getFalseValue(), Seen, Found);
    return T || F;
  }
  if (auto *Phi = dyn_cast<PHINode>(V)) {
    bool Any = false;
    for (Value *In : Phi->incoming_values())
      Any |= derivesFromNonUniform(In, Seen, Found);
    return Any;
  }
  if (auto *LI = dyn_cast<LoadInst>(V)) {
    Value *Obj = getUnderlyingObject(LI->getPointerOperand(), 0);
    if (isa<AllocaInst>(Obj) || isa<GlobalVariable>(Obj))
      return memoryDerivesFromNonUniform(Obj, Seen, Found);
  }
  return false;
}

/// The index without its NonUniformResourceIndex marker.
Value *stripNonUniform(Value *V) {
  return isNonUniform(V) ? cast<IntrinsicInst>(V)->getArgOperand(0) : V;
}

/// Uses of the markers \p Found other than as a creation's index see the
/// plain value: the non-uniform bit now sits on the creations.
void dropInnerMarkers(ArrayRef<IntrinsicInst *> Found) {
  // Uses of one variable each find the same markers: each is handled (and
  // erased) once.
  SmallSetVector<IntrinsicInst *, 8> Markers(Found.begin(), Found.end());
  for (IntrinsicInst *NU : Markers)
    for (Use &U : make_early_inc_range(NU->uses()))
      if (!(isCreation(U.getUser()) && U.getOperandNo() == IndexArg))
        U.set(NU->getArgOperand(0));
  for (IntrinsicInst *NU : Markers)
    if (NU->use_empty())
      NU->eraseFromParent();
}

bool LocalResources::materialize() {
  SmallVector<CallInst *, 16> Calls;
  for (auto &[Ty, F] : Placeholders)
    for (User *U : F->users())
      Calls.push_back(cast<CallInst>(U));
  // Deterministic order: by function, then position.
  DenseMap<const Instruction *, unsigned> Order;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      Order[&I] = Order.size();
  llvm::sort(Calls, [&](CallInst *A, CallInst *B) {
    return Order.lookup(A) < Order.lookup(B);
  });
  bool Ok = true;
  SmallVector<IntrinsicInst *, 8> Markers;
  std::map<std::tuple<Function *, uint64_t, uint64_t, bool>, CallInst *>
      EntryHandles;
  for (CallInst *P : Calls) {
    Lattice Key = resolve(P->getArgOperand(0));
    if (Key.K != Lattice::Const || Key.C >= Templates.size()) {
      // Name the resources the variable may hold.
      SmallPtrSet<Value *, 8> Seen;
      std::vector<std::string> Names;
      SmallVector<Value *, 8> Work{P->getArgOperand(0)};
      while (!Work.empty() && Names.size() < 4) {
        Value *V = Work.pop_back_val();
        if (!Seen.insert(V).second)
          continue;
        if (auto *CI = dyn_cast<ConstantInt>(V)) {
          if (CI->getZExtValue() < Templates.size()) {
            const std::string &N = Templates[CI->getZExtValue()].Name;
            if (!is_contained(Names, N))
              Names.push_back(N);
          }
        } else if (auto *LI = dyn_cast<LoadInst>(V)) {
          // What the memory it reads was assigned (not promoted: it was
          // assigned on different paths).
          SmallVector<const Value *, 4> Objs;
          getUnderlyingObjects(LI->getPointerOperand(), Objs, nullptr, 0);
          for (const Value *O : Objs) {
            SmallPtrSet<Value *, 8> ObjSeen;
            SmallVector<Value *, 8> Stored;
            if (storesInto(const_cast<Value *>(O), Stored, ObjSeen))
              append_range(Work, Stored);
          }
        } else if (auto *I = dyn_cast<Instruction>(V)) {
          if (isa<PHINode>(I) || isa<SelectInst>(I))
            for (Value *Op : I->operands())
              Work.push_back(Op);
        }
      }
      std::string List;
      for (const std::string &N : Names)
        List += (List.empty() ? "'" : ", '") + N + "'";
      std::string Msg =
          Key.K == Lattice::Undef
              ? "a local resource variable is used before a resource is "
                "assigned to it"
              : "a local resource variable may hold different resources "
                "where it is used" +
                    (List.empty() ? std::string() : " (" + List + ")") +
                    "; DXIL needs each use to refer to one global resource "
                    "(DXC: local resource not guaranteed to map to unique "
                    "global resource)";
      Ctx.error(bindingcode::LocalResourceNotUnique,
                Names.empty() ? StringRef() : StringRef(Names.front()), Msg);
      for (size_t N = 1; N < Names.size(); ++N)
        Ctx.note(Names[N], "'" + Names[N] + "' declared here");
      Ok = false;
      continue;
    }
    const Template &T = Templates[Key.C];
    Value *Idx = P->getArgOperand(1);
    SmallPtrSet<Value *, 16> Seen;
    SmallVector<IntrinsicInst *, 4> Found;
    bool NonUniform = derivesFromNonUniform(Idx, Seen, Found);
    Lattice IdxFact = resolve(Idx);
    IRBuilder<> B(P);
    Markers.append(Found.begin(), Found.end());
    if (IdxFact.K != Lattice::Unknown) {
      // A constant index: one creation per resource element in the entry
      // block, shared by every use, as Clang creates global resources.
      uint64_t C = IdxFact.K == Lattice::Const ? IdxFact.C : 0;
      CallInst *&Shared =
          EntryHandles[{P->getFunction(), Key.C, C, NonUniform}];
      if (!Shared) {
        IRBuilder<> EB(
            &*P->getFunction()->getEntryBlock().getFirstInsertionPt());
        Value *CIdx = ConstantInt::get(I32, C);
        if (NonUniform)
          CIdx = EB.CreateIntrinsic(I32, Intrinsic::dx_resource_nonuniformindex,
                                    {CIdx});
        SmallVector<Value *, 5> Args(T.Args.begin(), T.Args.end());
        Args[IndexArg] = CIdx;
        Shared = EB.CreateCall(T.Callee, Args);
      }
      P->replaceAllUsesWith(Shared);
      P->eraseFromParent();
      continue;
    }
    Idx = stripNonUniform(Idx);
    if (NonUniform)
      Idx =
          B.CreateIntrinsic(I32, Intrinsic::dx_resource_nonuniformindex, {Idx});
    SmallVector<Value *, 5> Args(T.Args.begin(), T.Args.end());
    Args[IndexArg] = Idx;
    CallInst *H = B.CreateCall(T.Callee, Args);
    H->takeName(P);
    P->replaceAllUsesWith(H);
    P->eraseFromParent();
  }
  if (!Ok)
    return false;
  dropInnerMarkers(Markers);
  return true;
}

bool LocalResources::mergeSelects() {
  bool Any = false;
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Function &F : M)
      for (Instruction &I : make_early_inc_range(instructions(F))) {
        auto *Sel = dyn_cast<SelectInst>(&I);
        if (!Sel || !isHandleType(Sel->getType()))
          continue;
        auto *T = dyn_cast<CallInst>(Sel->getTrueValue());
        auto *E = dyn_cast<CallInst>(Sel->getFalseValue());
        if (!T || !E || !isCreation(T) || !isCreation(E) ||
            T->getCalledFunction() != E->getCalledFunction())
          continue;
        bool Same = true;
        for (unsigned N = 0; N < T->arg_size(); ++N)
          if (N != IndexArg && T->getArgOperand(N) != E->getArgOperand(N))
            Same = false;
        if (!Same)
          continue;
        Value *TI = T->getArgOperand(IndexArg);
        Value *EI = E->getArgOperand(IndexArg);
        bool NonUniform = isNonUniform(TI) || isNonUniform(EI);
        IRBuilder<> B(Sel);
        Value *Idx = B.CreateSelect(Sel->getCondition(), stripNonUniform(TI),
                                    stripNonUniform(EI));
        if (NonUniform)
          Idx = B.CreateIntrinsic(I32, Intrinsic::dx_resource_nonuniformindex,
                                  {Idx});
        SmallVector<Value *, 5> Args(T->args());
        Args[IndexArg] = Idx;
        CallInst *H = B.CreateCall(T->getCalledFunction(), Args);
        H->takeName(Sel);
        Sel->replaceAllUsesWith(H);
        Sel->eraseFromParent();
        for (CallInst *C : {T, E})
          if (C->use_empty()) {
            Value *CI = C->getArgOperand(IndexArg);
            C->eraseFromParent();
            RecursivelyDeleteTriviallyDeadInstructions(CI);
          }
        Changed = Any = true;
      }
  }
  return Any;
}

/// At -O0 the binding operands of handle creations are loads of the
/// locals that hold the arguments of Clang's __createFromBinding helpers;
/// promoting the locals that hold no handles makes them constants again
/// (what the -O3 pipeline did), without touching the handle copies.
bool promoteCreationOperands(Module &M, FunctionAnalysisManager &FAM) {
  bool Needed = false;
  for (Function &F : M)
    for (User *U : F.users())
      if (isCreation(U))
        for (unsigned I = 0; I < cast<CallInst>(U)->arg_size(); ++I)
          if (I != IndexArg &&
              !isa<Constant>(cast<CallInst>(U)->getArgOperand(I)))
            Needed = true;
  if (!Needed)
    return false;
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    SmallVector<AllocaInst *, 16> Allocas;
    for (Instruction &I : F.getEntryBlock())
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        if (!containsHandle(AI->getAllocatedType()) && isAllocaPromotable(AI))
          Allocas.push_back(AI);
    if (Allocas.empty())
      continue;
    PromoteMemToReg(Allocas, FAM.getResult<DominatorTreeAnalysis>(F));
    PreservedAnalyses PA;
    PA.preserveSet<CFGAnalyses>();
    FAM.invalidate(F, PA);
    Changed = true;
  }
  return Changed;
}

bool LocalResources::run() {
  bool Changed = promoteCreationOperands(M, FAM);
  if (collect()) {
    rewrite();
    retypeRoots();
    for (Function *F : Touched) {
      speculateShadowLoads(*F);
      PreservedAnalyses PA = SROAPass(SROAOptions::ModifyCFG).run(*F, FAM);
      FAM.invalidate(*F, PA);
      PA = EarlyCSEPass(/*UseMemorySSA=*/true).run(*F, FAM);
      FAM.invalidate(*F, PA);
      // -O0 default-constructs a local array of resources in a loop that
      // is empty once its stores of undefined handles are gone.
      PA = createFunctionToLoopPassAdaptor(LoopDeletionPass()).run(*F, FAM);
      FAM.invalidate(*F, PA);
    }
    Changed = true;
    bool Ok = materialize();
    // Whatever failed keeps its placeholder: make it a poison handle so the
    // module stays valid IR for the diagnostics that follow.
    for (auto &[Ty, F] : Placeholders) {
      for (User *U : make_early_inc_range(F->users())) {
        auto *CI = cast<CallInst>(U);
        CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
        CI->eraseFromParent();
      }
      F->eraseFromParent();
    }
    if (!Ok)
      return true;
  }
  Changed |= mergeSelects();
  return Changed;
}

} // namespace

/// Whether promotion left handles in local memory: a struct or array with
/// a resource that a dynamic index kept SROA from splitting, or a variable
/// of one of Clang's own resource types that Clang copied as an integer
/// (`ByteAddressBuffer b = arr[NonUniformResourceIndex(i)]` in a large
/// function, NVIDIA RTXDI), which no promotion turns back into a handle.
/// The prelude's textures and samplers copied that way are forwarded by
/// RetypeResources. Also a static global of one of Clang's resource types
/// that GlobalOpt left because it is read on another path than the one it is
/// assigned on (`static ByteAddressBuffer Alias = Buf;` read after an early
/// return, NVIDIA OMM), when the first run left the module alone.
static bool localsHoldHandles(Module &M) {
  std::function<bool(Type *)> HoldsClangHandle = [&](Type *T) {
    if (isHandleType(T))
      return !retypedResourceType(T);
    if (auto *ST = dyn_cast<StructType>(T))
      return any_of(ST->elements(), HoldsClangHandle);
    if (auto *AT = dyn_cast<ArrayType>(T))
      return HoldsClangHandle(AT->getElementType());
    return false;
  };
  for (GlobalVariable &GV : M.globals())
    if (GV.hasLocalLinkage() && HoldsClangHandle(GV.getValueType()) &&
        !isSimpleResourceGlobal(&GV))
      return true;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I)) {
        Type *Ty = AI->getAllocatedType();
        if (isHandleType(Ty) ? !retypedResourceType(Ty) : containsHandle(Ty))
          return true;
      }
  return false;
}

PreservedAnalyses DXILLocalResourcesPass::run(Module &M,
                                              ModuleAnalysisManager &AM) {
  FunctionAnalysisManager &FAM =
      AM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  if (AfterPromotion && !localsHoldHandles(M))
    return PreservedAnalyses::all();
  LocalResources L(M, Ctx, FAM, AfterPromotion);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
