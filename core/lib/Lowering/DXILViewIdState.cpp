//===- DXILViewIdState.cpp - Input->output dependencies -------------------===//
//
// The analysis follows DXC's ComputeViewIdState (same facts, own code):
//  - an output component's contributors are the instructions its stored
//    value is computed from (operands, transitively), the stores that reach
//    a load through its pointer's base declaration (alloca, global,
//    argument), the returns of a called function, and the branches the
//    store's block and every contributor's block are control dependent on
//    (post-dominance frontier);
//  - for a phi, the branches deciding which constant incoming value it
//    takes, taken at the highest dominator where that constant is still the
//    only value leaving towards the phi;
//  - the loadInput calls among the contributors name the input components,
//    a ViewID call makes the output ViewID dependent.
//
//===----------------------------------------------------------------------===//

#include "Lowering/DXILViewIdState.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <bitset>
#include <map>
#include <memory>
#include <optional>
#include <set>

using namespace llvm;

namespace dxild {

namespace {

constexpr unsigned NumComps = 4;
constexpr unsigned NumStreams = 4;
/// 32 rows of 4 components: the largest signature.
constexpr unsigned MaxSigScalars = 32 * NumComps;

enum DXILOpcode : unsigned { LoadInput = 4, StoreOutput = 5, ViewID = 138 };

std::optional<unsigned> dxilOpcode(const Instruction *I) {
  const auto *CI = dyn_cast<CallInst>(I);
  if (!CI || CI->arg_empty())
    return std::nullopt;
  const Function *F = CI->getCalledFunction();
  if (!F || !F->getName().starts_with("dx.op."))
    return std::nullopt;
  const auto *Op = dyn_cast<ConstantInt>(CI->getArgOperand(0));
  if (!Op)
    return std::nullopt;
  return unsigned(Op->getZExtValue());
}

std::optional<uint32_t> constU32(const Value *V) {
  const auto *C = dyn_cast<ConstantInt>(V);
  if (!C || C->getZExtValue() > UINT32_MAX)
    return std::nullopt;
  return uint32_t(C->getZExtValue());
}

/// What the analysis needs of one signature element.
struct SigElement {
  bool Allocated = false;
  unsigned StartRow = 0, StartCol = 0, Rows = 1, Cols = 1, Stream = 0;
};

struct Signature {
  std::map<uint32_t, SigElement> ByID;
  const SigElement *find(uint32_t ID) const {
    auto It = ByID.find(ID);
    return It == ByID.end() ? nullptr : &It->second;
  }
};

unsigned linearIndex(const SigElement &E, unsigned Row, unsigned Col) {
  return (Row + E.StartRow) * NumComps + Col + E.StartCol;
}

std::optional<uint64_t> mdInt(const MDNode *N, unsigned I) {
  if (!N || I >= N->getNumOperands())
    return std::nullopt;
  if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I)))
    return C->getZExtValue();
  return std::nullopt;
}

void readSignature(const Metadata *MD, Signature &Sig) {
  const auto *List = dyn_cast_or_null<MDNode>(MD);
  if (!List)
    return;
  for (const MDOperand &Op : List->operands()) {
    const auto *N = dyn_cast_or_null<MDNode>(Op.get());
    if (!N || N->getNumOperands() < 10)
      continue;
    SigElement E;
    auto ID = mdInt(N, 0), Rows = mdInt(N, 6), Cols = mdInt(N, 7),
         Row = mdInt(N, 8), Col = mdInt(N, 9);
    if (!ID || !Rows || !Cols || !Row || !Col)
      continue;
    E.Rows = unsigned(*Rows);
    E.Cols = unsigned(*Cols);
    E.Allocated = int32_t(*Row) >= 0 && E.Rows && E.Cols;
    E.StartRow = E.Allocated ? unsigned(*Row) : 0;
    E.StartCol = E.Allocated ? unsigned(int8_t(*Col)) : 0;
    if (N->getNumOperands() > 10)
      if (const auto *Props = dyn_cast_or_null<MDNode>(N->getOperand(10)))
        for (unsigned I = 0; I + 1 < Props->getNumOperands(); I += 2)
          if (mdInt(Props, I) == 0u)
            E.Stream = unsigned(mdInt(Props, I + 1).value_or(0));
    Sig.ByID[uint32_t(*ID)] = E;
  }
}

/// Number of scalars up to and including the last allocated one, per
/// stream (DXC's "max packed location").
void maxPackedLocation(const Signature &Sig, unsigned *Max, unsigned Streams) {
  for (unsigned S = 0; S != Streams; ++S)
    Max[S] = 0;
  for (const auto &[ID, E] : Sig.ByID) {
    if (!E.Allocated || E.Stream >= Streams)
      continue;
    unsigned End = linearIndex(E, E.Rows - 1, E.Cols - 1) + 1;
    Max[E.Stream] = std::max(Max[E.Stream], End);
  }
}

using InstSet = DenseSet<Instruction *>;

struct FuncInfo {
  SmallVector<ReturnInst *, 2> Returns;
  std::unique_ptr<DominatorTree> DT;
  std::unique_ptr<PostDominatorTree> PDT;
  /// Block -> the blocks whose terminator decides whether it runs.
  DenseMap<BasicBlock *, SmallSetVector<BasicBlock *, 4>> ControlDeps;

  ArrayRef<BasicBlock *> controlDeps(BasicBlock *BB) const {
    auto It = ControlDeps.find(BB);
    if (It == ControlDeps.end())
      return {};
    return It->second.getArrayRef();
  }
};

BasicBlock *immediatePostDominator(const PostDominatorTree &PDT,
                                   BasicBlock *BB) {
  const DomTreeNode *N = PDT.getNode(BB);
  const DomTreeNode *IDom = N ? N->getIDom() : nullptr;
  return IDom ? IDom->getBlock() : nullptr;
}

/// Control dependence as the post-dominance frontier: X depends on Y when
/// Y has a successor X post-dominates (or is) and X does not strictly
/// post-dominate Y. Children of the post-dominator tree come first.
void computeControlDependence(FuncInfo &FI) {
  const PostDominatorTree &PDT = *FI.PDT;
  for (const DomTreeNode *Node : post_order(PDT.getRootNode())) {
    BasicBlock *X = Node->getBlock();
    if (!X)
      continue; // The virtual root of several exits.
    SmallSetVector<BasicBlock *, 4> Deps;
    for (BasicBlock *Y : predecessors(X))
      if (immediatePostDominator(PDT, Y) != X)
        Deps.insert(Y);
    for (const DomTreeNode *Child : Node->children()) {
      auto It = FI.ControlDeps.find(Child->getBlock());
      if (It == FI.ControlDeps.end())
        continue;
      for (BasicBlock *Y : It->second)
        if (immediatePostDominator(PDT, Y) != X)
          Deps.insert(Y);
    }
    if (!Deps.empty())
      FI.ControlDeps[X] = std::move(Deps);
  }
}

class ViewIdStateBuilder {
public:
  ViewIdStateBuilder(Function &Entry, const Signature &In, const Signature &Out,
                     bool IsGS, bool UsesViewId)
      : Entry(Entry), In(In), Out(Out), Streams(IsGS ? NumStreams : 1),
        UsesViewId(UsesViewId) {}

  void compute();
  std::vector<uint32_t> serialize() const;

private:
  Function &Entry;
  const Signature &In, &Out;
  const unsigned Streams;
  const bool UsesViewId;

  unsigned NumInputs = 0;
  unsigned NumOutputs[NumStreams] = {0, 0, 0, 0};
  std::bitset<MaxSigScalars> ViewIdDependent[NumStreams];
  std::map<unsigned, std::set<unsigned>> InputsOfOutput[NumStreams];

  SetVector<Function *> Functions;
  DenseMap<Function *, std::unique_ptr<FuncInfo>> Infos;
  SmallVector<CallInst *, 16> OutputStores;
  std::map<unsigned, InstSet> Contributors[NumStreams];
  DenseMap<Value *, SmallVector<Value *, 2>> DeclCache;
  DenseMap<Value *, SmallVector<Value *, 4>> StoreCache;

  void collectFunctions();
  void analyzeFunction(Function &F);
  void collectContributors(Value *Seed, InstSet &Set);
  void addPhiControlDependence(PHINode *Phi, SmallVectorImpl<Value *> &Work);
  ArrayRef<Value *> reachingDecls(Value *Ptr);
  ArrayRef<Value *> storesTo(Value *Decl);
  void createSets(unsigned Stream);
};

void ViewIdStateBuilder::collectFunctions() {
  SmallVector<Function *, 8> Work{&Entry};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    if (F->isDeclaration() || !Functions.insert(F))
      continue;
    for (Instruction &I : instructions(F))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (Function *Callee = CI->getCalledFunction())
          Work.push_back(Callee);
  }
}

void ViewIdStateBuilder::analyzeFunction(Function &F) {
  auto FI = std::make_unique<FuncInfo>();
  for (Instruction &I : instructions(F)) {
    if (auto *RI = dyn_cast<ReturnInst>(&I)) {
      FI->Returns.push_back(RI);
      continue;
    }
    std::optional<unsigned> Op = dxilOpcode(&I);
    if (Op != StoreOutput)
      continue;
    auto *CI = cast<CallInst>(&I);
    if (CI->arg_size() < 4)
      continue;
    if (*Op == StoreOutput && constU32(CI->getArgOperand(1)) &&
        constU32(CI->getArgOperand(3)))
      OutputStores.push_back(CI);
    // (Components accessed with a dynamic row: DXILSignatureUsage.)
  }
  FI->DT = std::make_unique<DominatorTree>(F);
  FI->PDT = std::make_unique<PostDominatorTree>(F);
  computeControlDependence(*FI);
  Infos[&F] = std::move(FI);
}

/// The declarations (allocas, globals, arguments, anything else the pointer
/// is not derived from by address arithmetic) a pointer may point into.
ArrayRef<Value *> ViewIdStateBuilder::reachingDecls(Value *Ptr) {
  auto [It, New] = DeclCache.try_emplace(Ptr);
  if (!New)
    return It->second;
  SmallVector<Value *, 2> Decls;
  SmallPtrSet<Value *, 8> Visited;
  SmallVector<Value *, 8> Work{Ptr};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Visited.insert(V).second)
      continue;
    if (auto *GEP = dyn_cast<GEPOperator>(V)) {
      Work.push_back(GEP->getPointerOperand());
    } else if (auto *Cast = dyn_cast<Operator>(V);
               Cast && (Cast->getOpcode() == Instruction::AddrSpaceCast ||
                        Cast->getOpcode() == Instruction::BitCast)) {
      Work.push_back(Cast->getOperand(0));
    } else if (auto *Phi = dyn_cast<PHINode>(V)) {
      for (Value *In : Phi->incoming_values())
        Work.push_back(In);
    } else if (auto *Sel = dyn_cast<SelectInst>(V)) {
      Work.push_back(Sel->getTrueValue());
      Work.push_back(Sel->getFalseValue());
    } else {
      Decls.push_back(V);
    }
  }
  // The map may have grown meanwhile: look the slot up again.
  return DeclCache[Ptr] = std::move(Decls);
}

/// Every store, cmpxchg and atomicrmw reached from a declaration through
/// its users, not looking past loads.
ArrayRef<Value *> ViewIdStateBuilder::storesTo(Value *Decl) {
  auto [It, New] = StoreCache.try_emplace(Decl);
  if (!New)
    return It->second;
  SmallVector<Value *, 4> Stores;
  SmallPtrSet<Value *, 16> Visited;
  SmallVector<Value *, 16> Work{Decl};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Visited.insert(V).second || isa<LoadInst>(V))
      continue;
    if (isa<StoreInst, AtomicCmpXchgInst, AtomicRMWInst>(V)) {
      Stores.push_back(V);
      continue;
    }
    for (User *U : V->users())
      Work.push_back(U);
  }
  return StoreCache[Decl] = std::move(Stores);
}

