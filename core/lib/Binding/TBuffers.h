//===- TBuffers.h - tbuffer and TextureBuffer<T> as SRVs --------*- C++ -*-===//
//
// Clang 22 compiles a `tbuffer` (and TextureBuffer<T>, which the prelude
// declares as one) exactly like a cbuffer: a `target("dx.CBuffer", %layout)`
// handle, members as `addrspace(2)` globals listed in !hlsl.cbs. It checks
// the register letter (`t`), but the handle is a constant buffer's. DXC binds
// a tbuffer as a shader resource view of kind TBuffer in the t registers and
// reads each 16-byte row with bufferLoad (its PatchTBufferLoad). The frontend
// lists the tbuffers as `!dxild.tbuffer = !{!{!"<name>"}, ...}`
// (Frontend/CBufferLayout.h); this pass gives their handle creations and
// handle globals the type `target("dx.Texture", %layout, 0, 0, 0, 15)`
// (15: dxil::ResourceKind::TBuffer), an SRV to the binding passes, the
// binding table and handle lowering. The cbuffer lowering reads such a
// buffer's rows with bufferLoad (Lowering/DXILCBufferAccess.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_TBUFFERS_H
#define DXILD_CORE_BINDING_TBUFFERS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class TargetExtType;
class Type;
} // namespace llvm

namespace dxild {

class BindingContext;

/// The handle type of a tbuffer whose cbuffer handle type is \p CBufferTy.
llvm::TargetExtType *tbufferHandleType(llvm::TargetExtType *CBufferTy);

/// True for a handle type tbufferHandleType() made.
bool isTBufferHandleType(llvm::Type *Ty);

class DXILTBuffersPass : public llvm::PassInfoMixin<DXILTBuffersPass> {
public:
  explicit DXILTBuffersPass(BindingContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  BindingContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_BINDING_TBUFFERS_H
