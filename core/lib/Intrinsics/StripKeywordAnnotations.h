//===- StripKeywordAnnotations.h - Drop annotate() residue -------*- C++ -*-===//
//
// The prelude spells DXC's `globallycoherent` as an
// `annotate("dxild.globallycoherent")` attribute so that the frontend finds
// it on the declaration (Frontend/ResourceKeywords.h). Clang also emits IR
// for annotations: `@llvm.global.annotations` for globals, and
// `llvm.var.annotation` / `llvm.ptr.annotation` calls for locals and
// parameters. DXIL has neither, and the calls would pin locals in memory
// through SROA, so this pass removes them (and their private strings) first
// in Clang's pipeline. HLSL has no other use of `annotate`.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_STRIPKEYWORDANNOTATIONS_H
#define DXILD_CORE_INTRINSICS_STRIPKEYWORDANNOTATIONS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDStripKeywordAnnotationsPass
    : public llvm::PassInfoMixin<DXILDStripKeywordAnnotationsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// Returns whether anything was removed.
bool stripKeywordAnnotations(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_STRIPKEYWORDANNOTATIONS_H
