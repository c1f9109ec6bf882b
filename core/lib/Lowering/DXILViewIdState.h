//===- DXILViewIdState.h - Input->output dependencies -----------*- C++ -*-===//
//
// Computes, on the final DXIL module, which input signature components each
// output signature component depends on (through data flow and through the
// branches that decide whether the output is written), and which outputs
// depend on SV_ViewID, the way DXC's ComputeViewIdState pass does, and
// records the result as `!dx.viewIdState` in DXC's serialized form. The
// container's PSV0 part copies its tables from there, and DXC's validator
// compares them with the metadata.
//
// Serialized form (vs/ps/gs; compute shaders and libraries get none):
//   [#input scalars, per stream: #output scalars, (ViewID mask if the
//    module uses SV_ViewID), one row of ceil(#outputs/32) dwords per input
//    scalar with bit o set when output scalar o depends on it]
// Scalar n of a signature is row n/4, component n%4 of its packed layout.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILVIEWIDSTATE_H
#define DXILD_CORE_LOWERING_DXILVIEWIDSTATE_H

#include "llvm/IR/PassManager.h"

#include <cstdint>
#include <vector>

namespace dxild {

/// Computes the serialized view-ID state of \p M from its dx.entryPoints
/// signatures and code. Returns false (and leaves \p Out empty) when the
/// module's stage has none (compute, library) or its metadata is missing.
/// (An all-zero state is computed but, as in DXC, not written.)
bool computeViewIdState(llvm::Module &M, std::vector<uint32_t> &Out);

/// Writes `!dx.viewIdState` (replacing any; none when all zero) from
/// computeViewIdState, before `!dx.entryPoints` as DXC orders them.
class DXILViewIdStatePass : public llvm::PassInfoMixin<DXILViewIdStatePass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILVIEWIDSTATE_H
