//===- DXILOpLowering.cpp - Intrinsics to dx.op calls ---------------------===//

#include "Lowering/DXILOpLowering.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/DXILPackWaveOps.h"
#include "Lowering/DXILRayQuery.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// DXIL wave-op operand encodings (dxil-facts §6.4).
enum WaveOpKind : uint8_t {
  WaveSum = 0,
  WaveProduct = 1,
  WaveMin = 2,
  WaveMax = 3
};

/// How an intrinsic maps onto a DXIL op.
enum class Shape {
  Elementwise, ///< One op per lane; overload and result = operand type.
  Predicate,   ///< isSpecialFloat: overload = operand, result i1 per lane.
  BitCount,    ///< unaryBits: overload = operand, result i32 per lane.
  NoOverload1, ///< Non-overloaded op on each lane (legacyF16ToF32).
};

struct Mapping {
  OpCode Op;
  Shape S;
};

std::optional<Mapping> getMapping(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::fabs:
    return Mapping{OpCode::FAbs, Shape::Elementwise};
  case Intrinsic::dx_saturate:
    return Mapping{OpCode::Saturate, Shape::Elementwise};
  case Intrinsic::cos:
    return Mapping{OpCode::Cos, Shape::Elementwise};
  case Intrinsic::sin:
    return Mapping{OpCode::Sin, Shape::Elementwise};
  case Intrinsic::tan:
    return Mapping{OpCode::Tan, Shape::Elementwise};
  case Intrinsic::acos:
    return Mapping{OpCode::Acos, Shape::Elementwise};
  case Intrinsic::asin:
    return Mapping{OpCode::Asin, Shape::Elementwise};
  case Intrinsic::atan:
    return Mapping{OpCode::Atan, Shape::Elementwise};
  case Intrinsic::cosh:
    return Mapping{OpCode::Hcos, Shape::Elementwise};
  case Intrinsic::sinh:
    return Mapping{OpCode::Hsin, Shape::Elementwise};
  case Intrinsic::tanh:
    return Mapping{OpCode::Htan, Shape::Elementwise};
  case Intrinsic::exp2:
    return Mapping{OpCode::Exp, Shape::Elementwise};
  case Intrinsic::dx_frac:
    return Mapping{OpCode::Frc, Shape::Elementwise};
  case Intrinsic::log2:
    return Mapping{OpCode::Log, Shape::Elementwise};
  case Intrinsic::sqrt:
    return Mapping{OpCode::Sqrt, Shape::Elementwise};
  case Intrinsic::dx_rsqrt:
    return Mapping{OpCode::Rsqrt, Shape::Elementwise};
  case Intrinsic::roundeven:
  case Intrinsic::rint:
  case Intrinsic::nearbyint:
    return Mapping{OpCode::RoundNe, Shape::Elementwise};
  case Intrinsic::floor:
    return Mapping{OpCode::RoundNi, Shape::Elementwise};
  case Intrinsic::ceil:
    return Mapping{OpCode::RoundPi, Shape::Elementwise};
  case Intrinsic::trunc:
    return Mapping{OpCode::RoundZ, Shape::Elementwise};
  case Intrinsic::bitreverse:
    return Mapping{OpCode::Bfrev, Shape::Elementwise};
  case Intrinsic::ctpop:
    return Mapping{OpCode::Countbits, Shape::BitCount};
  case Intrinsic::dx_firstbitlow:
    return Mapping{OpCode::FirstbitLo, Shape::BitCount};
  case Intrinsic::dx_firstbituhigh:
    return Mapping{OpCode::FirstbitHi, Shape::BitCount};
  case Intrinsic::dx_firstbitshigh:
    return Mapping{OpCode::FirstbitSHi, Shape::BitCount};
  case Intrinsic::maxnum:
  case Intrinsic::maximum:
  case Intrinsic::maximumnum:
    return Mapping{OpCode::FMax, Shape::Elementwise};
  case Intrinsic::minnum:
  case Intrinsic::minimum:
  case Intrinsic::minimumnum:
    return Mapping{OpCode::FMin, Shape::Elementwise};
  case Intrinsic::smax:
    return Mapping{OpCode::IMax, Shape::Elementwise};
  case Intrinsic::smin:
    return Mapping{OpCode::IMin, Shape::Elementwise};
  case Intrinsic::umax:
    return Mapping{OpCode::UMax, Shape::Elementwise};
  case Intrinsic::umin:
    return Mapping{OpCode::UMin, Shape::Elementwise};
  case Intrinsic::fmuladd:
    return Mapping{OpCode::FMad, Shape::Elementwise};
  case Intrinsic::dx_imad:
    return Mapping{OpCode::IMad, Shape::Elementwise};
  case Intrinsic::dx_umad:
    return Mapping{OpCode::UMad, Shape::Elementwise};
  case Intrinsic::dx_ddx_coarse:
    return Mapping{OpCode::DerivCoarseX, Shape::Elementwise};
  case Intrinsic::dx_ddy_coarse:
    return Mapping{OpCode::DerivCoarseY, Shape::Elementwise};
  case Intrinsic::dx_ddx_fine:
    return Mapping{OpCode::DerivFineX, Shape::Elementwise};
  case Intrinsic::dx_ddy_fine:
    return Mapping{OpCode::DerivFineY, Shape::Elementwise};
  case Intrinsic::dx_isinf:
    return Mapping{OpCode::IsInf, Shape::Predicate};
  case Intrinsic::dx_isnan:
    return Mapping{OpCode::IsNaN, Shape::Predicate};
  case Intrinsic::dx_legacyf16tof32:
    return Mapping{OpCode::LegacyF16ToF32, Shape::NoOverload1};
  default:
    return std::nullopt;
  }
}