void ViewIdStateBuilder::addPhiControlDependence(
    PHINode *Phi, SmallVectorImpl<Value *> &Work) {
  Function *F = Phi->getFunction();
  const FuncInfo &FI = *Infos[F];
  const DominatorTree &DT = *FI.DT;
  // Dominator-tree node -> the only value that leaves it towards the phi
  // (null: several do).
  DenseMap<DomTreeNode *, Value *> Markers;
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I)
    if (DomTreeNode *N = DT.getNode(Phi->getIncomingBlock(I)))
      Markers.try_emplace(N, Phi->getIncomingValue(I));
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
    Value *V = Phi->getIncomingValue(I);
    BasicBlock *DefBB = &F->getEntryBlock();
    if (auto *Def = dyn_cast<Instruction>(V))
      DefBB = Def->getParent();
    BasicBlock *BB = Phi->getIncomingBlock(I);
    if (BB == DefBB)
      continue;
    DomTreeNode *N = DT.getNode(BB);
    for (N = N ? N->getIDom() : nullptr; N; N = N->getIDom()) {
      auto [It, New] = Markers.try_emplace(N, V);
      if (!New) {
        // Two different values leave here, unless both are constants (then
        // the first one stays).
        if (It->second != V && It->second &&
            (!isa<Constant>(It->second) || !isa<Constant>(V)))
          It->second = nullptr;
        break;
      }
      if (N->getBlock() == DefBB)
        break;
    }
  }
  for (unsigned I = 0, E = Phi->getNumIncomingValues(); I != E; ++I) {
    Value *V = Phi->getIncomingValue(I);
    if (!isa<Constant>(V))
      continue;
    // The highest point that still defines only this constant.
    DomTreeNode *N = DT.getNode(Phi->getIncomingBlock(I));
    DomTreeNode *Def = N;
    for (; N; N = N->getIDom()) {
      auto It = Markers.find(N);
      if (It == Markers.end() || It->second != V)
        break;
      Def = N;
    }
    if (Def)
      for (BasicBlock *B : FI.controlDeps(Def->getBlock()))
        Work.push_back(B->getTerminator());
  }
}

void ViewIdStateBuilder::collectContributors(Value *Seed, InstSet &Set) {
  SmallVector<Value *, 32> Work{Seed};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    // Arguments (signature leftovers), constants and blocks contribute
    // nothing themselves.
    auto *I = dyn_cast<Instruction>(V);
    if (!I)
      continue;
    auto FIt = Infos.find(I->getFunction());
    if (FIt == Infos.end() || !Set.insert(I).second)
      continue;
    const FuncInfo &FI = *FIt->second;
    if (auto *Phi = dyn_cast<PHINode>(I)) {
      addPhiControlDependence(Phi, Work);
    } else if (isa<LoadInst, AtomicCmpXchgInst, AtomicRMWInst>(I)) {
      for (Value *Decl : reachingDecls(I->getOperand(0)))
        for (Value *Store : storesTo(Decl))
          Work.push_back(Store);
    } else if (auto *CI = dyn_cast<CallInst>(I)) {
      Function *Callee = CI->getCalledFunction();
      if (Callee && !dxilOpcode(CI) && !Callee->isDeclaration() &&
          Functions.contains(Callee))
        for (ReturnInst *RI : Infos[Callee]->Returns)
          Work.push_back(RI);
    }
    for (Value *Op : I->operands())
      Work.push_back(Op);
    for (BasicBlock *B : FI.controlDeps(I->getParent()))
      Work.push_back(B->getTerminator());
  }
}

