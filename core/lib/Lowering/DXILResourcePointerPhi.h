//===- DXILResourcePointerPhi.h - Accesses through pointer phis -*- C++ -*-===//
//
// SimplifyCFG sinks the loads of a switch's cases into the common successor,
// so one load reads through `phi ptr [%elt.a, ...], [%elt.b, ...]` of buffer
// element pointers (llvm.dx.resource.getpointer, possibly through GEPs).
// DXIL has no pointers into resources: each access must name its handle.
// This pass, run before the resource-access lowering, moves such a load back
// into the predecessors (a load of each incoming pointer at the end of its
// block, and a phi of the loaded values), when no instruction before the
// load in its block can write memory. A load through such a phi in a later
// block (SROA's phi of records read in one case of a switch), or after a
// write, first moves right after the phi when it reads the same there: the
// phi points into constant or SRV buffers only (they never change while the
// shader runs), or nothing writes memory on the way (single-predecessor
// blocks from the phi's block, at most 8). SimplifyCFG likewise sinks the stores
// of an if/else (`List[slot] = v` into different buffers) into the join
// block; such a store moves back into each predecessor (which must branch
// only to the join block), when nothing before it in the join block reads
// or writes memory, with the stored value recomputed there (from the join
// block's phis and pure, non-convergent instructions). InstCombine turns
// `c ? cb.a : cb.b` into a load through a select of the two member pointers;
// that load becomes a select of the two loads where it stands (reading a
// constant buffer or a buffer element has no effect). RW texels count as
// resource pointers too, and a constant GEP of such a phi (SimplifyCFG's
// sunk `tex[p].a = v`) becomes a phi of GEPs made in the predecessors, so
// that the access splits. Other uses of a
// pointer phi or select are left for DXILResourceAccess to report.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILRESOURCEPOINTERPHI_H
#define DXILD_CORE_LOWERING_DXILRESOURCEPOINTERPHI_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILResourcePointerPhiPass
    : public llvm::PassInfoMixin<DXILResourcePointerPhiPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILRESOURCEPOINTERPHI_H
