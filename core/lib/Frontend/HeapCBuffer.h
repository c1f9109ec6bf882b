//===- HeapCBuffer.h - ConstantBuffer<T> from ResourceDescriptorHeap -*- C++
//-*-===//
//
// SM 6.6 bindless constant buffers:
//
//   ConstantBuffer<Params> p = ResourceDescriptorHeap[i];   // in a function
//   ... p.tint ... p.v[k] ...
//
// DXC reads the members through createHandleFromHeap(i) + annotateHandle
// ({ 13, size of T }) with cbufferLoadLegacy rows. Inside functions
// ConstantBuffer<T> is an alias of T (prelude_buffers.hlsl), and Clang 22
// cannot copy a struct out of constant-buffer memory, so dxild makes such
// reads ordinary cbuffer reads of a hidden array of ConstantBuffer<T> whose
// handle comes from the heap:
//
// Phase 1 finds every conversion of `ResourceDescriptorHeap[i]` to a struct
// T defined at file scope (the prelude's `__dxild_heap_ref<false>::operator
// T`, which refuses it there, so Clang keeps the subscript in a RecoveryExpr
// where the conversion was): a local's initializer, a cast, the right side
// of an assignment. It defines, right after T's definition (same line):
//
//   cbuffer __dxild_hcb_N { __dxild_cbvu<T> __dxild_hcb_N[0x10000000]; }
//   template <> struct __dxild_hcb<T> {
//     typedef __decltype((__dxild_hcb_N[0])) ref; };
//   __dxild_hcb<T>::ref __dxild_hcbr_<9 digits>(uint i) {
//     return __dxild_hcb_N[i]; }
//   T __dxild_hcbc_<9 digits>(uint i) { T r; r.a = __dxild_hcb_N[i].a; ...
//     return r; }
//
// A local `ConstantBuffer<T> p = ResourceDescriptorHeap[i];` whose uses all
// read members becomes `__dxild_hcbref<T> p = __dxild_hcbr_000000000(i);`
// (same length: a reference to the buffer's element, so `p.v[k]` is a
// cbuffer read with the dynamic row k, as in DXC). Every other conversion
// (a local also used as a whole, e.g. passed to a function; a cast
// `(ConstantBuffer<T>)ResourceDescriptorHeap[i]`) reads a copy:
// `__dxild_hcbc_000000000(i)`, member by member (CBufferCopy.h). The
// binding stage turns the hidden buffer's handle into a descriptor-heap
// handle (Binding/CBufferArrays.h) and the cbuffer lowering creates it per
// access with the access's index (Lowering/DXILCBufferAccess.h).
//
// Not handled (the prelude's `dxild.frontend.descriptor-heap-constantbuffer`
// stays): T not a struct defined at file scope in the request (nested,
// in a namespace, a template), a heap expression spelled by a macro,
// SamplerDescriptorHeap.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_HEAPCBUFFER_H
#define DXILD_CORE_FRONTEND_HEAPCBUFFER_H

#include "Frontend/EntryInterface.h"
#include "Frontend/RequestEdits.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// The edits phase 1 found for descriptor-heap constant buffers.
struct HeapCBufferFixes {
  /// A same-length replacement.
  struct Replace {
    std::string File;
    size_t Offset = 0;
    std::string Text;
  };
  /// A definition inserted after a struct (an edit of length 0).
  using Insert = TextEdit;
  std::vector<Replace> Replaces;
  std::vector<Insert> Inserts;
};

/// An AST consumer for phase 1 that fills \p Out.
std::unique_ptr<clang::ASTConsumer>
makeHeapCBufferCollector(const CompatFiles &Files, HeapCBufferFixes &Out);

/// Applies \p Fixes; returns how many conversions were rewritten (phase 1
/// then runs again).
unsigned applyHeapCBufferFixes(CompatFiles &Files,
                               const HeapCBufferFixes &Fixes);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_HEAPCBUFFER_H
