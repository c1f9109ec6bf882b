//===- DXILPackWaveOps.cpp - SM 6.5-6.7 named operations ------------------===//

#include "Lowering/DXILPackWaveOps.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// Whether \p Name is \p Base plus one overload suffix (".i32", ".v4f32").
bool isOverloadOf(StringRef Name, StringRef Base) {
  return Name.consume_front(Base) && Name.consume_front(".") && !Name.empty() &&
         !Name.contains('.');
}

unsigned numLanes(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT ? VT->getNumElements() : 1;
}

bool isI32x4(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT && VT->getNumElements() == 4 &&
         VT->getElementType()->isIntegerTy(32);
}

/// A 4-vector of i32 or i16: the pack/unpack overloads.
bool isPackVector(Type *Ty) {
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  return VT && VT->getNumElements() == 4 &&
         (VT->getElementType()->isIntegerTy(32) ||
          VT->getElementType()->isIntegerTy(16));
}

Value *lane(IRBuilder<> &B, Value *V, unsigned I) {
  if (V->getType()->isVectorTy())
    return B.CreateExtractElement(V, uint64_t(I));
  return V;
}

/// WaveMultiPrefixOp's op (Sum 0, And 1, Or 2, Xor 3, Product 4) and sop
/// (Signed 0, Unsigned 1), as DXC encodes them (hctdb.py).
struct MultiPrefix {
  StringRef Base;
  StringRef HLSLName;
  uint8_t Op;
  uint8_t Sop;
  bool IntegerOnly;
};

constexpr MultiPrefix MultiPrefixOps[] = {
    {"llvm.dx.wave.multi.prefix.sum", "WaveMultiPrefixSum", 0, 0, false},
    {"llvm.dx.wave.multi.prefix.usum", "WaveMultiPrefixSum", 0, 1, false},
    {"llvm.dx.wave.multi.prefix.product", "WaveMultiPrefixProduct", 4, 0,
     false},
    {"llvm.dx.wave.multi.prefix.uproduct", "WaveMultiPrefixProduct", 4, 1,
     false},
    {"llvm.dx.wave.multi.prefix.and", "WaveMultiPrefixBitAnd", 1, 0, true},
    {"llvm.dx.wave.multi.prefix.or", "WaveMultiPrefixBitOr", 2, 0, true},
    {"llvm.dx.wave.multi.prefix.xor", "WaveMultiPrefixBitXor", 3, 0, true},
};

/// Bfi(width, offset, value, replaced) as DXC's constant folder computes it:
/// mask = ((1 << (width & 31)) - 1) << (offset & 31), result =
/// ((value << offset) & mask) | (replaced & ~mask).
uint32_t foldBfi(uint32_t Width, uint32_t Offset, uint32_t Value,
                 uint32_t Replaced) {
  Width &= 31;
  Offset &= 31;
  const uint32_t Mask = ((uint32_t(1) << Width) - 1) << Offset;
  return ((Value << Offset) & Mask) | (Replaced & ~Mask);
}

class PackWaveLowering {
public:
  PackWaveLowering(CallInst &CI, IRBuilder<> &B, LoweringContext &Ctx)
      : CI(CI), B(B), Ctx(Ctx), M(*CI.getModule()), OB(M, B),
        Name(CI.getCalledFunction()->getName()), Ty(CI.getType()) {}

  Value *run(bool &Handled);

private:
  /// False (after a diagnostic naming the profile) when the target profile
  /// is known and older than \p Maj.\p Min.
  bool needs(unsigned Maj, unsigned Min, StringRef HLSLName);
  Value *waveMatch();
  Value *perLane(OpCode Op, bool BoolResult);
  Value *multiPrefix(const MultiPrefix &P);
  Value *multiPrefixBitCount();
  Value *quadVote(bool All);
  Value *isHelperLane();
  /// Whether the module discards (clip, discard) anywhere.
  bool usesDiscard() const {
    for (const Function &F : M)
      if (F.isDeclaration() && !F.use_empty() &&
          (F.getIntrinsicID() == Intrinsic::dx_discard ||
           F.getName() == "dx.op.discard"))
        return true;
    return false;
  }
  Value *pack(uint8_t Mode);
  Value *unpack(uint8_t Mode);
  Value *bfi();

  SmallVector<Value *, 4> masks(Value *Mask) {
    SmallVector<Value *, 4> M;
    for (unsigned I = 0; I < 4; ++I)
      M.push_back(B.CreateExtractElement(Mask, uint64_t(I)));
    return M;
  }

