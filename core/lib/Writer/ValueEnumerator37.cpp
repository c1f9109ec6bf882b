//===- ValueEnumerator37.cpp - Numbering as LLVM 3.7 does it --------------===//

#include "Writer/ValueEnumerator37.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/ModRef.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace dxild {
namespace writer {

namespace {

/// LLVM 3.7's enum attribute kinds (bitc::ATTR_KIND_*), by textual name.
struct Kind37 {
  const char *Name;
  unsigned Code;
};
constexpr Kind37 Kinds37[] = {
    {"align", 1},
    {"alwaysinline", 2},
    {"byval", 3},
    {"inlinehint", 4},
    {"inreg", 5},
    {"minsize", 6},
    {"naked", 7},
    {"nest", 8},
    {"noalias", 9},
    {"nobuiltin", 10},
    {"nocapture", 11},
    {"noduplicate", 12},
    {"noimplicitfloat", 13},
    {"noinline", 14},
    {"nonlazybind", 15},
    {"noredzone", 16},
    {"noreturn", 17},
    {"nounwind", 18},
    {"optsize", 19},
    {"readnone", 20},
    {"readonly", 21},
    {"returned", 22},
    {"returns_twice", 23},
    {"signext", 24},
    {"alignstack", 25},
    {"ssp", 26},
    {"sspreq", 27},
    {"sspstrong", 28},
    {"sret", 29},
    {"sanitize_address", 30},
    {"sanitize_thread", 31},
    {"sanitize_memory", 32},
    {"uwtable", 33},
    {"zeroext", 34},
    {"builtin", 35},
    {"cold", 36},
    {"optnone", 37},
    {"inalloca", 38},
    {"nonnull", 39},
    {"jumptable", 40},
    {"dereferenceable", 41},
    {"dereferenceable_or_null", 42},
    {"convergent", 43},
    {"safestack", 44},
    {"argmemonly", 45},
};

const char *name37(uint64_t Code) {
  for (const Kind37 &K : Kinds37)
    if (K.Code == Code)
      return K.Name;
  return "";
}

std::optional<unsigned> code37(StringRef Name) {
  for (const Kind37 &K : Kinds37)
    if (Name == K.Name)
      return K.Code;
  return std::nullopt;
}

Attr37 enumAttr(unsigned Code) {
  Attr37 A;
  A.Kind = Attr37::Enum;
  A.Code = Code;
  return A;
}

/// LLVM 3.7's fixed instruction metadata kinds; DXC declares all of them.
constexpr const char *FixedKinds37[] = {"dbg",
                                        "tbaa",
                                        "prof",
                                        "fpmath",
                                        "range",
                                        "tbaa.struct",
                                        "invariant.load",
                                        "alias.scope",
                                        "noalias",
                                        "nontemporal",
                                        "llvm.mem.parallel_loop_access",
                                        "nonnull",
                                        "dereferenceable",
                                        "dereferenceable_or_null"};

/// Attachments DXIL keeps (upstream DXILPrepare's list); the rest are
/// optimizer hints the validator rejects or ignores.
bool isDXILAttachmentKind(StringRef Name) {
  return Name == "dx.nonuniform" || Name == "dx.controlflow.hints" ||
         Name == "dx.precise" || Name == "range" || Name == "alias.scope" ||
         Name == "noalias" || Name == "llvm.loop";
}

} // namespace

bool Attr37::operator<(const Attr37 &O) const {
  if (Kind != O.Kind) {
    // Enum and integer attributes share 3.7's kind order; strings come last.
    bool AStr = Kind >= String, BStr = O.Kind >= String;
    if (AStr != BStr)
      return BStr;
  }
  if (Kind < String && O.Kind < String) {
    // 3.7 ordered attributes by its AttrKind enum, which is alphabetical.
    int C = StringRef(name37(Code)).compare(name37(O.Code));
    if (C != 0)
      return C < 0;
    return Value < O.Value;
  }
  if (Key != O.Key)
    return Key < O.Key;
  return Val < O.Val;
}

std::vector<Attr37> mapAttributes37(AttributeSet AS) {
  std::vector<Attr37> Out;
  for (const Attribute &A : AS) {
    if (A.isStringAttribute()) {
      StringRef Key = A.getKindAsString();
      if (Key != "fp32-denorm-mode" && Key != "waveops-include-helper-lanes")
        continue;
      Attr37 S;
      S.Key = Key.str();
      S.Val = A.getValueAsString().str();
      S.Kind = S.Val.empty() ? Attr37::String : Attr37::StringWithValue;
      Out.push_back(std::move(S));
      continue;
    }
    Attribute::AttrKind K = A.getKindAsEnum();
    if (K == Attribute::Memory) {
      MemoryEffects ME = A.getMemoryEffects();
      if (ME.doesNotAccessMemory()) {
        Out.push_back(enumAttr(20));
      } else {
        if (ME.onlyReadsMemory())
          Out.push_back(enumAttr(21));
        if (ME.onlyAccessesArgPointees())
          Out.push_back(enumAttr(45));
      }
      continue;
    }
    if (K == Attribute::Captures) {
      if (capturesNothing(A.getCaptureInfo()))
        Out.push_back(enumAttr(11));
      continue;
    }
    std::optional<unsigned> Code = code37(Attribute::getNameFromAttrKind(K));
    if (!Code)
      continue;
    Attr37 E = enumAttr(*Code);
    if (A.isIntAttribute() &&
        (*Code == 1 || *Code == 25 || *Code == 41 || *Code == 42)) {
      E.Kind = Attr37::Int;
      E.Value = A.getValueAsInt();
    }
    Out.push_back(E);
  }
  std::sort(Out.begin(), Out.end());
  Out.erase(std::unique(Out.begin(), Out.end()), Out.end());
  return Out;
}

namespace {
std::vector<AttrGroup37> groupsOf(AttributeList AL) {
  std::vector<AttrGroup37> Gs;
  for (unsigned Index : AL.indexes()) {
    std::vector<Attr37> Attrs = mapAttributes37(AL.getAttributes(Index));
    if (Attrs.empty())
      continue;
    AttrGroup37 G;
    // LLVM 22 and 3.7 agree on the slot numbering (return 0, params 1..,
    // function ~0u).
    G.Index = Index == AttributeList::FunctionIndex ? 0xFFFFFFFFu : Index;
    G.Attrs = std::move(Attrs);
    Gs.push_back(std::move(G));
  }
  std::sort(Gs.begin(), Gs.end(),
            [](const AttrGroup37 &A, const AttrGroup37 &B) {
              return A.Index < B.Index;
            });
  return Gs;
}
} // namespace

void ValueEnumerator37::enumerateAttributes(AttributeList AL) {
  std::vector<AttrGroup37> Gs = groupsOf(AL);
  if (Gs.empty())
    return;
  std::vector<unsigned> IDs;
  for (AttrGroup37 &G : Gs) {
    unsigned &ID = GroupMap[G];
    if (!ID) {
      Groups.push_back(G);
      ID = Groups.size();
    }
    IDs.push_back(ID);
  }
  unsigned &LID = ListMap[IDs];
  if (!LID) {
    Lists.push_back(IDs);
    LID = Lists.size();
  }
}

unsigned ValueEnumerator37::attributeListID(AttributeList AL) const {
  std::vector<AttrGroup37> Gs = groupsOf(AL);
  if (Gs.empty())
    return 0;
  std::vector<unsigned> IDs;
  for (AttrGroup37 &G : Gs) {
    auto It = GroupMap.find(G);
    if (It == GroupMap.end())
      return 0;
    IDs.push_back(It->second);
  }
  auto It = ListMap.find(IDs);
  return It == ListMap.end() ? 0 : It->second;
}

bool ValueEnumerator37::isAggregateEncoded(const Constant *C) {
  if (isa<ConstantAggregate>(C))
    return !C->isNullValue();
  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C))
    return !C->isNullValue() && CDS->getElementType()->isHalfTy();
  return false;
}

