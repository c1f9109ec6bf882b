//===- CBufferArrays.cpp - Ranges of ConstantBuffer<T> arrays -------------===//

#include "Binding/CBufferArrays.h"

#include "Binding/ResourceCalls.h"
#include "Lowering/CBufferSize.h"

#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

PreservedAnalyses DXILCBufferArraysPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  StringMap<int32_t> Arrays = cbufferViewArrays(M);
  if (Arrays.empty())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI || !isa<dxil::CBufferExtType>(CI->getType()))
        continue;
      Intrinsic::ID IID = CI->getIntrinsicID();
      if (IID != Intrinsic::dx_resource_handlefrombinding &&
          IID != Intrinsic::dx_resource_handlefromimplicitbinding)
        continue;
      auto It = Arrays.find(resourceName(*CI));
      if (It == Arrays.end())
        continue;
      // (space, lower bound | order id, range, index, name) and
      // (order id, space, range, index, name): the range is operand 2.
      CI->setArgOperand(2, ConstantInt::getSigned(
                               Type::getInt32Ty(M.getContext()), It->second));
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
