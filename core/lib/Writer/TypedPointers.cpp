//===- TypedPointers.cpp - Typed-pointer view of an opaque module ---------===//

#include "Writer/TypedPointers.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <tuple>

using namespace llvm;

namespace dxild {
namespace writer {

namespace {
std::string typeName(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}
} // namespace

const DXType *DXTypeContext::unique(DXType T) {
  std::vector<uint64_t> Key = {uint64_t(T.Kind), T.Width,  T.NumElements,
                               T.AddrSpace,      T.Packed, T.VarArg};
  for (const DXType *E : T.Elements)
    Key.push_back(reinterpret_cast<uintptr_t>(E));
  std::unique_ptr<DXType> &Slot = Uniqued[Key];
  if (!Slot)
    Slot = std::make_unique<DXType>(std::move(T));
  return Slot.get();
}

const DXType *DXTypeContext::getInt(unsigned Width) {
  DXType T;
  T.Kind = DXType::Integer;
  T.Width = Width;
  return unique(std::move(T));
}

const DXType *DXTypeContext::getPointer(const DXType *Pointee,
                                        unsigned AddrSpace) {
  if (!Pointee)
    return nullptr;
  DXType T;
  T.Kind = DXType::Pointer;
  T.AddrSpace = AddrSpace;
  T.Elements = {Pointee};
  return unique(std::move(T));
}

const DXType *DXTypeContext::getFunction(const DXType *Ret,
                                         ArrayRef<const DXType *> Params,
                                         bool VarArg) {
  DXType T;
  T.Kind = DXType::Function;
  T.VarArg = VarArg;
  T.Elements.push_back(Ret);
  T.Elements.insert(T.Elements.end(), Params.begin(), Params.end());
  for (const DXType *E : T.Elements)
    if (!E)
      return nullptr;
  return unique(std::move(T));
}

const DXType *DXTypeContext::get(Type *Ty) {
  DXType T;
  switch (Ty->getTypeID()) {
  case Type::VoidTyID:
    T.Kind = DXType::Void;
    return unique(std::move(T));
  case Type::HalfTyID:
    T.Kind = DXType::Half;
    return unique(std::move(T));
  case Type::FloatTyID:
    T.Kind = DXType::Float;
    return unique(std::move(T));
  case Type::DoubleTyID:
    T.Kind = DXType::Double;
    return unique(std::move(T));
  case Type::LabelTyID:
    T.Kind = DXType::Label;
    return unique(std::move(T));
  case Type::MetadataTyID:
    T.Kind = DXType::Metadata;
    return unique(std::move(T));
  case Type::IntegerTyID:
    return getInt(Ty->getIntegerBitWidth());
  case Type::PointerTyID:
    // A pointer whose pointee nothing in the module pins down: DXC uses i8*
    // for these (the member of %dx.types.Handle).
    return getPointer(getInt(8), Ty->getPointerAddressSpace());
  case Type::ArrayTyID:
  case Type::FixedVectorTyID: {
    T.Kind = Ty->isArrayTy() ? DXType::Array : DXType::Vector;
    T.NumElements = Ty->isArrayTy()
                        ? Ty->getArrayNumElements()
                        : cast<FixedVectorType>(Ty)->getNumElements();
    const DXType *Elt =
        get(Ty->isArrayTy() ? Ty->getArrayElementType()
                            : cast<FixedVectorType>(Ty)->getElementType());
    if (!Elt)
      return nullptr;
    T.Elements = {Elt};
    return unique(std::move(T));
  }
  case Type::FunctionTyID: {
    auto *FT = cast<FunctionType>(Ty);
    SmallVector<const DXType *, 8> Params;
    for (Type *P : FT->params())
      Params.push_back(get(P));
    return getFunction(get(FT->getReturnType()), Params, FT->isVarArg());
  }
  case Type::StructTyID: {
    auto *ST = cast<StructType>(Ty);
    if (ST->isLiteral()) {
      T.Kind = DXType::Struct;
      T.Packed = ST->isPacked();
      for (Type *E : ST->elements()) {
        const DXType *D = get(E);
        if (!D)
          return nullptr;
        T.Elements.push_back(D);
      }
      return unique(std::move(T));
    }
    auto It = NamedStructs.find(ST);
    if (It != NamedStructs.end())
      return It->second.get();
    // Registered before the members are mapped so a recursive struct finds
    // itself.
    auto Named = std::make_unique<DXType>();
    DXType *N = Named.get();
    N->Kind = DXType::Struct;
    N->Named = true;
    N->Name = ST->hasName() ? ST->getName().str() : std::string();
    N->Packed = ST->isPacked();
    N->Opaque = ST->isOpaque();
    NamedStructs[ST] = std::move(Named);
    for (Type *E : ST->elements()) {
      const DXType *D = get(E);
      if (!D)
        return nullptr;
      N->Elements.push_back(D);
    }
    return N;
  }
  default:
    Diags.unsupported("type '" + typeName(Ty) +
                      "' has no LLVM 3.7 bitcode encoding");
    return nullptr;
  }
}

const DXType *TypedPointers::pointeeOf(const Value *V) {
  auto It = Pointee.find(V);
  if (It != Pointee.end() && It->second)
    return It->second;
  // Null, undef and poison pointers have no pointee of their own; i8 is what
  // a reader expects of an untyped pointer.
  return Types.getInt(8);
}

const DXType *TypedPointers::functionType(const Function &F) {
  auto It = FnTypes.find(&F);
  if (It != FnTypes.end())
    return It->second;
  FunctionType *FT = F.getFunctionType();
  SmallVector<const DXType *, 8> Params;
  for (const Argument &A : F.args())
    Params.push_back(typeOf(&A));
  const DXType *R =
      Types.getFunction(Types.get(FT->getReturnType()), Params, F.isVarArg());
  FnTypes[&F] = R;
  return R;
}

namespace {

/// The LLVM pointee type \p V's definition gives it (global, alloca, GEP,
/// forwarded through pointer casts); nullptr when the definition says none.
Type *definedPointee(const Value *V) {
  for (;;) {
    if (const auto *GV = dyn_cast<GlobalVariable>(V))
      return GV->getValueType();
    if (const auto *AI = dyn_cast<AllocaInst>(V))
      return AI->getAllocatedType();
    if (const auto *GEP = dyn_cast<GetElementPtrInst>(V))
      return GEP->getResultElementType();
    if (!isa<BitCastInst>(V) && !isa<AddrSpaceCastInst>(V))
      return nullptr;
    V = cast<Instruction>(V)->getOperand(0);
  }
}

} // namespace

const DXType *TypedPointers::typeOf(const Value *V) {
  if (const auto *F = dyn_cast<Function>(V))
    return Types.getPointer(functionType(*F), F->getAddressSpace());
  if (V->getType()->isPointerTy())
    return Types.getPointer(pointeeOf(V),
                            V->getType()->getPointerAddressSpace());
  return Types.get(V->getType());
}

/// The pointee operand \p OpNo of \p User must have, or nullptr when any
/// pointee is acceptable.
const DXType *TypedPointers::demandedPointee(const Value *User, unsigned OpNo) {
  if (const auto *LI = dyn_cast<LoadInst>(User))
    return Types.get(LI->getType());
  if (const auto *SI = dyn_cast<StoreInst>(User))
    return OpNo == 1 ? Types.get(SI->getValueOperand()->getType()) : nullptr;
  if (const auto *GEP = dyn_cast<GetElementPtrInst>(User))
    return OpNo == 0 ? Types.get(GEP->getSourceElementType()) : nullptr;
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(User))
    return OpNo == 0 ? Types.get(RMW->getValOperand()->getType()) : nullptr;
  if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(User))
    return OpNo == 0 ? Types.get(CX->getCompareOperand()->getType()) : nullptr;
  if (const auto *CI = dyn_cast<CallInst>(User)) {
    const Function *Callee = CI->getCalledFunction();
    if (!Callee || OpNo >= CI->arg_size())
      return nullptr;
    const DXType *FT = functionType(*Callee);
    if (!FT || OpNo + 1 >= FT->Elements.size())
      return nullptr;
    const DXType *P = FT->Elements[OpNo + 1];
    return P->isPointer() ? P->pointee() : nullptr;
  }
  if (isa<PHINode>(User) || isa<SelectInst>(User))
    return (isa<SelectInst>(User) && OpNo == 0) ? nullptr : pointeeOf(User);
  if (const auto *Cmp = dyn_cast<ICmpInst>(User))
    return OpNo == 1 ? pointeeOf(Cmp->getOperand(0)) : nullptr;
  if (isa<ReturnInst>(User))
    return Types.getInt(8);
  return nullptr;
}