SmallVector<const Constant *, 8>
ValueEnumerator37::aggregateElements(const Constant *C) {
  SmallVector<const Constant *, 8> Elts;
  if (!isAggregateEncoded(C))
    return Elts;
  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    for (unsigned I = 0, E = CDS->getNumElements(); I != E; ++I)
      Elts.push_back(CDS->getElementAsConstant(I));
    return Elts;
  }
  for (const Use &U : C->operands())
    Elts.push_back(cast<Constant>(U.get()));
  return Elts;
}

bool ValueEnumerator37::checkConstant(const Constant *C) {
  if (isa<GlobalValue>(C) || isa<UndefValue>(C) ||
      isa<ConstantPointerNull>(C) || isa<ConstantAggregateZero>(C) ||
      isa<ConstantAggregate>(C))
    return true;
  if (isa<ConstantInt>(C) || isa<ConstantFP>(C)) {
    if (C->getType()->isVectorTy()) {
      Diags.unsupported("vector splat constant in ConstantInt/ConstantFP form");
      return false;
    }
    if (C->getType()->isIntegerTy() &&
        C->getType()->getIntegerBitWidth() > 64) {
      Diags.unsupported("integer constant wider than 64 bits");
      return false;
    }
    return true;
  }
  if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
    Type *E = CDS->getElementType();
    if (E->isIntegerTy() || E->isHalfTy() || E->isFloatTy() || E->isDoubleTy())
      return true;
  }
  std::string Kind = isa<ConstantExpr>(C)
                         ? std::string("constant expression '") +
                               cast<ConstantExpr>(C)->getOpcodeName() + "'"
                         : std::string("constant kind");
  Diags.unsupported(Kind + " has no LLVM 3.7 constant encoding here");
  return false;
}

