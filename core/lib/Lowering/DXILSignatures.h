//===- DXILSignatures.h - Vertex/pixel signatures ---------------*- C++ -*-===//
//
// Lowers llvm.dx.load.input / llvm.dx.store.output to loadInput/storeOutput
// (one call per component) and builds the input/output signature metadata.
// Clang 22's calls carry no semantic operands: the i-th call is the i-th
// leaf of the entry's parameters (loads) or return value (stores), named by
// the EntrySemantics the frontend reads from the AST. Counts or widths that
// disagree with the AST, and out/inout parameters (which Clang 22 does not
// store), are rejected. Without EntrySemantics (IR tests), inputs are named
// from Clang's value names ("TEXCOORD0"), pixel outputs are SV_Target<n> in
// order and other outputs are rejected rather than guessed.
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
