//===- LowerResourceMethods.cpp - __dxild_res_* calls ---------------------===//

#include "Intrinsics/LowerResourceMethods.h"

#include "Intrinsics/DxildIntrinsics.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

namespace {

/// The handle a laundered resource pointer (`getpointer(h, 0)`, possibly
/// address-space cast or, at -O0, spilled to a stack slot stored once)
/// came from.
Value *traceHandle(Value *V) {
  for (unsigned Depth = 0; Depth < 8; ++Depth) {
    V = V->stripPointerCasts();
    if (auto *II = dyn_cast<IntrinsicInst>(V)) {
      if (II->getIntrinsicID() != Intrinsic::dx_resource_getpointer)
        return nullptr;
      return II->getArgOperand(0);
    }
    auto *LI = dyn_cast<LoadInst>(V);
    if (!LI)
      return nullptr;
    auto *Slot = dyn_cast<AllocaInst>(LI->getPointerOperand());
    if (!Slot)
      return nullptr;
    StoreInst *Only = onlyStoreInto(*Slot);
    if (!Only)
      return nullptr;
    V = Only->getValueOperand();
  }
  return nullptr;
}

/// Number of leading resource operands of each method.
unsigned resourceOperands(StringRef Op) {
  if (Op.starts_with("sample") || Op.starts_with("gather") || Op == "lod")
    return 2;
  return 1;
}

} // namespace

bool lowerResourceMethod(StringRef Op, CallInst &CB, IntrinsicsContext &Ctx) {
  if (Op == "undef") {
    CB.replaceAllUsesWith(UndefValue::get(CB.getType()));
    CB.eraseFromParent();
    return true;
  }
  if (Op == "raw_ref") {
    // Byte-address buffers: the element pointer itself (getpointer of the
    // byte address), so loads, stores and atomics reach it as Clang's own
    // buffer accesses do.
    Value *P = CB.getArgOperand(0)->stripPointerCasts();
    auto *II = dyn_cast<IntrinsicInst>(P);
    if (!II || II->getIntrinsicID() != Intrinsic::dx_resource_getpointer) {
      Diagnostic D;
      D.Message = "a byte-address buffer access could not be traced to its "
                  "buffer";
      D.Code = intrinsicscode::UntraceableResource;
      Ctx.Diags.push_back(std::move(D));
      return false;
    }
    CB.replaceAllUsesWith(P);
    CB.eraseFromParent();
    return true;
  }
  static const char *const Known[] = {"sample",
                                      "sample_bias",
                                      "sample_level",
                                      "sample_grad",
                                      "sample_cmp",
                                      "gather",
                                      "sample_cmp_level_zero",
                                      "gather_cmp",
                                      "load",
                                      "element",
                                      "dimensions",
                                      "lod"};
  if (!llvm::is_contained(Known, Op)) {
    Diagnostic D;
    D.Message = "unknown dxild resource method '__dxild_res_" + Op.str() +
                "' (the prelude and the Intrinsics stage disagree)";
    D.Code = intrinsicscode::Unknown;
    Ctx.Diags.push_back(std::move(D));
    return false;
  }
  unsigned NumRes = resourceOperands(Op);
  SmallVector<Value *, 8> Args(CB.args());
  SmallVector<Value *, 2> Laundered;
  for (unsigned I = 0; I < NumRes && I < Args.size(); ++I) {
    Value *H = traceHandle(Args[I]);
    if (!H) {
      Diagnostic D;
      D.Message = "a texture or sampler reached '" +
                  llvm::demangle(CB.getFunction()->getName()) +
                  "' in a form that cannot be traced to its declaration";
      D.Code = intrinsicscode::UntraceableResource;
      Ctx.Diags.push_back(std::move(D));
      return false;
    }
    Laundered.push_back(Args[I]);
    Args[I] = H;
  }
  SmallVector<Type *, 8> Params;
  for (Value *A : Args)
    Params.push_back(A->getType());
  Module &M = *CB.getModule();
  Function *F = getResourceMethod(
      M, Op, FunctionType::get(CB.getType(), Params, /*isVarArg=*/false));
  F->addFnAttr(Attribute::NoUnwind);
  F->addFnAttr(Attribute::WillReturn);
  if (Op != "element") {
    F->setOnlyReadsMemory();
    F->addFnAttr(Attribute::NoFree);
    F->addFnAttr(Attribute::NoSync);
  }
  // Implicit derivatives: must not move across control flow.
  if (Op == "sample" || Op == "sample_bias" || Op == "sample_cmp" ||
      Op == "lod")
    F->addFnAttr(Attribute::Convergent);
  CallInst *New = IRBuilder<>(&CB).CreateCall(F, Args);
  New->takeName(&CB);
  CB.replaceAllUsesWith(New);
  CB.eraseFromParent();
  for (Value *P : Laundered)
    RecursivelyDeleteTriviallyDeadInstructions(P);
  return true;
}

} // namespace dxild
