//===- DXILOpBuilder.cpp - Build dx.op calls and dx.types -----------------===//

#include "Lowering/DXILOpBuilder.h"

#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

static const OpInfo OpTable[] = {
#define DXIL_OP(OPCODE, NAME, CLASS, ATTR, OVERLOADED)                         \
  {OpCode::NAME, #NAME, #CLASS, OpAttr::ATTR, OVERLOADED},
#include "Lowering/DXILOps.def"
};

const OpInfo &getOpInfo(OpCode Op) {
  for (const OpInfo &I : OpTable)
    if (I.Op == Op)
      return I;
  llvm_unreachable("opcode missing from DXILOps.def");
}

namespace dxtypes {

static StructType *getOrCreate(LLVMContext &C, StringRef Name,
                               ArrayRef<Type *> Elts) {
  if (StructType *ST = StructType::getTypeByName(C, Name))
    return ST;
  return StructType::create(C, Elts, Name);
}

StructType *getHandle(LLVMContext &C) {
  // DXC's { i8* }; with opaque pointers this is { ptr }.
  return getOrCreate(C, "dx.types.Handle", {PointerType::get(C, 0)});
}

StructType *getResBind(LLVMContext &C) {
  Type *I32 = Type::getInt32Ty(C);
  return getOrCreate(C, "dx.types.ResBind",
                     {I32, I32, I32, Type::getInt8Ty(C)});
}

StructType *getResourceProperties(LLVMContext &C) {
  Type *I32 = Type::getInt32Ty(C);
  return getOrCreate(C, "dx.types.ResourceProperties", {I32, I32});
}

StructType *getResRet(Type *ElemTy) {
  LLVMContext &C = ElemTy->getContext();
  return getOrCreate(C, ("dx.types.ResRet." + getOverloadSuffix(ElemTy)).str(),
                     {ElemTy, ElemTy, ElemTy, ElemTy, Type::getInt32Ty(C)});
}

StructType *getCBufRet(Type *ElemTy) {
  LLVMContext &C = ElemTy->getContext();
  std::string Name = ("dx.types.CBufRet." + getOverloadSuffix(ElemTy)).str();
  if (ElemTy->getPrimitiveSizeInBits() == 64)
    return getOrCreate(C, Name, {ElemTy, ElemTy});
  if (ElemTy->getPrimitiveSizeInBits() == 16)
    return getOrCreate(
        C, Name + ".8",
        {ElemTy, ElemTy, ElemTy, ElemTy, ElemTy, ElemTy, ElemTy, ElemTy});
  return getOrCreate(C, Name, {ElemTy, ElemTy, ElemTy, ElemTy});
}

StructType *getDimensions(LLVMContext &C) {
  Type *I32 = Type::getInt32Ty(C);
  return getOrCreate(C, "dx.types.Dimensions", {I32, I32, I32, I32});
}

StructType *getFourI32(LLVMContext &C) {
  Type *I32 = Type::getInt32Ty(C);
  return getOrCreate(C, "dx.types.fouri32", {I32, I32, I32, I32});
}

StructType *getFourI16(LLVMContext &C) {
  Type *I16 = Type::getInt16Ty(C);
  return getOrCreate(C, "dx.types.fouri16", {I16, I16, I16, I16});
}

StructType *getSplitDouble(LLVMContext &C) {
  Type *I32 = Type::getInt32Ty(C);
  return getOrCreate(C, "dx.types.splitdouble", {I32, I32});
}

StructType *getSamplePos(LLVMContext &C) {
  Type *F32 = Type::getFloatTy(C);
  return getOrCreate(C, "dx.types.SamplePos", {F32, F32});
}

StructType *getI32Carry(LLVMContext &C) {
  return getOrCreate(C, "dx.types.i32c",
                     {Type::getInt32Ty(C), Type::getInt1Ty(C)});
}

} // namespace dxtypes

StringRef getOverloadSuffix(Type *Ty) {
  if (Ty->isHalfTy())
    return "f16";
  if (Ty->isFloatTy())
    return "f32";
  if (Ty->isDoubleTy())
    return "f64";
  if (Ty->isIntegerTy(1))
    return "i1";
  if (Ty->isIntegerTy(8))
    return "i8";
  if (Ty->isIntegerTy(16))
    return "i16";
  if (Ty->isIntegerTy(32))
    return "i32";
  if (Ty->isIntegerTy(64))
    return "i64";
  return "";
}

bool isDXILOpFunction(const Function &F) {
  return F.isDeclaration() && F.getName().starts_with("dx.op.");
}

static void addOpAttributes(Function &F, OpAttr Attr) {
  F.addFnAttr(Attribute::NoUnwind);
  // Every DXIL operation returns; with `willreturn` LLVM 22's DCE deletes an
  // unused read-only one, as LLVM 3.7's does in DXC (the writer drops the
  // attribute, which 3.7 lacks).
  switch (Attr) {
  case OpAttr::ReadNone:
    F.setDoesNotAccessMemory();
    F.addFnAttr(Attribute::WillReturn);
    break;
  case OpAttr::ReadOnly:
    F.setOnlyReadsMemory();
    F.addFnAttr(Attribute::WillReturn);
    break;
  case OpAttr::NoDuplicate:
    F.addFnAttr(Attribute::NoDuplicate);
    break;
  case OpAttr::None:
    break;
  }
}

CallInst *DXILOpBuilder::call(OpCode Op, Type *Overload, Type *RetTy,
                              ArrayRef<Value *> Args, const Twine &Name) {
  const OpInfo &Info = getOpInfo(Op);
  std::string FnName = std::string("dx.op.") + Info.Class;
  if (Info.Overloaded) {
    assert(Overload && "overloaded DXIL op needs an overload type");
    StringRef Suffix = getOverloadSuffix(Overload);
    assert(!Suffix.empty() && "not a DXIL overload type");
    FnName += ".";
    FnName += Suffix;
  }
  SmallVector<Type *, 8> ParamTys{B.getInt32Ty()};
  for (Value *A : Args)
    ParamTys.push_back(A->getType());
  FunctionType *FTy = FunctionType::get(RetTy, ParamTys, false);
  Function *F = M.getFunction(FnName);
  if (!F) {
    F = Function::Create(FTy, GlobalValue::ExternalLinkage, FnName, M);
    addOpAttributes(*F, Info.Attr);
  } else if (F->getFunctionType() != FTy) {
    std::string Msg;
    raw_string_ostream OS(Msg);
    OS << "DXIL op " << FnName
       << " used with two signatures: " << *F->getFunctionType() << " and "
       << *FTy;
    report_fatal_error(Twine(Msg));
  }
  SmallVector<Value *, 8> CallArgs{B.getInt32(unsigned(Op))};
  CallArgs.append(Args.begin(), Args.end());
  return B.CreateCall(F, CallArgs, RetTy->isVoidTy() ? "" : Name);
}

Value *DXILOpBuilder::unary(OpCode Op, Value *X, const Twine &Name) {
  return call(Op, X->getType(), X->getType(), {X}, Name);
}

Value *DXILOpBuilder::binary(OpCode Op, Value *X, Value *Y, const Twine &Name) {
  return call(Op, X->getType(), X->getType(), {X, Y}, Name);
}

Value *DXILOpBuilder::tertiary(OpCode Op, Value *X, Value *Y, Value *Z,
                               const Twine &Name) {
  return call(Op, X->getType(), X->getType(), {X, Y, Z}, Name);
}

Value *DXILOpBuilder::join64(Type *Ty, Value *Lo, Value *Hi) {
  if (Ty->isDoubleTy())
    return call(OpCode::MakeDouble, Ty, Ty, {Lo, Hi});
  Value *Lo64 = B.CreateZExt(Lo, Ty);
  Value *Hi64 = B.CreateShl(B.CreateZExt(Hi, Ty), 32);
  return B.CreateOr(Lo64, Hi64);
}

std::pair<Value *, Value *> DXILOpBuilder::split64(Value *V) {
  Type *I32 = B.getInt32Ty();
  if (V->getType()->isDoubleTy()) {
    Value *S = call(OpCode::SplitDouble, V->getType(),
                    dxtypes::getSplitDouble(B.getContext()), {V});
    return {B.CreateExtractValue(S, 0), B.CreateExtractValue(S, 1)};
  }
  return {B.CreateTrunc(V, I32), B.CreateTrunc(B.CreateLShr(V, 32), I32)};
}

SmallVector<Value *, 8>
DXILOpBuilder::typedStoreValues(ArrayRef<Value *> Elts) {
  SmallVector<Value *, 8> Vals;
  bool Halves = false;
  for (Value *E : Elts) {
    if (E->getType()->getScalarSizeInBits() != 64) {
      Vals.push_back(E);
      continue;
    }
    auto [Lo, Hi] = split64(E);
    Vals.append({Lo, Hi});
    Halves = true;
  }
  while (!Vals.empty() && Vals.size() < 4)
    Vals.push_back(Vals[Halves ? Vals.size() - 2 : 0]);
  return Vals;
}

Value *DXILOpBuilder::castToHandle(Value *TargetHandle) {
  Type *Ty = TargetHandle->getType();
  Type *HandleTy = dxtypes::getHandle(M.getContext());
  // One placeholder per handle type: find it by parameter type rather than
  // by a mangled name, which target types make awkward.
  Function *Cast = nullptr;
  unsigned N = 0;
  for (Function &F : M) {
    if (!F.getName().starts_with(HandleCastPrefix))
      continue;
    ++N;
    if (F.getFunctionType()->getParamType(0) == Ty) {
      Cast = &F;
      break;
    }
  }
  if (!Cast) {
    FunctionType *FTy = FunctionType::get(HandleTy, {Ty}, false);
    Cast = Function::Create(FTy, GlobalValue::ExternalLinkage,
                            HandleCastPrefix + Twine(".") + Twine(N), M);
    Cast->addFnAttr(Attribute::NoUnwind);
    Cast->setDoesNotAccessMemory();
  }
  return B.CreateCall(Cast, {TargetHandle});
}

} // namespace dxild
