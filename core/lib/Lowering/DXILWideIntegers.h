//===- DXILWideIntegers.h - Integers wider than 64 bits ---------*- C++ -*-===//
//
// SROA copies a slice of a struct that nothing reads as one type (the rest
// of a buffer element after the members a function reads as floats) with
// an integer as wide as the slice, and InstCombine then takes its members
// back out with shifts and truncations: Unity HDRP's deferred ray-tracing
// pass reads an EnvLightData from a structured buffer as `load i128`,
// `trunc (lshr X, 96)` and `icmp slt X, 0`. DXIL has no integer wider than
// 64 bits; the raw buffer load got an i128 overload and the DXIL writer
// refused it.
//
// This pass, run before the resource passes, replaces such a load (any
// width that is a multiple of 32 bits, from any memory) with a load of
// `<N/32 x i32>` and rewrites every value computed from it on its 32-bit
// words, low word first: shifts by a constant (lshr, ashr, shl), and/or/xor
// with a constant, truncations to 64 bits or fewer, comparisons with a
// constant (eq/ne; the sign tests slt/sge 0 and sgt/sle -1), stores (of
// the word vector) and bitcasts to vectors of 32-bit lanes. A load with
// any other use is left alone (and still reported by the writer).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILWIDEINTEGERS_H
#define DXILD_CORE_LOWERING_DXILWIDEINTEGERS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILWideIntegersPass : public llvm::PassInfoMixin<DXILWideIntegersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILWIDEINTEGERS_H
