//===- AnalysisManagers.h - A private new-PM analysis stack -----*- C++ -*-===//
//
// Every stage runs its passes with its own analysis managers, so it neither
// depends on nor leaks state into whatever pipeline ran before it. This is
// the one place that wires them up.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_ANALYSISMANAGERS_H
#define DXILD_CORE_SUPPORT_ANALYSISMANAGERS_H

#include "llvm/Passes/PassBuilder.h"

namespace dxild {

struct AnalysisManagers {
  llvm::LoopAnalysisManager LAM;
  llvm::FunctionAnalysisManager FAM;
  llvm::CGSCCAnalysisManager CGAM;
  llvm::ModuleAnalysisManager MAM;

  /// Registers LLVM's analyses (through \p PB, which may already know extra
  /// passes) and the proxies between the four managers.
  explicit AnalysisManagers(llvm::PassBuilder &PB) {
    PB.registerModuleAnalyses(MAM);
    PB.registerCGSCCAnalyses(CGAM);
    PB.registerFunctionAnalyses(FAM);
    PB.registerLoopAnalyses(LAM);
    PB.crossRegisterProxies(LAM, FAM, CGAM, MAM);
  }
};

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_ANALYSISMANAGERS_H
