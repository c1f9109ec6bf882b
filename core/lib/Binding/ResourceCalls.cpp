//===- ResourceCalls.cpp - Group handle-creation calls by resource --------===//

#include "Binding/ResourceCalls.h"
#include "Support/HeapHandles.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

#include <tuple>

using namespace llvm;

namespace dxild {

char registerLetter(dxil::ResourceClass RC) {
  switch (RC) {
  case dxil::ResourceClass::SRV:
    return 't';
  case dxil::ResourceClass::UAV:
    return 'u';
  case dxil::ResourceClass::CBuffer:
    return 'b';
  case dxil::ResourceClass::Sampler:
    return 's';
  }
  return '?';
}

static bool allConstant(CallInst *CI, unsigned NumOperands) {
  for (unsigned I = 0; I < NumOperands; ++I)
    if (!isa<ConstantInt>(CI->getArgOperand(I)))
      return false;
  return true;
}

static uint32_t constArg(CallInst *CI, unsigned I) {
  return uint32_t(cast<ConstantInt>(CI->getArgOperand(I))->getZExtValue());
}

ResourceCallSet collectResourceCalls(Module &M, DXILResourceTypeMap &DRTM) {
  ResourceCallSet Set;
  // Walk functions and instructions in module order rather than the users of
  // the intrinsic declarations: use lists are in reverse creation order and
  // would make "first seen" (and thus diagnostics order) arbitrary.
  for (Function &F : M) {
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      if (!CI)
        continue;
      Intrinsic::ID IID = CI->getIntrinsicID();
      bool Implicit = IID == Intrinsic::dx_resource_handlefromimplicitbinding;
      if (!Implicit && IID != Intrinsic::dx_resource_handlefrombinding)
        continue;
      // A descriptor-heap handle has no binding (Support/HeapHandles.h).
      if (isHeapHandleCreation(CI))
        continue;
      // space, lower bound / order id, range
      if (!allConstant(CI, 3)) {
        Set.NonConstant.push_back(CI);
        continue;
      }
      ResourceGroup G;
      G.Name = dxil::getResourceNameFromBindingCall(CI);
      G.HandleTy = cast<TargetExtType>(CI->getType());
      G.RC = DRTM[G.HandleTy].getResourceClass();
      G.Implicit = Implicit;
      if (Implicit) {
        // (order_id, space, range, index, name)
        G.OrderID = constArg(CI, 0);
        G.Space = constArg(CI, 1);
        G.Range = int32_t(constArg(CI, 2));
      } else {
        // (space, lower_bound, range, index, name)
        G.Space = constArg(CI, 0);
        G.LowerBound = constArg(CI, 1);
        G.Range = int32_t(constArg(CI, 2));
      }

      auto &Groups = Implicit ? Set.Implicit : Set.Explicit;
      auto *It = find_if(Groups, [&](const ResourceGroup &O) {
        if (Implicit)
          return O.OrderID == G.OrderID;
        return std::tie(O.RC, O.Space, O.LowerBound, O.Range, O.Name) ==
               std::tie(G.RC, G.Space, G.LowerBound, G.Range, G.Name);
      });
      if (It == Groups.end()) {
        G.Calls.push_back(CI);
        Groups.push_back(std::move(G));
      } else {
        It->Calls.push_back(CI);
      }
    }
  }
  stable_sort(Set.Implicit, [](const ResourceGroup &L, const ResourceGroup &R) {
    return L.OrderID < R.OrderID;
  });
  return Set;
}

StringRef resourceName(const CallBase &CB) {
  Value *Name = CB.getArgOperand(CB.arg_size() - 1);
  if (auto *GV = dyn_cast<GlobalVariable>(Name->stripPointerCasts()))
    if (GV->hasInitializer())
      if (auto *CDA = dyn_cast<ConstantDataArray>(GV->getInitializer()))
        if (CDA->isCString())
          return CDA->getAsCString();
  return "";
}

} // namespace dxild