void ViewIdStateBuilder::createSets(unsigned Stream) {
  for (auto &[OutIdx, Insts] : Contributors[Stream]) {
    if (OutIdx >= MaxSigScalars)
      continue;
    for (Instruction *I : Insts) {
      std::optional<unsigned> Op = dxilOpcode(I);
      if (Op == ViewID) {
        ViewIdDependent[Stream][OutIdx] = true;
        continue;
      }
      if (Op != LoadInput || cast<CallInst>(I)->arg_size() < 4)
        continue;
      auto *CI = cast<CallInst>(I);
      std::optional<uint32_t> ID = constU32(CI->getArgOperand(1));
      std::optional<uint32_t> Col = constU32(CI->getArgOperand(3));
      const SigElement *E = ID ? In.find(*ID) : nullptr;
      if (!E || !E->Allocated || !Col)
        continue;
      unsigned First = 0, Last = E->Rows - 1;
      if (std::optional<uint32_t> Row = constU32(CI->getArgOperand(2)))
        First = Last = *Row;
      for (unsigned Row = First; Row <= Last; ++Row)
        InputsOfOutput[Stream][OutIdx].insert(linearIndex(*E, Row, *Col));
    }
  }
}

void ViewIdStateBuilder::compute() {
  maxPackedLocation(In, &NumInputs, 1);
  maxPackedLocation(Out, NumOutputs, Streams);
  collectFunctions();
  for (Function *F : Functions)
    analyzeFunction(*F);

  for (CallInst *CI : OutputStores) {
    uint32_t ID = *constU32(CI->getArgOperand(1));
    uint32_t Col = *constU32(CI->getArgOperand(3));
    const SigElement *E = Out.find(ID);
    if (!E || !E->Allocated || E->Stream >= Streams)
      continue;
    unsigned First = 0, Last = E->Rows - 1;
    std::optional<uint32_t> Row = constU32(CI->getArgOperand(2));
    if (Row)
      First = Last = *Row;
    // A store with a known row feeds its component; a dynamically indexed
    // one feeds that column of every row.
    InstSet AllRows;
    InstSet &Set =
        Row ? Contributors[E->Stream][linearIndex(*E, *Row, Col)] : AllRows;
    collectContributors(CI->getArgOperand(4), Set);
    for (BasicBlock *B : Infos[CI->getFunction()]->controlDeps(CI->getParent()))
      collectContributors(B->getTerminator(), Set);
    if (!Row)
      for (unsigned R = First; R <= Last; ++R)
        Contributors[E->Stream][linearIndex(*E, R, Col)].insert(AllRows.begin(),
                                                                AllRows.end());
  }
  for (unsigned S = 0; S != Streams; ++S)
    createSets(S);
}

std::vector<uint32_t> ViewIdStateBuilder::serialize() const {
  std::vector<uint32_t> Data{NumInputs};
  for (unsigned S = 0; S != Streams; ++S) {
    const unsigned Outputs = NumOutputs[S], Words = (Outputs + 31) / 32;
    Data.push_back(Outputs);
    if (UsesViewId)
      for (unsigned W = 0; W != Words; ++W) {
        uint32_t Bits = 0;
        for (unsigned B = 0; B != 32 && W * 32 + B < Outputs; ++B)
          if (ViewIdDependent[S][W * 32 + B])
            Bits |= 1u << B;
        Data.push_back(Bits);
      }
    const size_t Table = Data.size();
    Data.resize(Table + size_t(NumInputs) * Words, 0);
    for (const auto &[OutIdx, Inputs] : InputsOfOutput[S]) {
      if (OutIdx >= Outputs)
        continue;
      for (unsigned InIdx : Inputs)
        if (InIdx < NumInputs)
          Data[Table + InIdx * Words + OutIdx / 32] |= 1u << (OutIdx % 32);
    }
  }
  return Data;
}

struct EntryMetadata {
  Function *Entry = nullptr;
  std::string Stage;
  MDNode *Signatures = nullptr;
  uint64_t ShaderFlags = 0;
};

