//===- SplitRawStructCopy.h - Byte-address Load<S>/Store<S> of structs -*- C++
//-*-===//
//
// The prelude's ByteAddressBuffer::Load<T>/RWByteAddressBuffer::Store<T>
// copy T through `__dxild_res_raw_ref<T>(getpointer(h, address))`; for a
// struct T Clang emits that copy as a memcpy between the buffer element and
// the method's sret result (Load) or byval argument (Store). DXC splits such
// a copy into one rawBufferLoad/Store per member at HLSL's raw-buffer
// offsets (members aligned to their scalar size, no 16-byte rows), which
// differ from Clang 22's own layout when a 3-component vector is followed by
// another member (`struct { uint3 a, b; }`: b at 12, Clang puts it at 16).
//
// This pass runs at the start of Clang's optimization pipeline, where the
// sret/byval parameter still names the struct type, and replaces each such
// memcpy by one load and one store per member leaf (scalar or vector; array
// elements one by one), reading or writing the buffer at the HLSL offset
// and the local struct at Clang's. The buffer lowering then emits one DXIL
// buffer operation per member, as DXC does.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_SPLITRAWSTRUCTCOPY_H
#define DXILD_CORE_INTRINSICS_SPLITRAWSTRUCTCOPY_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDSplitRawStructCopyPass
    : public llvm::PassInfoMixin<DXILDSplitRawStructCopyPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_SPLITRAWSTRUCTCOPY_H
