//===- BindingStage.h - The binding stage of the pipeline -------*- C++ -*-===//
//
// What the compile pipeline calls after Clang's optimization pipeline: turns
// a module whose handles come from handlefrombinding and
// handlefromimplicitbinding calls into one where every handle has its final
// binding, and returns the resolved binding table.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_BINDINGSTAGE_H
#define DXILD_CORE_BINDING_BINDINGSTAGE_H

#include "Frontend/ClangFrontend.h"
#include "dxild/core/CompileRequest.h"

#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {

/// Removes unused resources from \p M, diagnoses overlapping explicit
/// bindings, assigns implicit bindings (DXC's rules plus \p Hints) and fills
/// \p Table. \p Decls (from the frontend) locate diagnostics at the HLSL
/// declarations. Appends to \p Diags; returns false if any error was
/// reported, in which case \p Table is left empty and \p M must not be used
/// for code generation.
bool runBindingStage(llvm::Module &M, const BindingOptions &Hints,
                     const std::vector<ResourceDecl> &Decls,
                     std::vector<Diagnostic> &Diags,
                     std::vector<ResourceBinding> &Table);

/// Clang's optimizer leaves phis of handles (invalid IR) for resource
/// variables reassigned in loops: rewrites them into phis of element indices
/// (Binding/HandlePhis.h) before anything verifies the module. Appends to
/// \p Diags; returns false if a phi merges different resources.
bool resolveHandlePhis(llvm::Module &M, const std::vector<ResourceDecl> &Decls,
                       std::vector<Diagnostic> &Diags);

} // namespace dxild

#endif // DXILD_CORE_BINDING_BINDINGSTAGE_H
