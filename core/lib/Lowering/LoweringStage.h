//===- LoweringStage.h - The DXIL lowering stage of the pipeline -*- C++
//-*-===//
//
// What the compile pipeline calls after binding: turns Clang's dx-flavoured
// LLVM IR (target("dx.*") handles, llvm.dx.* intrinsics, vectors) into a
// DXIL-form module (scalar dx.op calls, %dx.types.*, DXIL metadata) and
// reports what the container writer needs in a LoweringInfo.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_LOWERINGSTAGE_H
#define DXILD_CORE_LOWERING_LOWERINGSTAGE_H

#include "Lowering/LoweringInfo.h"
#include "dxild/core/CompileRequest.h"
#include "dxild/core/Profile.h"

#include "llvm/IR/PassManager.h"

#include <vector>

namespace dxild {

class LoweringContext;
struct EntrySemantics;

/// Lowers \p M (after the binding stage) to DXIL form for \p Target.
/// \p Semantics (optional) names the entry's input/output semantics, which
/// Clang 22's IR does not carry. Appends to \p Diags; returns false if any
/// error was reported, in which case \p M must not be used for code
/// generation (it may be partially lowered). On success \p M passes
/// llvm::verifyModule and contains no llvm.dx.* calls, no target("dx.*")
/// values and no vector values.
bool runLoweringStage(llvm::Module &M, const Profile &Target,
                      std::vector<Diagnostic> &Diags, LoweringInfo &Info,
                      const EntrySemantics *Semantics = nullptr,
                      const CodeGenOptions &CodeGen = CodeGenOptions());

/// The stage's passes in order, for dxild-opt's "dxil-lower" pipeline.
/// Unlike runLoweringStage it does not stop at the first failing pass.
void addLoweringPasses(llvm::ModulePassManager &MPM, LoweringContext &Ctx);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_LOWERINGSTAGE_H
