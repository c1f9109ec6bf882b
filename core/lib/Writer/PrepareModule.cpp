//===- PrepareModule.cpp - Rewrite a module into what 3.7 can say ---------===//

#include "Writer/PrepareModule.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"

#include <string>

using namespace llvm;

namespace dxild {
namespace writer {

namespace {

/// Intrinsics that carry no semantics a DXIL consumer needs. Lifetime markers
/// changed signature after 3.7 (no size operand in LLVM 22) and the facts
/// allow leaving them out; the others are optimizer hints.
bool isDroppableIntrinsic(const Function &F) {
  switch (F.getIntrinsicID()) {
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::donothing:
  case Intrinsic::sideeffect:
  case Intrinsic::invariant_start:
  case Intrinsic::invariant_end:
    return true;
  default:
    return false;
  }
}

bool isSupported37RMW(AtomicRMWInst::BinOp Op) {
  switch (Op) {
  case AtomicRMWInst::Xchg:
  case AtomicRMWInst::Add:
  case AtomicRMWInst::Sub:
  case AtomicRMWInst::And:
  case AtomicRMWInst::Nand:
  case AtomicRMWInst::Or:
  case AtomicRMWInst::Xor:
  case AtomicRMWInst::Max:
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMax:
  case AtomicRMWInst::UMin:
    return true;
  default:
    return false;
  }
}

bool checkSyncScope(const Instruction &I, WriterDiags &Diags) {
  std::optional<SyncScope::ID> SSID = getAtomicSyncScopeID(&I);
  if (!SSID || *SSID == SyncScope::System || *SSID == SyncScope::SingleThread)
    return true;
  Diags.unsupported(std::string("'") + I.getOpcodeName() +
                    "' with a target sync scope (3.7 knows only singlethread "
                    "and system)");
  return false;
}

/// Checks one instruction for things 3.7 cannot encode at all.
bool checkInstruction(Instruction &I, WriterDiags &Diags) {
  switch (I.getOpcode()) {
  case Instruction::Invoke:
  case Instruction::Resume:
  case Instruction::LandingPad:
  case Instruction::CleanupRet:
  case Instruction::CatchRet:
  case Instruction::CatchSwitch:
  case Instruction::CatchPad:
  case Instruction::CleanupPad:
  case Instruction::CallBr:
  case Instruction::IndirectBr:
  case Instruction::VAArg:
    Diags.unsupported(std::string("instruction '") + I.getOpcodeName() +
                      "' in DXIL");
    return false;
  case Instruction::AtomicRMW:
    if (!isSupported37RMW(cast<AtomicRMWInst>(I).getOperation())) {
      Diags.unsupported(
          "atomicrmw '" +
          AtomicRMWInst::getOperationName(cast<AtomicRMWInst>(I).getOperation())
              .str() +
          "' (LLVM 3.7 has only integer read-modify-write operations)");
      return false;
    }
    return checkSyncScope(I, Diags);
  case Instruction::AtomicCmpXchg:
  case Instruction::Fence:
  case Instruction::Load:
  case Instruction::Store:
    return checkSyncScope(I, Diags);
  case Instruction::Call: {
    auto &CI = cast<CallInst>(I);
    if (CI.isInlineAsm()) {
      Diags.unsupported("inline assembly in DXIL");
      return false;
    }
    if (!CI.getCalledFunction()) {
      Diags.unsupported("indirect call (DXIL calls only declared functions)");
      return false;
    }
    if (CI.hasOperandBundles()) {
      Diags.unsupported("call with operand bundles (LLVM 3.7 DXIL has none)");
      return false;
    }
    if (CI.getCalledFunction()->getFunctionType() != CI.getFunctionType()) {
      Diags.unsupported("call whose type differs from its callee's");
      return false;
    }
    return true;
  }
  default:
    return true;
  }
}

/// Module-flag behaviours Max (7) and Min (8) postdate 3.7; like upstream's
/// DirectX backend, downgrade them to Warning (2).
void rewriteModuleFlags(Module &M) {
  NamedMDNode *Flags = M.getModuleFlagsMetadata();
  if (!Flags)
    return;
  for (unsigned I = 0, E = Flags->getNumOperands(); I != E; ++I) {
    MDNode *Flag = Flags->getOperand(I);
    if (Flag->getNumOperands() != 3)
      continue;
    auto *Behavior =
        mdconst::dyn_extract_or_null<ConstantInt>(Flag->getOperand(0));
    if (!Behavior || Behavior->getZExtValue() <= Module::AppendUnique)
      continue;
    Metadata *Ops[] = {ConstantAsMetadata::get(ConstantInt::get(
                           Behavior->getType(), Module::Warning)),
                       Flag->getOperand(1), Flag->getOperand(2)};
    Flags->setOperand(I, MDNode::get(M.getContext(), Ops));
  }
}

/// The loop hints the DXIL validator accepts (ValidateLoopMetadata): a hint
/// node is one of these names, with a constant count for unroll.count.
bool isDXILLoopHint(const MDNode *Hint) {
  if (!Hint || Hint->getNumOperands() == 0)
    return false;
  const auto *Name = dyn_cast<MDString>(Hint->getOperand(0));
  if (!Name)
    return false;
  StringRef N = Name->getString();
  if (N == "llvm.loop.unroll.full" || N == "llvm.loop.unroll.disable")
    return Hint->getNumOperands() == 1;
  if (N == "llvm.loop.unroll.count")
    return Hint->getNumOperands() == 2 &&
           mdconst::dyn_extract_or_null<ConstantInt>(Hint->getOperand(1));
  return false;
}

/// `!llvm.loop` as DXC writes it: `distinct !{self}` plus at most one unroll
/// hint. LLVM 22 adds hints 3.7 and the validator do not know
/// (`llvm.loop.mustprogress`, vectorizer hints, ...), which the validator
/// rejects as "Metadata must be well-formed": those are dropped, and a loop
/// left without a hint loses its attachment, as in DXC's output.
void rewriteLoopMetadata(Module &M) {
  DenseMap<MDNode *, MDNode *> Rewritten;
  LLVMContext &Ctx = M.getContext();
  for (Function &F : M)
    for (Instruction &I : instructions(F)) {
      MDNode *Loop = I.getMetadata(LLVMContext::MD_loop);
      if (!Loop)
        continue;
      auto [It, Inserted] = Rewritten.try_emplace(Loop, nullptr);
      if (Inserted) {
        MDNode *Hint = nullptr;
        for (unsigned Op = 1; Op < Loop->getNumOperands() && !Hint; ++Op)
          if (auto *N = dyn_cast_or_null<MDNode>(Loop->getOperand(Op).get());
              isDXILLoopHint(N))
            Hint = N;
        if (Hint) {
          TempMDTuple Self = MDTuple::getTemporary(Ctx, {});
          MDNode *New = MDNode::getDistinct(Ctx, {Self.get(), Hint});
          New->replaceOperandWith(0, New);
          It->second = New;
        }
      }
      I.setMetadata(LLVMContext::MD_loop, It->second);
    }
}

} // namespace

bool prepareModuleFor37(Module &M, WriterDiags &Diags) {
  bool Ok = true;
  // DXC ships DXIL without debug info; 3.7's debug-info records differ from
  // LLVM 22's in ways the writer does not attempt to bridge.
  StripDebugInfo(M);

  for (const char *Name : {"llvm.used", "llvm.compiler.used"})
    if (GlobalVariable *GV = M.getGlobalVariable(Name))
      GV->eraseFromParent();

  if (!M.aliases().empty() || !M.ifuncs().empty()) {
    Diags.unsupported("global aliases and ifuncs in DXIL");
    Ok = false;
  }
  for (GlobalVariable &GV : M.globals()) {
    if (GV.hasComdat() || GV.hasSection() || GV.hasPartition()) {
      Diags.unsupported("global '" + GV.getName().str() +
                        "' with a comdat, section or partition");
      Ok = false;
    }
    if (GV.hasInitializer()) {
      SmallVector<const Constant *, 8> Work = {GV.getInitializer()};
      while (!Work.empty()) {
        const Constant *C = Work.pop_back_val();
        if (isa<ConstantExpr>(C) || isa<GlobalValue>(C) ||
            isa<BlockAddress>(C)) {
          Diags.unsupported("initializer of '" + GV.getName().str() +
                            "' refers to an address or constant expression");
          Ok = false;
          break;
        }
        for (const Use &U : C->operands())
          Work.push_back(cast<Constant>(U.get()));
      }
    }
  }
  for (Function &F : M) {
    if (F.hasComdat() || F.hasSection() || F.hasGC() || F.hasPrefixData() ||
        F.hasPrologueData() || F.hasPersonalityFn()) {
      Diags.unsupported("function '" + F.getName().str() +
                        "' with a comdat, section, gc, prefix, prologue or "
                        "personality");
      Ok = false;
    }
  }

  SmallVector<Instruction *, 16> Dead;
  SmallVector<Constant *, 16> Exprs;
  for (Function &F : M) {
    for (Instruction &I : instructions(F)) {
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction();
            Callee && isDroppableIntrinsic(*Callee)) {
          Dead.push_back(&I);
          continue;
        }
      if (auto *FI = dyn_cast<FreezeInst>(&I)) {
        // freeze has no 3.7 encoding; DXC's inputs never needed it.
        FI->replaceAllUsesWith(FI->getOperand(0));
        Dead.push_back(FI);
        continue;
      }
      if (I.getOpcode() == Instruction::FNeg) {
        IRBuilder<> B(&I);
        B.setFastMathFlags(I.getFastMathFlags());
        Value *Sub = B.CreateFSub(ConstantFP::getNegativeZero(I.getType()),
                                  I.getOperand(0));
        I.replaceAllUsesWith(Sub);
        Dead.push_back(&I);
        continue;
      }
      Ok &= checkInstruction(I, Diags);
      for (Value *Op : I.operands())
        if (auto *CE = dyn_cast<ConstantExpr>(Op))
          Exprs.push_back(CE);
    }
  }
  for (Instruction *I : Dead)
    I->eraseFromParent();
  for (Function &F : llvm::make_early_inc_range(M))
    if (isDroppableIntrinsic(F) && F.use_empty())
      F.eraseFromParent();

  // Constant expressions in instructions become instructions: the 3.7 forms
  // of modern GEP/cast expressions would need typed casts inside the constant
  // table, and DXIL allows their instruction forms anyway.
  if (!Exprs.empty())
    convertUsersOfConstantsToInstructions(Exprs, /*RestrictToFunc=*/nullptr,
                                          /*RemoveDeadConstants=*/true,
                                          /*IncludeSelf=*/true);
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      for (Value *Op : I.operands())
        if (isa<ConstantExpr>(Op)) {
          Diags.unsupported("constant expression nested in a constant "
                            "aggregate operand");
          Ok = false;
        }

  rewriteModuleFlags(M);
  rewriteLoopMetadata(M);
  return Ok;
}

} // namespace writer
} // namespace dxild
