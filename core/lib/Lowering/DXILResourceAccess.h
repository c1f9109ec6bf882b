//===- DXILResourceAccess.h - Buffer memory ops to DXIL buffer ops -*- C++ -*-//
//
// Clang 22 reads and writes buffers through memory: `llvm.dx.resource.
// getpointer(handle, index)` plus ordinary loads, stores and atomics on the
// returned pointer (and GEPs into the element). DXIL instead has bufferLoad/
// bufferStore for typed buffers and rawBufferLoad/rawBufferStore (SM 6.2+;
// bufferLoad/bufferStore before) for byte-address and structured buffers,
// atomicBinOp/atomicCompareExchange, bufferUpdateCounter and getDimensions.
// This pass rewrites each access into those operations: vectors and structs
// become groups of at most four contiguous components with the matching
// mask and alignment, typed 64-bit data goes through i32 pairs, and the
// status bit of load_with_status becomes checkAccessFullyMapped only where
// it is used.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILRESOURCEACCESS_H
#define DXILD_CORE_LOWERING_DXILRESOURCEACCESS_H

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILOpBuilder;
class LoweringContext;

/// Emits the DXIL operation for the resource atomic \p I (an atomicrmw:
/// atomicBinOp; a cmpxchg: atomicCompareExchange, its extractvalues
/// rewritten) on handle \p H at coordinates \p C0, \p C1, \p C2, as DXC
/// does. Returns the original value, or null after reporting to \p Ctx.
llvm::Value *emitDXILAtomic(llvm::IRBuilder<> &B, DXILOpBuilder &OB,
                            LoweringContext &Ctx, llvm::Value *H,
                            llvm::Value *C0, llvm::Value *C1, llvm::Value *C2,
                            llvm::Instruction *I);

class DXILResourceAccessPass
    : public llvm::PassInfoMixin<DXILResourceAccessPass> {
public:
  explicit DXILResourceAccessPass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILRESOURCEACCESS_H
