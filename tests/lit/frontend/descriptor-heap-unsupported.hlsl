// ResourceDescriptorHeap/SamplerDescriptorHeap refusals (prelude_heap.hlsl):
// below shader model 6.6 (code dxild.frontend.descriptor-heap-shader-model)
// and a ConstantBuffer<T> (an alias of T in a function) from the heap
// (dxild.frontend.descriptor-heap-constantbuffer), each at the user's
// expression. DXC refuses the first too and compiles the second (a CBV
// handle from the heap), which dxild does not do yet.

// RUN: not %dxilc -T cs_6_5 -E main -DSM %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM
// RUN: not %dxilc -T cs_6_0 -E main -DSAMPLER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SAMPLER
// RUN: not %dxilc -T cs_6_6 -E main -DCBV %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=CBV

struct Data { float v[16]; };
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
  // vkd3d's undefined_descriptor_heap_mismatch_types_cbv.
  // CBV: descriptor-heap-unsupported.hlsl:[[@LINE+1]]:24: error: a ConstantBuffer<T> (or any non-resource type) from the descriptor heap is not supported by dxild yet
  ConstantBuffer<Data> T = ResourceDescriptorHeap[0];
  Output[thr] = T.v[4 + thr];
#endif
}
