//===- CountFloatLoops.cpp - Trip counts for [unroll] float loops ---------===//

#include "Intrinsics/CountFloatLoops.h"
#include "Intrinsics/LatchCounter.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"
#include "llvm/Transforms/Scalar/LoopPassManager.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

#include <optional>

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dxild {

namespace {

/// DXC's own limit for loops it unrolls by evaluation.
constexpr unsigned MaxIterations = 1024;

/// A float recurrence `Phi = phi [Start, preheader], [Phi op Step, latch]`:
/// op is +, - or * (`j += j` doubles: Lumix's `for (float j = 1; j < 5;
/// j += j)`, which InstCombine writes `j * 2`).
struct FloatCounter {
  PHINode *Phi = nullptr;
  Value *Next = nullptr;
  APFloat Start = APFloat(0.0f);
  APFloat Step = APFloat(0.0f);
  enum { Add, Subtract, Multiply } Op = Add;

  /// The value after \p V, in the counter's precision and rounding.
  APFloat next(const APFloat &V) const {
    APFloat N = V;
    switch (Op) {
    case Add:
      N.add(Step, APFloat::rmNearestTiesToEven);
      break;
    case Subtract:
      N.subtract(Step, APFloat::rmNearestTiesToEven);
      break;
    case Multiply:
      N.multiply(Step, APFloat::rmNearestTiesToEven);
      break;
    }
    return N;
  }
};

std::optional<FloatCounter> matchCounter(Loop &L, Value *V) {
  // The compared value is the phi or its increment.
  auto *Phi = dyn_cast<PHINode>(V);
  if (auto *I = dyn_cast<BinaryOperator>(V); !Phi && I)
    Phi = dyn_cast<PHINode>(
        I->getOperand(isa<PHINode>(I->getOperand(0)) ? 0 : 1));
  if (!Phi || Phi->getParent() != L.getHeader() ||
      Phi->getNumIncomingValues() != 2 || !Phi->getType()->isFloatingPointTy())
    return std::nullopt;
  BasicBlock *Pre = L.getLoopPreheader(), *Latch = L.getLoopLatch();
  auto *Start = dyn_cast<ConstantFP>(Phi->getIncomingValueForBlock(Pre));
  Value *Next = Phi->getIncomingValueForBlock(Latch);
  if (!Start || !Next)
    return std::nullopt;
  FloatCounter C;
  C.Phi = Phi;
  C.Next = Next;
  C.Start = Start->getValueAPF();
  const APFloat *Step;
  if (match(Next, m_FAdd(m_Specific(Phi), m_APFloat(Step))) ||
      match(Next, m_FAdd(m_APFloat(Step), m_Specific(Phi)))) {
    C.Step = *Step;
  } else if (match(Next, m_FSub(m_Specific(Phi), m_APFloat(Step)))) {
    C.Step = *Step;
    C.Op = FloatCounter::Subtract;
  } else if (match(Next, m_FMul(m_Specific(Phi), m_APFloat(Step))) ||
             match(Next, m_FMul(m_APFloat(Step), m_Specific(Phi)))) {
    C.Step = *Step;
    C.Op = FloatCounter::Multiply;
  } else if (match(Next, m_FAdd(m_Specific(Phi), m_Specific(Phi)))) {
    C.Step = APFloat(C.Start.getSemantics(), 2);
    C.Op = FloatCounter::Multiply;
  } else {
    return std::nullopt;
  }
  if (V != Phi && V != Next)
    return std::nullopt;
  return C;
}

} // namespace

PreservedAnalyses DXILDCountFloatLoopsPass::run(Loop &L, LoopAnalysisManager &,
                                                LoopStandardAnalysisResults &AR,
                                                LPMUpdater &) {
  // `[unroll]` (Clang: unroll.enable) or a full unroll request.
  if (!findOptionMDForLoop(&L, "llvm.loop.unroll.enable") &&
      !findOptionMDForLoop(&L, "llvm.loop.unroll.full"))
    return PreservedAnalyses::all();
  BasicBlock *Latch = L.getLoopLatch();
  if (!L.getLoopPreheader() || !Latch || L.getExitingBlock() != Latch)
    return PreservedAnalyses::all();
  auto *Br = dyn_cast<BranchInst>(Latch->getTerminator());
  if (!Br || !Br->isConditional())
    return PreservedAnalyses::all();
  auto *Cmp = dyn_cast<FCmpInst>(Br->getCondition());
  if (!Cmp || AR.SE.getSmallConstantTripCount(&L) != 0)
    return PreservedAnalyses::all();
  bool ContinueOnTrue = L.contains(Br->getSuccessor(0));

  // The counter on either side of the compare, a constant on the other.
  FCmpInst::Predicate Pred = Cmp->getPredicate();
  Value *Counted = Cmp->getOperand(0);
  auto *Bound = dyn_cast<ConstantFP>(Cmp->getOperand(1));
  if (!Bound) {
    Counted = Cmp->getOperand(1);
    Bound = dyn_cast<ConstantFP>(Cmp->getOperand(0));
    Pred = FCmpInst::getSwappedPredicate(Pred);
  }
  if (!Bound)
    return PreservedAnalyses::all();
  std::optional<FloatCounter> C = matchCounter(L, Counted);
  if (!C)
    return PreservedAnalyses::all();

  // Evaluate the latch test iteration by iteration, in the counter's
  // precision and rounding, until the loop leaves.
  APFloat Current = C->Start;
  unsigned Trips = 0;
  for (;; ++Trips) {
    if (Trips == MaxIterations)
      return PreservedAnalyses::all();
    APFloat Next = C->next(Current);
    const APFloat &Tested = Counted == C->Phi ? Current : Next;
    bool Holds = FCmpInst::compare(Tested, Bound->getValueAPF(), Pred);
    if (Holds != ContinueOnTrue)
      break;
    Current = Next;
  }
  unsigned TripCount = Trips + 1;

  // An i32 counter decides instead: the float values become unused by the
  // latch, and the loop has a constant trip count.
  Value *CountNext = addLatchCounter(L, Br, "float.loop");
  IRBuilder<> B(Br);
  Value *Continue =
      B.CreateICmp(ContinueOnTrue ? ICmpInst::ICMP_ULT : ICmpInst::ICMP_UGE,
                   CountNext, B.getInt32(TripCount), "float.loop.cond");
  Br->setCondition(Continue);
  RecursivelyDeleteTriviallyDeadInstructions(Cmp);
  AR.SE.forgetLoop(&L);
  return getLoopPassPreservedAnalyses();
}

} // namespace dxild
