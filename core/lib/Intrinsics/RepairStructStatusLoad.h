//===- RepairStructStatusLoad.h - Clang 22's Load(i, status) of a struct -*- C++
//-*-===//
//
// Clang 22 emits a structured buffer's `Load(index, out status)` of a struct
// element as `{S, i1} llvm.dx.resource.load.rawbuffer(h, index, 0)`, stores
// the status, and drops the struct: the method's sret result is never
// written, so the caller reads an uninitialized temporary (every member
// undef; DXC's validator then refuses stores of them). This pass writes the
// result the way Clang's `Load(index)` does, a copy of the element
// (`memcpy(sret, getpointer(h, index), sizeof(S))`, which the buffer
// lowering maps onto DXC's layout member by member), and keeps a load of
// the element's first leaf at offset 0 for the status (the element's
// residency, one page for every member).
//
// It runs at the start of Clang's optimization pipeline, while the method
// is its own function with its sret parameter.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_REPAIRSTRUCTSTATUSLOAD_H
#define DXILD_CORE_INTRINSICS_REPAIRSTRUCTSTATUSLOAD_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDRepairStructStatusLoadPass
    : public llvm::PassInfoMixin<DXILDRepairStructStatusLoadPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_REPAIRSTRUCTSTATUSLOAD_H
