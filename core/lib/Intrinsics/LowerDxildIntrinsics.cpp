//===- LowerDxildIntrinsics.cpp - Rewrite __dxild_* calls -----------------===//

#include "Intrinsics/LowerDxildIntrinsics.h"
#include "Intrinsics/LowerResourceMethods.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

namespace dxild {

namespace {

constexpr unsigned GroupSharedAS = 3;

/// LLVM's overload suffix for the value types wave and quad operations take
/// (".i32", ".f16", ".v4f32", ...).
std::string typeSuffix(Type *Ty) {
  std::string S;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    S = "v" + std::to_string(VT->getNumElements());
    Ty = VT->getElementType();
  }
  if (Ty->isIntegerTy())
    return S + "i" + std::to_string(Ty->getIntegerBitWidth());
  if (Ty->isHalfTy())
    return S + "f16";
  if (Ty->isFloatTy())
    return S + "f32";
  if (Ty->isDoubleTy())
    return S + "f64";
  return "";
}

/// \p V with any address-space casts to the generic address space undone, so
/// the atomic is emitted on the groupshared pointer itself. GEPs above a cast
/// are rebuilt on the uncast pointer just before \p InsertPt.
Value *inOriginalAddressSpace(Value *V, Instruction *InsertPt) {
  if (auto *ASC = dyn_cast<AddrSpaceCastOperator>(V))
    return inOriginalAddressSpace(ASC->getPointerOperand(), InsertPt);
  if (auto *GEP = dyn_cast<GEPOperator>(V)) {
    Value *Base = GEP->getPointerOperand();
    Value *NewBase = inOriginalAddressSpace(Base, InsertPt);
    if (NewBase == Base)
      return V;
    SmallVector<Value *, 4> Indices(GEP->indices());
    return IRBuilder<>(InsertPt).CreateGEP(GEP->getSourceElementType(), NewBase,
                                           Indices, V->getName(),
                                           GEP->getNoWrapFlags());
  }
  // At -O0 the wrapper's parameter spill survives inlining: follow a pointer
  // reloaded from a stack slot that is stored exactly once.
  if (auto *LI = dyn_cast<LoadInst>(V)) {
    auto *Slot = dyn_cast<AllocaInst>(LI->getPointerOperand());
    if (!Slot || !LI->getType()->isPointerTy())
      return V;
    StoreInst *Only = onlyStoreInto(*Slot);
    if (Only && Only->getParent() == LI->getParent() && Only->comesBefore(LI))
      return inOriginalAddressSpace(Only->getValueOperand(), InsertPt);
  }
  return V;
}

/// Whether \p Ptr addresses a resource element or groupshared memory: the
/// only places HLSL atomics may target.
bool isAtomicDestination(Value *Ptr) {
  Value *Base = Ptr;
  while (auto *GEP = dyn_cast<GEPOperator>(Base))
    Base = GEP->getPointerOperand();
  if (auto *GV = dyn_cast<GlobalVariable>(Base))
    return GV->getAddressSpace() == GroupSharedAS;
  // A RW texture's texel (`InterlockedAdd(Tex[xy], 1)`), a call of the
  // `llvm.dx.dxild.res.element` pseudo-intrinsic.
  if (auto *CB = dyn_cast<CallBase>(Base))
    if (Function *F = CB->getCalledFunction())
      if (resourceMethodOp(*F) == "element")
        return true;
  if (auto *II = dyn_cast<IntrinsicInst>(Base))
    return II->getIntrinsicID() == Intrinsic::dx_resource_getpointer;
  return false;
}

std::string demangledName(const Function &F) {
  return llvm::demangle(F.getName());
}

class Lowering {
public:
  Lowering(Module &M, IntrinsicsContext &Ctx) : M(M), Ctx(Ctx) {}