  CallInst &CI;
  IRBuilder<> &B;
  LoweringContext &Ctx;
  Module &M;
  DXILOpBuilder OB;
  StringRef Name;
  Type *Ty;
};

bool PackWaveLowering::needs(unsigned Maj, unsigned Min, StringRef HLSLName) {
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P || P->atLeast(Maj, Min))
    return true;
  Ctx.error(lowercode::UnsupportedIntrinsic,
            HLSLName + " needs shader model " + Twine(Maj) + "." + Twine(Min) +
                " or newer; profile " + P->str() + " does not have it",
            &CI);
  return false;
}

Value *PackWaveLowering::waveMatch() {
  // One waveMatch per component, each mask ANDed into the first's, as DXC
  // scalarizes below SM 6.9 (TranslateWaveMatch).
  Value *Val = CI.getArgOperand(0);
  Type *Elt = Val->getType()->getScalarType();
  if (!isI32x4(Ty) || Elt->isIntegerTy(1) || getOverloadSuffix(Elt).empty())
    return nullptr;
  if (!needs(6, 5, "WaveMatch"))
    return PoisonValue::get(Ty);
  StructType *Four = dxtypes::getFourI32(B.getContext());
  SmallVector<Value *, 4> Acc;
  for (unsigned I = 0, E = numLanes(Val->getType()); I < E; ++I) {
    Value *R = OB.call(OpCode::WaveMatch, Elt, Four, {lane(B, Val, I)});
    for (unsigned J = 0; J < 4; ++J) {
      Value *Part = B.CreateExtractValue(R, J);
      if (I == 0)
        Acc.push_back(Part);
      else
        Acc[J] = B.CreateAnd(Acc[J], Part);
    }
  }
  return buildFromScalars(B, Ty, Acc);
}

/// WaveReadLaneFirst (118) or WaveActiveAllEqual (115, \p BoolResult): one
/// operation per component, as DXC emits them.
Value *PackWaveLowering::perLane(OpCode Op, bool BoolResult) {
  Value *Val = CI.getArgOperand(0);
  Type *Elt = Val->getType()->getScalarType();
  if (getOverloadSuffix(Elt).empty() ||
      numLanes(Val->getType()) != numLanes(Ty) ||
      Ty->getScalarType() != (BoolResult ? B.getInt1Ty() : Elt))
    return nullptr;
  SmallVector<Value *, 4> Lanes;
  for (unsigned I = 0, E = numLanes(Val->getType()); I < E; ++I)
    Lanes.push_back(OB.call(Op, Elt, Ty->getScalarType(), {lane(B, Val, I)}));
  return buildFromScalars(B, Ty, Lanes);
}

Value *PackWaveLowering::multiPrefix(const MultiPrefix &P) {
  if (CI.arg_size() != 2 || CI.getArgOperand(0)->getType() != Ty ||
      !isI32x4(CI.getArgOperand(1)->getType()))
    return nullptr;
  Type *Elt = Ty->getScalarType();
  if (Elt->isIntegerTy(1) || getOverloadSuffix(Elt).empty() ||
      (P.IntegerOnly && !Elt->isIntegerTy()))
    return nullptr;
  if (!needs(6, 5, P.HLSLName))
    return PoisonValue::get(Ty);
  SmallVector<Value *, 4> Mask = masks(CI.getArgOperand(1));
  SmallVector<Value *, 4> Elts;
  for (unsigned I = 0, E = numLanes(Ty); I < E; ++I)
    Elts.push_back(
        OB.call(OpCode::WaveMultiPrefixOp, Elt, Elt,
                {lane(B, CI.getArgOperand(0), I), Mask[0], Mask[1], Mask[2],
                 Mask[3], B.getInt8(P.Op), B.getInt8(P.Sop)}));
  return buildFromScalars(B, Ty, Elts);
}

Value *PackWaveLowering::multiPrefixBitCount() {
  if (CI.arg_size() != 2 || !Ty->isIntegerTy(32) ||
      !CI.getArgOperand(0)->getType()->isIntegerTy(1) ||
      !isI32x4(CI.getArgOperand(1)->getType()))
    return nullptr;
  if (!needs(6, 5, "WaveMultiPrefixCountBits"))
    return PoisonValue::get(Ty);
  SmallVector<Value *, 4> Mask = masks(CI.getArgOperand(1));
  return OB.call(OpCode::WaveMultiPrefixBitCount, nullptr, Ty,
                 {CI.getArgOperand(0), Mask[0], Mask[1], Mask[2], Mask[3]});
}

