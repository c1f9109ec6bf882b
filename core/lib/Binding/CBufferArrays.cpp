//===- CBufferArrays.cpp - Ranges of ConstantBuffer<T> arrays -------------===//

#include "Binding/CBufferArrays.h"

#include "Binding/ResourceCalls.h"
#include "Lowering/CBufferSize.h"
#include "Support/HeapHandles.h"

#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

/// The hidden buffer of a ConstantBuffer<T> from the descriptor heap
/// (Frontend/HeapCBuffer.h): its handle becomes a heap handle
/// (handlefrombinding with range 0 and the resource heap's marker name,
/// Support/HeapHandles.h), tagged with the buffer's name so that the handle
/// lowering finds DXC's size of T; the cbuffer lowering creates it per
/// access with the access's heap index.
static void toHeapCreation(Module &M, CallInst &CI, StringRef Name) {
  LLVMContext &C = M.getContext();
  GlobalVariable *HeapGV = M.getGlobalVariable(HeapNameGlobal, true);
  if (!HeapGV) {
    Constant *Str = ConstantDataArray::getString(C, ResourceHeapName);
    HeapGV =
        new GlobalVariable(M, Str->getType(), true, GlobalValue::PrivateLinkage,
                           Str, HeapNameGlobal);
  }
  IRBuilder<> B(&CI);
  Type *I32 = B.getInt32Ty();
  CallInst *New = B.CreateIntrinsic(
      CI.getType(), Intrinsic::dx_resource_handlefrombinding,
      {ConstantInt::get(I32, 0), ConstantInt::get(I32, 0),
       ConstantInt::get(I32, 0), ConstantInt::get(I32, 0), HeapGV});
  New->setMetadata(HeapCBufferMD, MDNode::get(C, MDString::get(C, Name)));
  New->takeName(&CI);
  CI.replaceAllUsesWith(New);
  CI.eraseFromParent();
}

PreservedAnalyses DXILCBufferArraysPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  StringMap<int32_t> Arrays = cbufferViewArrays(M);
  if (Arrays.empty())
    return PreservedAnalyses::all();
  bool Changed = false;
  for (Function &F : M)
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI || !isa<dxil::CBufferExtType>(CI->getType()))
        continue;
      Intrinsic::ID IID = CI->getIntrinsicID();
      if (IID != Intrinsic::dx_resource_handlefrombinding &&
          IID != Intrinsic::dx_resource_handlefromimplicitbinding)
        continue;
      StringRef Name = resourceName(*CI);
      auto It = Arrays.find(Name);
      if (It == Arrays.end())
        continue;
      if (Name.starts_with(HeapCBufferPrefix)) {
        toHeapCreation(M, *CI, Name);
        Changed = true;
        continue;
      }
      // (space, lower bound | order id, range, index, name) and
      // (order id, space, range, index, name): the range is operand 2.
      CI->setArgOperand(2, ConstantInt::getSigned(
                               Type::getInt32Ty(M.getContext()), It->second));
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
