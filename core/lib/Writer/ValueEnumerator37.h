//===- ValueEnumerator37.h - Numbering as LLVM 3.7 does it ------*- C++ -*-===//
//
// Assigns the type, value, metadata and attribute IDs the 3.7 bitcode records
// refer to, in the order LLVM 3.7's ValueEnumerator (and so DXC) uses:
// types depth-first with named structs forward-referencable; global
// variables, then functions, then module constants sorted by type plane and
// use count with integers first; per function: arguments, constants, then
// instructions with a value. Metadata is numbered post-order (operands before
// the node) in one ID space with strings interleaved, as 3.7 writes it.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_VALUEENUMERATOR37_H
#define DXILD_CORE_WRITER_VALUEENUMERATOR37_H

#include "Writer/TypedPointers.h"
#include "Writer/WriterDiag.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Attributes.h"

#include <map>
#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Constant;
class Function;
class GlobalVariable;
class Instruction;
class LocalAsMetadata;
class MDNode;
class Metadata;
class Module;
class Value;
} // namespace llvm

namespace dxild {
namespace writer {

/// One attribute in its 3.7 PARAMATTR_GROUP form.
struct Attr37 {
  enum KindTy { Enum = 0, Int = 1, String = 3, StringWithValue = 4 };
  KindTy Kind = Enum;
  uint64_t Code = 0; ///< 3.7 ATTR_KIND_* for Enum/Int.
  uint64_t Value = 0;
  std::string Key, Val;
  bool operator<(const Attr37 &O) const;
  bool operator==(const Attr37 &O) const {
    return Kind == O.Kind && Code == O.Code && Value == O.Value &&
           Key == O.Key && Val == O.Val;
  }
};

/// The attributes of one slot (function, return value or parameter).
struct AttrGroup37 {
  uint64_t Index = 0; ///< 0xFFFFFFFF function, 0 return, N parameter N.
  std::vector<Attr37> Attrs;
  bool operator<(const AttrGroup37 &O) const {
    return Index != O.Index ? Index < O.Index : Attrs < O.Attrs;
  }
};

/// Maps an LLVM 22 attribute set to its 3.7 attributes: memory effects become
/// readnone/readonly/argmemonly, captures(none) becomes nocapture, attributes
/// 3.7 does not know are dropped (they are hints), and only the string
/// attributes the DXIL validator accepts are kept.
std::vector<Attr37> mapAttributes37(llvm::AttributeSet AS);

class ValueEnumerator37 {
public:
  ValueEnumerator37(const llvm::Module &M, TypedPointers &TP,
                    WriterDiags &Diags);

  // Types.
  const std::vector<const DXType *> &types() const { return Types; }
  unsigned typeID(const DXType *T) const;
  unsigned typeIDOf(const llvm::Value *V) const { return typeID(TP.typeOf(V)); }
  const DXType *typeOf(const llvm::Value *V) const { return TP.typeOf(V); }

  // Values.
  unsigned valueID(const llvm::Value *V) const;
  bool hasValueID(const llvm::Value *V) const { return ValueMap.count(V); }
  const std::vector<const llvm::Value *> &values() const { return Values; }
  /// Global variables written as GLOBALVAR records, in value-ID order.
  const std::vector<const llvm::GlobalVariable *> &globalVariables() const {
    return GlobalVars;
  }
  const std::vector<const llvm::Function *> &functions() const {
    return Functions;
  }
  /// A global variable that only metadata refers to (a resource's symbol):
  /// written as `%T* undef` like DXC, not as a global.
  bool isMetadataOnlySymbol(const llvm::Value *V) const;
  unsigned firstModuleConstant() const { return FirstConstant; }
  unsigned numModuleValues() const { return NumModuleValues; }

  // Metadata.
  const std::vector<const llvm::Metadata *> &metadata() const { return MDs; }
  /// 0-based ID (named nodes, attachments, call operands).
  unsigned metadataID(const llvm::Metadata *MD) const;
  /// 1-based ID with 0 for null (node operands).
  unsigned metadataOrNullID(const llvm::Metadata *MD) const;
  /// Instruction metadata kinds to declare, (ID, name), ascending ID.
  const std::vector<std::pair<unsigned, std::string>> &mdKinds() const {
    return Kinds;
  }
  /// Whether attachment kind \p Kind is written (others are dropped).
  bool isKeptMDKind(unsigned Kind) const { return KeptKinds.count(Kind); }

  // Attributes.
  const std::vector<AttrGroup37> &attributeGroups() const { return Groups; }
  /// Each list is a vector of 1-based group IDs.
  const std::vector<std::vector<unsigned>> &attributeLists() const {
    return Lists;
  }
  /// 1-based list ID, 0 when \p AL maps to no attributes.
  unsigned attributeListID(llvm::AttributeList AL) const;

  // The function being written.
  void incorporateFunction(const llvm::Function &F);
  void purgeFunction();
  unsigned firstFunctionConstant() const { return FirstFuncConstant; }
  unsigned firstInstruction() const { return FirstInst; }
  unsigned basicBlockID(const llvm::BasicBlock *BB) const;
  const std::vector<const llvm::LocalAsMetadata *> &
  functionLocalMetadata() const {
    return LocalMDs;
  }

  /// Elements an aggregate-encoded constant refers to by value ID (struct,
  /// array and vector operands; elements of half-typed data arrays, which 3.7
  /// cannot write as DATA).
  static llvm::SmallVector<const llvm::Constant *, 8>
  aggregateElements(const llvm::Constant *C);
  /// Whether \p C is written as a CST_CODE_AGGREGATE record.
  static bool isAggregateEncoded(const llvm::Constant *C);

private:
  void enumerateType(const DXType *T);
  void enumerateValue(const llvm::Value *V);
  void enumerateMetadata(const llvm::Metadata *MD);
  void enumerateAttributes(llvm::AttributeList AL);
  void enumerateOperandType(const llvm::Value *V);
  void optimizeConstants(unsigned Begin, unsigned End);
  bool checkConstant(const llvm::Constant *C);

  TypedPointers &TP;
  WriterDiags &Diags;

  std::vector<const DXType *> Types;
  llvm::DenseMap<const DXType *, unsigned> TypeMap; ///< 1-based; ~0u = busy.

  std::vector<const llvm::Value *> Values;
  std::vector<unsigned> UseCounts;
  llvm::DenseMap<const llvm::Value *, unsigned> ValueMap; ///< 1-based.
  std::vector<const llvm::GlobalVariable *> GlobalVars;
  std::vector<const llvm::Function *> Functions;
  llvm::DenseMap<const llvm::Value *, bool> MetadataOnly;
  unsigned FirstConstant = 0;
  unsigned NumModuleValues = 0;

  std::vector<const llvm::Metadata *> MDs;
  llvm::DenseMap<const llvm::Metadata *, unsigned> MDMap; ///< 1-based.
  unsigned NumModuleMDs = 0;
  std::vector<const llvm::LocalAsMetadata *> LocalMDs;
  std::vector<std::pair<unsigned, std::string>> Kinds;
  std::map<unsigned, bool> KeptKinds;

  std::vector<AttrGroup37> Groups;
  std::map<AttrGroup37, unsigned> GroupMap; ///< 1-based.
  std::vector<std::vector<unsigned>> Lists;
  std::map<std::vector<unsigned>, unsigned> ListMap; ///< 1-based.

  unsigned FirstFuncConstant = 0;
  unsigned FirstInst = 0;
  llvm::DenseMap<const llvm::BasicBlock *, unsigned> BBMap;
};

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_VALUEENUMERATOR37_H
