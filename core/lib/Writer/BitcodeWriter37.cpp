//===- BitcodeWriter37.cpp - LLVM 3.7-dialect bitcode for DXIL ------------===//
//
// Record layouts follow LLVM 3.7's BitcodeWriter; each writeX below notes the
// record shape it emits. All records are unabbreviated, which every reader
// accepts and keeps the writer small; the bit-level work is BitstreamWriter's.
//
//===----------------------------------------------------------------------===//

#include "Writer/BitcodeWriter37.h"

#include "Writer/TypedPointers.h"
#include "Writer/ValueEnumerator37.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/LLVMBitCodes.h"
#include "llvm/Bitstream/BitstreamWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <algorithm>

using namespace llvm;

namespace dxild {
namespace writer {

namespace {

using Record = SmallVector<uint64_t, 64>;

void appendChars(Record &R, StringRef S) {
  for (char C : S)
    R.push_back(static_cast<unsigned char>(C));
}

/// 3.7's signed VBR form: sign in bit 0.
void emitSigned(Record &R, uint64_t V) {
  if (static_cast<int64_t>(V) >= 0)
    R.push_back(V << 1);
  else if (V == (uint64_t(1) << 63))
    R.push_back(1); // INT64_MIN: "negative zero" by convention.
  else
    R.push_back((-V << 1) | 1);
}

unsigned linkage37(const GlobalValue &GV) {
  switch (GV.getLinkage()) {
  case GlobalValue::ExternalLinkage:
    return 0;
  case GlobalValue::WeakAnyLinkage:
    return 16;
  case GlobalValue::AppendingLinkage:
    return 2;
  case GlobalValue::InternalLinkage:
    return 3;
  case GlobalValue::LinkOnceAnyLinkage:
    return 18;
  case GlobalValue::ExternalWeakLinkage:
    return 7;
  case GlobalValue::CommonLinkage:
    return 8;
  case GlobalValue::PrivateLinkage:
    return 9;
  case GlobalValue::WeakODRLinkage:
    return 17;
  case GlobalValue::LinkOnceODRLinkage:
    return 19;
  case GlobalValue::AvailableExternallyLinkage:
    return 12;
  }
  return 0;
}

unsigned ordering37(AtomicOrdering O) {
  switch (O) {
  case AtomicOrdering::NotAtomic:
    return 0;
  case AtomicOrdering::Unordered:
    return 1;
  case AtomicOrdering::Monotonic:
    return 2;
  case AtomicOrdering::Acquire:
    return 3;
  case AtomicOrdering::Release:
    return 4;
  case AtomicOrdering::AcquireRelease:
    return 5;
  case AtomicOrdering::SequentiallyConsistent:
    return 6;
  }
  return 6;
}

unsigned syncScope37(SyncScope::ID ID) {
  return ID == SyncScope::SingleThread ? 0 : 1;
}

unsigned castOpcode37(unsigned Opc) {
  switch (Opc) {
  case Instruction::Trunc:
    return 0;
  case Instruction::ZExt:
    return 1;
  case Instruction::SExt:
    return 2;
  case Instruction::FPToUI:
    return 3;
  case Instruction::FPToSI:
    return 4;
  case Instruction::UIToFP:
    return 5;
  case Instruction::SIToFP:
    return 6;
  case Instruction::FPTrunc:
    return 7;
  case Instruction::FPExt:
    return 8;
  case Instruction::PtrToInt:
    return 9;
  case Instruction::IntToPtr:
    return 10;
  case Instruction::BitCast:
    return 11;
  case Instruction::AddrSpaceCast:
    return 12;
  }
  return ~0u;
}

unsigned binOpcode37(unsigned Opc) {
  switch (Opc) {
  case Instruction::Add:
  case Instruction::FAdd:
    return 0;
  case Instruction::Sub:
  case Instruction::FSub:
    return 1;
  case Instruction::Mul:
  case Instruction::FMul:
    return 2;
  case Instruction::UDiv:
    return 3;
  case Instruction::SDiv:
  case Instruction::FDiv:
    return 4;
  case Instruction::URem:
    return 5;
  case Instruction::SRem:
  case Instruction::FRem:
    return 6;
  case Instruction::Shl:
    return 7;
  case Instruction::LShr:
    return 8;
  case Instruction::AShr:
    return 9;
  case Instruction::And:
    return 10;
  case Instruction::Or:
    return 11;
  case Instruction::Xor:
    return 12;
  }
  return ~0u;
}

unsigned rmwOp37(AtomicRMWInst::BinOp Op) {
  switch (Op) {
  case AtomicRMWInst::Xchg:
    return 0;
  case AtomicRMWInst::Add:
    return 1;
  case AtomicRMWInst::Sub:
    return 2;
  case AtomicRMWInst::And:
    return 3;
  case AtomicRMWInst::Nand:
    return 4;
  case AtomicRMWInst::Or:
    return 5;
  case AtomicRMWInst::Xor:
    return 6;
  case AtomicRMWInst::Max:
    return 7;
  case AtomicRMWInst::Min:
    return 8;
  case AtomicRMWInst::UMax:
    return 9;
  case AtomicRMWInst::UMin:
    return 10;
  default:
    return ~0u;
  }
}

/// 3.7 fast-math bits: UnsafeAlgebra 0, nnan 1, ninf 2, nsz 3, arcp 4. The
/// modern contract/afn/reassoc bits do not exist; like upstream, reassoc and
/// contract map to UnsafeAlgebra and afn is dropped.
uint64_t fastMath37(FastMathFlags F) {
  uint64_t R = 0;
  if (F.allowReassoc() || F.allowContract())
    R |= 1;
  if (F.noNaNs())
    R |= 2;
  if (F.noInfs())
    R |= 4;
  if (F.noSignedZeros())
    R |= 8;
  if (F.allowReciprocal())
    R |= 16;
  return R;
}

/// Flags of a BINOP or CMP2 record (3.7's GetOptimizationFlags).
uint64_t optimizationFlags37(const Instruction &I) {
  if (const auto *OBO = dyn_cast<OverflowingBinaryOperator>(&I)) {
    uint64_t F = 0;
    if (OBO->hasNoUnsignedWrap())
      F |= 1 << bitc::OBO_NO_UNSIGNED_WRAP;
    if (OBO->hasNoSignedWrap())
      F |= 1 << bitc::OBO_NO_SIGNED_WRAP;
    return F;
  }
  if (const auto *PEO = dyn_cast<PossiblyExactOperator>(&I))
    return PEO->isExact() ? 1 << bitc::PEO_EXACT : 0;
  if (isa<FPMathOperator>(I))
    return fastMath37(I.getFastMathFlags());
  return 0;
}

class Writer37 {
public:
  Writer37(Module &M, ValueEnumerator37 &VE, const Bitcode37Options &Options,
           SmallVectorImpl<char> &Buffer, WriterDiags &Diags)
      : M(M), VE(VE), Options(Options), Stream(Buffer), Diags(Diags) {}

