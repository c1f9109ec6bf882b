//===- HandlePhis.cpp - Phis and selects of resource handles --------------===//

#include "Binding/HandlePhis.h"

#include "Binding/BindingContext.h"
#include "Binding/LocalResources.h"
#include "Binding/ResourceCalls.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"

#include <string>

using namespace llvm;

namespace dxild {

namespace {

constexpr const char *UnsupportedUse = "dxild.binding.unsupported-resource-use";
/// The operand of a handle creation that is the element index.
constexpr unsigned IndexArg = 3;

bool isHandleType(Type *T) {
  auto *TT = dyn_cast<TargetExtType>(T);
  if (!TT)
    return false;
  StringRef N = TT->getName();
  return N.starts_with("dx.") && N != "dx.Padding" && N != "dx.Layout";
}

bool isCreation(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II &&
         (II->getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
          II->getIntrinsicID() ==
              Intrinsic::dx_resource_handlefromimplicitbinding);
}

bool isNonUniform(const Value *V) {
  auto *II = dyn_cast<IntrinsicInst>(V);
  return II && II->getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex;
}

/// The creation a handle value is: a creation call, or a load of a global
/// whose only store is one (a global resource as Clang emits it).
CallInst *creationOf(Value *V) {
  if (isCreation(V))
    return cast<CallInst>(V);
  auto *LI = dyn_cast<LoadInst>(V);
  auto *GV = LI ? dyn_cast<GlobalVariable>(LI->getPointerOperand()) : nullptr;
  if (!GV)
    return nullptr;
  StoreInst *Only = nullptr;
  for (User *U : GV->users()) {
    if (isa<LoadInst>(U))
      continue;
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != GV || Only)
      return nullptr;
    Only = SI;
  }
  if (!Only || !isCreation(Only->getValueOperand()))
    return nullptr;
  auto *C = cast<CallInst>(Only->getValueOperand());
  // Re-created at the merge: every operand must be a constant.
  for (Value *A : C->args())
    if (!isa<Constant>(A))
      return nullptr;
  return C;
}

/// \p A and \p B create handles of one resource range.
bool sameRange(const CallInst *A, const CallInst *B) {
  if (A->getCalledFunction() != B->getCalledFunction())
    return false;
  for (unsigned N = 0; N < A->arg_size(); ++N)
    if (N != IndexArg && A->getArgOperand(N) != B->getArgOperand(N))
      return false;
  return true;
}

bool isMerge(const Value *V) {
  return (isa<PHINode>(V) || isa<SelectInst>(V)) && isHandleType(V->getType());
}

SmallVector<Value *, 4> mergedValues(Instruction *I) {
  if (auto *Phi = dyn_cast<PHINode>(I))
    return SmallVector<Value *, 4>(Phi->incoming_values());
  auto *Sel = cast<SelectInst>(I);
  return {Sel->getTrueValue(), Sel->getFalseValue()};
}

class HandlePhis {
public:
  HandlePhis(BindingContext &Ctx, bool OnlyPhis)
      : Ctx(Ctx), OnlyPhis(OnlyPhis) {}

  /// Rewrites the web of merges \p Start belongs to; false on an error.
  bool rewriteWeb(Instruction *Start, SmallPtrSetImpl<Value *> &Done);

private:
  BindingContext &Ctx;
  bool OnlyPhis;
};

bool HandlePhis::rewriteWeb(Instruction *Start,
                            SmallPtrSetImpl<Value *> &Done) {
  // The merges connected to Start through operands and users.
  SetVector<Instruction *> Web;
  SmallVector<Instruction *, 8> Work{Start};
  SmallVector<CallInst *, 8> Leaves;
  SmallVector<Value *, 4> Unknown;
  DenseMap<Value *, CallInst *> LeafOf;
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (!Web.insert(I))
      continue;
    Done.insert(I);
    for (User *U : I->users())
      if (isMerge(U))
        Work.push_back(cast<Instruction>(U));
    for (Value *V : mergedValues(I)) {
      if (isMerge(V)) {
        Work.push_back(cast<Instruction>(V));
      } else if (CallInst *C = creationOf(V)) {
        LeafOf[V] = C;
        if (!is_contained(Leaves, C))
          Leaves.push_back(C);
      } else if (!isa<UndefValue>(V)) {
        Unknown.push_back(V);
      }
    }
  }
  // One range, or a diagnostic naming the resources.
  SmallVector<std::string, 4> Names;
  for (CallInst *C : Leaves) {
    std::string N = resourceName(*C).str();
    if (!is_contained(Names, N))
      Names.push_back(N);
  }
  std::string Fn = Start->getFunction()->getName().str();
  // Selects alone are valid IR that later passes may still resolve (or
  // refuse) when their handles are not all creations; a phi of handles must
  // go here.
  bool HasPhi = any_of(Web, [](Instruction *I) { return isa<PHINode>(I); });
  if (!HasPhi && (OnlyPhis || !Unknown.empty()))
    return true;
  if (!Unknown.empty() || Leaves.empty()) {
    Ctx.error(UnsupportedUse, Names.empty() ? StringRef() : StringRef(Names[0]),
              "a resource variable merges a handle whose resource is unknown "
              "(in function '" +
                  Fn +
                  "'); DXIL needs each use to refer to one global "
                  "resource");
    return false;
  }
  bool OneRange =
      all_of(Leaves, [&](CallInst *C) { return sameRange(C, Leaves.front()); });
  if (!OneRange) {
    std::string List;
    for (const std::string &N : Names)
      List += (List.empty() ? "'" : ", '") + N + "'";
    Ctx.error(bindingcode::LocalResourceNotUnique, Names[0],
              "a local resource variable may hold different resources where "
              "it is used (" +
                  List +
                  "); DXIL needs each use to refer to one global resource "
                  "(DXC: local resource not guaranteed to map to unique "
                  "global resource)");
    for (size_t N = 1; N < Names.size(); ++N)
      Ctx.note(Names[N], "'" + Names[N] + "' declared here");
    return false;
  }

