//===- DXILCBufferRows.cpp - One read per constant-buffer row -------------===//

#include "Lowering/DXILCBufferRows.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DepthFirstIterator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <tuple>

using namespace llvm;

namespace dxild {

PreservedAnalyses DXILCBufferRowsPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    DominatorTree DT(F);
    // Reads by (overload, handle, row), in dominator-tree preorder: a
    // dominating read is met before the reads it dominates.
    DenseMap<std::tuple<Function *, Value *, Value *>,
             SmallVector<CallInst *, 2>>
        Reads;
    for (DomTreeNode *Node : depth_first(DT.getRootNode()))
      for (Instruction &I : make_early_inc_range(*Node->getBlock())) {
        auto *CI = dyn_cast<CallInst>(&I);
        Function *Callee = CI ? CI->getCalledFunction() : nullptr;
        if (!Callee || CI->arg_size() != 3 ||
            !Callee->getName().starts_with("dx.op.cbufferLoadLegacy."))
          continue;
        SmallVector<CallInst *, 2> &Same =
            Reads[{Callee, CI->getArgOperand(1), CI->getArgOperand(2)}];
        auto Dom =
            find_if(Same, [&](CallInst *E) { return DT.dominates(E, CI); });
        if (Dom == Same.end()) {
          Same.push_back(CI);
          continue;
        }
        CI->replaceAllUsesWith(*Dom);
        CI->eraseFromParent();
        Changed = true;
      }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