void ValueEnumerator37::enumerateType(const DXType *T) {
  if (!T)
    return;
  unsigned &ID = TypeMap[T];
  if (ID)
    return;
  // Named structs may be referenced before they are defined; marking them
  // busy breaks cycles through pointers to themselves.
  if (T->Kind == DXType::Struct && T->Named)
    ID = ~0u;
  for (const DXType *E : T->Elements)
    enumerateType(E);
  unsigned &Again = TypeMap[T];
  if (Again && Again != ~0u)
    return;
  Types.push_back(T);
  Again = Types.size();
}

void ValueEnumerator37::enumerateValue(const Value *V) {
  auto It = ValueMap.find(V);
  if (It != ValueMap.end()) {
    ++UseCounts[It->second - 1];
    return;
  }
  enumerateType(TP.typeOf(V));
  if (const auto *C = dyn_cast<Constant>(V)) {
    if (!checkConstant(C))
      return;
    if (!isa<GlobalValue>(C))
      for (const Constant *E : aggregateElements(C))
        enumerateValue(E);
  }
  Values.push_back(V);
  UseCounts.push_back(1);
  ValueMap[V] = Values.size();
}

void ValueEnumerator37::enumerateOperandType(const Value *V) {
  enumerateType(TP.typeOf(V));
  if (const auto *C = dyn_cast<Constant>(V))
    if (!isa<GlobalValue>(C))
      for (const Constant *E : aggregateElements(C))
        enumerateOperandType(E);
}

void ValueEnumerator37::enumerateMetadata(const Metadata *MD) {
  if (!MDMap.try_emplace(MD, 0).second)
    return;
  if (const auto *N = dyn_cast<MDNode>(MD)) {
    if (!isa<MDTuple>(N)) {
      Diags.unsupported("specialized metadata node (only tuples, strings and "
                        "values are written)");
      return;
    }
    for (const MDOperand &Op : N->operands())
      if (Op)
        enumerateMetadata(Op.get());
  } else if (const auto *C = dyn_cast<ConstantAsMetadata>(MD)) {
    enumerateValue(C->getValue());
  } else if (!isa<MDString>(MD)) {
    Diags.unsupported("metadata kind other than node, string or constant");
    return;
  }
  MDs.push_back(MD);
  MDMap[MD] = MDs.size();
}

