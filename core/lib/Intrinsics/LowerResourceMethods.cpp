//===- LowerResourceMethods.cpp - __dxild_res_* calls ---------------------===//

#include "Intrinsics/LowerResourceMethods.h"

#include "Intrinsics/DxildIntrinsics.h"
#include "Lowering/HLSLRawLayout.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

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
  if (Op == "sample_pos") // (t, sample index)
    return 1;
  if (Op.starts_with("feedback")) // (feedback texture, texture, sampler)
    return 3;
  if (Op.starts_with("sample") || Op.starts_with("gather") || Op == "lod")
    return 2;
  return 1;
}

/// Stores the status of a `_status` method (the zero-extended check bit
/// \p Bit) to \p Ptr, its `out uint` parameter. After Clang's optimizer
/// that parameter is a temporary the caller reads back; promoting it lets
/// CheckAccessFullyMapped find the bit (and leaves no stack slot behind).
void storeStatus(IRBuilder<> &B, Value *Bit, Value *Ptr) {
  B.CreateStore(B.CreateZExt(Bit, B.getInt32Ty()), Ptr);
}

/// Promotes the status temporary \p Ptr once the method call is gone.
void promoteStatus(Value *Ptr) {
  auto *Slot = dyn_cast<AllocaInst>(Ptr->stripPointerCasts());
  if (!Slot || !isAllocaPromotable(Slot))
    return;
  DominatorTree DT(*Slot->getFunction());
  PromoteMemToReg({Slot}, DT);
}

/// The `getpointer` of the byte address that a `__dxild_res_raw_*` call's
/// element argument is; reported and null when it cannot be traced.
IntrinsicInst *rawElementPointer(CallInst &CB, IntrinsicsContext &Ctx,
                                 unsigned ArgNo = 0) {
  auto *GP =
      dyn_cast<IntrinsicInst>(CB.getArgOperand(ArgNo)->stripPointerCasts());
  if (GP && GP->getIntrinsicID() == Intrinsic::dx_resource_getpointer)
    return GP;
  Diagnostic D;
  D.Message = "a byte-address buffer access could not be traced to its buffer";
  D.Code = intrinsicscode::UntraceableResource;
  Ctx.Diags.push_back(std::move(D));
  return nullptr;
}

/// One rawbuffer load with its check bit: `{T, i1}` of Clang's intrinsic,
/// which the buffer lowering turns into rawBufferLoad (seed 001).
std::pair<Value *, Value *> loadRawWithStatus(IRBuilder<> &B, Value *H,
                                              Value *Address, Type *Ty) {
  Function *Load = Intrinsic::getOrInsertDeclaration(
      B.GetInsertBlock()->getModule(), Intrinsic::dx_resource_load_rawbuffer,
      {Ty, H->getType()});
  Value *Agg =
      B.CreateCall(Load, {H, Address, PoisonValue::get(B.getInt32Ty())});
  return {B.CreateExtractValue(Agg, 0), B.CreateExtractValue(Agg, 1)};
}

void reportRawStructStatus(IntrinsicsContext &Ctx, const Twine &Why) {
  Diagnostic D;
  D.Message = ("Load<T>(address, status) on a byte-address buffer: " + Why +
               "; load it without a status, or its members one by one")
                  .str();
  D.Code = intrinsicscode::RawStructStatus;
  Ctx.Diags.push_back(std::move(D));
}

/// `Load<S>(address, status)` of a struct S, returned through the call's
/// sret pointer: one load per member leaf at HLSL's raw-buffer offset
/// (DXC's layout, as SplitRawStructCopy maps Load<S> without a status),
/// stored into the local struct at Clang's offset. The status is the last
/// leaf's, as DXC reports it (its struct load keeps the status of the
/// last member load it emits).
bool lowerRawStructLoadStatus(CallInst &CB, IntrinsicsContext &Ctx) {
  auto *ST = dyn_cast_or_null<StructType>(CB.getParamStructRetType(0));
  const DataLayout &DL = CB.getModule()->getDataLayout();
  SmallVector<rawlayout::Leaf, 8> Leaves;
  uint64_t HLSLSize = 0;
  const rawlayout::RowMajorMatrices RowMajor =
      rawlayout::RowMajorMatrices::read(*CB.getModule());
  if (!ST ||
      !rawlayout::collectLeaves(DL, ST, 0, HLSLSize, Leaves, &RowMajor) ||
      Leaves.empty()) {
    reportRawStructStatus(Ctx, "this type has no raw-buffer layout");
    return false;
  }
  IntrinsicInst *GP = rawElementPointer(CB, Ctx, /*ArgNo=*/1);
  if (!GP)
    return false;
  Value *H = GP->getArgOperand(0);
  Value *Address = GP->getArgOperand(1);
  Value *Local = CB.getArgOperand(0);
  IRBuilder<> B(&CB);
  Value *Bit = nullptr;
  for (const rawlayout::Leaf &L : Leaves) {
    Value *At =
        L.HLSLOffset ? B.CreateAdd(Address, B.getInt32(L.HLSLOffset)) : Address;
    auto [V, LeafBit] = loadRawWithStatus(B, H, At, L.Ty);
    Value *To =
        L.ClangOffset
            ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Local, L.ClangOffset)
            : Local;
    B.CreateAlignedStore(V, To, Align(1));
    Bit = LeafBit;
  }
  Value *StatusPtr = CB.getArgOperand(2);
  storeStatus(B, Bit, StatusPtr);
  CB.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(GP);
  promoteStatus(StatusPtr);
  return true;
}