/// The intrinsics-stage operations (core/lib/Intrinsics/README.md): LLVM 22
/// has no IDs for them, so they are recognized by name (base name plus the
/// overload suffix LLVM would mangle, e.g. "llvm.dx.wave.prefix.sum.v4f32").
enum class NamedKind { ActiveOp, PrefixOp, ActiveBit, Quad, QuadLaneAt };

struct NamedOp {
  const char *Base;
  NamedKind Kind;
  uint8_t Op;  ///< op operand (wave op kind, bit op or quad op).
  uint8_t Sop; ///< Signed 0 / Unsigned 1 for ActiveOp/PrefixOp.
};

// dxil-facts §6.4: WaveActiveOp/WavePrefixOp op Sum 0, Product 1; sop Signed
// 0, Unsigned 1; WaveActiveBit op And 0, Or 1, Xor 2; QuadOp ReadAcrossX 0,
// ReadAcrossY 1, ReadAcrossDiagonal 2.
constexpr NamedOp NamedOps[] = {
    {"llvm.dx.wave.product", NamedKind::ActiveOp, WaveProduct, 0},
    {"llvm.dx.wave.uproduct", NamedKind::ActiveOp, WaveProduct, 1},
    {"llvm.dx.wave.prefix.sum", NamedKind::PrefixOp, WaveSum, 0},
    {"llvm.dx.wave.prefix.usum", NamedKind::PrefixOp, WaveSum, 1},
    {"llvm.dx.wave.prefix.product", NamedKind::PrefixOp, WaveProduct, 0},
    {"llvm.dx.wave.prefix.uproduct", NamedKind::PrefixOp, WaveProduct, 1},
    {"llvm.dx.wave.reduce.and", NamedKind::ActiveBit, 0, 0},
    {"llvm.dx.wave.reduce.or", NamedKind::ActiveBit, 1, 0},
    {"llvm.dx.wave.reduce.xor", NamedKind::ActiveBit, 2, 0},
    {"llvm.dx.quad.read.across.x", NamedKind::Quad, 0, 0},
    {"llvm.dx.quad.read.across.y", NamedKind::Quad, 1, 0},
    {"llvm.dx.quad.read.across.diagonal", NamedKind::Quad, 2, 0},
    {"llvm.dx.quad.read.lane.at", NamedKind::QuadLaneAt, 0, 0},
};

/// Whether \p Name is \p Base plus one overload suffix (a single mangled
/// type, so "prefix.sum" never matches "prefix.usum" or a longer base).
bool isOverloadOf(StringRef Name, StringRef Base) {
  return Name.consume_front(Base) && Name.consume_front(".") && !Name.empty() &&
         !Name.contains('.');
}

/// The named operation \p Name is an overload of.
const NamedOp *findNamedOp(StringRef Name) {
  for (const NamedOp &N : NamedOps)
    if (isOverloadOf(Name, N.Base))
      return &N;
  return nullptr;
}

/// DXIL barrier mode of the intrinsics-stage barriers (dxil-facts §6.4:
/// SyncThreadGroup 1, UAVFenceGlobal 2, TGSMFence 8).
std::optional<unsigned> namedBarrierMode(StringRef Name) {
  return StringSwitch<std::optional<unsigned>>(Name)
      .Case("llvm.dx.group.memory.barrier", 8)
      .Case("llvm.dx.device.memory.barrier", 2)
      .Case("llvm.dx.device.memory.barrier.with.group.sync", 3)
      .Case("llvm.dx.allmemory.barrier", 10)
      .Case("llvm.dx.allmemory.barrier.with.group.sync", 11)
      .Default(std::nullopt);
}

class OpLowering {
public:
  OpLowering(Module &M, LoweringContext &Ctx) : M(M), Ctx(Ctx) {}
  bool run();

private:
  /// Returns the replacement value (null for void results); sets Handled.
  Value *lower(CallInst &CI, bool &Handled);
  Value *lowerMapped(CallInst &CI, Mapping Map, IRBuilder<> &B);
  Value *lowerDot(CallInst &CI, IRBuilder<> &B);
  /// Intrinsics-stage operations without an LLVM 22 ID; sets Handled.
  Value *lowerNamed(CallInst &CI, IRBuilder<> &B, bool &Handled);

  Module &M;
  LoweringContext &Ctx;
};

Value *lane(IRBuilder<> &B, Value *V, unsigned I) {
  if (V->getType()->isVectorTy())
    return B.CreateExtractElement(V, uint64_t(I));
  return V;
}

/// IsNaN/IsInf of a half: the 16-bit overloads of isSpecialFloat need shader
/// model 6.9 (the validator refuses them before), so the exponent and
/// fraction bits are tested, as DXC does: NaN is an all-ones exponent with a
/// nonzero fraction, infinity exactly +-0x7C00.
static Value *halfSpecialFloat(IRBuilder<> &B, OpCode Op, Value *H) {
  Value *Bits = B.CreateBitCast(H, B.getInt16Ty());
  if (Op == OpCode::IsNaN) {
    Value *ExpOnes =
        B.CreateICmpEQ(B.CreateAnd(Bits, 0x7C00), B.getInt16(0x7C00));
    Value *Frac = B.CreateICmpNE(B.CreateAnd(Bits, 0x3FF), B.getInt16(0));
    return B.CreateAnd(ExpOnes, Frac);
  }
  assert(Op == OpCode::IsInf && "only IsNaN and IsInf are predicates");
  return B.CreateOr(B.CreateICmpEQ(Bits, B.getInt16(0x7C00)),
                    B.CreateICmpEQ(Bits, B.getInt16(0xFC00)));
}

Value *OpLowering::lowerMapped(CallInst &CI, Mapping Map, IRBuilder<> &B) {
  DXILOpBuilder OB(M, B);
  Type *RetTy = CI.getType();
  Type *OpndTy = CI.getArgOperand(0)->getType();
  unsigned Lanes = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(OpndTy))
    Lanes = VT->getNumElements();
  SmallVector<Value *, 4> Results;
  for (unsigned I = 0; I < Lanes; ++I) {
    SmallVector<Value *, 3> Args;
    for (Value *A : CI.args())
      Args.push_back(lane(B, A, I));
    Type *Scalar = Args[0]->getType();
    Value *R = nullptr;
    switch (Map.S) {
    case Shape::Elementwise:
      R = OB.call(Map.Op, Scalar, Scalar, Args);
      break;
    case Shape::Predicate:
      R = Scalar->isHalfTy() ? halfSpecialFloat(B, Map.Op, Args[0])
                             : OB.call(Map.Op, Scalar, B.getInt1Ty(), Args);
      break;
    case Shape::BitCount:
      R = OB.call(Map.Op, Scalar, B.getInt32Ty(), Args);
      R = B.CreateZExtOrTrunc(R, RetTy->getScalarType());
      break;
    case Shape::NoOverload1:
      R = OB.call(Map.Op, nullptr, RetTy->getScalarType(), Args);
      break;
    }
    Results.push_back(R);
  }
  return buildFromScalars(B, RetTy, Results);
}

Value *OpLowering::lowerDot(CallInst &CI, IRBuilder<> &B) {
  DXILOpBuilder OB(M, B);
  Value *A = CI.getArgOperand(0), *Bv = CI.getArgOperand(1);
  auto *VT = cast<FixedVectorType>(A->getType());
  unsigned N = VT->getNumElements();
  Type *Elt = VT->getElementType();
  if (N > 4 || Elt->isDoubleTy() || N < 2) {
    // No DotN op: multiply-add chain (DXIL has no double dot).
    Value *Acc = B.CreateFMul(lane(B, A, 0), lane(B, Bv, 0));
    for (unsigned I = 1; I < N; ++I)
      Acc = OB.tertiary(OpCode::FMad, lane(B, A, I), lane(B, Bv, I), Acc);
    return Acc;
  }
  SmallVector<Value *, 8> Args;
  for (unsigned I = 0; I < N; ++I)
    Args.push_back(lane(B, A, I));
  for (unsigned I = 0; I < N; ++I)
    Args.push_back(lane(B, Bv, I));
  OpCode Op = N == 2 ? OpCode::Dot2 : N == 3 ? OpCode::Dot3 : OpCode::Dot4;
  return OB.call(Op, Elt, Elt, Args);
}

Value *OpLowering::lowerNamed(CallInst &CI, IRBuilder<> &B, bool &Handled) {
  DXILOpBuilder OB(M, B);
  StringRef Name = CI.getCalledFunction()->getName();
  // Shader model 6.5-6.7 wave/quad/helper/pack operations and msad4's parts.
  if (Value *V = lowerPackWaveOp(CI, B, Ctx, Handled); Handled)
    return V;
  // Inline ray tracing (RayQuery).
  if (Value *V = lowerRayQueryOp(CI, B, Ctx, Handled); Handled)
    return V;
  if (std::optional<unsigned> Mode = namedBarrierMode(Name)) {
    if (CI.arg_size() != 0 || !CI.getType()->isVoidTy())
      return nullptr;
    Handled = true;
    OB.call(OpCode::Barrier, nullptr, B.getVoidTy(), {B.getInt32(*Mode)});
    return nullptr;
  }
  // GetRenderTargetSampleCount/Position (dxild's names; no overload).
  if (Name == "llvm.dx.rendertarget.get.sample.count") {
    if (CI.arg_size() != 0 || !CI.getType()->isIntegerTy(32))
      return nullptr;
    Handled = true;
    return OB.call(OpCode::RenderTargetGetSampleCount, nullptr, CI.getType(),
                   {});
  }
  if (Name == "llvm.dx.rendertarget.get.sample.position") {
    auto *VT = dyn_cast<FixedVectorType>(CI.getType());
    if (CI.arg_size() != 1 ||
        !CI.getArgOperand(0)->getType()->isIntegerTy(32) || !VT ||
        VT->getNumElements() != 2 || !VT->getElementType()->isFloatTy())
      return nullptr;
    Handled = true;
    Value *Pos =
        OB.call(OpCode::RenderTargetGetSamplePosition, nullptr,
                dxtypes::getSamplePos(CI.getContext()), {CI.getArgOperand(0)});
    Value *V = PoisonValue::get(VT);
    for (unsigned I = 0; I < 2; ++I)
      V = B.CreateInsertElement(V, B.CreateExtractValue(Pos, I), I);
    return V;
  }
  // f32tof16 (upstream's name, overloaded on the float argument; LLVM 22 has
  // no ID for it): one legacyF32ToF16 per lane, like legacyf16tof32.
  if (isOverloadOf(Name, "llvm.dx.legacyf32tof16")) {
    if (CI.arg_size() != 1)
      return nullptr;
    Type *From = CI.getArgOperand(0)->getType();
    Type *To = CI.getType();
    auto Lanes = [](Type *Ty) {
      auto *VT = dyn_cast<FixedVectorType>(Ty);
      return VT ? VT->getNumElements() : 0u;
    };
    if (!From->getScalarType()->isFloatTy() ||
        !To->getScalarType()->isIntegerTy(32) || Lanes(From) != Lanes(To))
      return nullptr;
    Handled = true;
    return lowerMapped(CI, {OpCode::LegacyF32ToF16, Shape::NoOverload1}, B);
  }
  const NamedOp *N = findNamedOp(Name);
  if (!N)
    return nullptr;
  unsigned Args = N->Kind == NamedKind::QuadLaneAt ? 2 : 1;
  Type *Ty = CI.getType();
  if (CI.arg_size() != Args || CI.getArgOperand(0)->getType() != Ty)
    return nullptr;
  Type *Scalar = Ty->getScalarType();
  // Overloads DXIL allows (dxil-facts §6.3): no i1 for the prefix and bit
  // ops, integers only for the bit ops.
  bool IsBool = Scalar->isIntegerTy(1);
  if (!(Scalar->isIntegerTy() || Scalar->isFloatingPointTy()) ||
      (IsBool &&
       (N->Kind == NamedKind::PrefixOp || N->Kind == NamedKind::ActiveBit)) ||
      (N->Kind == NamedKind::ActiveBit && !Scalar->isIntegerTy()))
    return nullptr;
  Value *Lane = nullptr;
  if (N->Kind == NamedKind::QuadLaneAt)
    // The lane as written, a variable one too: DXC emits it so and its
    // validator accepts it.
    Lane = B.CreateZExtOrTrunc(CI.getArgOperand(1), B.getInt32Ty());
  Handled = true;
  unsigned Lanes =
      Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
  SmallVector<Value *, 4> Elts;
  for (unsigned I = 0; I < Lanes; ++I) {
    Value *V = lane(B, CI.getArgOperand(0), I);
    switch (N->Kind) {
    case NamedKind::ActiveOp:
      Elts.push_back(OB.call(OpCode::WaveActiveOp, Scalar, Scalar,
                             {V, B.getInt8(N->Op), B.getInt8(N->Sop)}));
      break;
    case NamedKind::PrefixOp:
      Elts.push_back(OB.call(OpCode::WavePrefixOp, Scalar, Scalar,
                             {V, B.getInt8(N->Op), B.getInt8(N->Sop)}));
      break;
    case NamedKind::ActiveBit:
      Elts.push_back(OB.call(OpCode::WaveActiveBit, Scalar, Scalar,
                             {V, B.getInt8(N->Op)}));
      break;
    case NamedKind::Quad:
      Elts.push_back(
          OB.call(OpCode::QuadOp, Scalar, Scalar, {V, B.getInt8(N->Op)}));
      break;
    case NamedKind::QuadLaneAt:
      Elts.push_back(
          OB.call(OpCode::QuadReadLaneAt, Scalar, Scalar, {V, Lane}));
      break;
    }
  }
  return buildFromScalars(B, Ty, Elts);
}