ValueEnumerator37::ValueEnumerator37(const Module &M, TypedPointers &TP,
                                     WriterDiags &Diags)
    : TP(TP), Diags(Diags) {
  // A declaration that nothing but metadata uses is a resource's "global
  // symbol"; DXC writes it as `%T* undef`.
  for (const GlobalVariable &GV : M.globals()) {
    bool OnlyMetadata = GV.isDeclaration() && GV.use_empty() &&
                        GV.getAddressSpace() == 0 && GV.isUsedByMetadata();
    MetadataOnly[&GV] = OnlyMetadata;
    if (!OnlyMetadata) {
      enumerateValue(&GV);
      GlobalVars.push_back(&GV);
    }
  }
  for (const Function &F : M) {
    enumerateValue(&F);
    Functions.push_back(&F);
    enumerateAttributes(F.getAttributes());
  }
  FirstConstant = Values.size();

  for (const GlobalVariable *GV : GlobalVars)
    if (GV->hasInitializer())
      enumerateValue(GV->getInitializer());

  for (const NamedMDNode &NMD : M.named_metadata())
    for (const MDNode *N : NMD.operands())
      enumerateMetadata(N);

  SmallVector<StringRef, 32> KindNames;
  M.getContext().getMDKindNames(KindNames);
  for (unsigned I = 0; I != KindNames.size(); ++I)
    if (isDXILAttachmentKind(KindNames[I]))
      KeptKinds[I] = false; // Kept, but not yet seen in use.

  for (const Function &F : M) {
    for (const Argument &A : F.args())
      enumerateType(TP.typeOf(&A));
    for (const Instruction &I : instructions(F)) {
      for (const Use &Op : I.operands()) {
        if (const auto *MAV = dyn_cast<MetadataAsValue>(Op.get())) {
          enumerateType(TP.typeOf(MAV));
          if (!isa<LocalAsMetadata>(MAV->getMetadata()))
            enumerateMetadata(MAV->getMetadata());
          else
            enumerateType(TP.typeOf(
                cast<LocalAsMetadata>(MAV->getMetadata())->getValue()));
          continue;
        }
        enumerateOperandType(Op.get());
      }
      if (const auto *SV = dyn_cast<ShuffleVectorInst>(&I))
        enumerateOperandType(SV->getShuffleMaskForBitcode());
      if (const auto *SI = dyn_cast<SwitchInst>(&I))
        for (const auto &Case : SI->cases())
          enumerateOperandType(Case.getCaseValue());
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I))
        enumerateType(TP.typeOf(GEP->getPointerOperand())->pointee());
      if (const auto *AI = dyn_cast<AllocaInst>(&I))
        enumerateType(TP.typeOf(AI)->pointee());
      enumerateType(TP.typeOf(&I));
      if (const auto *CI = dyn_cast<CallInst>(&I)) {
        enumerateAttributes(CI->getAttributes());
        enumerateType(TP.functionType(*CI->getCalledFunction()));
      }
      SmallVector<std::pair<unsigned, MDNode *>, 4> Attached;
      I.getAllMetadataOtherThanDebugLoc(Attached);
      for (const auto &[Kind, N] : Attached)
        if (auto It = KeptKinds.find(Kind); It != KeptKinds.end()) {
          It->second = true;
          enumerateMetadata(N);
        }
    }
  }

  // Kinds: 3.7's fixed ones (DXC declares them all), then the kept kinds the
  // module attaches, under their LLVM 22 IDs.
  for (unsigned I = 0; I != std::size(FixedKinds37); ++I)
    Kinds.push_back({I, FixedKinds37[I]});
  for (const auto &[ID, Used] : KeptKinds)
    if (Used &&
        (ID >= std::size(FixedKinds37) || KindNames[ID] != FixedKinds37[ID]))
      Kinds.push_back({ID, KindNames[ID].str()});
  // The kinds DXIL keeps that 3.7 fixed (range, alias.scope, noalias) have
  // the same IDs in both, so IDs cannot collide; check anyway.
  std::sort(Kinds.begin(), Kinds.end());
  for (unsigned I = 1; I < Kinds.size(); ++I)
    if (Kinds[I].first == Kinds[I - 1].first)
      Diags.error(InternalCode,
                  "metadata kind ID collision for '" + Kinds[I].second + "'");

  optimizeConstants(FirstConstant, Values.size());
  NumModuleValues = Values.size();
  NumModuleMDs = MDs.size();
}

void ValueEnumerator37::optimizeConstants(unsigned Begin, unsigned End) {
  if (End - Begin < 2)
    return;
  std::vector<std::pair<const Value *, unsigned>> Slice;
  for (unsigned I = Begin; I != End; ++I)
    Slice.push_back({Values[I], UseCounts[I]});
  // By type plane, then by use count, as 3.7; a stable sort and a stable
  // partition keep the result independent of the standard library.
  std::stable_sort(Slice.begin(), Slice.end(),
                   [this](const auto &A, const auto &B) {
                     unsigned TA = typeIDOf(A.first), TB = typeIDOf(B.first);
                     if (TA != TB)
                       return TA < TB;
                     return A.second > B.second;
                   });
  // Integers first, so GEP struct indices precede what uses them.
  std::stable_partition(Slice.begin(), Slice.end(), [](const auto &P) {
    return P.first->getType()->isIntOrIntVectorTy();
  });
  for (unsigned I = Begin; I != End; ++I) {
    Values[I] = Slice[I - Begin].first;
    UseCounts[I] = Slice[I - Begin].second;
    ValueMap[Values[I]] = I + 1;
  }
}

