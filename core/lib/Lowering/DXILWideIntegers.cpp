//===- DXILWideIntegers.cpp - Integers wider than 64 bits -----------------===//

#include "DXILWideIntegers.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dxild {

namespace {

bool isWide(Type *Ty) {
  auto *IT = dyn_cast<IntegerType>(Ty);
  return IT && IT->getBitWidth() > 64 && IT->getBitWidth() % 32 == 0;
}

/// The sign tests InstCombine writes for `X < 0` and `X >= 0`: true with
/// the predicate and constant the top word is compared with.
bool isSignTest(const ICmpInst &C) {
  const APInt *K;
  if (!match(C.getOperand(1), m_APInt(K)))
    return false;
  switch (C.getPredicate()) {
  case ICmpInst::ICMP_SLT:
  case ICmpInst::ICMP_SGE:
    return K->isZero();
  case ICmpInst::ICMP_SGT:
  case ICmpInst::ICMP_SLE:
    return K->isAllOnes();
  default:
    return false;
  }
}

/// Whether every value computed from the wide value \p V can be computed
/// on its words; collects those values (wide ones and their final users).
bool collectUsers(Value *V, SmallVectorImpl<Instruction *> &Order,
                  unsigned Depth = 0) {
  if (Depth > 16)
    return false;
  for (User *U : V->users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I)
      return false;
    if (auto *T = dyn_cast<TruncInst>(I)) {
      if (T->getType()->getIntegerBitWidth() > 64)
        return false;
    } else if (auto *B = dyn_cast<BinaryOperator>(I)) {
      switch (B->getOpcode()) {
      case Instruction::LShr:
      case Instruction::AShr:
      case Instruction::Shl: {
        const APInt *C;
        if (B->getOperand(0) != V || !match(B->getOperand(1), m_APInt(C)) ||
            C->uge(V->getType()->getIntegerBitWidth()))
          return false;
        break;
      }
      case Instruction::And:
      case Instruction::Or:
      case Instruction::Xor:
        if (B->getOperand(0) != V || !isa<ConstantInt>(B->getOperand(1)))
          return false;
        break;
      default:
        return false;
      }
      Order.push_back(I);
      if (!collectUsers(I, Order, Depth + 1))
        return false;
      continue;
    } else if (auto *C = dyn_cast<ICmpInst>(I)) {
      if (C->getOperand(0) != V || !isa<ConstantInt>(C->getOperand(1)) ||
          (!C->isEquality() && !isSignTest(*C)))
        return false;
    } else if (auto *S = dyn_cast<StoreInst>(I)) {
      if (S->getValueOperand() != V || !S->isSimple())
        return false;
    } else if (auto *BC = dyn_cast<BitCastInst>(I)) {
      auto *VT = dyn_cast<FixedVectorType>(BC->getType());
      if (!VT || VT->getScalarSizeInBits() != 32)
        return false;
    } else {
      return false;
    }
    Order.push_back(I);
  }
  return true;
}

class Rewriter {
public:
  /// Replaces \p L, whose users collectUsers accepted, and every value
  /// computed from it.
  void run(LoadInst &L, ArrayRef<Instruction *> Order) {
    unsigned N = L.getType()->getIntegerBitWidth() / 32;
    IRBuilder<> B(&L);
    auto *VecTy = FixedVectorType::get(B.getInt32Ty(), N);
    LoadInst *Vec = B.CreateAlignedLoad(VecTy, L.getPointerOperand(),
                                        L.getAlign(), L.getName() + ".words");
    Vec->copyMetadata(L, {LLVMContext::MD_noalias, LLVMContext::MD_alias_scope,
                          LLVMContext::MD_nontemporal});
    SmallVector<Value *, 4> W;
    for (unsigned J = 0; J < N; ++J)
      W.push_back(B.CreateExtractElement(Vec, J,
                                         L.getName() + ".w" + Twine(J)));
    Words[&L] = W;
    // Order lists each value before the values computed from it.
    for (Instruction *I : Order)
      rewrite(*I);
    for (Instruction *I : reverse(Order))
      I->eraseFromParent();
    L.eraseFromParent();
  }

private:
  Value *zero(IRBuilder<> &B) { return B.getInt32(0); }

