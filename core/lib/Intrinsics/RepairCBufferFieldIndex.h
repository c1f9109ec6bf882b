//===- RepairCBufferFieldIndex.h - Fix Clang 22's cbuffer member GEPs -*- C++
//-*-===//
//
// Inside a constant buffer Clang 22 lays a struct out with HLSL's 16-byte
// row rules: its layout type (`%S = type <{ float, target("dx.Padding", 12),
// %Mid, ... }>`) has explicit padding elements. A member access `s.m.y`
// (CGHLSLRuntime::emitBufferMemberExpr) indexes that layout type with the
// field's number in the *ordinary* LLVM struct type of the record, which
// has no such padding (and has `[N x i8]` padding of its own, e.g. after a
// float3). So any member after a padding element reads another member
// (`ConstantBuffer<T>` always hits this: T is a struct member), or the GEP
// indexes past the end of the type.
//
// The frontend (core/lib/Frontend/CBufferFieldMap.h) records, for every
// layout struct type whose two numberings differ, which layout element each
// ordinary field number denotes, in the named metadata
// `!dxild.cbuffer.fields = !{!{%Layout poison, i32 L0, i32 L1, ...}}`
// (Lk = layout element of ordinary field k, -1 for the ordinary type's own
// padding). This pass, first in Clang's pipeline (before anything folds the
// GEPs into byte offsets), renumbers the struct indices of every
// addrspace(2) GEP through such a type, then drops the metadata. Where an
// ordinary field number was past the end of the layout type (Clang 22 then
// crashes folding the GEP), the frontend appended zero-size
// `target("dx.Padding", 0)` elements to the layout type; they are removed
// here once no GEP refers to them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_REPAIRCBUFFERFIELDINDEX_H
#define DXILD_CORE_INTRINSICS_REPAIRCBUFFERFIELDINDEX_H

#include "llvm/IR/PassManager.h"

namespace dxild {

/// Name of the module metadata the frontend writes (see the file comment).
inline constexpr const char *CBufferFieldsMDName = "dxild.cbuffer.fields";

class DXILDRepairCBufferFieldIndexPass
    : public llvm::PassInfoMixin<DXILDRepairCBufferFieldIndexPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

/// The rewrite itself; returns whether anything changed.
bool repairCBufferFieldIndices(llvm::Module &M);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_REPAIRCBUFFERFIELDINDEX_H