/// `T __dxild_res_raw_load_status<T>(element, out status)` of a
/// byte-address buffer: Clang's own load-with-status intrinsic on the
/// buffer at the byte address, which the buffer lowering turns into
/// rawBufferLoad and CheckAccessFullyMapped as for Clang's buffers
/// (a struct T: lowerRawStructLoadStatus).
bool lowerRawLoadStatus(CallInst &CB, IntrinsicsContext &Ctx) {
  // A struct comes back through a sret pointer.
  if (CB.arg_size() == 3 && CB.getType()->isVoidTy() &&
      CB.paramHasAttr(0, Attribute::StructRet))
    return lowerRawStructLoadStatus(CB, Ctx);
  Type *RetTy = CB.getType();
  if (CB.arg_size() != 2 || !(RetTy->getScalarType()->isIntegerTy() ||
                              RetTy->getScalarType()->isFloatingPointTy())) {
    reportRawStructStatus(Ctx, "T must be a scalar, a vector or a struct");
    return false;
  }
  IntrinsicInst *GP = rawElementPointer(CB, Ctx);
  if (!GP)
    return false;
  IRBuilder<> B(&CB);
  auto [V, Bit] = loadRawWithStatus(B, GP->getArgOperand(0),
                                    GP->getArgOperand(1), CB.getType());
  V->takeName(&CB);
  Value *StatusPtr = CB.getArgOperand(1);
  storeStatus(B, Bit, StatusPtr);
  CB.replaceAllUsesWith(V);
  CB.eraseFromParent();
  RecursivelyDeleteTriviallyDeadInstructions(GP);
  promoteStatus(StatusPtr);
  return true;
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
    IntrinsicInst *GP = rawElementPointer(CB, Ctx);
    if (!GP)
      return false;
    CB.replaceAllUsesWith(GP);
    CB.eraseFromParent();
    return true;
  }
  if (Op == "raw_load_status")
    return lowerRawLoadStatus(CB, Ctx);
  // A `_status` form: the method with its status as a last `out uint`.
  bool Status = Op.consume_back("_status");
  // Methods with a status form, then those without one.
  static const char *const WithStatus[] = {"sample",
                                           "sample_bias",
                                           "sample_level",
                                           "sample_grad",
                                           "sample_cmp",
                                           "sample_cmp_level",
                                           "sample_cmp_bias",
                                           "sample_cmp_grad",
                                           "gather",
                                           "gather_cmp",
                                           "gather_raw",
                                           "load",
                                           "sample_cmp_level_zero"};
  static const char *const NoStatus[] = {
      "element",       "dimensions",       "lod",
      "sample_pos",    "trace_ray_inline", "feedback",
      "feedback_bias", "feedback_level",   "feedback_grad"};
  bool HasStatus = llvm::is_contained(WithStatus, Op);
  if (!(HasStatus || llvm::is_contained(NoStatus, Op)) ||
      (Status && !HasStatus)) {
    Diagnostic D;
    D.Message = "unknown dxild resource method '__dxild_res_" + Op.str() +
                "' (the prelude and the Intrinsics stage disagree)";
    D.Code = intrinsicscode::Unknown;
    Ctx.Diags.push_back(std::move(D));
    return false;
  }
  unsigned NumRes = resourceOperands(Op);
  SmallVector<Value *, 8> Args(CB.args());
  Value *StatusPtr = nullptr;
  if (Status)
    StatusPtr = Args.pop_back_val();
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
  // The status forms return {value, i1 check bit} (seed 001).
  Type *RetTy = CB.getType();
  if (Status)
    RetTy = StructType::get(RetTy, Type::getInt1Ty(M.getContext()));
  Function *F = getResourceMethod(
      M, Op, FunctionType::get(RetTy, Params, /*isVarArg=*/false));
  F->addFnAttr(Attribute::NoUnwind);
  F->addFnAttr(Attribute::WillReturn);
  // A texel reference is written through; TraceRayInline changes its ray
  // query's state, which later reads of the query must not move across;
  // WriteSamplerFeedback* writes its feedback texture.
  bool Writes =
      Op == "element" || Op == "trace_ray_inline" || Op.starts_with("feedback");
  if (!Writes) {
    F->setOnlyReadsMemory();
    F->addFnAttr(Attribute::NoFree);
    F->addFnAttr(Attribute::NoSync);
  }
  // Implicit derivatives: must not move across control flow.
  if (Op == "sample" || Op == "sample_bias" || Op == "sample_cmp" ||
      Op == "sample_cmp_bias" || Op == "lod" || Op == "feedback" ||
      Op == "feedback_bias")
    F->addFnAttr(Attribute::Convergent);
  IRBuilder<> B(&CB);
  CallInst *New = B.CreateCall(F, Args);
  Value *Result = New;
  Value *Bit = nullptr;
  if (Status) {
    Result = B.CreateExtractValue(New, 0);
    Bit = B.CreateExtractValue(New, 1);
  }
  Result->takeName(&CB);
  if (Status)
    storeStatus(B, Bit, StatusPtr);
  CB.replaceAllUsesWith(Result);
  CB.eraseFromParent();
  for (Value *P : Laundered)
    RecursivelyDeleteTriviallyDeadInstructions(P);
  if (Status)
    promoteStatus(StatusPtr);
  return true;
}

} // namespace dxild