Value *OpLowering::lower(CallInst &CI, bool &Handled) {
  Handled = true;
  IRBuilder<> B(&CI);
  DXILOpBuilder OB(M, B);
  Intrinsic::ID ID = CI.getIntrinsicID();
  if (std::optional<Mapping> Map = getMapping(ID))
    return lowerMapped(CI, *Map, B);
  auto Arg = [&](unsigned I) { return CI.getArgOperand(I); };
  Type *I32 = B.getInt32Ty();
  switch (ID) {
  case Intrinsic::fma:
    if (CI.getType()->getScalarType()->isDoubleTy())
      return lowerMapped(CI, {OpCode::Fma, Shape::Elementwise}, B);
    // Only doubles have a fused op; HLSL's fma is double-only anyway.
    return lowerMapped(CI, {OpCode::FMad, Shape::Elementwise}, B);
  case Intrinsic::dx_fdot:
    return lowerDot(CI, B);
  case Intrinsic::dx_thread_id:
    return OB.call(OpCode::ThreadId, I32, I32, {Arg(0)});
  case Intrinsic::dx_group_id:
    return OB.call(OpCode::GroupId, I32, I32, {Arg(0)});
  case Intrinsic::dx_thread_id_in_group:
    return OB.call(OpCode::ThreadIdInGroup, I32, I32, {Arg(0)});
  case Intrinsic::dx_flattened_thread_id_in_group:
    return OB.call(OpCode::FlattenedThreadIdInGroup, I32, I32, {});
  case Intrinsic::dx_group_memory_barrier_with_group_sync:
    // SyncThreadGroup | TGSMFence.
    OB.call(OpCode::Barrier, nullptr, B.getVoidTy(), {B.getInt32(9)});
    return nullptr;
  case Intrinsic::dx_discard:
    OB.call(OpCode::Discard, nullptr, B.getVoidTy(), {Arg(0)});
    return nullptr;
  case Intrinsic::dx_wave_is_first_lane:
    return OB.call(OpCode::WaveIsFirstLane, nullptr, B.getInt1Ty(), {});
  case Intrinsic::dx_wave_getlaneindex:
    return OB.call(OpCode::WaveGetLaneIndex, nullptr, I32, {});
  case Intrinsic::dx_wave_get_lane_count:
    return OB.call(OpCode::WaveGetLaneCount, nullptr, I32, {});
  case Intrinsic::dx_wave_any:
    return OB.call(OpCode::WaveAnyTrue, nullptr, B.getInt1Ty(), {Arg(0)});
  case Intrinsic::dx_wave_all:
    return OB.call(OpCode::WaveAllTrue, nullptr, B.getInt1Ty(), {Arg(0)});
  case Intrinsic::dx_wave_active_countbits:
    return OB.call(OpCode::WaveAllBitCount, nullptr, I32, {Arg(0)});
  case Intrinsic::dx_wave_ballot: {
    Value *R = OB.call(OpCode::WaveActiveBallot, nullptr,
                       dxtypes::getFourI32(B.getContext()), {Arg(0)});
    SmallVector<Value *, 4> Elts;
    for (unsigned I = 0; I < 4; ++I)
      Elts.push_back(B.CreateExtractValue(R, I));
    return buildFromScalars(B, CI.getType(), Elts);
  }
  case Intrinsic::dx_wave_readlane: {
    SmallVector<Value *, 4> Elts;
    Type *Ty = CI.getType();
    unsigned Lanes =
        Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
    for (unsigned I = 0; I < Lanes; ++I) {
      Value *V = lane(B, Arg(0), I);
      Elts.push_back(OB.call(OpCode::WaveReadLaneAt, V->getType(), V->getType(),
                             {V, Arg(1)}));
    }
    return buildFromScalars(B, Ty, Elts);
  }
  case Intrinsic::dx_wave_reduce_sum:
  case Intrinsic::dx_wave_reduce_usum:
  case Intrinsic::dx_wave_reduce_max:
  case Intrinsic::dx_wave_reduce_umax:
  case Intrinsic::dx_wave_reduce_min:
  case Intrinsic::dx_wave_reduce_umin: {
    uint8_t Kind = WaveSum;
    if (ID == Intrinsic::dx_wave_reduce_max ||
        ID == Intrinsic::dx_wave_reduce_umax)
      Kind = WaveMax;
    else if (ID == Intrinsic::dx_wave_reduce_min ||
             ID == Intrinsic::dx_wave_reduce_umin)
      Kind = WaveMin;
    bool Unsigned = ID == Intrinsic::dx_wave_reduce_usum ||
                    ID == Intrinsic::dx_wave_reduce_umax ||
                    ID == Intrinsic::dx_wave_reduce_umin;
    Type *Ty = CI.getType();
    unsigned Lanes =
        Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
    SmallVector<Value *, 4> Elts;
    for (unsigned I = 0; I < Lanes; ++I) {
      Value *V = lane(B, Arg(0), I);
      Elts.push_back(OB.call(OpCode::WaveActiveOp, V->getType(), V->getType(),
                             {V, B.getInt8(Kind), B.getInt8(Unsigned)}));
    }
    return buildFromScalars(B, Ty, Elts);
  }
  case Intrinsic::dx_asdouble: {
    Type *Ty = CI.getType();
    unsigned Lanes =
        Ty->isVectorTy() ? cast<FixedVectorType>(Ty)->getNumElements() : 1;
    SmallVector<Value *, 4> Elts;
    for (unsigned I = 0; I < Lanes; ++I)
      Elts.push_back(OB.call(OpCode::MakeDouble, Ty->getScalarType(),
                             Ty->getScalarType(),
                             {lane(B, Arg(0), I), lane(B, Arg(1), I)}));
    return buildFromScalars(B, Ty, Elts);
  }
  case Intrinsic::dx_splitdouble: {
    // { iN lo, iN hi } (iN a vector for vector asuint): one splitDouble per
    // lane. Clang's users are extractvalues; rebuild the pair for them.
    Type *Ty = CI.getType();
    auto *ST = dyn_cast<StructType>(Ty);
    if (!ST || ST->getNumElements() != 2)
      break;
    Type *Part = ST->getElementType(0);
    unsigned Lanes =
        Part->isVectorTy() ? cast<FixedVectorType>(Part)->getNumElements() : 1;
    SmallVector<Value *, 4> Lo, Hi;
    for (unsigned I = 0; I < Lanes; ++I) {
      Value *V = lane(B, Arg(0), I);
      Value *S = OB.call(OpCode::SplitDouble, V->getType(),
                         dxtypes::getSplitDouble(B.getContext()), {V});
      Lo.push_back(B.CreateExtractValue(S, 0));
      Hi.push_back(B.CreateExtractValue(S, 1));
    }
    Value *LoV = buildFromScalars(B, Part, Lo);
    Value *HiV = buildFromScalars(B, Part, Hi);
    // Forward extractvalues directly: a struct of vectors would otherwise
    // outlive scalarization.
    for (User *U : make_early_inc_range(CI.users())) {
      auto *EV = dyn_cast<ExtractValueInst>(U);
      if (!EV || EV->getNumIndices() != 1)
        continue;
      EV->replaceAllUsesWith(EV->getIndices()[0] == 0 ? LoV : HiV);
      EV->eraseFromParent();
    }
    Value *Pair = B.CreateInsertValue(UndefValue::get(Ty), LoV, 0);
    return B.CreateInsertValue(Pair, HiV, 1);
  }
  case Intrinsic::uadd_with_overflow: {
    // AddUint64's low-word add: DXC's UAddc per lane, result and carry
    // forwarded to the extractvalues as for splitdouble.
    auto *ST = dyn_cast<StructType>(CI.getType());
    if (!ST || !ST->getElementType(0)->getScalarType()->isIntegerTy(32))
      break;
    Type *SumTy = ST->getElementType(0), *CarryTy = ST->getElementType(1);
    unsigned Lanes = SumTy->isVectorTy()
                         ? cast<FixedVectorType>(SumTy)->getNumElements()
                         : 1;
    SmallVector<Value *, 4> Sum, Carry;
    for (unsigned I = 0; I < Lanes; ++I) {
      Value *R =
          OB.call(OpCode::UAddc, I32, dxtypes::getI32Carry(B.getContext()),
                  {lane(B, Arg(0), I), lane(B, Arg(1), I)});
      Sum.push_back(B.CreateExtractValue(R, 0));
      Carry.push_back(B.CreateExtractValue(R, 1));
    }
    Value *SumV = buildFromScalars(B, SumTy, Sum);
    Value *CarryV = buildFromScalars(B, CarryTy, Carry);
    for (User *U : make_early_inc_range(CI.users())) {
      auto *EV = dyn_cast<ExtractValueInst>(U);
      if (!EV || EV->getNumIndices() != 1)
        continue;
      EV->replaceAllUsesWith(EV->getIndices()[0] == 0 ? SumV : CarryV);
      EV->eraseFromParent();
    }
    Value *Pair = B.CreateInsertValue(UndefValue::get(ST), SumV, 0);
    return B.CreateInsertValue(Pair, CarryV, 1);
  }
  case Intrinsic::dx_dot2add:
  case Intrinsic::dx_dot4add_i8packed:
  case Intrinsic::dx_dot4add_u8packed: {
    // Shader model 6.4 operations.
    std::optional<Profile> P = Ctx.profileFor(M);
    if (!P || !P->atLeast(6, 4)) {
      Ctx.error(lowercode::UnsupportedIntrinsic,
                "intrinsic '" + CI.getCalledFunction()->getName() +
                    "' needs shader model 6.4 or later",
                &CI);
      return UndefValue::get(CI.getType());
    }
    if (ID == Intrinsic::dx_dot2add) {
      // LLVM 22's form is already scalar: (float acc, half ax, ay, bx, by).
      if (CI.arg_size() != 5)
        break;
      SmallVector<Value *, 5> Args(CI.args());
      return OB.call(OpCode::Dot2AddHalf, CI.getType(), CI.getType(), Args);
    }
    OpCode Op = ID == Intrinsic::dx_dot4add_i8packed ? OpCode::Dot4AddI8Packed
                                                     : OpCode::Dot4AddU8Packed;
    return OB.call(Op, I32, I32, {Arg(0), Arg(1), Arg(2)});
  }
  case Intrinsic::not_intrinsic:
    Handled = false;
    return lowerNamed(CI, B, Handled);
  default:
    break;
  }
  Handled = false;
  return nullptr;
}

