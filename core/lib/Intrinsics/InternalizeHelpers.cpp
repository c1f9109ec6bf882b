//===- InternalizeHelpers.cpp - Optimize only what the entry reaches ------===//

#include "Intrinsics/InternalizeHelpers.h"

#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

PreservedAnalyses DXILDInternalizeHelpersPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  // A module without an entry (a library) keeps its functions: any of them
  // may be its interface.
  if (none_of(M, [](const Function &F) {
        return !F.isDeclaration() && F.hasFnAttribute("hlsl.shader");
      }))
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration() || F.hasLocalLinkage() ||
        F.hasFnAttribute("hlsl.shader") || F.hasFnAttribute("hlsl.export") ||
        !F.hasHiddenVisibility())
      continue;
    F.setLinkage(GlobalValue::InternalLinkage);
    F.setVisibility(GlobalValue::DefaultVisibility);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
