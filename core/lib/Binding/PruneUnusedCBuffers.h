//===- PruneUnusedCBuffers.h - Drop cbuffers nothing reads ------*- C++ -*-===//
//
// Clang creates a cbuffer's handle in the entry point and stores it to an
// externally visible global (@CB.cb); its members are separate addrspace(2)
// globals listed in !hlsl.cbs. The optimizer therefore never deletes a
// cbuffer handle, even when no member is read. DXC drops such cbuffers and
// they must not take part in binding (an unused explicit cbuffer reserves
// nothing, an unused implicit one gets no register), so this pass removes
// every cbuffer none of whose members is referenced: the stores of its
// handle, its handle global, its !hlsl.cbs entry and the now-dead handle
// creation calls.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_PRUNEUNUSEDCBUFFERS_H
#define DXILD_CORE_BINDING_PRUNEUNUSEDCBUFFERS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILPruneUnusedCBuffersPass
    : public llvm::PassInfoMixin<DXILPruneUnusedCBuffersPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_PRUNEUNUSEDCBUFFERS_H