bool TypedPointers::run(Module &M) {
  for (GlobalVariable &GV : M.globals())
    Pointee[&GV] = Types.get(GV.getValueType());

  // Arguments take the pointee of their first memory use. Calls are not
  // consulted: the callee's signature is not settled yet.
  for (Function &F : M)
    for (Argument &A : F.args()) {
      if (!A.getType()->isPointerTy())
        continue;
      const DXType *P = nullptr;
      for (const Use &U : A.uses()) {
        const auto *I = dyn_cast<Instruction>(U.getUser());
        if (!I || isa<CallInst>(I))
          continue;
        if ((P = demandedPointee(I, U.getOperandNo())))
          break;
      }
      Pointee[&A] = P ? P : Types.getInt(8);
    }

  // Validate pointer uses and assign pointees of defining instructions. Casts,
  // phis and selects forward a pointee, so iterate until nothing changes
  // (loops can make a phi see its incoming value late).
  bool Ok = true;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      Type *Ty = I.getType();
      if (Ty->isVectorTy() && Ty->getScalarType()->isPointerTy()) {
        Diags.unsupported(std::string("vector of pointers in '") +
                          I.getOpcodeName() + std::string("' (DXIL has none)"));
        Ok = false;
      }
      if (auto *SI = dyn_cast<StoreInst>(&I);
          SI && SI->getValueOperand()->getType()->isPointerTy()) {
        Diags.unsupported("store of a pointer value (DXIL has no pointers in "
                          "memory)");
        Ok = false;
      }
      if (Ty->isPointerTy() &&
          (isa<LoadInst>(I) || isa<ExtractValueInst>(I) ||
           isa<AtomicRMWInst>(I) || isa<ExtractElementInst>(I))) {
        Diags.unsupported(std::string("pointer produced by '") +
                          I.getOpcodeName() +
                          "' (DXIL has no pointers in memory or aggregates)");
        Ok = false;
      }
    }
  if (!Ok)
    return false;

  bool Changed = true;
  for (unsigned Round = 0; Changed && Round < 64; ++Round) {
    Changed = false;
    for (Function &F : M)
      for (Instruction &I : instructions(F)) {
        if (!I.getType()->isPointerTy())
          continue;
        const DXType *P = nullptr;
        if (auto *AI = dyn_cast<AllocaInst>(&I))
          P = Types.get(AI->getAllocatedType());
        else if (auto *GEP = dyn_cast<GetElementPtrInst>(&I))
          P = Types.get(GEP->getResultElementType());
        else if (isa<AddrSpaceCastInst>(I) || isa<BitCastInst>(I)) {
          auto It = Pointee.find(I.getOperand(0));
          if (It != Pointee.end())
            P = It->second;
          else if (isa<Constant>(I.getOperand(0)))
            P = Types.getInt(8);
        } else if (auto *PN = dyn_cast<PHINode>(&I)) {
          for (Value *In : PN->incoming_values()) {
            auto It = Pointee.find(In);
            if (It != Pointee.end()) {
              P = It->second;
              break;
            }
          }
        } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
          for (Value *In : {Sel->getTrueValue(), Sel->getFalseValue()}) {
            auto It = Pointee.find(In);
            if (It != Pointee.end()) {
              P = It->second;
              break;
            }
          }
        } else {
          P = Types.getInt(8);
        }
        if (!P)
          continue;
        auto [It, Inserted] = Pointee.try_emplace(&I, P);
        if (Inserted)
          Changed = true;
      }
  }
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (I.getType()->isPointerTy())
        Pointee.try_emplace(&I, Types.getInt(8));

  // Insert a typed cast wherever a use needs another pointee.
  struct Fix {
    Instruction *User;
    unsigned OpNo;
    const DXType *Want;
  };
  std::vector<Fix> Fixes;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      for (Use &U : I.operands()) {
        if (!U->getType()->isPointerTy() || isa<Function>(U.get()))
          continue;
        const DXType *Want = demandedPointee(&I, U.getOperandNo());
        if (Want && Want != pointeeOf(U.get()))
          Fixes.push_back({&I, U.getOperandNo(), Want});
      }
  std::map<std::tuple<Instruction *, BasicBlock *, const DXType *>, Value *>
      PhiCasts;
  // The validator rejects pointer bitcasts that change the pointee's size
  // ("Pointer type bitcast must be have same size") or involve structs. When
  // the wanted pointee is the first element (array element 0, struct member
  // 0, recursively) of the operand's, DXC's form is a GEP of zeros:
  // `getelementptr inbounds [N x float], [N x float]* @g, i32 0, i32 0`.
  auto FirstElementGEP = [&](Value *Op, const DXType *Want,
                             BasicBlock::iterator At) -> Value * {
    Type *Ty = definedPointee(Op);
    if (!Ty || Types.get(Ty) != pointeeOf(Op))
      return nullptr;
    Type *I32 = Type::getInt32Ty(Op->getContext());
    SmallVector<Value *, 4> Zeros = {ConstantInt::get(I32, 0)};
    Type *Cur = Ty;
    while (Types.get(Cur) != Want) {
      if (auto *AT = dyn_cast<ArrayType>(Cur); AT && AT->getNumElements())
        Cur = AT->getElementType();
      else if (auto *ST = dyn_cast<StructType>(Cur);
               ST && !ST->isOpaque() && ST->getNumElements())
        Cur = ST->getElementType(0);
      else
        return nullptr;
      Zeros.push_back(ConstantInt::get(I32, 0));
    }
    if (Zeros.size() < 2)
      return nullptr;
    auto *GEP = GetElementPtrInst::CreateInBounds(Ty, Op, Zeros, "", At);
    Pointee[GEP] = Want;
    return GEP;
  };
  for (const Fix &X : Fixes) {
    Value *Op = X.User->getOperand(X.OpNo);
    if (auto *PN = dyn_cast<PHINode>(X.User)) {
      BasicBlock *BB = PN->getIncomingBlock(X.OpNo);
      Value *&Cast = PhiCasts[{PN, BB, X.Want}];
      if (!Cast)
        Cast = FirstElementGEP(Op, X.Want, BB->getTerminator()->getIterator());
      if (!Cast) {
        Cast = CastInst::Create(Instruction::BitCast, Op, Op->getType(), "",
                                BB->getTerminator()->getIterator());
        Pointee[Cast] = X.Want;
      }
      PN->setOperand(X.OpNo, Cast);
      continue;
    }
    if (Value *GEP = FirstElementGEP(Op, X.Want, X.User->getIterator())) {
      X.User->setOperand(X.OpNo, GEP);
      continue;
    }
    Instruction *Cast = CastInst::Create(
        Instruction::BitCast, Op, Op->getType(), "", X.User->getIterator());
    Pointee[Cast] = X.Want;
    X.User->setOperand(X.OpNo, Cast);
  }
  return true;
}

} // namespace writer
} // namespace dxild
