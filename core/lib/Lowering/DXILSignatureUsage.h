//===- DXILSignatureUsage.h - Components the final code reads ---*- C++ -*-===//
//
// Sets each signature element's usage mask (extended property 3: the
// components a loadInput reads or a storeOutput writes) and dynamic-index
// mask (property 2: components accessed with a non-constant row) from the
// calls left in the final module, as DXC's DxilFinalizeModule does
// (MarkUsedSignatureElements). Reads dead code removed after signature
// lowering no longer count: an input only a dead computation read is not
// "always read" in ISG1, which the runtime checks against the previous
// stage's outputs. Elements read through their own operation (SV_SampleIndex,
// SV_Coverage, SV_InnerCoverage) keep the mask signature lowering gave them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILSIGNATUREUSAGE_H
#define DXILD_CORE_LOWERING_DXILSIGNATUREUSAGE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILSignatureUsagePass
    : public llvm::PassInfoMixin<DXILSignatureUsagePass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILSIGNATUREUSAGE_H
