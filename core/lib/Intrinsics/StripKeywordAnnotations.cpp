//===- StripKeywordAnnotations.cpp - Drop annotate() residue --------------===//

#include "Intrinsics/StripKeywordAnnotations.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

bool stripKeywordAnnotations(Module &M) {
  SmallSetVector<GlobalVariable *, 4> Strings;
  auto NoteOperands = [&](User *U) {
    for (Value *Op : U->operands())
      if (auto *GV = dyn_cast<GlobalVariable>(Op->stripPointerCasts()))
        if (GV->getSection() == "llvm.metadata")
          Strings.insert(GV);
  };
  bool Changed = false;
  if (GlobalVariable *GA = M.getGlobalVariable("llvm.global.annotations")) {
    if (auto *Init = dyn_cast<ConstantArray>(GA->getInitializer()))
      for (Value *Entry : Init->operands())
        if (auto *CS = dyn_cast<ConstantStruct>(Entry))
          NoteOperands(CS);
    GA->eraseFromParent();
    Changed = true;
  }
  for (Function &F : make_early_inc_range(M)) {
    Intrinsic::ID ID = F.getIntrinsicID();
    if (ID != Intrinsic::var_annotation && ID != Intrinsic::ptr_annotation &&
        ID != Intrinsic::annotation)
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI)
        continue;
      NoteOperands(CI);
      if (!CI->getType()->isVoidTy())
        CI->replaceAllUsesWith(CI->getArgOperand(0));
      CI->eraseFromParent();
      Changed = true;
    }
    if (F.use_empty())
      F.eraseFromParent();
  }
  for (GlobalVariable *GV : Strings)
    if (GV->use_empty() && GV->hasLocalLinkage())
      GV->eraseFromParent();
  return Changed;
}

PreservedAnalyses
DXILDStripKeywordAnnotationsPass::run(Module &M, ModuleAnalysisManager &) {
  return stripKeywordAnnotations(M) ? PreservedAnalyses::none()
                                    : PreservedAnalyses::all();
}

} // namespace dxild
