//===- DXILSignatureUsage.cpp - Components the final code reads -----------===//

#include "Lowering/DXILSignatureUsage.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <map>
#include <optional>

using namespace llvm;

namespace dxild {

namespace {

enum : unsigned { LoadInput = 4, StoreOutput = 5 };

/// Semantic kinds whose value comes from an operation of its own, not
/// loadInput: sample index, coverage, inner coverage.
bool readByOwnOperation(uint64_t Kind) {
  return Kind == 12 || Kind == 14 || Kind == 15;
}

std::optional<uint64_t> mdInt(const MDNode *N, unsigned I) {
  if (!N || I >= N->getNumOperands())
    return std::nullopt;
  if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I)))
    return C->getZExtValue();
  return std::nullopt;
}

struct Masks {
  unsigned Usage = 0, Dynamic = 0;
};

/// Element ID -> masks, for the inputs and the outputs.
struct Usage {
  std::map<uint64_t, Masks> Inputs, Outputs;
};

Usage collect(Function &Entry) {
  Usage U;
  for (Instruction &I : instructions(Entry)) {
    auto *CI = dyn_cast<CallInst>(&I);
    Function *F = CI ? CI->getCalledFunction() : nullptr;
    if (!F || !F->getName().starts_with("dx.op.") || CI->arg_size() < 4)
      continue;
    auto *Op = dyn_cast<ConstantInt>(CI->getArgOperand(0));
    auto *ID = dyn_cast<ConstantInt>(CI->getArgOperand(1));
    auto *Col = dyn_cast<ConstantInt>(CI->getArgOperand(3));
    if (!Op || !ID || !Col || Col->getZExtValue() >= 4)
      continue;
    unsigned Opcode = unsigned(Op->getZExtValue());
    if (Opcode != LoadInput && Opcode != StoreOutput)
      continue;
    Masks &M = (Opcode == LoadInput ? U.Inputs : U.Outputs)[ID->getZExtValue()];
    const unsigned Bit = 1u << Col->getZExtValue();
    M.Usage |= Bit;
    if (!isa<ConstantInt>(CI->getArgOperand(2)))
      M.Dynamic |= Bit;
  }
  return U;
}

/// \p List with properties 2 and 3 of every element set from \p Found
/// (other properties kept, DXC's order: 0, 2, 3; zero masks omitted).
Metadata *update(LLVMContext &Ctx, Metadata *ListMD,
                 const std::map<uint64_t, Masks> &Found) {
  auto *List = dyn_cast_or_null<MDNode>(ListMD);
  if (!List)
    return ListMD;
  Type *I32 = Type::getInt32Ty(Ctx);
  auto Const = [&](uint64_t V) -> Metadata * {
    return ConstantAsMetadata::get(ConstantInt::get(I32, V));
  };
  SmallVector<Metadata *, 8> Elements(List->op_begin(), List->op_end());
  for (Metadata *&EMD : Elements) {
    auto *E = dyn_cast_or_null<MDNode>(EMD);
    std::optional<uint64_t> ID = mdInt(E, 0), Kind = mdInt(E, 3);
    if (!ID || !Kind || E->getNumOperands() != 11)
      continue;
    std::map<uint64_t, Metadata *> Props;
    if (const auto *Old = dyn_cast_or_null<MDNode>(E->getOperand(10)))
      for (unsigned P = 0; P + 1 < Old->getNumOperands(); P += 2)
        if (std::optional<uint64_t> Tag = mdInt(Old, P))
          Props[*Tag] = Old->getOperand(P + 1);
    if (readByOwnOperation(*Kind))
      continue;
    auto It = Found.find(*ID);
    Masks M = It == Found.end() ? Masks() : It->second;
    Props.erase(2);
    Props.erase(3);
    if (M.Dynamic)
      Props[2] = Const(M.Dynamic);
    if (M.Usage)
      Props[3] = Const(M.Usage);
    SmallVector<Metadata *, 8> Flat;
    for (const auto &[Tag, Val] : Props) {
      Flat.push_back(Const(Tag));
      Flat.push_back(Val);
    }
    SmallVector<Metadata *, 11> Ops(E->op_begin(), E->op_end());
    Ops[10] = Flat.empty() ? nullptr : MDNode::get(Ctx, Flat);
    EMD = MDNode::get(Ctx, Ops);
  }
  return MDNode::get(Ctx, Elements);
}

} // namespace

PreservedAnalyses DXILSignatureUsagePass::run(Module &M,
                                              ModuleAnalysisManager &) {
  NamedMDNode *EPs = M.getNamedMetadata("dx.entryPoints");
  if (!EPs || EPs->getNumOperands() != 1)
    return PreservedAnalyses::all();
  MDNode *Entry = EPs->getOperand(0);
  if (Entry->getNumOperands() != 5)
    return PreservedAnalyses::all();
  auto *F = mdconst::dyn_extract_or_null<Function>(Entry->getOperand(0));
  auto *Sigs = dyn_cast_or_null<MDNode>(Entry->getOperand(2));
  if (!F || F->isDeclaration() || !Sigs || Sigs->getNumOperands() != 3)
    return PreservedAnalyses::all();

  LLVMContext &Ctx = M.getContext();
  Usage U = collect(*F);
  SmallVector<Metadata *, 3> SigOps(Sigs->op_begin(), Sigs->op_end());
  SigOps[0] = update(Ctx, SigOps[0], U.Inputs);
  SigOps[1] = update(Ctx, SigOps[1], U.Outputs);
  SmallVector<Metadata *, 5> EntryOps(Entry->op_begin(), Entry->op_end());
  EntryOps[2] = MDNode::get(Ctx, SigOps);
  EPs->setOperand(0, MDNode::get(Ctx, EntryOps));
  return PreservedAnalyses::all();
}

} // namespace dxild
