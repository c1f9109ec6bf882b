//===- DXILRayQuery.cpp - Inline ray tracing operations -------------------===//

#include "Lowering/DXILRayQuery.h"

#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

constexpr StringLiteral Prefix = "llvm.dx.dxild.rayquery.";

enum class StateClass { Scalar, Vector, Matrix };

/// The class of state read \p Opcode, or none for an opcode that is not a
/// RayQuery state read (184-215 but 213, the ray tracing GeometryIndex).
std::optional<StateClass> stateClass(uint64_t Opcode) {
  switch (Opcode) {
  case 186: // Candidate/Committed ObjectToWorld3x4, WorldToObject3x4
  case 187:
  case 188:
  case 189:
    return StateClass::Matrix;
  case 193: // Candidate/Committed TriangleBarycentrics
  case 194:
  case 196: // WorldRayOrigin, WorldRayDirection
  case 197:
  case 205: // Candidate ObjectRayOrigin/Direction
  case 206:
  case 211: // Committed ObjectRayOrigin/Direction
  case 212:
    return StateClass::Vector;
  case 213:
    return std::nullopt;
  default:
    if (Opcode >= 184 && Opcode <= 215)
      return StateClass::Scalar;
    return std::nullopt;
  }
}

Value *lowerState(CallInst &CI, IRBuilder<> &B, LoweringContext &Ctx) {
  DXILOpBuilder OB(*CI.getModule(), B);
  auto *Op = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  std::optional<StateClass> Class =
      Op ? stateClass(Op->getZExtValue()) : std::nullopt;
  Type *Ty = CI.getType();
  auto *VT = dyn_cast<FixedVectorType>(Ty);
  Type *Elem = Ty->getScalarType();
  const bool Shaped =
      Class &&
      (*Class == StateClass::Matrix   ? VT && VT->getNumElements() == 12
       : *Class == StateClass::Vector ? VT && VT->getNumElements() <= 4
                                      : !VT) &&
      (Elem->isFloatTy() || Elem->isIntegerTy(32) || Elem->isIntegerTy(1));
  if (!Shaped) {
    Ctx.error(lowercode::UnsupportedIntrinsic,
              "a RayQuery state read has an unexpected opcode or type (the "
              "prelude and the lowering disagree)",
              &CI);
    return UndefValue::get(Ty);
  }
  auto Code = OpCode(Op->getZExtValue());
  Value *Query = CI.getArgOperand(1);
  if (*Class == StateClass::Scalar)
    return OB.call(Code, Ty, Ty, {Query});
  Value *V = PoisonValue::get(Ty);
  if (*Class == StateClass::Vector) {
    for (unsigned I = 0; I < VT->getNumElements(); ++I)
      V = B.CreateInsertElement(
          V, OB.call(Code, Elem, Elem, {Query, B.getInt8(I)}), I);
    return V;
  }
  // float3x4 in Clang's column-major flat vector: [r][c] at r + c * 3.
  for (unsigned C = 0; C < 4; ++C)
    for (unsigned R = 0; R < 3; ++R)
      V = B.CreateInsertElement(
          V, OB.call(Code, Elem, Elem, {Query, B.getInt32(R), B.getInt8(C)}),
          R + C * 3);
  return V;
}

/// RAY_FLAG_FORCE_OMM_2_STATE and RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS.
constexpr uint64_t ForceOMM2State = 0x400;
constexpr uint64_t AllowOpacityMicromaps = 1;

/// Whether the profile is at least shader model 6.\p Minor; otherwise
/// \p Refusal is reported at \p CI. Inline ray tracing is 6.5 (checked once
/// per query, at its allocation, and per TraceRayInline), RayQuery flags
/// 6.9.
bool checkShaderModel(CallInst &CI, LoweringContext &Ctx, unsigned Minor,
                      const char *Refusal) {
  std::optional<Profile> P = Ctx.profileFor(*CI.getModule());
  if (P && P->atLeast(6, Minor))
    return true;
  Ctx.error(lowercode::UnsupportedIntrinsic, Refusal, &CI);
  return false;
}

constexpr const char *NeedsSM65 =
    "RayQuery (inline ray tracing) needs shader model 6.5 or later";

} // namespace

