//===- DXILDeadLocals.h - Locals nothing reads ------------------*- C++ -*-===//
//
// Removes allocas that are only ever written: stores into them, memcpy,
// memmove or memset with them as destination, lifetime markers, and GEPs
// used only that way. Unoptimized (-Od) code keeps such copies, e.g. the
// unused tail of a struct copied out of a structured buffer with memcpy,
// and a copy out of a buffer element is something DXIL cannot express. The
// first lowering pass, so later passes never see them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILDEADLOCALS_H
#define DXILD_CORE_LOWERING_DXILDEADLOCALS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDeadLocalsPass : public llvm::PassInfoMixin<DXILDeadLocalsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILDEADLOCALS_H
