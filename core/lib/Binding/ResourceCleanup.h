//===- ResourceCleanup.h - Make resource use explicit before binding -*- C++
//-*-===//
//
// Binding must see exactly the resources the shader still uses, each created
// by a call with constant binding operands. After Clang's -O3 pipeline that
// is nearly true already; at -O0 every resource is created in the entry
// point, copied through allocas and globals, and used or not. This pipeline
// does the minimum that establishes the invariant at every optimization
// level: internalize and delete unreachable functions, turn resources kept
// in local variables, arrays and structs into index copies (LocalResources.h),
// promote the copies
// (SROA, EarlyCSE), delete globals that are only stored to, unused cbuffers,
// and then dead handle creation calls.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_RESOURCECLEANUP_H
#define DXILD_CORE_BINDING_RESOURCECLEANUP_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class BindingContext;

/// Appends the clean-up passes to \p MPM; \p Ctx receives the local
/// resource pass's diagnostics (LocalResources.h).
void addResourceCleanupPasses(llvm::ModulePassManager &MPM,
                              BindingContext &Ctx);

} // namespace dxild

#endif // DXILD_CORE_BINDING_RESOURCECLEANUP_H