Value *lowerRayQueryOp(CallInst &CI, IRBuilder<> &B, LoweringContext &Ctx,
                       bool &Handled) {
  StringRef Name = CI.getCalledFunction()->getName();
  if (!Name.consume_front(Prefix))
    return nullptr;
  DXILOpBuilder OB(*CI.getModule(), B);
  Type *I1 = B.getInt1Ty();
  Type *Void = B.getVoidTy();
  auto Arg = [&](unsigned I) { return CI.getArgOperand(I); };
  auto Unexpected = [&]() -> Value * {
    Ctx.error(lowercode::UnsupportedIntrinsic,
              "intrinsic '" + CI.getCalledFunction()->getName() +
                  "' has an unexpected signature (the prelude and the "
                  "lowering disagree)",
              &CI);
    return CI.getType()->isVoidTy() ? nullptr : UndefValue::get(CI.getType());
  };
  Handled = true;
  if (Name.starts_with("state."))
    return CI.arg_size() == 2 ? lowerState(CI, B, Ctx) : Unexpected();
  if (Name == "allocate") {
    if (CI.arg_size() != 2)
      return Unexpected();
    if (!checkShaderModel(CI, Ctx, 5, NeedsSM65))
      return UndefValue::get(CI.getType());
    auto *RayFlags = dyn_cast<ConstantInt>(Arg(0));
    auto *QueryFlags = dyn_cast<ConstantInt>(Arg(1));
    if (!RayFlags || !QueryFlags) {
      // DXIL takes the flags as immediates (the validator checks it).
      Ctx.error(lowercode::UnsupportedIntrinsic,
                "RayQuery's flags (its template arguments) must be constants",
                &CI);
      return UndefValue::get(CI.getType());
    }
    if (QueryFlags->isZero())
      return OB.call(OpCode::AllocateRayQuery, nullptr, B.getInt32Ty(),
                     {RayFlags});
    // RayQuery flags (opacity micromaps): AllocateRayQuery2, as DXC.
    if (!checkShaderModel(CI, Ctx, 9, "RayQuery flags need shader model 6.9"))
      return UndefValue::get(CI.getType());
    if ((RayFlags->getZExtValue() & ForceOMM2State) &&
        !(QueryFlags->getZExtValue() & AllowOpacityMicromaps)) {
      Ctx.error(lowercode::UnsupportedIntrinsic,
                "RAY_FLAG_FORCE_OMM_2_STATE needs the RayQuery flag "
                "RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS",
                &CI);
      return UndefValue::get(CI.getType());
    }
    return OB.call(OpCode::AllocateRayQuery2, nullptr, B.getInt32Ty(),
                   {RayFlags, QueryFlags});
  }
  if (Name == "proceed")
    return CI.arg_size() == 1
               ? OB.call(OpCode::RayQuery_Proceed, I1, I1, {Arg(0)})
               : Unexpected();
  std::optional<OpCode> VoidOp =
      StringSwitch<std::optional<OpCode>>(Name)
          .Case("abort", OpCode::RayQuery_Abort)
          .Case("commit.triangle", OpCode::RayQuery_CommitNonOpaqueTriangleHit)
          .Case("commit.procedural",
                OpCode::RayQuery_CommitProceduralPrimitiveHit)
          .Default(std::nullopt);
  if (!VoidOp) {
    Handled = false;
    return nullptr;
  }
  SmallVector<Value *, 2> Args(CI.args());
  OB.call(*VoidOp, nullptr, Void, Args);
  return nullptr;
}

void lowerTraceRayInline(CallInst &CI, LoweringContext &Ctx) {
  IRBuilder<> B(&CI);
  DXILOpBuilder OB(*CI.getModule(), B);
  auto Vec3 = [](Value *V) {
    auto *VT = dyn_cast<FixedVectorType>(V->getType());
    return VT && VT->getNumElements() == 3 && VT->getElementType()->isFloatTy();
  };
  if (CI.arg_size() != 8 || !Vec3(CI.getArgOperand(4)) ||
      !Vec3(CI.getArgOperand(6))) {
    Ctx.error(lowercode::UnsupportedIntrinsic,
              "RayQuery::TraceRayInline reached the lowering with an "
              "unexpected signature (the prelude and the lowering disagree)",
              &CI);
    CI.eraseFromParent();
    return;
  }
  if (!checkShaderModel(CI, Ctx, 5, NeedsSM65)) {
    CI.eraseFromParent();
    return;
  }
  // (query, acceleration structure, flags, mask, origin xyz, tmin,
  // direction xyz, tmax).
  SmallVector<Value *, 12> Args{CI.getArgOperand(1),
                                OB.castToHandle(CI.getArgOperand(0)),
                                CI.getArgOperand(2), CI.getArgOperand(3)};
  for (unsigned I = 0; I < 3; ++I)
    Args.push_back(B.CreateExtractElement(CI.getArgOperand(4), I));
  Args.push_back(CI.getArgOperand(5));
  for (unsigned I = 0; I < 3; ++I)
    Args.push_back(B.CreateExtractElement(CI.getArgOperand(6), I));
  Args.push_back(CI.getArgOperand(7));
  OB.call(OpCode::RayQuery_TraceRayInline, nullptr, B.getVoidTy(), Args);
  CI.eraseFromParent();
}

} // namespace dxild
