//===- FinalizeLinkage.cpp - Keep only what the entry points reach --------===//

#include "Binding/FinalizeLinkage.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

/// Entry points (hlsl.shader) and library exports (hlsl.export) are the
/// shader's interface; everything else may be internalized.
static bool isShaderInterface(const Function &F) {
  return F.hasFnAttribute("hlsl.shader") || F.hasFnAttribute("hlsl.export");
}

PreservedAnalyses DXILFinalizeLinkagePass::run(Module &M,
                                               ModuleAnalysisManager &) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    if (F.hasFnAttribute(Attribute::OptimizeNone)) {
      F.removeFnAttr(Attribute::OptimizeNone);
      F.removeFnAttr(Attribute::NoInline);
      Changed = true;
    }
    if (!isShaderInterface(F) && !F.hasLocalLinkage()) {
      F.setLinkage(GlobalValue::InternalLinkage);
      Changed = true;
    }
  }

  // Delete unreferenced internal functions until none is left; deleting one
  // can make its callees unreferenced.
  bool Erased = true;
  while (Erased) {
    Erased = false;
    SmallVector<Function *, 8> Dead;
    for (Function &F : M)
      if (!F.isDeclaration() && F.hasLocalLinkage() && F.use_empty())
        Dead.push_back(&F);
    for (Function *F : Dead) {
      F->eraseFromParent();
      Erased = Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
