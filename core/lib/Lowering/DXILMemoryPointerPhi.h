//===- DXILMemoryPointerPhi.h - Pointer phis into local memory --*- C++ -*-===//
//
// DXIL has no pointer values: every access to an alloca or a groupshared (or
// static) global must be `getelementptr` of the object itself. Clang's
// optimizer leaves pointers merged by phis and selects: loop strength
// reduction walks a local array with a pointer induction variable
// (`phi ptr [%arr, %entry], [%next, %loop]`), and `c ? a[i] : b[i]` loads
// through `select ptr`. This pass, run before DXILFlattenMemory, removes
// them:
//   - phis and selects whose pointers all point into one object become an
//     i32 byte-offset phi/select and one `getelementptr i8, @obj, %off`;
//   - a load or store through a select of pointers into different objects,
//     or through getelementptrs of one (`c ? t2 : t3` turned into a lookup
//     of the table's address), becomes an if/else with the access of each
//     object in its branch (and a phi of the loaded values), as DXC emits it;
//   - a load through a phi of pointers into different objects, in the phi's
//     block or one it reaches through single-predecessor blocks
//     (SimplifyCFG's sunk `v = t2[i]` / `v = t4[i]`), becomes a load in
//     each of the phi's predecessors and a phi of the values, when nothing
//     between the phi and the load writes memory;
//   - any other phi of pointers to different globals or allocas (its
//     load's index computed after the join: Capsaicin's ACES tone map)
//     becomes a select on which predecessor came in, whose accesses are
//     split as above.
// Anything else is left for DXILFlattenMemory to report.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILMEMORYPOINTERPHI_H
#define DXILD_CORE_LOWERING_DXILMEMORYPOINTERPHI_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILMemoryPointerPhiPass
    : public llvm::PassInfoMixin<DXILMemoryPointerPhiPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILMEMORYPOINTERPHI_H
