// ResourceDescriptorHeap/SamplerDescriptorHeap refusals (prelude_heap.hlsl):
// below shader model 6.6 (code dxild.frontend.descriptor-heap-shader-model)
// and a ConstantBuffer<T> from the heap whose T is not a struct defined at
// file scope (here in a namespace; dxild.frontend.descriptor-heap-constantbuffer,
// core/lib/Frontend/HeapCBuffer.h), each at the user's expression. DXC
// refuses the first too and compiles the second, which dxild does not do
// yet (tests/lit/lowering/descriptor-heap-cbuffer.hlsl has the forms dxild
// compiles).

// RUN: not %dxilc -T cs_6_5 -E main -DSM %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM
// RUN: not %dxilc -T cs_6_0 -E main -DSAMPLER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SAMPLER
// RUN: not %dxilc -T cs_6_6 -E main -DCBV %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=CBV

namespace N { struct Data { float v[16]; }; }
RWStructuredBuffer<float> Output : register(u0);

[numthreads(1, 1, 1)]
void main(uint thr : SV_DispatchThreadID) {
#if defined(SM)
  // SM: descriptor-heap-unsupported.hlsl:[[@LINE+1]]:49: error: ResourceDescriptorHeap and SamplerDescriptorHeap need shader model 6.6 or newer; the profile's shader model is 6.5
  RWByteAddressBuffer b = ResourceDescriptorHeap[thr];
  b.Store(0, 1);
#elif defined(SAMPLER)
  Texture2D<float> t = ResourceDescriptorHeap[0];
  // SAMPLER: descriptor-heap-unsupported.hlsl:[[@LINE+1]]:41: error: ResourceDescriptorHeap and SamplerDescriptorHeap need shader model 6.6 or newer; the profile's shader model is 6.0
  SamplerState s = SamplerDescriptorHeap[1];
  Output[thr] = t.SampleLevel(s, float2(0, 0), 0);
#elif defined(CBV)
  // CBV: descriptor-heap-unsupported.hlsl:[[@LINE+1]]:27: error: dxild reads a ConstantBuffer<T> from ResourceDescriptorHeap only when T is a struct defined at file scope
  ConstantBuffer<N::Data> T = ResourceDescriptorHeap[0];
  Output[thr] = T.v[4 + thr];
#endif
}
