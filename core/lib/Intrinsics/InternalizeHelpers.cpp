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
  // A static data member (`struct S { static float4 data; };` defined as
  // `float4 S::data = 0.25f;`) is an external definition in C++, with a
  // mangled name; in HLSL it is a static global, which DXC folds or keeps
  // internal (an external global fails its validator). Clang's own
  // globals (a cbuffer's handle, `Name.cb`, which only `!hlsl.cbs` names)
  // are left alone; constant buffer members are declarations in their own
  // address space.
  for (GlobalVariable &GV : M.globals()) {
    if (GV.isDeclaration() || GV.hasLocalLinkage() ||
        GV.getAddressSpace() != 0 || !GV.getName().starts_with("_Z") ||
        GV.getValueType()->isTargetExtTy())
      continue;
    GV.setLinkage(GlobalValue::InternalLinkage);
    GV.setVisibility(GlobalValue::DefaultVisibility);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
