//===- CBufferArrays.h - Ranges of ConstantBuffer<T> arrays -----*- C++ -*-===//
//
// An array of ConstantBuffer<T> (`ConstantBuffer<T> CBVs[4]`, `CBVs[]`) is
// one cbuffer to Clang 22 (prelude_buffers.hlsl), whose handle it creates
// with a range of one register. DXC binds a range of views, one per
// element (unbounded: every register from the first). The frontend lists
// these buffers as `!dxild.cbarray = !{!{!"<name>", i32 <views, -1 when
// unbounded>}, ...}` (Frontend/CBufferLayout.h); this pass gives their handle
// creations that range, so that overlap checks, implicit binding and the
// binding table see the whole range. The metadata stays for the cbuffer
// lowering, which indexes the views per access (Lowering/DXILCBufferAccess.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_CBUFFERARRAYS_H
#define DXILD_CORE_BINDING_CBUFFERARRAYS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILCBufferArraysPass
    : public llvm::PassInfoMixin<DXILCBufferArraysPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_CBUFFERARRAYS_H
