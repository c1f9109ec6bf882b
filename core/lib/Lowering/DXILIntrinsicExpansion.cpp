//===- DXILIntrinsicExpansion.cpp - Expand intrinsics DXIL lacks ----------===//
//
// The expansions follow DXC's HLOperationLower formulas, so results match
// DXC's rounding behaviour (e.g. pow(x, y) = exp2(y * log2(x))).
//
//===----------------------------------------------------------------------===//

#include "Lowering/DXILIntrinsicExpansion.h"
#include "Lowering/LoweringContext.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/FloatingPointMode.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

using namespace llvm;

namespace dxild {

namespace {

Constant *splatFP(Type *Ty, double V) { return ConstantFP::get(Ty, V); }

/// Horizontal reduction of a vector with \p Combine; scalars pass through.
Value *reduce(IRBuilder<> &B, Value *V,
              function_ref<Value *(Value *, Value *)> Combine) {
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  if (!VT)
    return V;
  Value *Acc = B.CreateExtractElement(V, uint64_t(0));
  for (unsigned I = 1, E = VT->getNumElements(); I != E; ++I)
    Acc = Combine(Acc, B.CreateExtractElement(V, uint64_t(I)));
  return Acc;
}

Value *dotSelf(IRBuilder<> &B, Value *X) {
  Type *Ty = X->getType();
  if (!Ty->isVectorTy())
    return B.CreateFMul(X, X);
  return B.CreateIntrinsic(Ty->getScalarType(), Intrinsic::dx_fdot, {X, X});
}

/// Whether \p X (a float or vector of floats) is in one of the classes of
/// \p Mask (llvm::FPClassTest), tested on its bits: sign, exponent and
/// quiet bit, as the integer compare it came from did.
Value *fpClassTest(IRBuilder<> &B, Value *X, unsigned Mask) {
  Type *FTy = X->getType();
  const fltSemantics &Sem = FTy->getScalarType()->getFltSemantics();
  unsigned Bits = FTy->getScalarSizeInBits();
  Type *IntTy = FTy->getWithNewType(B.getIntNTy(Bits));
  auto C = [&](const APInt &V) { return ConstantInt::get(IntTy, V); };
  APInt Sign = APInt::getSignMask(Bits);
  APInt Inf = APFloat::getInf(Sem).bitcastToAPInt();
  APInt QNaN = APFloat::getQNaN(Sem).bitcastToAPInt();
  APInt MinNormal = APFloat::getSmallestNormalized(Sem).bitcastToAPInt();
  Value *I = B.CreateBitCast(X, IntTy);
  Value *Abs = B.CreateAnd(I, C(~Sign));
  Value *Result = nullptr;
  // Class \p Make tests, for the signs the mask names of it.
  auto Add = [&](unsigned Neg, unsigned Pos, function_ref<Value *()> Make) {
    bool N = Mask & Neg, P = Mask & Pos;
    if (!N && !P)
      return;
    Value *Class = Make();
    if (N != P) {
      Value *Zero = C(APInt(Bits, 0));
      Class = B.CreateAnd(Class, N ? B.CreateICmpSLT(I, Zero)
                                   : B.CreateICmpSGE(I, Zero));
    }
    Result = Result ? B.CreateOr(Result, Class) : Class;
  };
  // Abs in [Lo, Hi).
  auto Within = [&](const APInt &Lo, const APInt &Hi) {
    Value *AtLeast = B.CreateICmpUGE(Abs, C(Lo));
    Value *Below = B.CreateICmpULT(Abs, C(Hi));
    return B.CreateAnd(AtLeast, Below);
  };
  Add(fcNegZero, fcPosZero,
      [&] { return B.CreateICmpEQ(Abs, C(APInt(Bits, 0))); });
  Add(fcNegSubnormal, fcPosSubnormal,
      [&] { return Within(APInt(Bits, 1), MinNormal); });
  Add(fcNegNormal, fcPosNormal, [&] { return Within(MinNormal, Inf); });
  Add(fcNegInf, fcPosInf, [&] { return B.CreateICmpEQ(Abs, C(Inf)); });
  if ((Mask & fcNan) == fcNan)
    Add(fcNan, fcNan, [&] { return B.CreateICmpUGT(Abs, C(Inf)); });
  else if (Mask & fcQNan)
    Add(fcQNan, fcQNan, [&] { return B.CreateICmpUGE(Abs, C(QNaN)); });
  else if (Mask & fcSNan)
    Add(fcSNan, fcSNan, [&] { return Within(Inf + 1, QNaN); });
  return Result ? Result : ConstantInt::getFalse(IntTy->getWithNewBitWidth(1));
}

/// Returns the replacement for \p CI, or null when \p CI is left alone.
Value *expand(CallInst &CI, IRBuilder<> &B) {
  Intrinsic::ID ID = CI.getIntrinsicID();
  Type *Ty = CI.getType();
  auto Arg = [&](unsigned I) { return CI.getArgOperand(I); };
  switch (ID) {
  default:
    return nullptr;
  case Intrinsic::dx_normalize: {
    Value *X = Arg(0);
    Value *D = dotSelf(B, X);
    Value *R = B.CreateIntrinsic(D->getType(), Intrinsic::dx_rsqrt, {D});
    if (Ty->isVectorTy())
      R = B.CreateVectorSplat(cast<FixedVectorType>(Ty)->getNumElements(), R);
    return B.CreateFMul(X, R);
  }
  case Intrinsic::dx_cross: {
    // a.yzx * b.zxy - a.zxy * b.yzx
    Value *A = Arg(0), *Bv = Arg(1);
    Value *AYZX = B.CreateShuffleVector(A, {1, 2, 0});
    Value *AZXY = B.CreateShuffleVector(A, {2, 0, 1});
    Value *BYZX = B.CreateShuffleVector(Bv, {1, 2, 0});
    Value *BZXY = B.CreateShuffleVector(Bv, {2, 0, 1});
    return B.CreateFSub(B.CreateFMul(AYZX, BZXY), B.CreateFMul(AZXY, BYZX));
  }
  case Intrinsic::dx_lerp: {
    // DXC: x + s * (y - x).
    Value *X = Arg(0), *Y = Arg(1), *S = Arg(2);
    return B.CreateFAdd(X, B.CreateFMul(S, B.CreateFSub(Y, X)));
  }
  case Intrinsic::dx_step: {
    // step(edge, x) = x < edge ? 0 : 1.
    Value *Edge = Arg(0), *X = Arg(1);
    Value *Lt = B.CreateFCmpOLT(X, Edge);
    return B.CreateSelect(Lt, splatFP(Ty, 0.0), splatFP(Ty, 1.0));
  }
  case Intrinsic::dx_sign: {
    Value *X = Arg(0);
    Value *Zero = Constant::getNullValue(X->getType());
    Value *Gt, *Lt;
    if (X->getType()->isFPOrFPVectorTy()) {
      Gt = B.CreateFCmpOLT(Zero, X);
      Lt = B.CreateFCmpOLT(X, Zero);
    } else {
      Gt = B.CreateICmpSLT(Zero, X);
      Lt = B.CreateICmpSLT(X, Zero);
    }
    return B.CreateSub(B.CreateZExt(Gt, Ty), B.CreateZExt(Lt, Ty));
  }
  case Intrinsic::dx_sclamp:
    return B.CreateBinaryIntrinsic(
        Intrinsic::smin,
        B.CreateBinaryIntrinsic(Intrinsic::smax, Arg(0), Arg(1)), Arg(2));
  case Intrinsic::dx_uclamp:
    return B.CreateBinaryIntrinsic(
        Intrinsic::umin,
        B.CreateBinaryIntrinsic(Intrinsic::umax, Arg(0), Arg(1)), Arg(2));
  case Intrinsic::dx_nclamp:
    return B.CreateBinaryIntrinsic(
        Intrinsic::minnum,
        B.CreateBinaryIntrinsic(Intrinsic::maxnum, Arg(0), Arg(1)), Arg(2));
  case Intrinsic::pow: {
    Value *L = B.CreateUnaryIntrinsic(Intrinsic::log2, Arg(0));
    return B.CreateUnaryIntrinsic(Intrinsic::exp2, B.CreateFMul(Arg(1), L));
  }
  case Intrinsic::copysign: {
    // InstCombine makes it of `0.0 * sign(v)` when `precise` keeps it from
    // folding the product (SpartanEngine's octahedral decode): x's
    // magnitude bits with y's sign bit.
    unsigned Bits = Ty->getScalarSizeInBits();
    Type *IntTy = Ty->getWithNewType(B.getIntNTy(Bits));
    APInt Sign = APInt::getSignMask(Bits);
    Value *Mag = B.CreateAnd(B.CreateBitCast(Arg(0), IntTy),
                             ConstantInt::get(IntTy, ~Sign));
    Value *SignBit = B.CreateAnd(B.CreateBitCast(Arg(1), IntTy),
                                 ConstantInt::get(IntTy, Sign));
    return B.CreateBitCast(B.CreateOr(Mag, SignBit), Ty);
  }
  case Intrinsic::is_fpclass: {
    // InstCombine's form of an integer test of a float's bits (`asuint(x)
    // != 0`: FidelityFX BrixelizerGI's probe weights); DXIL has no such
    // operation, so back to the bits.
    auto *Mask = dyn_cast<ConstantInt>(Arg(1));
    if (!Mask)
      return nullptr;
    return fpClassTest(B, Arg(0), Mask->getZExtValue());
  }
  case Intrinsic::powi: {
    Value *N = B.CreateSIToFP(Arg(1), Ty->getScalarType());
    if (Ty->isVectorTy())
      N = B.CreateVectorSplat(cast<FixedVectorType>(Ty)->getNumElements(), N);
    Value *L = B.CreateUnaryIntrinsic(Intrinsic::log2, Arg(0));
    return B.CreateUnaryIntrinsic(Intrinsic::exp2, B.CreateFMul(N, L));
  }
  case Intrinsic::ldexp: {
    // InstCombine's form of `x * exp2(float(i))` (the prelude's ldexp and
    // hand-written ones alike): DXIL has no ldexp, so back to exp2.
    Value *E = B.CreateSIToFP(Arg(1), Ty);
    return B.CreateFMul(Arg(0), B.CreateUnaryIntrinsic(Intrinsic::exp2, E));
  }
  case Intrinsic::exp:
    return B.CreateUnaryIntrinsic(
        Intrinsic::exp2, B.CreateFMul(Arg(0), splatFP(Ty, numbers::log2e)));
  case Intrinsic::log:
    return B.CreateFMul(B.CreateUnaryIntrinsic(Intrinsic::log2, Arg(0)),
                        splatFP(Ty, numbers::ln2));
  case Intrinsic::log10:
    return B.CreateFMul(B.CreateUnaryIntrinsic(Intrinsic::log2, Arg(0)),
                        splatFP(Ty, numbers::ln2 / numbers::ln10));
  case Intrinsic::abs: {
    Value *X = Arg(0);
    return B.CreateBinaryIntrinsic(Intrinsic::smax, X, B.CreateNeg(X));
  }
  case Intrinsic::dx_any:
  case Intrinsic::dx_all: {
    Value *X = Arg(0);
    Value *Zero = Constant::getNullValue(X->getType());
    Value *NE = X->getType()->isFPOrFPVectorTy() ? B.CreateFCmpUNE(X, Zero)
                                                 : B.CreateICmpNE(X, Zero);
    bool IsAny = ID == Intrinsic::dx_any;
    return reduce(B, NE, [&](Value *L, Value *R) {
      return IsAny ? B.CreateOr(L, R) : B.CreateAnd(L, R);
    });
  }
  case Intrinsic::dx_degrees:
    return B.CreateFMul(Arg(0), splatFP(Ty, 180.0 / numbers::pi));
  case Intrinsic::dx_radians:
    return B.CreateFMul(Arg(0), splatFP(Ty, numbers::pi / 180.0));
  case Intrinsic::dx_sdot:
  case Intrinsic::dx_udot: {
    Value *P = B.CreateMul(Arg(0), Arg(1));
    return reduce(B, P, [&](Value *L, Value *R) { return B.CreateAdd(L, R); });
  }
  case Intrinsic::atan2: {
    // DXC's quadrant fix-up of atan(y / x) (HLOperationLower): the x == 0
    // cases override the division's inf/NaN, and atan2(0, 0) is pi/2 there.
    Value *Y = Arg(0), *X = Arg(1);
    Value *At = B.CreateUnaryIntrinsic(Intrinsic::atan, B.CreateFDiv(Y, X));
    Constant *Zero = splatFP(Ty, 0.0), *Pi = splatFP(Ty, numbers::pi);
    Value *AtPlusPi = B.CreateFAdd(At, Pi);
    Value *AtMinusPi = B.CreateFSub(At, Pi);
    Value *XLt0 = B.CreateFCmpOLT(X, Zero);
    Value *XEq0 = B.CreateFCmpOEQ(X, Zero);
    Value *YGe0 = B.CreateFCmpOGE(Y, Zero);
    Value *YLt0 = B.CreateFCmpOLT(Y, Zero);
    Value *R = B.CreateSelect(B.CreateAnd(XLt0, YGe0), AtPlusPi, At);
    R = B.CreateSelect(B.CreateAnd(XLt0, YLt0), AtMinusPi, R);
    R = B.CreateSelect(B.CreateAnd(XEq0, YLt0), splatFP(Ty, -numbers::pi / 2),
                       R);
    return B.CreateSelect(B.CreateAnd(XEq0, YGe0), splatFP(Ty, numbers::pi / 2),
                          R);
  }
  case Intrinsic::round: {
    // llvm.round rounds halfway cases away from zero; DXIL only has
    // round-to-nearest-even, so adjust trunc(x) by one step toward x's
    // sign when the dropped fraction is at least one half.
    Value *X = Arg(0);
    Value *T = B.CreateUnaryIntrinsic(Intrinsic::trunc, X);
    Value *Frac = B.CreateUnaryIntrinsic(Intrinsic::fabs, B.CreateFSub(X, T));
    Value *Step = B.CreateSelect(B.CreateFCmpOLT(X, splatFP(Ty, 0.0)),
                                 splatFP(Ty, -1.0), splatFP(Ty, 1.0));
    return B.CreateSelect(B.CreateFCmpOGE(Frac, splatFP(Ty, 0.5)),
                          B.CreateFAdd(T, Step), T);
  }
  case Intrinsic::cttz:
  case Intrinsic::ctlz: {
    // The optimizer's idiom recognition produces these (at -O1 a "find the
    // lowest set bit" loop becomes cttz). DXIL's FirstbitLo gives the same
    // position from the low end and FirstbitHi the leading-zero count from
    // the high end, but both return -1 for zero where these return the
    // width (unless zero was declared poison).
    Value *X = Arg(0);
    Type *PosTy = Ty->getWithNewBitWidth(32);
    Value *Pos =
        B.CreateIntrinsic(PosTy,
                          ID == Intrinsic::cttz ? Intrinsic::dx_firstbitlow
                                                : Intrinsic::dx_firstbituhigh,
                          {X});
    Value *Res = B.CreateZExtOrTrunc(Pos, Ty);
    if (cast<ConstantInt>(Arg(1))->isOne())
      return Res;
    return B.CreateSelect(B.CreateICmpEQ(X, Constant::getNullValue(Ty)),
                          ConstantInt::get(Ty, Ty->getScalarSizeInBits()), Res);
  }
  // Funnel shifts (InstCombine forms them from rotates, `(x << k) | (x >>
  // (32 - k))`): two shifts of at most width - 1 each, so that a shift by
  // 0 leaves the other operand out without a shift by the full width.
  case Intrinsic::fshl:
  case Intrinsic::fshr: {
    unsigned Bits = Ty->getScalarSizeInBits();
    Value *Sh = B.CreateAnd(Arg(2), ConstantInt::get(Ty, Bits - 1));
    Value *Rest = B.CreateXor(Sh, ConstantInt::get(Ty, Bits - 1));
    Value *One = ConstantInt::get(Ty, 1);
    if (ID == Intrinsic::fshl)
      return B.CreateOr(B.CreateShl(Arg(0), Sh),
                        B.CreateLShr(B.CreateLShr(Arg(1), One), Rest));
    return B.CreateOr(B.CreateLShr(Arg(1), Sh),
                      B.CreateShl(B.CreateShl(Arg(0), One), Rest));
  }
  // Saturating arithmetic (the optimizer forms it from clamped sums and
  // differences: `x > y ? x - y : 0`).
  case Intrinsic::usub_sat:
    return B.CreateSub(B.CreateBinaryIntrinsic(Intrinsic::umax, Arg(0), Arg(1)),
                       Arg(1));
  case Intrinsic::uadd_sat:
    return B.CreateAdd(Arg(0), B.CreateBinaryIntrinsic(Intrinsic::umin, Arg(1),
                                                       B.CreateNot(Arg(0))));
  case Intrinsic::sadd_sat:
  case Intrinsic::ssub_sat: {
    bool Add = ID == Intrinsic::sadd_sat;
    Value *R = Add ? B.CreateAdd(Arg(0), Arg(1)) : B.CreateSub(Arg(0), Arg(1));
    // Overflow: the result's sign differs from both operands' (a sum) or
    // from the minuend's where the operands' signs differ (a difference).
    Value *Ovf =
        Add ? B.CreateAnd(B.CreateXor(Arg(0), R), B.CreateXor(Arg(1), R))
            : B.CreateAnd(B.CreateXor(Arg(0), Arg(1)), B.CreateXor(Arg(0), R));
    unsigned Bits = Ty->getScalarSizeInBits();
    Value *Zero = Constant::getNullValue(Ty);
    Value *Limit =
        B.CreateSelect(B.CreateICmpSLT(Arg(0), Zero),
                       ConstantInt::get(Ty, APInt::getSignedMinValue(Bits)),
                       ConstantInt::get(Ty, APInt::getSignedMaxValue(Bits)));
    return B.CreateSelect(B.CreateICmpSLT(Ovf, Zero), Limit, R);
  }
  case Intrinsic::fmuladd:
    // DXIL's FMad is exactly HLSL mad; only doubles get a fused op, and
    // fmuladd allows either, so vectors are split later like any other op.
    return nullptr;
  // Horizontal reductions (the optimizer forms them from HLSL code that
  // sums or multiplies a vector's elements): a left fold, element 0 first,
  // which is also the order of the strict floating-point forms.
  case Intrinsic::vector_reduce_add:
    return reduce(B, Arg(0),
                  [&](Value *A, Value *C) { return B.CreateAdd(A, C); });
  case Intrinsic::vector_reduce_mul:
    return reduce(B, Arg(0),
                  [&](Value *A, Value *C) { return B.CreateMul(A, C); });
  case Intrinsic::vector_reduce_and:
    return reduce(B, Arg(0),
                  [&](Value *A, Value *C) { return B.CreateAnd(A, C); });
  case Intrinsic::vector_reduce_or:
    return reduce(B, Arg(0),
                  [&](Value *A, Value *C) { return B.CreateOr(A, C); });
  case Intrinsic::vector_reduce_xor:
    return reduce(B, Arg(0),
                  [&](Value *A, Value *C) { return B.CreateXor(A, C); });
  case Intrinsic::vector_reduce_smax:
  case Intrinsic::vector_reduce_smin:
  case Intrinsic::vector_reduce_umax:
  case Intrinsic::vector_reduce_umin:
  case Intrinsic::vector_reduce_fmax:
  case Intrinsic::vector_reduce_fmin: {
    Intrinsic::ID Op = getMinMaxReductionIntrinsicOp(ID);
    return reduce(B, Arg(0), [&](Value *A, Value *C) {
      return B.CreateBinaryIntrinsic(Op, A, C);
    });
  }
  case Intrinsic::vector_reduce_fadd:
  case Intrinsic::vector_reduce_fmul: {
    bool IsAdd = ID == Intrinsic::vector_reduce_fadd;
    auto *VT = cast<FixedVectorType>(Arg(1)->getType());
    Value *Acc = Arg(0);
    for (unsigned I = 0, E = VT->getNumElements(); I != E; ++I) {
      Value *Elt = B.CreateExtractElement(Arg(1), uint64_t(I));
      Acc = IsAdd ? B.CreateFAdd(Acc, Elt) : B.CreateFMul(Acc, Elt);
    }
    return Acc;
  }
  }
}

} // namespace

PreservedAnalyses DXILIntrinsicExpansionPass::run(Module &M,
                                                  ModuleAnalysisManager &) {
  bool Changed = false;
  SmallVector<CallInst *, 16> Worklist;
  for (Function &F : M)
    if (F.isIntrinsic())
      for (User *U : F.users())
        if (auto *CI = dyn_cast<CallInst>(U))
          Worklist.push_back(CI);
  // Expansions may create intrinsics that expand further (normalize uses
  // fdot, pow creates log2/exp2 that lower directly), so iterate.
  while (!Worklist.empty()) {
    CallInst *CI = Worklist.pop_back_val();
    IRBuilder<> B(CI);
    if (isa<FPMathOperator>(CI))
      B.setFastMathFlags(CI->getFastMathFlags());
    Value *New = expand(*CI, B);
    if (!New)
      continue;
    New->takeName(CI);
    CI->replaceAllUsesWith(New);
    CI->eraseFromParent();
    Changed = true;
  }
  (void)Ctx;
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
