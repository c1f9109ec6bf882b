//===- TypedPointers.h - Typed-pointer view of an opaque module -*- C++ -*-===//
//
// DXIL is LLVM 3.7 bitcode, whose pointers carry their pointee type. LLVM 22
// has only opaque `ptr`, so the writer keeps its own mirror of the type
// system (DXType) in which pointers have pointees, and recovers a pointee for
// every pointer value of the module from how it is defined (alloca, global,
// GEP) and used (load, store, GEP, call). Where a use needs a different
// pointee than the definition provides, a no-op `bitcast ptr to ptr` is
// inserted so the 3.7 record can carry the typed cast DXC would have had.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_TYPEDPOINTERS_H
#define DXILD_CORE_WRITER_TYPEDPOINTERS_H

#include "Writer/WriterDiag.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Function;
class Module;
class StructType;
class Type;
class Value;
} // namespace llvm

namespace dxild {
namespace writer {

/// A type as LLVM 3.7 knows it: like llvm::Type, but a pointer has a
/// pointee. Instances are uniqued by DXTypeContext and compared by address.
struct DXType {
  enum KindTy {
    Void,
    Half,
    Float,
    Double,
    Label,
    Metadata,
    Integer,
    Pointer,
    Array,
    Vector,
    Struct,
    Function
  };
  KindTy Kind = Void;
  unsigned Width = 0;       ///< Integer bit width.
  uint64_t NumElements = 0; ///< Array and vector length.
  unsigned AddrSpace = 0;   ///< Pointer address space.
  bool Packed = false;      ///< Struct.
  bool VarArg = false;      ///< Function.
  bool Opaque = false;      ///< Named struct without a body.
  bool Named = false;       ///< Identified (named) struct.
  std::string Name;         ///< Named struct's name (may be empty).
  /// Struct members; function [return, params...]; pointer, array and
  /// vector [element].
  std::vector<const DXType *> Elements;

  bool isPointer() const { return Kind == Pointer; }
  const DXType *pointee() const { return Elements[0]; }
};

/// Owns and uniques DXTypes.
class DXTypeContext {
public:
  explicit DXTypeContext(WriterDiags &Diags) : Diags(Diags) {}

  /// The 3.7 type of \p T. An opaque `ptr` (also inside aggregates and
  /// function types) becomes `i8*` in its address space, which is what DXC
  /// uses for pointers whose pointee does not matter (%dx.types.Handle).
  /// Returns nullptr, after reporting, for types 3.7 cannot express.
  const DXType *get(llvm::Type *T);
  const DXType *getPointer(const DXType *Pointee, unsigned AddrSpace);
  const DXType *getFunction(const DXType *Ret,
                            llvm::ArrayRef<const DXType *> Params, bool VarArg);
  const DXType *getInt(unsigned Width);

private:
  const DXType *unique(DXType T);

  WriterDiags &Diags;
  std::map<std::vector<uint64_t>, std::unique_ptr<DXType>> Uniqued;
  llvm::DenseMap<llvm::StructType *, std::unique_ptr<DXType>> NamedStructs;
};

/// Pointee types of every pointer value of one module.
class TypedPointers {
public:
  TypedPointers(DXTypeContext &Types, WriterDiags &Diags)
      : Types(Types), Diags(Diags) {}

  /// Assigns pointees in \p M, inserting pointer bitcasts where a use needs
  /// a different pointee than its operand has. Returns false (after
  /// reporting) for pointer uses 3.7 cannot express, such as pointers stored
  /// to memory. A global's pointee is always its value type.
  bool run(llvm::Module &M);

  /// The full 3.7 type of \p V: for pointers, a typed pointer; for
  /// functions, a pointer to the function's typed signature.
  const DXType *typeOf(const llvm::Value *V);
  /// The typed signature of \p F (pointer parameters get the pointee their
  /// argument was given).
  const DXType *functionType(const llvm::Function &F);

private:
  const DXType *pointeeOf(const llvm::Value *V);
  const DXType *demandedPointee(const llvm::Value *User, unsigned OpNo);

  DXTypeContext &Types;
  WriterDiags &Diags;
  llvm::DenseMap<const llvm::Value *, const DXType *> Pointee;
  llvm::DenseMap<const llvm::Function *, const DXType *> FnTypes;
};

} // namespace writer
} // namespace dxild

#endif // DXILD_CORE_WRITER_TYPEDPOINTERS_H
