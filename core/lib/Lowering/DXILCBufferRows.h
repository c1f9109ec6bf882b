//===- DXILCBufferRows.h - One read per constant-buffer row -----*- C++ -*-===//
//
// DXILCBufferAccess reads a constant-buffer row (`cbufferLoadLegacy`) for
// every member load, so a row whose members a shader reads in several
// places is read several times (donut's passes had about 30% more row
// reads than DXC's output). Constant buffers do not change while a shader
// runs, so this pass, run once handles are lowered, replaces a read of a
// handle and row that an earlier read of the same handle and row dominates
// with that read, as DXC's GVN does. Reads in branches that do not dominate
// each other stay.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILCBUFFERROWS_H
#define DXILD_CORE_LOWERING_DXILCBUFFERROWS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILCBufferRowsPass : public llvm::PassInfoMixin<DXILCBufferRowsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILCBUFFERROWS_H
