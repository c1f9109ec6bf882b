//===- CBufferGEPFix.h - Field indices into padded cbuffer structs -*- C++
//-*-===//
//
// Clang 22 lays a struct inside a constant buffer out as an LLVM struct with
// explicit `target("dx.Padding", N)` elements, but indexes it in member
// expressions by the field's number in the declaration: for
// `struct S { float a; float4 b; }` (layout `<{ float, pad 12, <4 x float> }>`)
// `s.b` is `getelementptr %S, ptr @s, 0, 1`, the padding. Every load of a
// field after padding reads the wrong constants (fixed upstream after
// Clang 22, llvm-project PR 179768). This pass runs at the start of the
// optimization pipeline, before the GEPs are folded into byte offsets, and
// renumbers each struct index into a padded struct reached from an
// `addrspace(2)` (cbuffer) global: field k becomes the k-th element that is
// not padding. Structs without padding elements are left as they are.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_CBUFFERGEPFIX_H
#define DXILD_FRONTEND_CBUFFERGEPFIX_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace dxild {

class DXILDCBufferGEPFixPass
    : public llvm::PassInfoMixin<DXILDCBufferGEPFixPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

/// Adds DXILDCBufferGEPFixPass at the start of Clang's pipeline.
void registerCBufferGEPFix(llvm::PassBuilder &PB);

} // namespace dxild

#endif // DXILD_FRONTEND_CBUFFERGEPFIX_H