bool readEntry(Module &M, EntryMetadata &Out) {
  NamedMDNode *SM = M.getNamedMetadata("dx.shaderModel");
  NamedMDNode *EPs = M.getNamedMetadata("dx.entryPoints");
  if (!SM || SM->getNumOperands() != 1 || !EPs || EPs->getNumOperands() != 1)
    return false;
  const MDNode *SMNode = SM->getOperand(0);
  const auto *Stage = SMNode->getNumOperands()
                          ? dyn_cast_or_null<MDString>(SMNode->getOperand(0))
                          : nullptr;
  MDNode *EP = EPs->getOperand(0);
  if (!Stage || EP->getNumOperands() != 5 || !EP->getOperand(0))
    return false;
  Out.Stage = Stage->getString().str();
  Out.Entry = mdconst::dyn_extract<Function>(EP->getOperand(0));
  Out.Signatures = dyn_cast_or_null<MDNode>(EP->getOperand(2));
  if (const auto *Props = dyn_cast_or_null<MDNode>(EP->getOperand(4)))
    for (unsigned I = 0; I + 1 < Props->getNumOperands(); I += 2)
      if (mdInt(Props, I) == 0u)
        Out.ShaderFlags = mdInt(Props, I + 1).value_or(0);
  return Out.Entry && !Out.Entry->isDeclaration();
}

/// Stages whose view-ID state has only the main signatures. Hull, domain
/// and mesh shaders also need the patch-constant/primitive tables (not
/// computed: dxild compiles none of them).
bool stageHasPlainViewIdState(StringRef Stage) {
  return Stage == "vs" || Stage == "ps" || Stage == "gs" || Stage == "as";
}

/// The analysis of \p M, or nothing for stages without view-ID state.
struct Analysis {
  std::vector<uint32_t> Serialized;
};

std::optional<Analysis> analyze(Module &M) {
  EntryMetadata EM;
  if (!readEntry(M, EM) || !stageHasPlainViewIdState(EM.Stage))
    return std::nullopt;
  Analysis A;
  Signature In, Out;
  if (EM.Signatures && EM.Signatures->getNumOperands() == 3) {
    readSignature(EM.Signatures->getOperand(0), In);
    readSignature(EM.Signatures->getOperand(1), Out);
  }
  const bool UsesViewId = (EM.ShaderFlags >> 21) & 1;
  ViewIdStateBuilder B(*EM.Entry, In, Out, EM.Stage == "gs", UsesViewId);
  B.compute();
  A.Serialized = B.serialize();
  return A;
}

} // namespace

bool computeViewIdState(Module &M, std::vector<uint32_t> &Out) {
  std::optional<Analysis> A = analyze(M);
  Out = A ? std::move(A->Serialized) : std::vector<uint32_t>();
  return A.has_value();
}

PreservedAnalyses DXILViewIdStatePass::run(Module &M, ModuleAnalysisManager &) {
  if (NamedMDNode *Old = M.getNamedMetadata("dx.viewIdState"))
    M.eraseNamedMetadata(Old);
  std::optional<Analysis> A = analyze(M);
  if (!A)
    return PreservedAnalyses::all();
  // DXC writes no dx.viewIdState when every word is zero (no inputs and no
  // outputs).
  const bool AllZero =
      llvm::all_of(A->Serialized, [](uint32_t W) { return W == 0; });

  if (AllZero)
    return PreservedAnalyses::all();
  LLVMContext &Ctx = M.getContext();
  M.getOrInsertNamedMetadata("dx.viewIdState")
      ->addOperand(
          MDNode::get(Ctx, {ConstantAsMetadata::get(
                               ConstantDataArray::get(Ctx, A->Serialized))}));
  NamedMDNode *EPs = M.getNamedMetadata("dx.entryPoints");
  MDNode *Entry = EPs->getOperand(0);
  // DXC writes dx.viewIdState before dx.entryPoints: move the latter last.
  M.eraseNamedMetadata(EPs);
  M.getOrInsertNamedMetadata("dx.entryPoints")->addOperand(Entry);
  return PreservedAnalyses::all();
}

} // namespace dxild