  // The same web over the element indices.
  Type *I32 = Type::getInt32Ty(Start->getContext());
  bool NonUniform = false;
  DenseMap<Instruction *, Instruction *> Index;
  for (Instruction *I : Web) {
    if (auto *Phi = dyn_cast<PHINode>(I))
      Index[I] = PHINode::Create(I32, Phi->getNumIncomingValues(),
                                 I->getName() + ".residx", Phi->getIterator());
    else
      Index[I] = SelectInst::Create(
          cast<SelectInst>(I)->getCondition(), PoisonValue::get(I32),
          PoisonValue::get(I32), I->getName() + ".residx", I->getIterator());
  }
  auto IndexOf = [&](Value *V) -> Value * {
    if (auto *I = dyn_cast<Instruction>(V); I && Index.count(I))
      return Index[I];
    if (isa<UndefValue>(V))
      return UndefValue::get(I32);
    Value *Idx = LeafOf[V]->getArgOperand(IndexArg);
    if (isNonUniform(Idx)) {
      NonUniform = true;
      Idx = cast<IntrinsicInst>(Idx)->getArgOperand(0);
    }
    return Idx;
  };
  for (Instruction *I : Web) {
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      auto *IP = cast<PHINode>(Index[I]);
      for (unsigned N = 0; N < Phi->getNumIncomingValues(); ++N)
        IP->addIncoming(IndexOf(Phi->getIncomingValue(N)),
                        Phi->getIncomingBlock(N));
    } else {
      auto *Sel = cast<SelectInst>(I);
      auto *IS = cast<SelectInst>(Index[I]);
      IS->setTrueValue(IndexOf(Sel->getTrueValue()));
      IS->setFalseValue(IndexOf(Sel->getFalseValue()));
    }
  }
  // Each merge becomes a creation of the range with its merged index.
  CallInst *Template = Leaves.front();
  for (Instruction *I : Web) {
    BasicBlock::iterator At = isa<PHINode>(I)
                                  ? I->getParent()->getFirstInsertionPt()
                                  : I->getIterator();
    IRBuilder<> B(I->getParent(), At);
    Value *Idx = Index[I];
    if (NonUniform)
      Idx =
          B.CreateIntrinsic(I32, Intrinsic::dx_resource_nonuniformindex, {Idx});
    SmallVector<Value *, 5> Args(Template->args());
    Args[IndexArg] = Idx;
    CallInst *H = B.CreateCall(Template->getCalledFunction(), Args);
    H->setAttributes(Template->getAttributes());
    H->takeName(I);
    I->replaceAllUsesWith(H);
  }
  for (Instruction *I : Web)
    I->dropAllReferences();
  for (Instruction *I : Web)
    I->eraseFromParent();
  return true;
}

} // namespace

PreservedAnalyses DXILHandlePhisPass::run(Module &M, ModuleAnalysisManager &) {
  bool Changed = false;
  HandlePhis H(Ctx, OnlyPhis);
  for (Function &F : M) {
    SmallVector<Instruction *, 8> Merges;
    for (Instruction &I : instructions(F))
      if (isMerge(&I))
        Merges.push_back(&I);
    SmallPtrSet<Value *, 16> Done;
    for (Instruction *I : Merges) {
      if (Done.count(I))
        continue;
      if (!H.rewriteWeb(I, Done))
        return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
      Changed = true;
    }
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