  void rewrite(Instruction &I) {
    IRBuilder<> B(&I);
    const SmallVector<Value *, 4> &W = Words.lookup(I.getOperand(0));
    unsigned N = W.size();
    if (auto *Bin = dyn_cast<BinaryOperator>(&I)) {
      const APInt &C = cast<ConstantInt>(Bin->getOperand(1))->getValue();
      SmallVector<Value *, 4> R(N);
      switch (Bin->getOpcode()) {
      case Instruction::LShr:
      case Instruction::AShr: {
        // Word J of the result: bits 32J + C onwards; past the top word,
        // zeros (lshr) or copies of the sign (ashr).
        unsigned Q = C.getZExtValue() / 32, S = C.getZExtValue() % 32;
        Value *Fill = Bin->getOpcode() == Instruction::AShr
                          ? B.CreateAShr(W[N - 1], 31)
                          : zero(B);
        auto Source = [&](unsigned K) { return K < N ? W[K] : Fill; };
        for (unsigned J = 0; J < N; ++J)
          R[J] = J + Q >= N ? Fill
                 : !S       ? W[J + Q]
                            : B.CreateOr(B.CreateLShr(W[J + Q], S),
                                         B.CreateShl(Source(J + Q + 1), 32 - S));
        break;
      }
      case Instruction::Shl: {
        unsigned Q = C.getZExtValue() / 32, S = C.getZExtValue() % 32;
        for (unsigned J = 0; J < N; ++J) {
          if (J < Q) {
            R[J] = zero(B);
            continue;
          }
          Value *Hi = S ? B.CreateShl(W[J - Q], S) : W[J - Q];
          R[J] = S && J > Q ? B.CreateOr(Hi, B.CreateLShr(W[J - Q - 1], 32 - S))
                            : Hi;
        }
        break;
      }
      default: // and, or, xor with a constant
        for (unsigned J = 0; J < N; ++J)
          R[J] = B.CreateBinOp(Bin->getOpcode(), W[J],
                               B.getInt(C.extractBits(32, 32 * J)));
        break;
      }
      Words[&I] = R;
      return;
    }
    if (auto *T = dyn_cast<TruncInst>(&I)) {
      unsigned Bits = T->getType()->getIntegerBitWidth();
      Value *V = W[0];
      if (Bits > 32)
        V = B.CreateOr(B.CreateZExt(W[0], B.getInt64Ty()),
                       B.CreateShl(B.CreateZExt(W[1], B.getInt64Ty()), 32));
      V = B.CreateZExtOrTrunc(V, T->getType());
      replace(I, V);
      return;
    }
    if (auto *Cmp = dyn_cast<ICmpInst>(&I)) {
      const APInt &C = cast<ConstantInt>(Cmp->getOperand(1))->getValue();
      Value *R;
      if (Cmp->isEquality()) {
        R = nullptr;
        for (unsigned J = 0; J < N; ++J) {
          Value *E = B.CreateICmp(Cmp->getPredicate(), W[J],
                                  B.getInt(C.extractBits(32, 32 * J)));
          R = !R                                         ? E
              : Cmp->getPredicate() == ICmpInst::ICMP_EQ ? B.CreateAnd(R, E)
                                                         : B.CreateOr(R, E);
        }
      } else {
        R = B.CreateICmp(Cmp->getPredicate(), W[N - 1],
                         B.getInt(C.extractBits(32, 32 * (N - 1))));
      }
      replace(I, R);
      return;
    }
    Value *Vec = PoisonValue::get(FixedVectorType::get(B.getInt32Ty(), N));
    for (unsigned J = 0; J < N; ++J)
      Vec = B.CreateInsertElement(Vec, W[J], J);
    if (auto *S = dyn_cast<StoreInst>(&I)) {
      StoreInst *New =
          B.CreateAlignedStore(Vec, S->getPointerOperand(), S->getAlign());
      New->copyMetadata(*S,
                        {LLVMContext::MD_noalias, LLVMContext::MD_alias_scope});
      return;
    }
    replace(I, B.CreateBitCast(Vec, I.getType()));
  }

  void replace(Instruction &I, Value *V) {
    if (!V->hasName())
      V->takeName(&I);
    I.replaceAllUsesWith(V);
  }

  DenseMap<Value *, SmallVector<Value *, 4>> Words;
};

} // namespace

PreservedAnalyses DXILWideIntegersPass::run(Module &M,
                                            ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<LoadInst *, 4> Loads;
    for (Instruction &I : instructions(F))
      if (auto *L = dyn_cast<LoadInst>(&I);
          L && L->isSimple() && isWide(L->getType()))
        Loads.push_back(L);
    for (LoadInst *L : Loads) {
      SmallVector<Instruction *, 16> Order;
      if (!collectUsers(L, Order))
        continue;
      Rewriter().run(*L, Order);
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
