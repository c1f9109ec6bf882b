//===- DXILAggregateValues.h - Struct values in registers -------*- C++ -*-===//
//
// At -Od, Clang's inliner and SROA leave an entry's output struct as a
// first-class aggregate: `insertvalue` builds it member by member and
// `extractvalue` takes each member back out for its output store (naga's
// `O r = { 0.0, p }; return r;`). Optimized compiles fold the pair away;
// at -Od it stayed, DXIL has no aggregate values, and the scalarizer's
// split of the vector member stayed alive through the `insertvalue`
// ("value of a type DXIL cannot express remains after lowering").
//
// This pass, run before scalarization, replaces each `extractvalue` whose
// member an `insertvalue` chain (or a constant aggregate) supplies with
// that member (llvm::FindInsertedValue), and deletes the aggregates nothing
// reads any more. Aggregates it cannot see through (a phi, a call's result)
// are left alone and reported later as before.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILAGGREGATEVALUES_H
#define DXILD_CORE_LOWERING_DXILAGGREGATEVALUES_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILAggregateValuesPass
    : public llvm::PassInfoMixin<DXILAggregateValuesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILAGGREGATEVALUES_H
