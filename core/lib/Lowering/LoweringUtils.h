//===- LoweringUtils.h - Helpers shared by the lowering passes --*- C++ -*-===//

#ifndef DXILD_CORE_LOWERING_LOWERINGUTILS_H
#define DXILD_CORE_LOWERING_LOWERINGUTILS_H

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"

namespace llvm {
class BasicBlock;
class CallInst;
class DataLayout;
class GlobalVariable;
class Instruction;
class Type;
class Value;
} // namespace llvm

namespace dxild {

/// A scalar piece of a value in memory: its type and byte offset from the
/// start of the value.
struct ScalarLeaf {
  llvm::Type *Ty;
  uint64_t Offset;
};

/// Splits scalar, vector, array and struct types into scalar leaves in
/// memory order, skipping padding (i8 arrays and target("dx.Padding")).
/// Returns false for types that have no scalar layout (pointers, target
/// types, ...).
bool getScalarLeaves(const llvm::DataLayout &DL, llvm::Type *Ty, uint64_t Base,
                     llvm::SmallVectorImpl<ScalarLeaf> &Out);

/// Byte offset of a pointer relative to a base, as a constant part plus an
/// optional i32 variable part.
struct ByteOffset {
  uint64_t Const = 0;
  llvm::Value *Var = nullptr; ///< i32, or null when the offset is constant.
  /// Every value Var can take is a multiple of this (the GCD of the GEP
  /// scales that built it).
  uint64_t VarAlign = 0;
};

/// A memory access (load, store, atomicrmw, cmpxchg) of memory reached from
/// some base pointer through GEPs, with its byte offset from the base.
struct MemoryAccess {
  llvm::Instruction *I;
  ByteOffset Offset;
};

/// Collects every access through \p Base (following GEPs; variable GEP
/// indices become i32 arithmetic emitted next to each GEP). Returns the
/// first user it cannot follow, or null on success.
llvm::Instruction *collectAccesses(llvm::Value *Base,
                                   const llvm::DataLayout &DL,
                                   llvm::SmallVectorImpl<MemoryAccess> &Out);

/// `tex[p].xyz = v`, `buf[i].xy = v` on a typed resource: Clang stores each
/// component on its own, and a typed store writes the whole element, so
/// each would be a load and a store of it. Stores of constant components of
/// the element at \p Elem (a \p VecTy) that follow each other in a block,
/// with nothing between them that touches memory, become one `store VecTy`
/// of the element loaded before the first (no load when they cover it) with
/// their components inserted, as DXC emits them. Returns whether any did.
bool coalesceComponentStores(llvm::Value *Elem, llvm::FixedVectorType *VecTy,
                             const llvm::DataLayout &DL);

/// Erases the dead address computations (GEPs, casts) hanging off \p V.
void eraseDeadUsers(llvm::Value *V);

/// If \p Ty is a padding type that Clang inserts into layouts.
bool isPaddingType(llvm::Type *Ty);

/// The handlefrombinding (or handlefromimplicitbinding/heap) call a handle
/// value comes from, looking through loads of globals that are stored
/// exactly once. Null if the handle does not come from a unique call.
llvm::CallInst *findHandleCreation(llvm::Value *Handle);

/// Moves a handle-creating call with constant operands to the top of its
/// function's entry block, so that every use in the function is dominated.
void hoistHandleCreation(llvm::CallInst *CI);

/// Rebuilds a scalar or vector value of type \p Ty from its scalar
/// elements (vectors via insertelement; the scalarizer removes them).
llvm::Value *buildFromScalars(llvm::IRBuilder<> &B, llvm::Type *Ty,
                              llvm::ArrayRef<llvm::Value *> Elts);

/// Converts a memory leaf read as \p Stored to the leaf type \p Want (bool
/// is stored as i32).
llvm::Value *fromStorage(llvm::IRBuilder<> &B, llvm::Value *V,
                         llvm::Type *Want);

/// Storage type of a leaf: i1 is kept in memory as i32.
llvm::Type *storageType(llvm::Type *Leaf);

/// Whether \p I's block is \p From or reached from it through blocks with a
/// single predecessor (at most 8 blocks in all), and no instruction on that
/// way before \p I may write memory: what \p I reads there is what it would
/// read at the top of \p From. \p Path receives the blocks of the way.
bool nothingWritesOnWayTo(llvm::BasicBlock *From, llvm::Instruction &I,
                          llvm::SmallPtrSetImpl<llvm::BasicBlock *> &Path);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_LOWERINGUTILS_H
