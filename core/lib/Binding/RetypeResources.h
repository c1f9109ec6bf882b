//===- RetypeResources.h - Texture and sampler handle types -----*- C++ -*-===//
//
// Clang 22 has no texture or sampler types: the prelude's objects
// (core/prelude/textures.py) are handles whose contained type is a marker
// struct __dxild_<Kind>, which Clang 22 turns into
// target("dx.TypedBuffer", %struct.__dxild_<Kind>, writeable, rov, 0). This
// pass, run once the resource cleanup has left handles in SSA form, gives
// them their real types -- dx.Texture(elem, writeable, rov, signed, kind),
// dx.MSTexture(elem, writeable, samples, signed, kind), dx.Sampler(type) --
// so binding, the binding table, metadata and annotateHandle see real
// resource kinds.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_RETYPERESOURCES_H
#define DXILD_CORE_BINDING_RETYPERESOURCES_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class TargetExtType;
class Type;
} // namespace llvm

namespace dxild {

class BindingContext;

/// The real type of a prelude marker handle type, or null if \p Ty is not
/// one.
llvm::Type *retypedResourceType(llvm::Type *Ty);

class DXILRetypeResourcesPass
    : public llvm::PassInfoMixin<DXILRetypeResourcesPass> {
public:
  explicit DXILRetypeResourcesPass(BindingContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_RETYPERESOURCES_H