Value *PackWaveLowering::quadVote(bool All) {
  if (CI.arg_size() != 1 || !Ty->isIntegerTy(1) ||
      !CI.getArgOperand(0)->getType()->isIntegerTy(1))
    return nullptr;
  Value *Cond = CI.getArgOperand(0);
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P || P->atLeast(6, 7))
    return OB.call(OpCode::QuadVote, Ty, Ty, {Cond, B.getInt8(All ? 1 : 0)});
  // DXIL before 1.7 has no QuadVote: DXC's DxilFinalizeModule reads the
  // sign-extended condition across X, Y and the diagonal and combines the
  // three with this lane's (convertQuadVote).
  Type *I32 = B.getInt32Ty();
  Value *C = B.CreateSExt(Cond, I32);
  Value *X = OB.call(OpCode::QuadOp, I32, I32, {C, B.getInt8(0)});
  Value *Y = OB.call(OpCode::QuadOp, I32, I32, {C, B.getInt8(1)});
  Value *Z = OB.call(OpCode::QuadOp, I32, I32, {C, B.getInt8(2)});
  Value *R = All ? B.CreateAnd(B.CreateAnd(B.CreateAnd(X, Y), Z), C)
                 : B.CreateOr(B.CreateOr(B.CreateOr(X, Y), Z), C);
  return B.CreateTrunc(R, Ty);
}

Value *PackWaveLowering::isHelperLane() {
  if (CI.arg_size() != 0 || !Ty->isIntegerTy(1))
    return nullptr;
  std::optional<Profile> P = Ctx.profileFor(M);
  // Outside pixel shaders there are no helper lanes: DXC folds the call to
  // false at every shader model (DxilConstantFolding, and
  // ReplaceIsHelperWithConstFalse below 6.6).
  if (P && P->Stage != ShaderStage::Pixel)
    return B.getFalse();
  if (!P || P->atLeast(6, 6))
    return OB.call(OpCode::IsHelperLane, Ty, Ty, {});
  // Below 6.6 DXC keeps a flag in a global: `Coverage() == 0` stored at the
  // entry, overwritten by each discard with its condition (DxilPreparePasses
  // InitIsHelperGV/ConvertDiscardToStoreGV). Without a discard that flag is
  // the coverage test itself, computed here where it is read. With one, the
  // flag's value depends on which discards ran: refused.
  if (usesDiscard()) {
    Ctx.error(lowercode::UnsupportedIntrinsic,
              "IsHelperLane in a pixel shader that discards needs shader "
              "model 6.6 or newer; profile " +
                  P->str() +
                  " does not have it (DXC emulates it there with a flag "
                  "each discard updates)",
              &CI);
    return PoisonValue::get(Ty);
  }
  Type *I32 = B.getInt32Ty();
  Value *Coverage = OB.call(OpCode::Coverage, I32, I32, {});
  return B.CreateICmpEQ(B.getInt32(0), Coverage);
}

Value *PackWaveLowering::pack(uint8_t Mode) {
  if (CI.arg_size() != 1 || !Ty->isIntegerTy(32) ||
      !isPackVector(CI.getArgOperand(0)->getType()))
    return nullptr;
  static constexpr const char *Names[] = {"pack_u8/pack_s8", "pack_clamp_u8",
                                          "pack_clamp_s8"};
  if (!needs(6, 6, Names[Mode]))
    return PoisonValue::get(Ty);
  Value *V = CI.getArgOperand(0);
  Type *Elt = V->getType()->getScalarType();
  return OB.call(OpCode::Pack4x8, Elt, Ty,
                 {B.getInt8(Mode), lane(B, V, 0), lane(B, V, 1), lane(B, V, 2),
                  lane(B, V, 3)});
}

Value *PackWaveLowering::unpack(uint8_t Mode) {
  if (CI.arg_size() != 1 || !isPackVector(Ty) ||
      !CI.getArgOperand(0)->getType()->isIntegerTy(32))
    return nullptr;
  const bool Wide = Ty->getScalarType()->isIntegerTy(32);
  static constexpr const char *Names[2][2] = {{"unpack_u8u16", "unpack_s8s16"},
                                              {"unpack_u8u32", "unpack_s8s32"}};
  if (!needs(6, 6, Names[Wide][Mode]))
    return PoisonValue::get(Ty);
  Type *Elt = Ty->getScalarType();
  StructType *Four = Elt->isIntegerTy(16) ? dxtypes::getFourI16(B.getContext())
                                          : dxtypes::getFourI32(B.getContext());
  Value *R = OB.call(OpCode::Unpack4x8, Elt, Four,
                     {B.getInt8(Mode), CI.getArgOperand(0)});
  SmallVector<Value *, 4> Elts;
  for (unsigned I = 0; I < 4; ++I)
    Elts.push_back(B.CreateExtractValue(R, I));
  return buildFromScalars(B, Ty, Elts);
}

