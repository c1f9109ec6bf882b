//===- HandlePhis.h - Phis and selects of resource handles ------*- C++ -*-===//
//
// LLVM's optimizer promotes a resource variable reassigned on several paths
// or inside a loop (`b = bufs[0]; for (...) { ...; b = bufs[i]; }`) into a
// phi of handles, which the IR verifier rejects (handles are token-like), and
// into selects of handles (`c ? bufs[i] : bufs[j]`), which DXIL cannot
// express: every resource operation names one createHandle. Clang 22's own
// -O1+ pipeline does this before dxild sees the module, and the binding
// stage's promotion of local resource variables does it at -Od.
//
// This pass does what DXC does with such values: a web of handle phis and
// selects whose values all come from creations of one resource range (one
// global or elements of one array, the creations differing only in the
// element index) becomes the same web of i32 index phis and selects, and
// each phi or select becomes a creation of that range with the merged index
// (DXC's phi of indices feeding one createHandle). `NonUniformResourceIndex`
// on any merged index marks the merged one. A web merging different
// resources is `dxild.binding.local-resource-not-unique`, as DXC refuses it
// ("local resource not guaranteed to map to unique global resource"); one
// holding a handle of unknown origin is
// `dxild.binding.unsupported-resource-use`. Both name the resources at their
// declarations.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_HANDLEPHIS_H
#define DXILD_CORE_BINDING_HANDLEPHIS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class BindingContext;

class DXILHandlePhisPass : public llvm::PassInfoMixin<DXILHandlePhisPass> {
public:
  /// With \p OnlyPhis, webs of selects alone are left as they are (Clang's
  /// output, before the local-resource pass has run).
  explicit DXILHandlePhisPass(BindingContext &Ctx, bool OnlyPhis = false)
      : Ctx(Ctx), OnlyPhis(OnlyPhis) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &AM);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
  bool OnlyPhis;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_HANDLEPHIS_H