  void write();

private:
  void writeAttributeGroups();
  void writeAttributeLists();
  void writeTypes();
  void writeGlobalsAndFunctions();
  void writeConstants(unsigned Begin, unsigned End);
  void writeModuleMetadata();
  void writeMetadataKinds();
  void writeModuleSymbolTable();
  void writeFunction(const Function &F);
  void writeInstruction(const Instruction &I, unsigned InstID);

  /// Relative operand, plus the type for a forward reference.
  void pushValueAndType(const Value *V, unsigned InstID, Record &R) {
    unsigned ValID = VE.valueID(V);
    R.push_back(uint32_t(InstID - ValID));
    if (ValID >= InstID)
      R.push_back(VE.typeIDOf(V));
  }
  void pushValue(const Value *V, unsigned InstID, Record &R) {
    R.push_back(uint32_t(InstID - VE.valueID(V)));
  }
  void pushValueSigned(const Value *V, unsigned InstID, Record &R) {
    int64_t Diff = int64_t(int32_t(InstID)) - int64_t(int32_t(VE.valueID(V)));
    emitSigned(R, uint64_t(Diff));
  }

  Module &M;
  ValueEnumerator37 &VE;
  const Bitcode37Options &Options;
  BitstreamWriter Stream;
  WriterDiags &Diags;
};

void Writer37::write() {
  Stream.Emit('B', 8);
  Stream.Emit('C', 8);
  Stream.Emit(0x0, 4);
  Stream.Emit(0xC, 4);
  Stream.Emit(0xE, 4);
  Stream.Emit(0xD, 4);

  Stream.EnterSubblock(bitc::MODULE_BLOCK_ID, 3);
  // VERSION 1: operands are relative to the instruction's value ID.
  Stream.EmitRecord(bitc::MODULE_CODE_VERSION, ArrayRef<uint64_t>{1});
  writeAttributeGroups();
  writeAttributeLists();
  writeTypes();
  Record R;
  appendChars(R, Options.Triple);
  Stream.EmitRecord(bitc::MODULE_CODE_TRIPLE, R);
  R.clear();
  appendChars(R, Options.DataLayout);
  Stream.EmitRecord(bitc::MODULE_CODE_DATALAYOUT, R);
  writeGlobalsAndFunctions();
  writeConstants(VE.firstModuleConstant(), VE.numModuleValues());
  writeModuleMetadata();
  writeMetadataKinds();
  writeModuleSymbolTable();
  for (const Function &F : M)
    if (!F.isDeclaration())
      writeFunction(F);
  Stream.ExitBlock();
}

// PARAMATTR_GROUP ENTRY: [grpid, index, (kind, key[, value])...]
void Writer37::writeAttributeGroups() {
  const auto &Groups = VE.attributeGroups();
  if (Groups.empty())
    return;
  Stream.EnterSubblock(bitc::PARAMATTR_GROUP_BLOCK_ID, 3);
  Record R;
  for (unsigned I = 0; I != Groups.size(); ++I) {
    R.clear();
    R.push_back(I + 1);
    R.push_back(Groups[I].Index);
    for (const Attr37 &A : Groups[I].Attrs) {
      R.push_back(A.Kind);
      switch (A.Kind) {
      case Attr37::Enum:
        R.push_back(A.Code);
        break;
      case Attr37::Int:
        R.push_back(A.Code);
        R.push_back(A.Value);
        break;
      case Attr37::String:
      case Attr37::StringWithValue:
        appendChars(R, A.Key);
        R.push_back(0);
        if (A.Kind == Attr37::StringWithValue) {
          appendChars(R, A.Val);
          R.push_back(0);
        }
        break;
      }
    }
    Stream.EmitRecord(bitc::PARAMATTR_GRP_CODE_ENTRY, R);
  }
  Stream.ExitBlock();
}

// PARAMATTR ENTRY: [grpid...]
void Writer37::writeAttributeLists() {
  const auto &Lists = VE.attributeLists();
  if (Lists.empty())
    return;
  Stream.EnterSubblock(bitc::PARAMATTR_BLOCK_ID, 3);
  for (const std::vector<unsigned> &L : Lists) {
    Record R(L.begin(), L.end());
    Stream.EmitRecord(bitc::PARAMATTR_CODE_ENTRY, R);
  }
  Stream.ExitBlock();
}

void Writer37::writeTypes() {
  const auto &Types = VE.types();
  Stream.EnterSubblock(bitc::TYPE_BLOCK_ID_NEW, 4);
  Stream.EmitRecord(bitc::TYPE_CODE_NUMENTRY,
                    ArrayRef<uint64_t>{uint64_t(Types.size())});
  Record R;
  for (const DXType *T : Types) {
    R.clear();
    unsigned Code = 0;
    switch (T->Kind) {
    case DXType::Void:
      Code = bitc::TYPE_CODE_VOID;
      break;
    case DXType::Half:
      Code = bitc::TYPE_CODE_HALF;
      break;
    case DXType::Float:
      Code = bitc::TYPE_CODE_FLOAT;
      break;
    case DXType::Double:
      Code = bitc::TYPE_CODE_DOUBLE;
      break;
    case DXType::Label:
      Code = bitc::TYPE_CODE_LABEL;
      break;
    case DXType::Metadata:
      Code = bitc::TYPE_CODE_METADATA;
      break;
    case DXType::Integer:
      Code = bitc::TYPE_CODE_INTEGER;
      R.push_back(T->Width);
      break;
    case DXType::Pointer:
      // POINTER: [pointee type, address space]
      Code = bitc::TYPE_CODE_POINTER;
      R.push_back(VE.typeID(T->pointee()));
      R.push_back(T->AddrSpace);
      break;
    case DXType::Function:
      // FUNCTION: [vararg, return type, param types...]
      Code = bitc::TYPE_CODE_FUNCTION;
      R.push_back(T->VarArg);
      for (const DXType *E : T->Elements)
        R.push_back(VE.typeID(E));
      break;
    case DXType::Array:
    case DXType::Vector:
      Code = T->Kind == DXType::Array ? bitc::TYPE_CODE_ARRAY
                                      : bitc::TYPE_CODE_VECTOR;
      R.push_back(T->NumElements);
      R.push_back(VE.typeID(T->Elements[0]));
      break;
    case DXType::Struct:
      R.push_back(T->Packed);
      for (const DXType *E : T->Elements)
        R.push_back(VE.typeID(E));
      if (!T->Named) {
        Code = bitc::TYPE_CODE_STRUCT_ANON;
        break;
      }
      if (!T->Name.empty()) {
        Record Name;
        appendChars(Name, T->Name);
        Stream.EmitRecord(bitc::TYPE_CODE_STRUCT_NAME, Name);
      }
      Code = T->Opaque ? bitc::TYPE_CODE_OPAQUE : bitc::TYPE_CODE_STRUCT_NAMED;
      break;
    }
    Stream.EmitRecord(Code, R);
  }
  Stream.ExitBlock();
}

void Writer37::writeGlobalsAndFunctions() {
  Record R;
  // GLOBALVAR: [value type, addrspace << 2 | explicit type | constant,
  //   initializer ID + 1, linkage, log2(align) + 1, section,
  //   (visibility, threadlocal, unnamed_addr, externally_initialized,
  //    dllstorageclass, comdat)]
  for (const GlobalVariable *GV : VE.globalVariables()) {
    R.clear();
    R.push_back(VE.typeID(VE.typeOf(GV)->pointee()));
    R.push_back(uint64_t(GV->getAddressSpace()) << 2 | 2 | GV->isConstant());
    R.push_back(GV->hasInitializer() ? VE.valueID(GV->getInitializer()) + 1
                                     : 0);
    R.push_back(linkage37(*GV));
    MaybeAlign A = GV->getAlign();
    R.push_back(A ? Log2(*A) + 1 : 0);
    R.push_back(0);
    if (GV->isThreadLocal() ||
        GV->getVisibility() != GlobalValue::DefaultVisibility ||
        GV->hasGlobalUnnamedAddr() || GV->isExternallyInitialized() ||
        GV->getDLLStorageClass() != GlobalValue::DefaultStorageClass) {
      R.push_back(GV->getVisibility());
      R.push_back(GV->getThreadLocalMode());
      R.push_back(GV->hasGlobalUnnamedAddr());
      R.push_back(GV->isExternallyInitialized());
      R.push_back(GV->getDLLStorageClass());
      R.push_back(0);
    }
    Stream.EmitRecord(bitc::MODULE_CODE_GLOBALVAR, R);
  }
  // FUNCTION: [function type, callingconv, isproto, linkage, paramattrs,
  //   log2(align) + 1, section, visibility, gc, unnamed_addr, prologuedata,
  //   dllstorageclass, comdat, prefixdata, personalityfn]
  for (const Function *F : VE.functions()) {
    R.clear();
    R.push_back(VE.typeID(VE.typeOf(F)->pointee()));
    R.push_back(F->getCallingConv());
    R.push_back(F->isDeclaration());
    R.push_back(linkage37(*F));
    R.push_back(VE.attributeListID(F->getAttributes()));
    MaybeAlign A = F->getAlign();
    R.push_back(A ? Log2(*A) + 1 : 0);
    R.push_back(0);
    R.push_back(F->getVisibility());
    R.push_back(0);
    R.push_back(F->hasGlobalUnnamedAddr());
    R.push_back(0);
    R.push_back(F->getDLLStorageClass());
    R.push_back(0);
    R.push_back(0);
    R.push_back(0);
    Stream.EmitRecord(bitc::MODULE_CODE_FUNCTION, R);
  }
}

void Writer37::writeConstants(unsigned Begin, unsigned End) {
  if (Begin == End)
    return;
  Stream.EnterSubblock(bitc::CONSTANTS_BLOCK_ID, 4);
  const DXType *LastTy = nullptr;
  Record R;
  const auto &Values = VE.values();
  for (unsigned I = Begin; I != End; ++I) {
    const Value *V = Values[I];
    const DXType *Ty = VE.typeOf(V);
    if (Ty != LastTy) {
      Stream.EmitRecord(bitc::CST_CODE_SETTYPE,
                        ArrayRef<uint64_t>{VE.typeID(Ty)});
      LastTy = Ty;
    }
    R.clear();
    const auto *C = cast<Constant>(V);
    unsigned Code = bitc::CST_CODE_UNDEF;
    if (VE.isMetadataOnlySymbol(C) || isa<UndefValue>(C)) {
      // Poison has no 3.7 encoding; undef is its closest 3.7 meaning.
      Code = bitc::CST_CODE_UNDEF;
    } else if (C->isNullValue()) {
      Code = bitc::CST_CODE_NULL;
    } else if (const auto *CI = dyn_cast<ConstantInt>(C)) {
      Code = bitc::CST_CODE_INTEGER;
      emitSigned(R, uint64_t(CI->getSExtValue()));
    } else if (const auto *CF = dyn_cast<ConstantFP>(C)) {
      Code = bitc::CST_CODE_FLOAT;
      R.push_back(CF->getValueAPF().bitcastToAPInt().getZExtValue());
    } else if (ValueEnumerator37::isAggregateEncoded(C)) {
      Code = bitc::CST_CODE_AGGREGATE;
      for (const Constant *E : ValueEnumerator37::aggregateElements(C))
        R.push_back(VE.valueID(E));
    } else if (const auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
      if (CDS->isString()) {
        StringRef S = CDS->getRawDataValues();
        if (CDS->isCString()) {
          Code = bitc::CST_CODE_CSTRING;
          S = S.drop_back();
        } else {
          Code = bitc::CST_CODE_STRING;
        }
        appendChars(R, S);
      } else {
        Code = bitc::CST_CODE_DATA;
        bool IsInt = CDS->getElementType()->isIntegerTy();
        for (unsigned E = 0, N = CDS->getNumElements(); E != N; ++E)
          R.push_back(IsInt ? CDS->getElementAsInteger(E)
                            : CDS->getElementAsAPFloat(E)
                                  .bitcastToAPInt()
                                  .getZExtValue());
      }
    } else {
      Diags.error(InternalCode, "constant the enumerator accepted has no "
                                "writer case");
    }
    Stream.EmitRecord(Code, R);
  }
  Stream.ExitBlock();
}

// Strings, values and nodes in ID order (METADATA_STRING_OLD per string; no
// METADATA_STRINGS, no INDEX_OFFSET/INDEX), then NAME + NAMED_NODE pairs.
void Writer37::writeModuleMetadata() {
  const auto &MDs = VE.metadata();
  if (MDs.empty() && M.named_metadata_empty())
    return;
  Stream.EnterSubblock(bitc::METADATA_BLOCK_ID, 3);
  Record R;
  for (const Metadata *MD : MDs) {
    R.clear();
    if (const auto *S = dyn_cast<MDString>(MD)) {
      appendChars(R, S->getString());
      Stream.EmitRecord(bitc::METADATA_STRING_OLD, R);
    } else if (const auto *C = dyn_cast<ConstantAsMetadata>(MD)) {
      // VALUE: [type, absolute value ID]
      R.push_back(VE.typeIDOf(C->getValue()));
      R.push_back(VE.valueID(C->getValue()));
      Stream.EmitRecord(bitc::METADATA_VALUE, R);
    } else if (const auto *N = dyn_cast<MDNode>(MD)) {
      // NODE: [metadata ID + 1 or 0 for null...]
      for (const MDOperand &Op : N->operands())
        R.push_back(VE.metadataOrNullID(Op.get()));
      Stream.EmitRecord(N->isDistinct() ? bitc::METADATA_DISTINCT_NODE
                                        : bitc::METADATA_NODE,
                        R);
    }
  }
  for (const NamedMDNode &NMD : M.named_metadata()) {
    R.clear();
    appendChars(R, NMD.getName());
    Stream.EmitRecord(bitc::METADATA_NAME, R);
    R.clear();
    for (const MDNode *N : NMD.operands())
      R.push_back(VE.metadataID(N));
    Stream.EmitRecord(bitc::METADATA_NAMED_NODE, R);
  }
  Stream.ExitBlock();
}

// 3.7 declares instruction metadata kinds with KIND records in a METADATA
// block (METADATA_KIND_BLOCK came later).
void Writer37::writeMetadataKinds() {
  const auto &Kinds = VE.mdKinds();
  if (Kinds.empty())
    return;
  Stream.EnterSubblock(bitc::METADATA_BLOCK_ID, 3);
  Record R;
  for (const auto &[ID, Name] : Kinds) {
    R.clear();
    R.push_back(ID);
    appendChars(R, Name);
    Stream.EmitRecord(bitc::METADATA_KIND, R);
  }
  Stream.ExitBlock();
}

// VST ENTRY: [value ID, name...] for each named global and function, sorted
// by name as DXC does (dx.op functions are recognized by name).
void Writer37::writeModuleSymbolTable() {
  std::vector<std::pair<StringRef, unsigned>> Entries;
  for (const GlobalVariable *GV : VE.globalVariables())
    if (GV->hasName())
      Entries.push_back({GV->getName(), VE.valueID(GV)});
  for (const Function *F : VE.functions())
    if (F->hasName())
      Entries.push_back({F->getName(), VE.valueID(F)});
  if (Entries.empty())
    return;
  std::sort(Entries.begin(), Entries.end());
  Stream.EnterSubblock(bitc::VALUE_SYMTAB_BLOCK_ID, 4);
  Record R;
  for (const auto &[Name, ID] : Entries) {
    R.clear();
    R.push_back(ID);
    appendChars(R, Name);
    Stream.EmitRecord(bitc::VST_CODE_ENTRY, R);
  }
  Stream.ExitBlock();
}

void Writer37::writeFunction(const Function &F) {
  VE.incorporateFunction(F);
  Stream.EnterSubblock(bitc::FUNCTION_BLOCK_ID, 4);
  Stream.EmitRecord(bitc::FUNC_CODE_DECLAREBLOCKS,
                    ArrayRef<uint64_t>{uint64_t(F.size())});
  writeConstants(VE.firstFunctionConstant(), VE.firstInstruction());

  if (!VE.functionLocalMetadata().empty()) {
    Stream.EnterSubblock(bitc::METADATA_BLOCK_ID, 3);
    for (const LocalAsMetadata *L : VE.functionLocalMetadata())
      Stream.EmitRecord(bitc::METADATA_VALUE,
                        ArrayRef<uint64_t>{VE.typeIDOf(L->getValue()),
                                           VE.valueID(L->getValue())});
    Stream.ExitBlock();
  }

  unsigned InstID = VE.firstInstruction();
  bool HasAttachments = false;
  for (const Instruction &I : instructions(F)) {
    writeInstruction(I, InstID);
    if (!I.getType()->isVoidTy())
      ++InstID;
    SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
    I.getAllMetadataOtherThanDebugLoc(MDs);
    for (const auto &KV : MDs)
      HasAttachments |= VE.isKeptMDKind(KV.first);
  }

  // METADATA_ATTACHMENT: [instruction index, (kind, metadata ID)...]
  if (HasAttachments) {
    Stream.EnterSubblock(bitc::METADATA_ATTACHMENT_ID, 3);
    unsigned Index = 0;
    Record R;
    for (const Instruction &I : instructions(F)) {
      SmallVector<std::pair<unsigned, MDNode *>, 4> MDs;
      I.getAllMetadataOtherThanDebugLoc(MDs);
      R.clear();
      for (const auto &[Kind, N] : MDs)
        if (VE.isKeptMDKind(Kind)) {
          R.push_back(Kind);
          R.push_back(VE.metadataID(N));
        }
      if (!R.empty()) {
        R.insert(R.begin(), Index);
        Stream.EmitRecord(bitc::METADATA_ATTACHMENT, R);
      }
      ++Index;
    }
    Stream.ExitBlock();
  }
  Stream.ExitBlock();
  VE.purgeFunction();
}

void Writer37::writeInstruction(const Instruction &I, unsigned InstID) {
  Record R;
  unsigned Code = 0;
  if (isa<CastInst>(I)) {
    // CAST: [value + type, destination type, opcode]
    Code = bitc::FUNC_CODE_INST_CAST;
    pushValueAndType(I.getOperand(0), InstID, R);
    R.push_back(VE.typeIDOf(&I));
    R.push_back(castOpcode37(I.getOpcode()));
    Stream.EmitRecord(Code, R);
    return;
  }
  if (isa<BinaryOperator>(I)) {
    // BINOP: [lhs + type, rhs, opcode(, flags)]
    Code = bitc::FUNC_CODE_INST_BINOP;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValue(I.getOperand(1), InstID, R);
    R.push_back(binOpcode37(I.getOpcode()));
    if (uint64_t Flags = optimizationFlags37(I))
      R.push_back(Flags);
    Stream.EmitRecord(Code, R);
    return;
  }

  switch (I.getOpcode()) {
  case Instruction::GetElementPtr: {
    // GEP: [inbounds, source element type, (value + type)...]
    const auto &GEP = cast<GetElementPtrInst>(I);
    Code = bitc::FUNC_CODE_INST_GEP;
    R.push_back(GEP.isInBounds());
    R.push_back(VE.typeID(VE.typeOf(GEP.getPointerOperand())->pointee()));
    for (const Value *Op : I.operands())
      pushValueAndType(Op, InstID, R);
    break;
  }
  case Instruction::ExtractValue: {
    Code = bitc::FUNC_CODE_INST_EXTRACTVAL;
    pushValueAndType(I.getOperand(0), InstID, R);
    for (unsigned Idx : cast<ExtractValueInst>(I).indices())
      R.push_back(Idx);
    break;
  }
  case Instruction::InsertValue: {
    Code = bitc::FUNC_CODE_INST_INSERTVAL;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValueAndType(I.getOperand(1), InstID, R);
    for (unsigned Idx : cast<InsertValueInst>(I).indices())
      R.push_back(Idx);
    break;
  }
  case Instruction::Select:
    // VSELECT: [true value + type, false value, condition + type]
    Code = bitc::FUNC_CODE_INST_VSELECT;
    pushValueAndType(I.getOperand(1), InstID, R);
    pushValue(I.getOperand(2), InstID, R);
    pushValueAndType(I.getOperand(0), InstID, R);
    break;
  case Instruction::ExtractElement:
    Code = bitc::FUNC_CODE_INST_EXTRACTELT;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValueAndType(I.getOperand(1), InstID, R);
    break;
  case Instruction::InsertElement:
    Code = bitc::FUNC_CODE_INST_INSERTELT;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValue(I.getOperand(1), InstID, R);
    pushValueAndType(I.getOperand(2), InstID, R);
    break;
  case Instruction::ShuffleVector:
    Code = bitc::FUNC_CODE_INST_SHUFFLEVEC;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValue(I.getOperand(1), InstID, R);
    pushValue(cast<ShuffleVectorInst>(I).getShuffleMaskForBitcode(), InstID, R);
    break;
  case Instruction::ICmp:
  case Instruction::FCmp: {
    // CMP2: [lhs + type, rhs, predicate(, flags)]
    Code = bitc::FUNC_CODE_INST_CMP2;
    pushValueAndType(I.getOperand(0), InstID, R);
    pushValue(I.getOperand(1), InstID, R);
    R.push_back(cast<CmpInst>(I).getPredicate());
    if (uint64_t Flags = optimizationFlags37(I))
      R.push_back(Flags);
    break;
  }
  case Instruction::Ret:
    Code = bitc::FUNC_CODE_INST_RET;
    if (I.getNumOperands())
      pushValueAndType(I.getOperand(0), InstID, R);
    break;
  case Instruction::Br: {
    // BR: [true bb(, false bb, condition)]
    const auto &Br = cast<BranchInst>(I);
    Code = bitc::FUNC_CODE_INST_BR;
    R.push_back(VE.basicBlockID(Br.getSuccessor(0)));
    if (Br.isConditional()) {
      R.push_back(VE.basicBlockID(Br.getSuccessor(1)));
      pushValue(Br.getCondition(), InstID, R);
    }
    break;
  }
  case Instruction::Switch: {
    // SWITCH: [condition type, condition, default bb, (case value ID, bb)...]
    const auto &SI = cast<SwitchInst>(I);
    Code = bitc::FUNC_CODE_INST_SWITCH;
    R.push_back(VE.typeIDOf(SI.getCondition()));
    pushValue(SI.getCondition(), InstID, R);
    R.push_back(VE.basicBlockID(SI.getDefaultDest()));
    for (const auto &Case : SI.cases()) {
      R.push_back(VE.valueID(Case.getCaseValue()));
      R.push_back(VE.basicBlockID(Case.getCaseSuccessor()));
    }
    break;
  }
  case Instruction::Unreachable:
    Code = bitc::FUNC_CODE_INST_UNREACHABLE;
    break;
  case Instruction::PHI: {
    // PHI: [type, (signed relative value, bb)...]
    const auto &PN = cast<PHINode>(I);
    Code = bitc::FUNC_CODE_INST_PHI;
    R.push_back(VE.typeIDOf(&PN));
    for (unsigned K = 0, E = PN.getNumIncomingValues(); K != E; ++K) {
      pushValueSigned(PN.getIncomingValue(K), InstID, R);
      R.push_back(VE.basicBlockID(PN.getIncomingBlock(K)));
    }
    break;
  }
  case Instruction::Alloca: {
    // ALLOCA: [allocated type, size type, size (absolute),
    //   log2(align) + 1 | inalloca << 5 | explicit type << 6]
    const auto &AI = cast<AllocaInst>(I);
    Code = bitc::FUNC_CODE_INST_ALLOCA;
    R.push_back(VE.typeID(VE.typeOf(&AI)->pointee()));
    R.push_back(VE.typeIDOf(AI.getArraySize()));
    R.push_back(VE.valueID(AI.getArraySize()));
    uint64_t Align = Log2(AI.getAlign()) + 1;
    Align |= uint64_t(AI.isUsedWithInAlloca()) << 5;
    Align |= uint64_t(1) << 6;
    R.push_back(Align);
    break;
  }
  case Instruction::Load: {
    // LOAD: [pointer + type, result type, log2(align) + 1, volatile]
    // LOADATOMIC adds [ordering, synchscope].
    const auto &LI = cast<LoadInst>(I);
    Code = LI.isAtomic() ? bitc::FUNC_CODE_INST_LOADATOMIC
                         : bitc::FUNC_CODE_INST_LOAD;
    pushValueAndType(LI.getPointerOperand(), InstID, R);
    R.push_back(VE.typeIDOf(&LI));
    R.push_back(Log2(LI.getAlign()) + 1);
    R.push_back(LI.isVolatile());
    if (LI.isAtomic()) {
      R.push_back(ordering37(LI.getOrdering()));
      R.push_back(syncScope37(LI.getSyncScopeID()));
    }
    break;
  }
  case Instruction::Store: {
    // STORE: [pointer + type, value + type, log2(align) + 1, volatile]
    const auto &SI = cast<StoreInst>(I);
    Code = SI.isAtomic() ? bitc::FUNC_CODE_INST_STOREATOMIC
                         : bitc::FUNC_CODE_INST_STORE;
    pushValueAndType(SI.getPointerOperand(), InstID, R);
    pushValueAndType(SI.getValueOperand(), InstID, R);
    R.push_back(Log2(SI.getAlign()) + 1);
    R.push_back(SI.isVolatile());
    if (SI.isAtomic()) {
      R.push_back(ordering37(SI.getOrdering()));
      R.push_back(syncScope37(SI.getSyncScopeID()));
    }
    break;
  }
  case Instruction::AtomicCmpXchg: {
    // CMPXCHG: [pointer + type, compare + type, new value, volatile,
    //   success ordering, synchscope, failure ordering, weak]
    const auto &CX = cast<AtomicCmpXchgInst>(I);
    Code = bitc::FUNC_CODE_INST_CMPXCHG;
    pushValueAndType(CX.getPointerOperand(), InstID, R);
    pushValueAndType(CX.getCompareOperand(), InstID, R);
    pushValue(CX.getNewValOperand(), InstID, R);
    R.push_back(CX.isVolatile());
    R.push_back(ordering37(CX.getSuccessOrdering()));
    R.push_back(syncScope37(CX.getSyncScopeID()));
    R.push_back(ordering37(CX.getFailureOrdering()));
    R.push_back(CX.isWeak());
    break;
  }
  case Instruction::AtomicRMW: {
    // ATOMICRMW (3.7 form, 38): [pointer + type, value, operation, volatile,
    //   ordering, synchscope]
    const auto &RMW = cast<AtomicRMWInst>(I);
    Code = bitc::FUNC_CODE_INST_ATOMICRMW_OLD;
    pushValueAndType(RMW.getPointerOperand(), InstID, R);
    pushValue(RMW.getValOperand(), InstID, R);
    R.push_back(rmwOp37(RMW.getOperation()));
    R.push_back(RMW.isVolatile());
    R.push_back(ordering37(RMW.getOrdering()));
    R.push_back(syncScope37(RMW.getSyncScopeID()));
    break;
  }
  case Instruction::Fence: {
    const auto &FI = cast<FenceInst>(I);
    Code = bitc::FUNC_CODE_INST_FENCE;
    R.push_back(ordering37(FI.getOrdering()));
    R.push_back(syncScope37(FI.getSyncScopeID()));
    break;
  }
  case Instruction::Call: {
    // CALL: [paramattrs, cc << 1 | tail | musttail << 14 | explicit << 15,
    //   function type, callee + type, args...]
    const auto &CI = cast<CallInst>(I);
    const Function *Callee = CI.getCalledFunction();
    Code = bitc::FUNC_CODE_INST_CALL;
    R.push_back(VE.attributeListID(CI.getAttributes()));
    R.push_back(uint64_t(CI.getCallingConv()) << bitc::CALL_CCONV |
                uint64_t(CI.isTailCall()) << bitc::CALL_TAIL |
                uint64_t(CI.isMustTailCall()) << bitc::CALL_MUSTTAIL |
                uint64_t(1) << bitc::CALL_EXPLICIT_TYPE);
    R.push_back(VE.typeID(VE.typeOf(Callee)->pointee()));
    pushValueAndType(Callee, InstID, R);
    FunctionType *FT = CI.getFunctionType();
    for (unsigned K = 0, E = CI.arg_size(); K != E; ++K) {
      const Value *Arg = CI.getArgOperand(K);
      if (K < FT->getNumParams()) {
        if (FT->getParamType(K)->isLabelTy())
          R.push_back(VE.valueID(Arg));
        else
          pushValue(Arg, InstID, R);
      } else {
        pushValueAndType(Arg, InstID, R);
      }
    }
    break;
  }
  default:
    Diags.unsupported(std::string("instruction '") + I.getOpcodeName() +
                      "' has no LLVM 3.7 record in the writer");
    return;
  }
  Stream.EmitRecord(Code, R);
}

} // namespace

bool writeBitcode37(Module &M, const Bitcode37Options &Options,
                    SmallVectorImpl<char> &Out, WriterDiags &Diags) {
  DXTypeContext Types(Diags);
  TypedPointers TP(Types, Diags);
  if (!TP.run(M))
    return false;
  ValueEnumerator37 VE(M, TP, Diags);
  if (Diags.hasErrors())
    return false;
  Out.clear();
  {
    Writer37 W(M, VE, Options, Out, Diags);
    W.write();
  }
  return !Diags.hasErrors();
}

} // namespace writer
} // namespace dxild
