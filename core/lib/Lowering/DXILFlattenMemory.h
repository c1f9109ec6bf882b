//===- DXILFlattenMemory.h - Flat scalar arrays for local memory -*- C++
//-*-===//
//
// DXIL memory (groupshared globals, static constant arrays, allocas) may not
// hold vectors, and instructions may not index multi-dimensional arrays or
// address memory bytewise. This pass gives every such object a flat
// `[N x T]` type of its scalar element T and rewrites each access -- however
// Clang and the scalarizer reached it (typed or i8 GEP chains, constant or
// variable indices) -- into `getelementptr [N x T], ptr @obj, i32 0, i32 idx`
// followed by a scalar load, store or atomic. Runs after scalarization.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILFLATTENMEMORY_H
#define DXILD_CORE_LOWERING_DXILFLATTENMEMORY_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILFlattenMemoryPass
    : public llvm::PassInfoMixin<DXILFlattenMemoryPass> {
public:
  explicit DXILFlattenMemoryPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILFLATTENMEMORY_H
