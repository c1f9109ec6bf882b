//===- WidenNarrowIntegers.cpp - Undo i8/i16 narrowing -------------------===//

#include "Intrinsics/WidenNarrowIntegers.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ConstantFolder.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

using namespace llvm;

namespace dxild {

namespace {

/// Whether \p T is an integer type DXIL lacks: narrower than 32 bits (i1
/// aside), except i16 when 16-bit types are native (\p Native16).
bool isNarrow(Type *T, bool Native16) {
  auto *IT = dyn_cast<IntegerType>(T->getScalarType());
  return IT && IT->getBitWidth() > 1 && IT->getBitWidth() < 32 &&
         !(Native16 && IT->getBitWidth() == 16);
}

bool touchesNarrow(const Instruction &I, bool Native16) {
  if (isNarrow(I.getType(), Native16))
    return true;
  for (const Value *Op : I.operands())
    // A call's narrow constant is an immediate (the i8 column of
    // `llvm.dx.load.input`), not arithmetic to widen.
    if (isNarrow(Op->getType(), Native16) &&
        !(isa<CallBase>(I) && isa<Constant>(Op)))
      return true;
  return false;
}

/// Whether the pass can rewrite \p I (an instruction with a narrow result or
/// operand).
bool supported(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::Add:
  case Instruction::Sub:
  case Instruction::Mul:
  case Instruction::Shl:
  case Instruction::UDiv:
  case Instruction::URem:
  case Instruction::SDiv:
  case Instruction::SRem:
  case Instruction::LShr:
  case Instruction::AShr:
  case Instruction::And:
  case Instruction::Or:
  case Instruction::Xor:
  case Instruction::Trunc:
  case Instruction::ZExt:
  case Instruction::SExt:
  case Instruction::ICmp:
  case Instruction::Select:
  case Instruction::PHI:
  case Instruction::Freeze:
  case Instruction::UIToFP:
  case Instruction::SIToFP:
  case Instruction::FPToUI:
  case Instruction::FPToSI:
  // Vectors of narrow values (`(v & 0xFFFFu) / 3u` on a uint2 becomes
  // `udiv <2 x i16>`), element by element.
  case Instruction::ExtractElement:
  case Instruction::InsertElement:
  case Instruction::ShuffleVector:
    return true;
  // InstCombine narrows a switch over a value it knows small
  // (`switch i8 (trunc i32 %x)`).
  case Instruction::Switch:
    return true;
  // Bit and min/max intrinsics InstCombine narrows along with the values
  // they take (`reversebits(x) >> 28` becomes `llvm.bitreverse.i4`).
  case Instruction::Call:
    if (const auto *II = dyn_cast<IntrinsicInst>(&I)) {
      switch (II->getIntrinsicID()) {
      case Intrinsic::bitreverse:
      case Intrinsic::ctpop:
      case Intrinsic::ctlz:
      case Intrinsic::cttz:
      case Intrinsic::abs:
      case Intrinsic::umin:
      case Intrinsic::umax:
      case Intrinsic::smin:
      case Intrinsic::smax:
        return true;
      default:
        break;
      }
    }
    return false;
  default:
    return false;
  }
}

class Widener {
public:
  Widener(Function &F, bool Native16)
      : F(F), I32(Type::getInt32Ty(F.getContext())), Native16(Native16) {}

