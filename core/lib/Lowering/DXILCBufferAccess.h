//===- DXILCBufferAccess.h - cbuffer members to cbufferLoadLegacy -*- C++ -*-=//
//
// Clang 22 gives each cbuffer member an `external addrspace(2)` global and
// lists the members with their layout offsets in !hlsl.cbs. DXIL has no such
// memory: every read is a cbufferLoadLegacy of one 16-byte row followed by
// extractvalue of the component. This pass rewrites all loads from those
// globals (through constant and variable GEPs) into row loads, deletes the
// member globals and drops !hlsl.cbs.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILCBUFFERACCESS_H
#define DXILD_CORE_LOWERING_DXILCBUFFERACCESS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILCBufferAccessPass
    : public llvm::PassInfoMixin<DXILCBufferAccessPass> {
public:
  explicit DXILCBufferAccessPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILCBUFFERACCESS_H
