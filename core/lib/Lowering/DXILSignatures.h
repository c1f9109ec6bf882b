//===- DXILSignatures.h - Vertex/pixel signatures ---------------*- C++ -*-===//
//
// Lowers llvm.dx.load.input / llvm.dx.store.output to loadInput/storeOutput
// (one call per component) and builds the input/output signature metadata.
// Clang 22's calls carry no semantic operands: input semantics are read from
// the value names Clang gives the loads ("TEXCOORD0"), or from the caller's
// EntrySemantics; pixel-shader outputs are SV_Target<n> in order (the only
// pixel output semantic Clang 22 accepts); vertex-shader outputs need
// EntrySemantics and are rejected without them rather than guessed.
// Elements are packed one per row, starting at column 0.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILSIGNATURES_H
#define DXILD_CORE_LOWERING_DXILSIGNATURES_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILSignaturesPass : public llvm::PassInfoMixin<DXILSignaturesPass> {
public:
  explicit DXILSignaturesPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILSIGNATURES_H