  bool run() {
    bool Changed = deleteDeadCallers();
    // Resource methods first: a byte-address buffer's atomics target the
    // element pointer their rewrite exposes.
    for (bool Resources : {true, false})
      Changed |= lowerAll(Resources);
    return Changed;
  }

private:
  bool lowerAll(bool Resources) {
    bool Changed = false;
    for (Function &F : make_early_inc_range(M)) {
      std::optional<DxildIntrinsic> I = lookupDxildIntrinsic(F);
      if (!I) {
        if (!Resources)
          reportUnknown(F);
        continue;
      }
      if ((I->Kind == DxildIntrinsicKind::ResourceMethod) != Resources)
        continue;
      for (User *U : make_early_inc_range(F.users())) {
        auto *CB = dyn_cast<CallInst>(U);
        if (!CB || CB->getCalledOperand() != &F) {
          error(intrinsicscode::Unknown, nullptr,
                "'" + I->HLSLName.str() +
                    "' is used other than by a direct call");
          continue;
        }
        Changed |= lower(*I, *CB);
      }
      if (F.use_empty()) {
        F.eraseFromParent();
        Changed = true;
      }
    }
    return Changed;
  }

  Module &M;
  IntrinsicsContext &Ctx;

  /// After inlining, a helper such as `void bump(inout uint x) {
  /// InterlockedAdd(x, 1); }` keeps an out-of-line copy whose destination is
  /// its own parameter: untraceable, yet nothing calls it and the binding
  /// stage would delete it (DXILFinalizeLinkagePass). Delete such copies
  /// first so they are not reported. Only non-entry functions that are not
  /// visible outside the module (Clang gives non-exported HLSL functions
  /// hidden visibility) and that call a dxild intrinsic are touched.
  bool deleteDeadCallers() {
    SmallVector<Function *, 4> Dead;
    for (Function &F : M) {
      if (F.isDeclaration() || !F.use_empty() ||
          F.hasFnAttribute("hlsl.shader") ||
          !(F.hasLocalLinkage() || F.hasHiddenVisibility()))
        continue;
      bool CallsDxild = false;
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *Callee = CB->getCalledFunction())
            CallsDxild |= lookupDxildIntrinsic(*Callee).has_value();
      if (CallsDxild)
        Dead.push_back(&F);
    }
    for (Function *F : Dead)
      F->eraseFromParent();
    return !Dead.empty();
  }

  void error(const char *Code, const Instruction *At, std::string Message) {
    Diagnostic D;
    D.Level = Severity::Error;
    if (At)
      Message += " (in function '" + demangledName(*At->getFunction()) + "')";
    D.Message = std::move(Message);
    D.Code = Code;
    Ctx.Diags.push_back(std::move(D));
  }

  /// A __dxild_* declaration this stage does not know would reach the DXIL
  /// lowering as an unresolved external; refuse it here instead.
  void reportUnknown(Function &F) {
    if (!F.isDeclaration() || F.use_empty())
      return;
    std::optional<std::string> Base = dxildBaseName(F);
    if (!Base)
      return;
    error(intrinsicscode::Unknown, nullptr,
          "unknown dxild intrinsic '" + *Base +
              "' (the prelude and the Intrinsics stage disagree)");
  }

  bool lower(const DxildIntrinsic &I, CallInst &CB) {
    switch (I.Kind) {
    case DxildIntrinsicKind::AtomicRMW:
    case DxildIntrinsicKind::AtomicCmpXchg:
      return lowerAtomic(I, CB);
    case DxildIntrinsicKind::Overloaded:
    case DxildIntrinsicKind::Barrier:
    case DxildIntrinsicKind::Conversion:
    case DxildIntrinsicKind::Query:
    case DxildIntrinsicKind::InputAttribute:
    case DxildIntrinsicKind::RayQuery:
    case DxildIntrinsicKind::RayQueryState:
      return lowerToTarget(I, CB);
    case DxildIntrinsicKind::ResourceMethod:
      return lowerResourceMethod(I.Method, CB, Ctx);
    case DxildIntrinsicKind::CheckAccess:
      return lowerCheckAccess(CB);
    }
    return false;
  }

  /// CheckAccessFullyMapped(status): the check bit the status was
  /// extended from (the load's own `CheckAccessFullyMapped` operation, as
  /// DXC emits it), else `status != 0`.
  bool lowerCheckAccess(CallInst &CB) {
    if (CB.arg_size() != 1 || !CB.getArgOperand(0)->getType()->isIntegerTy() ||
        !CB.getType()->isIntegerTy(1)) {
      error(intrinsicscode::Unknown, &CB,
            "'CheckAccessFullyMapped' has an unexpected signature");
      return false;
    }
    Value *Status = CB.getArgOperand(0);
    Value *Bit;
    auto *Z = dyn_cast<ZExtInst>(Status);
    if (Z && Z->getSrcTy()->isIntegerTy(1))
      Bit = Z->getOperand(0);
    else
      Bit = IRBuilder<>(&CB).CreateICmpNE(
          Status, ConstantInt::get(Status->getType(), 0));
    CB.replaceAllUsesWith(Bit);
    CB.eraseFromParent();
    RecursivelyDeleteTriviallyDeadInstructions(Status);
    return true;
  }

  bool lowerAtomic(const DxildIntrinsic &I, CallInst &CB) {
    const unsigned NumArgs =
        I.Kind == DxildIntrinsicKind::AtomicCmpXchg ? 3 : 2;
    Type *ValTy = CB.getType();
    // A float exchange swaps bits: DXIL has no float atomics.
    const bool FloatXchg = I.Kind == DxildIntrinsicKind::AtomicRMW &&
                           I.Op == AtomicRMWInst::Xchg && ValTy->isFloatTy();
    auto OperandsMatch = [&] {
      for (unsigned Arg = 1; Arg < NumArgs; ++Arg)
        if (CB.getArgOperand(Arg)->getType() != ValTy)
          return false;
      return CB.getArgOperand(0)->getType()->isPointerTy();
    };
    if (CB.arg_size() != NumArgs || !(ValTy->isIntegerTy() || FloatXchg) ||
        !OperandsMatch()) {
      error(intrinsicscode::Unknown, &CB,
            "'" + I.HLSLName.str() + "' has an unexpected signature");
      return false;
    }
    Value *Dest = inOriginalAddressSpace(CB.getArgOperand(0), &CB);
    if (!isAtomicDestination(Dest)) {
      error(intrinsicscode::UntraceableDestination, &CB,
            "the destination of '" + I.HLSLName.str() +
                "' must be an element of a RWBuffer, RWStructuredBuffer "
                "or RW texture or a groupshared variable; it could not be "
                "traced to one "
                "(local variables and other memory cannot be the target of "
                "an atomic operation)");
      return false;
    }
    // Atomics must be naturally aligned; Clang's resource element pointers
    // only promise the alignment of the whole element.
    Align A(M.getDataLayout().getTypeStoreSize(ValTy).getFixedValue());
    IRBuilder<> B(&CB);
    Value *Original;
    if (FloatXchg) {
      // As DXC does: the i32 exchange of the same bits, so the DXIL lowering
      // sees the integer atomic it knows on a float element's address.
      Type *I32 = B.getInt32Ty();
      Value *Bits = B.CreateBitCast(CB.getArgOperand(1), I32);
      Value *Old = B.CreateAtomicRMW(AtomicRMWInst::Xchg, Dest, Bits, A,
                                     AtomicOrdering::SequentiallyConsistent);
      Original = B.CreateBitCast(Old, ValTy);
    } else if (I.Kind == DxildIntrinsicKind::AtomicRMW) {
      Original = B.CreateAtomicRMW(I.Op, Dest, CB.getArgOperand(1), A,
                                   AtomicOrdering::SequentiallyConsistent);
    } else {
      Value *Pair =
          B.CreateAtomicCmpXchg(Dest, CB.getArgOperand(1), CB.getArgOperand(2),
                                A, AtomicOrdering::SequentiallyConsistent,
                                AtomicOrdering::SequentiallyConsistent);
      Original = B.CreateExtractValue(Pair, 0);
    }
    Original->takeName(&CB);
    Value *OldDest = CB.getArgOperand(0);
    CB.replaceAllUsesWith(Original);
    CB.eraseFromParent();
    // The generic-address-space copy of a groupshared pointer is now dead.
    RecursivelyDeleteTriviallyDeadInstructions(OldDest);
    return true;
  }