void ValueEnumerator37::incorporateFunction(const Function &F) {
  for (const Argument &A : F.args())
    enumerateValue(&A);
  FirstFuncConstant = Values.size();
  for (const Instruction &I : instructions(F)) {
    for (const Use &Op : I.operands())
      if (isa<Constant>(Op.get()) && !isa<GlobalValue>(Op.get()))
        enumerateValue(Op.get());
    if (const auto *SV = dyn_cast<ShuffleVectorInst>(&I))
      enumerateValue(SV->getShuffleMaskForBitcode());
    // LLVM 22 keeps switch case values out of the operand list; 3.7's
    // record refers to them by value ID.
    if (const auto *SI = dyn_cast<SwitchInst>(&I))
      for (const auto &Case : SI->cases())
        enumerateValue(Case.getCaseValue());
  }
  unsigned N = 0;
  for (const BasicBlock &BB : F)
    BBMap[&BB] = N++;
  optimizeConstants(FirstFuncConstant, Values.size());

  for (const Instruction &I : instructions(F))
    for (const Use &Op : I.operands())
      if (const auto *MAV = dyn_cast<MetadataAsValue>(Op.get()))
        if (const auto *L = dyn_cast<LocalAsMetadata>(MAV->getMetadata()))
          if (MDMap.try_emplace(L, 0).second) {
            LocalMDs.push_back(L);
            MDs.push_back(L);
            MDMap[L] = MDs.size();
          }

  FirstInst = Values.size();
  for (const Instruction &I : instructions(F))
    if (!I.getType()->isVoidTy())
      enumerateValue(&I);
}

void ValueEnumerator37::purgeFunction() {
  for (unsigned I = NumModuleValues; I != Values.size(); ++I)
    ValueMap.erase(Values[I]);
  Values.resize(NumModuleValues);
  UseCounts.resize(NumModuleValues);
  for (unsigned I = NumModuleMDs; I != MDs.size(); ++I)
    MDMap.erase(MDs[I]);
  MDs.resize(NumModuleMDs);
  LocalMDs.clear();
  BBMap.clear();
}

unsigned ValueEnumerator37::typeID(const DXType *T) const {
  auto It = TypeMap.find(T);
  if (It == TypeMap.end() || It->second == 0 || It->second == ~0u) {
    Diags.error(InternalCode, "type was not enumerated");
    return 0;
  }
  return It->second - 1;
}

unsigned ValueEnumerator37::valueID(const Value *V) const {
  if (const auto *MAV = dyn_cast<MetadataAsValue>(V))
    return metadataID(MAV->getMetadata());
  auto It = ValueMap.find(V);
  if (It == ValueMap.end()) {
    std::string S;
    raw_string_ostream OS(S);
    V->printAsOperand(OS);
    Diags.error(InternalCode, "value was not enumerated: " + S);
    return 0;
  }
  return It->second - 1;
}

bool ValueEnumerator37::isMetadataOnlySymbol(const Value *V) const {
  auto It = MetadataOnly.find(V);
  return It != MetadataOnly.end() && It->second;
}

unsigned ValueEnumerator37::metadataID(const Metadata *MD) const {
  unsigned ID = metadataOrNullID(MD);
  if (!ID) {
    Diags.error(InternalCode, "metadata was not enumerated");
    return 0;
  }
  return ID - 1;
}

unsigned ValueEnumerator37::metadataOrNullID(const Metadata *MD) const {
  if (!MD)
    return 0;
  auto It = MDMap.find(MD);
  return It == MDMap.end() ? 0 : It->second;
}

unsigned ValueEnumerator37::basicBlockID(const BasicBlock *BB) const {
  auto It = BBMap.find(BB);
  return It == BBMap.end() ? 0 : It->second;
}

} // namespace writer
} // namespace dxild
