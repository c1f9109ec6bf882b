//===- PruneUnusedCBuffers.cpp - Drop cbuffers nothing reads --------------===//

#include "Binding/PruneUnusedCBuffers.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

static GlobalVariable *operandGlobal(const MDNode *N, unsigned I) {
  if (I >= N->getNumOperands())
    return nullptr;
  auto *VAM = dyn_cast_or_null<ValueAsMetadata>(N->getOperand(I).get());
  return VAM ? dyn_cast<GlobalVariable>(VAM->getValue()) : nullptr;
}

/// A cbuffer is read iff one of its member globals is still referenced.
static bool isCBufferUsed(const MDNode *Entry) {
  for (unsigned I = 1, E = Entry->getNumOperands(); I < E; ++I)
    if (GlobalVariable *Member = operandGlobal(Entry, I))
      if (!Member->use_empty())
        return true;
  return false;
}

/// Removes every store of a handle to \p HandleGV, then the global itself and
/// the handle values that became dead.
static void removeCBuffer(GlobalVariable *HandleGV) {
  SmallVector<Instruction *, 4> Stored;
  for (User *U : make_early_inc_range(HandleGV->users())) {
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != HandleGV)
      continue;
    if (auto *V = dyn_cast<Instruction>(SI->getValueOperand()))
      Stored.push_back(V);
    SI->eraseFromParent();
  }
  if (HandleGV->use_empty())
    HandleGV->eraseFromParent();
  // The handle creation intrinsics are readnone; once nothing uses their
  // result they are dead.
  for (Instruction *V : Stored)
    if (V->use_empty() && !V->mayHaveSideEffects())
      V->eraseFromParent();
}

PreservedAnalyses DXILPruneUnusedCBuffersPass::run(Module &M,
                                                   ModuleAnalysisManager &) {
  NamedMDNode *CBs = M.getNamedMetadata("hlsl.cbs");
  if (!CBs)
    return PreservedAnalyses::all();

  SmallVector<MDNode *, 4> Keep;
  bool Changed = false;
  for (MDNode *Entry : CBs->operands()) {
    GlobalVariable *HandleGV = operandGlobal(Entry, 0);
    if (!HandleGV || isCBufferUsed(Entry)) {
      Keep.push_back(Entry);
      continue;
    }
    Changed = true;
    SmallVector<GlobalVariable *, 4> Members;
    for (unsigned I = 1, E = Entry->getNumOperands(); I < E; ++I)
      if (GlobalVariable *Member = operandGlobal(Entry, I))
        Members.push_back(Member);
    removeCBuffer(HandleGV);
    for (GlobalVariable *Member : Members)
      if (Member->use_empty())
        Member->eraseFromParent();
  }
  if (!Changed)
    return PreservedAnalyses::all();

  CBs->clearOperands();
  for (MDNode *Entry : Keep)
    CBs->addOperand(Entry);
  if (Keep.empty())
    CBs->eraseFromParent();
  return PreservedAnalyses::none();
}

} // namespace dxild