  FunctionCallee targetFunction(const DxildIntrinsic &I, CallInst &CB,
                                std::string &Name) {
    Name = I.Target.str();
    if (I.Kind == DxildIntrinsicKind::Overloaded ||
        I.Kind == DxildIntrinsicKind::Conversion ||
        I.Kind == DxildIntrinsicKind::InputAttribute ||
        I.Kind == DxildIntrinsicKind::RayQueryState) {
      // f32tof16, pack and WaveMatch are overloaded on their argument (the
      // result type follows from it), the others on their result type.
      if (I.OverloadOnArg && CB.arg_size() != 1)
        return FunctionCallee();
      std::string Suffix = typeSuffix(
          I.OverloadOnArg ? CB.getArgOperand(0)->getType() : CB.getType());
      if (Suffix.empty())
        return FunctionCallee();
      Name += "." + Suffix;
    }
    SmallVector<Type *, 2> Params;
    for (Value *Arg : CB.args())
      Params.push_back(Arg->getType());
    FunctionType *FTy = FunctionType::get(CB.getType(), Params, false);
    if (Function *Existing = M.getFunction(Name))
      if (Existing->getFunctionType() != FTy)
        return FunctionCallee();
    FunctionCallee Callee = M.getOrInsertFunction(Name, FTy);
    auto *F = cast<Function>(Callee.getCallee());
    // The name must not be taken for one of LLVM 22's own intrinsics (they
    // match by prefix plus type suffix); that would be invalid IR.
    if (F->getIntrinsicID() != Intrinsic::not_intrinsic)
      return FunctionCallee();
    // LLVM 22 does not know these intrinsics, so it cannot supply their
    // attributes; give them what upstream's definitions have. Wave and quad
    // operations read no memory but must not move across control flow;
    // barriers order memory, so they keep unknown memory effects;
    // conversions are plain functions of their argument.
    // Ray queries belong to their lane, not to the wave.
    if (I.Kind != DxildIntrinsicKind::Conversion &&
        I.Kind != DxildIntrinsicKind::Query &&
        I.Kind != DxildIntrinsicKind::InputAttribute &&
        I.Kind != DxildIntrinsicKind::RayQuery &&
        I.Kind != DxildIntrinsicKind::RayQueryState)
      F->addFnAttr(Attribute::Convergent);
    F->addFnAttr(Attribute::NoUnwind);
    F->addFnAttr(Attribute::WillReturn);
    if (I.Kind == DxildIntrinsicKind::Overloaded ||
        I.Kind == DxildIntrinsicKind::Conversion ||
        I.Kind == DxildIntrinsicKind::InputAttribute) {
      F->addFnAttr(Attribute::NoFree);
      F->addFnAttr(Attribute::NoSync);
      F->setDoesNotAccessMemory();
    }
    if (I.Kind == DxildIntrinsicKind::Query ||
        I.Kind == DxildIntrinsicKind::RayQueryState) {
      F->addFnAttr(Attribute::NoFree);
      F->addFnAttr(Attribute::NoSync);
      F->setOnlyReadsMemory();
    }
    return Callee;
  }

  bool lowerToTarget(const DxildIntrinsic &I, CallInst &CB) {
    std::string Name;
    FunctionCallee Callee = targetFunction(I, CB, Name);
    if (!Callee) {
      error(intrinsicscode::Unknown, &CB,
            "'" + I.HLSLName.str() + "' has an unexpected signature");
      return false;
    }
    SmallVector<Value *, 2> Args(CB.args());
    CallInst *New = IRBuilder<>(&CB).CreateCall(Callee, Args);
    New->setTailCallKind(CB.getTailCallKind());
    New->takeName(&CB);
    CB.replaceAllUsesWith(New);
    CB.eraseFromParent();
    return true;
  }
};

} // namespace

bool lowerDxildIntrinsics(Module &M, IntrinsicsContext &Ctx) {
  return Lowering(M, Ctx).run();
}

PreservedAnalyses DXILDLowerIntrinsicsPass::run(Module &M,
                                                ModuleAnalysisManager &) {
  return lowerDxildIntrinsics(M, Ctx) ? PreservedAnalyses::none()
                                      : PreservedAnalyses::all();
}

} // namespace dxild
