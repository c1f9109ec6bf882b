//===- HeapCasts.h - C-style casts of descriptor-heap elements -*- C++ -*-===//
//
// `(RWTexture2D<float4>)ResourceDescriptorHeap[i]` (DXC compiles it) crashes
// Clang 22 when that class template specialization was not instantiated
// before: SemaHLSL::CanPerformElementwiseCast, which every C-style cast
// reaches, flattens the still incomplete target class (any C-style cast to a
// not yet instantiated specialization does, `(Tm<float>)1u` too). Before
// phase 1 parses anything, the frontend spells the target of each C-style
// cast whose operand is `ResourceDescriptorHeap`/`SamplerDescriptorHeap`
// through the prelude's `__dxild_complete_t<T>` (prelude_heap.hlsl), an
// alias of T whose use instantiates a class holding a T, so that T is
// complete when Clang checks the cast:
//
//   (RWTexture2D<float4>)ResourceDescriptorHeap[i]
//   (__dxild_complete_t<RWTexture2D<float4> >)ResourceDescriptorHeap[i]
//
// Columns move after the cast on that line only. The parenthesized text
// must look like a type (identifiers, `<`, `>`, `,`, `::`, numbers, spaces)
// and the `(` must not follow an identifier other than `return` (a call or
// `if (c)`), `)` or `]`.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_HEAPCASTS_H
#define DXILD_CORE_FRONTEND_HEAPCASTS_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the casts described above in \p F; returns how many.
unsigned completeHeapCastTargets(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_HEAPCASTS_H
