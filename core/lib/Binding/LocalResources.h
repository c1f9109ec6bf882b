//===- LocalResources.h - Resources in local variables and structs -*- C++
//-*-===//
//
// HLSL lets a shader copy resource objects into local variables, arrays and
// struct members, pass them to functions and reassign them. DXIL needs every
// resource operation's handle to come straight from a creation with a known
// binding. Clang 22 leaves the copies in memory: handle-typed allocas and
// globals, handles copied as `load i32` / `store i32` or memcpy, which LLVM
// cannot promote (handles are token-like: no phi may carry one). SROA may
// also copy a handle together with the padding before it as one wider
// integer (`or (shl (zext i32 %h), 32), ...`): each handle in it is
// followed at its byte offset.
//
// This pass does what DXC's LegalizeResourceUseHelper does ("convert
// resource alloca to index alloca"): every memory object that holds handles
// gets two shadows of the same layout with each handle replaced by an i32,
// one holding which resource (a key into a table of the handle creations'
// bindings) and one the array index. Handle stores store the key and index,
// copies copy them, handle loads load them. The shadows are ordinary integer
// memory, which SROA promotes (phis and all); each load is then re-created
// as a handle creation of its resource with the promoted index, next to its
// use. A dynamically indexed local array of resources keeps an i32 index
// array, as in DXC. A select of two handles of the same binding becomes one
// handle with a select of the indices (DXC's "select on index").
//
// A key that is not one constant where a handle is used (the variable may
// hold different resources there) is `dxild.binding.local-resource-not-unique`,
// DXC's "local resource not guaranteed to map to unique global resource".
// Anything the pass cannot follow (a handle passed to a function that was
// not inlined, stored through a pointer of unknown origin) leaves the module
// as it was. It runs a second time after promotion, on what SROA and
// GlobalOpt left in memory, and then also follows objects in modules with
// Clang's `<name>.cb` cbuffer handle globals (the cbuffer lowering's) and
// leaves alone copies between a handle-holding object and other memory
// whose bytes hold no handle (a struct's data members copied in from a
// constant buffer). It runs only when a local struct or array still holds
// a handle, or a variable of one of Clang's own resource types that Clang
// copied as an integer (the prelude's textures and samplers copied so are
// RetypeResources' to forward): modules promotion split clean are not
// touched again.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_LOCALRESOURCES_H
#define DXILD_CORE_BINDING_LOCALRESOURCES_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class BindingContext;

namespace bindingcode {
inline constexpr const char *LocalResourceNotUnique =
    "dxild.binding.local-resource-not-unique";
} // namespace bindingcode

class DXILLocalResourcesPass
    : public llvm::PassInfoMixin<DXILLocalResourcesPass> {
public:
  /// \p AfterPromotion: the second run, after SROA and GlobalOpt promoted
  /// what they could, for the handles still in memory (see above).
  explicit DXILLocalResourcesPass(BindingContext &Ctx,
                                  bool AfterPromotion = false)
      : Ctx(Ctx), AfterPromotion(AfterPromotion) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
  bool AfterPromotion;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_LOCALRESOURCES_H