Value *PackWaveLowering::bfi() {
  if (CI.arg_size() != 4 || !Ty->isIntegerTy(32))
    return nullptr;
  SmallVector<Value *, 4> Args(CI.args());
  uint32_t C[4];
  bool AllConstant = true;
  for (unsigned I = 0; I < 4; ++I) {
    if (!Args[I]->getType()->isIntegerTy(32))
      return nullptr;
    auto *CInt = dyn_cast<ConstantInt>(Args[I]);
    AllConstant &= CInt != nullptr;
    if (CInt)
      C[I] = uint32_t(CInt->getZExtValue());
  }
  if (AllConstant)
    return B.getInt32(foldBfi(C[0], C[1], C[2], C[3]));
  return OB.call(OpCode::Bfi, Ty, Ty, Args);
}

Value *PackWaveLowering::run(bool &Handled) {
  Value *R = nullptr;
  if (Name == "llvm.dx.is.helper.lane") {
    R = isHelperLane();
  } else if (isOverloadOf(Name, "llvm.dx.wave.match")) {
    if (CI.arg_size() == 1)
      R = waveMatch();
  } else if (isOverloadOf(Name, "llvm.dx.wave.readlanefirst")) {
    R = perLane(OpCode::WaveReadLaneFirst, false);
  } else if (isOverloadOf(Name, "llvm.dx.wave.all.equal")) {
    R = perLane(OpCode::WaveActiveAllEqual, true);
  } else if (isOverloadOf(Name, "llvm.dx.wave.multi.prefix.count.bits")) {
    R = multiPrefixBitCount();
  } else if (isOverloadOf(Name, "llvm.dx.quad.vote.any") ||
             isOverloadOf(Name, "llvm.dx.quad.vote.all")) {
    R = quadVote(Name.starts_with("llvm.dx.quad.vote.all"));
  } else if (std::optional<uint8_t> Mode =
                 StringSwitch<std::optional<uint8_t>>(Name.rsplit('.').first)
                     .Case("llvm.dx.pack.trunc", 0)
                     .Case("llvm.dx.pack.uclamp", 1)
                     .Case("llvm.dx.pack.sclamp", 2)
                     .Default(std::nullopt)) {
    R = pack(*Mode);
  } else if (std::optional<uint8_t> Mode =
                 StringSwitch<std::optional<uint8_t>>(Name.rsplit('.').first)
                     .Case("llvm.dx.unpack.u8", 0)
                     .Case("llvm.dx.unpack.s8", 1)
                     .Default(std::nullopt)) {
    R = unpack(*Mode);
  } else if (Name == "llvm.dx.msad.i32") {
    if (CI.arg_size() == 3 && Ty->isIntegerTy(32) &&
        all_of(CI.args(),
               [](const Use &U) { return U->getType()->isIntegerTy(32); }))
      R = OB.call(
          OpCode::Msad, Ty, Ty,
          {CI.getArgOperand(0), CI.getArgOperand(1), CI.getArgOperand(2)});
  } else if (Name == "llvm.dx.bfi.i32") {
    R = bfi();
  } else {
    for (const MultiPrefix &P : MultiPrefixOps)
      if (isOverloadOf(Name, P.Base)) {
        R = multiPrefix(P);
        break;
      }
  }
  Handled = R != nullptr;
  return R;
}

} // namespace

void foldConstantUsers(ArrayRef<Instruction *> Users, const DataLayout &DL) {
  SmallVector<Instruction *, 8> Work(Users.begin(), Users.end());
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (isa<CallBase>(I) || !I->getParent())
      continue;
    Constant *C = ConstantFoldInstruction(I, DL);
    if (!C)
      continue;
    for (User *U : I->users())
      if (auto *UI = dyn_cast<Instruction>(U))
        Work.push_back(UI);
    I->replaceAllUsesWith(C);
    I->eraseFromParent();
  }
}

Value *lowerPackWaveOp(CallInst &CI, IRBuilder<> &B, LoweringContext &Ctx,
                       bool &Handled) {
  return PackWaveLowering(CI, B, Ctx).run(Handled);
}

} // namespace dxild
