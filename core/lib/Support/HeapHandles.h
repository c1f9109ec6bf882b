//===- HeapHandles.h - SM 6.6 descriptor-heap handle creations -*- C++ -*-===//
//
// The prelude's ResourceDescriptorHeap[i] and SamplerDescriptorHeap[i]
// (core/prelude/prelude_heap.hlsl) create a resource object's handle with
// Clang's own builtin, so Clang emits
//
//   llvm.dx.resource.handlefrombinding(i32 0, i32 0, i32 0, i32 %index,
//                                      ptr @"__dxild_resource_heap")
//
// (or `__dxild_sampler_heap`): a range of 0, which no binding has, and a
// name no declaration can have. Such a handle has no binding: the binding
// stage leaves it out of every binding decision and of the binding table,
// and the DXIL lowering turns it into createHandleFromHeap(%index,
// isSampler, nonUniform) + annotateHandle, with no dx.resources record.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_HEAPHANDLES_H
#define DXILD_CORE_SUPPORT_HEAPHANDLES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"

namespace dxild {

enum class HeapKind { None, Resource, Sampler };

inline constexpr llvm::StringLiteral ResourceHeapName = "__dxild_resource_heap";
inline constexpr llvm::StringLiteral SamplerHeapName = "__dxild_sampler_heap";

/// The hidden cbuffers of ConstantBuffer<T> from ResourceDescriptorHeap
/// (Frontend/HeapCBuffer.h) are named with this prefix; the binding stage
/// makes their handle creation a heap creation (Binding/CBufferArrays.h)
/// that carries the buffer's name in this metadata (DXC's size of T is
/// recorded under it, Lowering/CBufferSize.h).
inline constexpr llvm::StringLiteral HeapCBufferPrefix = "__dxild_hcb_";
inline constexpr llvm::StringLiteral HeapCBufferMD = "dxild.heapcb";
/// The global holding ResourceHeapName when the binding stage makes one.
inline constexpr llvm::StringLiteral HeapNameGlobal =
    "__dxild_resource_heap.str";

/// Which descriptor heap \p V (a handle creation) reads, if any.
inline HeapKind heapKindOf(const llvm::Value *V) {
  auto *II = llvm::dyn_cast<llvm::IntrinsicInst>(V);
  if (!II ||
      II->getIntrinsicID() != llvm::Intrinsic::dx_resource_handlefrombinding)
    return HeapKind::None;
  auto *Range = llvm::dyn_cast<llvm::ConstantInt>(II->getArgOperand(2));
  if (!Range || !Range->isZero())
    return HeapKind::None;
  auto *GV = llvm::dyn_cast<llvm::GlobalVariable>(
      II->getArgOperand(4)->stripPointerCasts());
  if (!GV || !GV->hasInitializer())
    return HeapKind::None;
  auto *CDA = llvm::dyn_cast<llvm::ConstantDataArray>(GV->getInitializer());
  if (!CDA || !CDA->isCString())
    return HeapKind::None;
  llvm::StringRef Name = CDA->getAsCString();
  if (Name == ResourceHeapName)
    return HeapKind::Resource;
  if (Name == SamplerHeapName)
    return HeapKind::Sampler;
  return HeapKind::None;
}

inline bool isHeapHandleCreation(const llvm::Value *V) {
  return heapKindOf(V) != HeapKind::None;
}

/// Whether \p Name is one of the heaps' marker names.
inline bool isHeapName(llvm::StringRef Name) {
  return Name == ResourceHeapName || Name == SamplerHeapName;
}

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_HEAPHANDLES_H
