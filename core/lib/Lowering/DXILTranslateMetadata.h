//===- DXILTranslateMetadata.h - DXIL module metadata -----------*- C++ -*-===//
//
// Writes the named metadata a DXIL module must carry -- dx.version,
// dx.valver, dx.shaderModel and dx.entryPoints (entry function, name,
// signatures, the dx.resources tuple, and properties: shader flags and
// numthreads) -- fills the matching LoweringInfo fields, and removes every
// named metadata node DXIL does not know (llvm.module.flags, hlsl.*, ...).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILTRANSLATEMETADATA_H
#define DXILD_CORE_LOWERING_DXILTRANSLATEMETADATA_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILTranslateMetadataPass
    : public llvm::PassInfoMixin<DXILTranslateMetadataPass> {
public:
  explicit DXILTranslateMetadataPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILTRANSLATEMETADATA_H
