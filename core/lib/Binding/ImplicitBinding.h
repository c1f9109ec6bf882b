//===- ImplicitBinding.h - DXC-compatible implicit binding ------*- C++ -*-===//
//
// Replaces every llvm.dx.resource.handlefromimplicitbinding call with a
// handlefrombinding call carrying the register DXC would have chosen
// (HLSL proposal 0024):
//
//  * only resources still referenced after optimization take part (the
//    caller runs this after dead resources are gone);
//  * resources are assigned in declaration order (Clang's order_id);
//  * each takes the lowest free range of its register class that fits its
//    size, in space0 or the space of a space-only annotation;
//  * unbounded arrays take everything after the highest register in use;
//  * registers of explicitly bound live resources are never handed out.
//
// On top of DXC's rules the caller's BindingOptions apply: `default_space`
// replaces space0 for resources without a space annotation, `reserved`
// ranges are never handed out, and `pins` put a named resource at an exact
// place. Failures are reported through the BindingContext.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_IMPLICITBINDING_H
#define DXILD_CORE_BINDING_IMPLICITBINDING_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class BindingContext;

class DXILImplicitBindingPass
    : public llvm::PassInfoMixin<DXILImplicitBindingPass> {
public:
  explicit DXILImplicitBindingPass(BindingContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_IMPLICITBINDING_H
