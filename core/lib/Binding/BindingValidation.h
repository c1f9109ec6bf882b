//===- BindingValidation.h - Diagnose overlapping bindings ------*- C++ -*-===//
//
// Runs after optimization, when unused resources are gone: an explicit
// binding of a resource nothing uses does not reserve its registers, so only
// now can overlaps be judged the way DXC judges them. Every pair of live
// resources whose explicit register ranges intersect (same class, same space)
// is reported once, naming both resources and their declarations.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_BINDINGVALIDATION_H
#define DXILD_CORE_BINDING_BINDINGVALIDATION_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class BindingContext;

class DXILBindingValidationPass
    : public llvm::PassInfoMixin<DXILBindingValidationPass> {
public:
  explicit DXILBindingValidationPass(BindingContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_BINDINGVALIDATION_H
