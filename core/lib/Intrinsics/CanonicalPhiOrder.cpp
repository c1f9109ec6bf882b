//===- CanonicalPhiOrder.cpp - Phi operands in block order ----------------===//

#include "Intrinsics/CanonicalPhiOrder.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace dxild {

bool sortPhiOperands(Function &F) {
  DenseMap<const BasicBlock *, unsigned> Position;
  unsigned Next = 0;
  for (BasicBlock &BB : F)
    Position[&BB] = Next++;
  bool Changed = false;
  SmallVector<std::pair<BasicBlock *, Value *>, 8> Incoming;
  for (BasicBlock &BB : F)
    for (PHINode &PN : BB.phis()) {
      Incoming.clear();
      for (unsigned I = 0, E = PN.getNumIncomingValues(); I != E; ++I)
        Incoming.push_back({PN.getIncomingBlock(I), PN.getIncomingValue(I)});
      auto Before = [&](const auto &L, const auto &R) {
        return Position.lookup(L.first) < Position.lookup(R.first);
      };
      if (is_sorted(Incoming, Before))
        continue;
      // Stable: a block that reaches the phi by several edges (a switch's
      // cases) keeps its entries' order; their values are the same.
      llvm::stable_sort(Incoming, Before);
      for (unsigned I = 0, E = Incoming.size(); I != E; ++I) {
        PN.setIncomingBlock(I, Incoming[I].first);
        PN.setIncomingValue(I, Incoming[I].second);
      }
      Changed = true;
    }
  return Changed;
}

PreservedAnalyses DXILDCanonicalPhiOrderPass::run(Function &F,
                                                  FunctionAnalysisManager &) {
  if (!sortPhiOperands(F))
    return PreservedAnalyses::all();
  // Only operand order changed: the CFG and every value are the same.
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace dxild