/// Intrinsics with no effect on DXIL semantics, dropped outright.
bool isDroppable(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::dbg_declare:
  case Intrinsic::dbg_value:
  case Intrinsic::dbg_label:
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
  // Clang marks a `static const` local with a run-time initializer invariant
  // after initializing it; a hint only.
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
    return true;
  default:
    return false;
  }
}

/// Intrinsics other passes own (resources, signatures).
bool isOwnedElsewhere(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::dx_resource_handlefrombinding:
  case Intrinsic::dx_resource_handlefromimplicitbinding:
  case Intrinsic::dx_resource_nonuniformindex:
  case Intrinsic::dx_load_input:
  case Intrinsic::dx_store_output:
    return true;
  default:
    return false;
  }
}

bool OpLowering::run() {
  bool Changed = false;
  SmallVector<Function *, 32> Intrinsics;
  for (Function &F : M)
    if (F.isIntrinsic())
      Intrinsics.push_back(&F);
  for (Function *F : Intrinsics) {
    Intrinsic::ID ID = F->getIntrinsicID();
    if (isOwnedElsewhere(ID))
      continue;
    // Pixel-input evaluation: dxil-eval-attribute, after the signatures.
    if (F->getName().starts_with("llvm.dx.dxild.eval.") ||
        F->getName().starts_with("llvm.dx.dxild.attribute.at.vertex."))
      continue;
    SmallVector<CallInst *, 8> Calls;
    for (User *U : F->users())
      if (auto *CI = dyn_cast<CallInst>(U))
        Calls.push_back(CI);
    for (CallInst *CI : Calls) {
      if (isDroppable(ID)) {
        // invariant.start's token is only used by invariant.end.
        if (!CI->use_empty())
          CI->replaceAllUsesWith(PoisonValue::get(CI->getType()));
        CI->eraseFromParent();
        Changed = true;
        continue;
      }
      bool Handled = false;
      Value *New = lower(*CI, Handled);
      if (!Handled) {
        Ctx.error(lowercode::UnsupportedIntrinsic,
                  "intrinsic '" + F->getName() + "' has no DXIL lowering", CI);
        break; // One diagnostic per intrinsic is enough.
      }
      if (New) {
        New->takeName(CI);
        SmallVector<Instruction *, 4> Users;
        if (isa<Constant>(New))
          for (User *U : CI->users())
            if (auto *I = dyn_cast<Instruction>(U))
              Users.push_back(I);
        CI->replaceAllUsesWith(New);
        foldConstantUsers(Users, M.getDataLayout());
      }
      CI->eraseFromParent();
      Changed = true;
    }
    if (F->use_empty())
      F->eraseFromParent();
  }
  return Changed;
}

} // namespace

PreservedAnalyses DXILOpLoweringPass::run(Module &M, ModuleAnalysisManager &) {
  OpLowering L(M, Ctx);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