  bool run() {
    if (F.isDeclaration() || isNarrow(F.getReturnType(), Native16))
      return false;
    for (Argument &A : F.args())
      if (isNarrow(A.getType(), Native16))
        return false;
    // Reverse post-order: a definition comes before its uses (phis aside).
    SmallVector<Instruction *, 16> Narrow;
    for (BasicBlock *BB : ReversePostOrderTraversal<Function *>(&F))
      for (Instruction &I : *BB) {
        if (!touchesNarrow(I, Native16))
          continue;
        if (!supported(I))
          return false;
        Narrow.push_back(&I);
      }
    if (Narrow.empty())
      return false;
    // Phis first (their incoming values may be defined later), then the
    // rest in order, so that each operand's wide form exists when needed.
    for (Instruction *I : Narrow)
      if (auto *Phi = dyn_cast<PHINode>(I);
          Phi && isNarrow(Phi->getType(), Native16))
        Wide[Phi] = PHINode::Create(
            wideType(Phi->getType()), Phi->getNumIncomingValues(),
            Phi->getName() + ".wide", Phi->getIterator());
    for (Instruction *I : Narrow)
      rewrite(*I);
    for (Instruction *I : Narrow)
      if (auto *Phi = dyn_cast<PHINode>(I);
          Phi && isNarrow(Phi->getType(), Native16)) {
        auto *WidePhi = cast<PHINode>(Wide[Phi]);
        for (unsigned K = 0, E = Phi->getNumIncomingValues(); K != E; ++K)
          WidePhi->addIncoming(wide(Phi->getIncomingValue(K)),
                               Phi->getIncomingBlock(K));
      }
    // Narrow instructions now only feed each other: drop them together.
    for (Instruction *I : Narrow)
      I->dropAllReferences();
    for (Instruction *I : Narrow)
      I->eraseFromParent();
    return true;
  }

private:
  unsigned widthOf(Type *T) {
    return cast<IntegerType>(T->getScalarType())->getBitWidth();
  }
  /// i32, or a vector of i32 for a vector \p T.
  Type *wideType(Type *T) {
    if (auto *VT = dyn_cast<VectorType>(T))
      return VectorType::get(I32, VT->getElementCount());
    return I32;
  }
  /// The low \p Bits set, in \p WideTy (splat for a vector).
  Constant *mask(Type *WideTy, unsigned Bits) {
    return ConstantInt::get(WideTy, APInt::getLowBitsSet(32, Bits));
  }

  /// The zero-extended i32 form of narrow value \p V (a vector of them for
  /// a vector).
  Value *wide(Value *V) {
    Type *WT = wideType(V->getType());
    if (isa<UndefValue>(V))
      return isa<PoisonValue>(V) ? PoisonValue::get(WT) : UndefValue::get(WT);
    if (auto *C = dyn_cast<Constant>(V))
      if (Value *Folded = Folder.FoldCast(Instruction::ZExt, C, WT))
        return Folded;
    auto It = Wide.find(V);
    assert(It != Wide.end() && "narrow value defined outside the function");
    return It->second;
  }

  /// \p W (zero-extended, Bits wide) sign-extended to i32.
  Value *signExtend(IRBuilder<> &B, Value *W, unsigned Bits) {
    Constant *Shift = ConstantInt::get(W->getType(), 32 - Bits);
    return B.CreateAShr(B.CreateShl(W, Shift), Shift);
  }

  void rewrite(Instruction &I) {
    IRBuilder<> B(&I);
    Value *Result = nullptr;
    auto Name = I.getName() + ".wide";
    // The i32 (vector) type of the instruction's narrow result.
    Type *WT = wideType(I.getType());
    if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
      unsigned Bits = widthOf(I.getType());
      Value *L = wide(BO->getOperand(0)), *R = wide(BO->getOperand(1));
      switch (BO->getOpcode()) {
      case Instruction::Add:
      case Instruction::Sub:
      case Instruction::Mul:
      case Instruction::Shl:
        Result = B.CreateAnd(B.CreateBinOp(BO->getOpcode(), L, R),
                             mask(WT, Bits), Name);
        break;
      case Instruction::SDiv:
      case Instruction::SRem:
      case Instruction::AShr: {
        Value *SL = signExtend(B, L, Bits);
        Value *SR =
            BO->getOpcode() == Instruction::AShr ? R : signExtend(B, R, Bits);
        Result = B.CreateAnd(B.CreateBinOp(BO->getOpcode(), SL, SR),
                             mask(WT, Bits), Name);
        break;
      }
      default: // udiv urem lshr and or xor: no result bit above Bits
        Result = B.CreateBinOp(BO->getOpcode(), L, R, Name);
        break;
      }
      if (auto *WideI = dyn_cast<Instruction>(Result);
          WideI && isa<PossiblyExactOperator>(WideI) &&
          isa<PossiblyExactOperator>(BO))
        WideI->setIsExact(BO->isExact());
    } else if (auto *T = dyn_cast<TruncInst>(&I)) {
      // Wide source (i32/i64) or a narrower-to-narrower truncation.
      Value *Src = T->getOperand(0);
      Value *W = isNarrow(Src->getType(), Native16)
                     ? wide(Src)
                     : B.CreateZExtOrTrunc(Src, WT);
      if (isNarrow(I.getType(), Native16))
        Result = B.CreateAnd(W, mask(WT, widthOf(I.getType())), Name);
      else // trunc i16 -> i1
        Result = B.CreateTrunc(W, I.getType(), Name);
    } else if (isa<ZExtInst>(I) || isa<SExtInst>(I)) {
      Value *Src = I.getOperand(0);
      if (!isNarrow(Src->getType(), Native16)) { // i1 (or native i16) -> narrow
        Result = isa<ZExtInst>(I)
                     ? B.CreateZExt(Src, WT, Name)
                     : B.CreateAnd(B.CreateSExt(Src, WT),
                                   mask(WT, widthOf(I.getType())), Name);
      } else {
        unsigned Bits = widthOf(Src->getType());
        Value *W = wide(Src);
        if (isa<SExtInst>(I))
          W = signExtend(B, W, Bits);
        if (isNarrow(I.getType(), Native16))
          Result = B.CreateAnd(W, mask(WT, widthOf(I.getType())), Name);
        else if (isa<SExtInst>(I))
          Result = B.CreateSExtOrTrunc(W, I.getType(), Name);
        else
          Result = B.CreateZExtOrTrunc(W, I.getType(), Name);
      }
    } else if (auto *Cmp = dyn_cast<ICmpInst>(&I)) {
      unsigned Bits = widthOf(Cmp->getOperand(0)->getType());
      Value *L = wide(Cmp->getOperand(0)), *R = wide(Cmp->getOperand(1));
      if (Cmp->isSigned()) {
        L = signExtend(B, L, Bits);
        R = signExtend(B, R, Bits);
      }
      Result = B.CreateICmp(Cmp->getPredicate(), L, R, Name);
    } else if (auto *Sel = dyn_cast<SelectInst>(&I)) {
      Result = B.CreateSelect(Sel->getCondition(), wide(Sel->getTrueValue()),
                              wide(Sel->getFalseValue()), Name);
    } else if (auto *Fr = dyn_cast<FreezeInst>(&I)) {
      Result = B.CreateFreeze(wide(Fr->getOperand(0)), Name);
    } else if (auto *Sw = dyn_cast<SwitchInst>(&I)) {
      // The same cases, zero-extended as the condition is.
      SwitchInst *New = B.CreateSwitch(wide(Sw->getCondition()),
                                       Sw->getDefaultDest(), Sw->getNumCases());
      for (const auto &Case : Sw->cases())
        New->addCase(cast<ConstantInt>(wide(Case.getCaseValue())),
                     Case.getCaseSuccessor());
      New->copyMetadata(*Sw);
      return; // the old switch goes with the other narrow instructions
    } else if (isa<UIToFPInst>(I) || isa<SIToFPInst>(I)) {
      Value *W = wide(I.getOperand(0));
      Result = isa<SIToFPInst>(I)
                   ? B.CreateSIToFP(
                         signExtend(B, W, widthOf(I.getOperand(0)->getType())),
                         I.getType(), Name)
                   : B.CreateUIToFP(W, I.getType(), Name);
    } else if (isa<FPToUIInst>(I) || isa<FPToSIInst>(I)) {
      // Out of the narrow range the result was poison: any bits will do.
      Result = B.CreateAnd(
          B.CreateCast(cast<CastInst>(I).getOpcode(), I.getOperand(0), WT),
          mask(WT, widthOf(I.getType())), Name);
    } else if (auto *EE = dyn_cast<ExtractElementInst>(&I)) {
      Result = B.CreateExtractElement(wide(EE->getVectorOperand()),
                                      EE->getIndexOperand(), Name);
    } else if (auto *IE = dyn_cast<InsertElementInst>(&I)) {
      Result = B.CreateInsertElement(wide(IE->getOperand(0)),
                                     wide(IE->getOperand(1)), IE->getOperand(2),
                                     Name);
    } else if (auto *SV = dyn_cast<ShuffleVectorInst>(&I)) {
      Result = B.CreateShuffleVector(wide(SV->getOperand(0)),
                                     wide(SV->getOperand(1)),
                                     SV->getShuffleMask(), Name);
    } else if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      Result = rewriteIntrinsic(B, *II, Name);
    } else if (isa<PHINode>(I)) {
      return; // created up front, filled in after every rewrite
    }
    if (isNarrow(I.getType(), Native16))
      Wide[&I] = Result;
    else
      I.replaceAllUsesWith(Result);
  }

  /// The i32 form of a narrow bit or min/max intrinsic (see supported()),
  /// zero-extended like every wide value.
  Value *rewriteIntrinsic(IRBuilder<> &B, IntrinsicInst &II,
                          const Twine &Name) {
    unsigned Bits = widthOf(II.getType());
    Value *X = wide(II.getArgOperand(0));
    Type *WT = X->getType();
    Constant *Missing = ConstantInt::get(WT, 32 - Bits);
    switch (II.getIntrinsicID()) {
    case Intrinsic::bitreverse:
      // Bit i of X goes to bit 31 - i; shifted down, to bit Bits - 1 - i.
      return B.CreateLShr(B.CreateUnaryIntrinsic(Intrinsic::bitreverse, X),
                          Missing, Name);
    case Intrinsic::ctpop:
      return B.CreateUnaryIntrinsic(Intrinsic::ctpop, X, nullptr, Name);
    case Intrinsic::ctlz:
      // X has 32 - Bits more leading zeros; ctlz(0) stays Bits.
      return B.CreateSub(
          B.CreateBinaryIntrinsic(Intrinsic::ctlz, X, B.getFalse()), Missing,
          Name);
    case Intrinsic::cttz:
      // A set bit just above the value makes cttz(0) Bits.
      return B.CreateBinaryIntrinsic(
          Intrinsic::cttz,
          B.CreateOr(X, ConstantInt::get(WT, APInt::getOneBitSet(32, Bits))),
          B.getFalse(), nullptr, Name);
    case Intrinsic::abs:
      return B.CreateAnd(B.CreateBinaryIntrinsic(Intrinsic::abs,
                                                 signExtend(B, X, Bits),
                                                 B.getFalse()),
                         mask(WT, Bits), Name);
    case Intrinsic::umin:
    case Intrinsic::umax:
      return B.CreateBinaryIntrinsic(II.getIntrinsicID(), X,
                                     wide(II.getArgOperand(1)), nullptr, Name);
    case Intrinsic::smin:
    case Intrinsic::smax:
      return B.CreateAnd(B.CreateBinaryIntrinsic(
                             II.getIntrinsicID(), signExtend(B, X, Bits),
                             signExtend(B, wide(II.getArgOperand(1)), Bits)),
                         mask(WT, Bits), Name);
    default:
      llvm_unreachable("intrinsic not in supported()");
    }
  }

  Function &F;
  IntegerType *I32;
  bool Native16;
  ConstantFolder Folder;
  DenseMap<Value *, Value *> Wide;
};

} // namespace

bool widenNarrowIntegers(Function &F, bool Native16) {
  return Widener(F, Native16).run();
}

PreservedAnalyses DXILDWidenNarrowIntegersPass::run(Function &F,
                                                    FunctionAnalysisManager &) {
  return widenNarrowIntegers(F, Native16) ? PreservedAnalyses::none()
                                          : PreservedAnalyses::all();
}

} // namespace dxild
