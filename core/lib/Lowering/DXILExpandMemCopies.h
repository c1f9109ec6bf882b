//===- DXILExpandMemCopies.h - memcpy/memset on DXIL memory -----*- C++ -*-===//
//
// Clang copies a struct or array with `llvm.memcpy` (assignment, by-value
// copies it cannot split: `a[i] = a[j]` between elements of one local array,
// a struct copied into or out of groupshared memory) and clears one with
// `llvm.memset` (`(S)0`); DXIL has neither. This pass rewrites those whose
// both sides are local, static or groupshared memory (copies to and from
// resources and constant buffers are the resource passes' business) into
// loads and stores of the memory's scalar element size, all loads before
// all stores (a memmove is then right as well), unrolled for up to
// MaxUnrolledElements elements and as a loop beyond that. The accesses are
// plain byte-offset GEPs that dxil-flatten-memory later turns into element
// accesses of the flat array. InstCombine writes the small copies and clears
// as wide integers instead (`store i64 0` clears a two-float struct, a
// `load i64` + `store i64` pair copies one); those become element-sized
// stores of the constant's pieces, or element copies, the same way. A local
// byte array SROA leaves of a struct it only copies (`alloca [20 x i8]`)
// has no element DXIL holds: when every access is a whole copy or clear or
// a 4-byte word at a multiple of 4, it becomes an array of i32 first.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILEXPANDMEMCOPIES_H
#define DXILD_CORE_LOWERING_DXILEXPANDMEMCOPIES_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILExpandMemCopiesPass
    : public llvm::PassInfoMixin<DXILExpandMemCopiesPass> {
public:
  /// Longer copies become a loop: a 4096-element array copied whole must
  /// not become 8192 instructions.
  static constexpr uint64_t MaxUnrolledElements = 32;

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILEXPANDMEMCOPIES_H
