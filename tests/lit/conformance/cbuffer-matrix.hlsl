// cbuffer matrices whose columns do not fill a 16-byte register
// (offload-test-suite mat_cbuffer_threadgroup.f4x2, its float2x4 half):
// Clang 22's contiguous layout would read the wrong offsets, so they are
// rejected at the member; float4x2 (4-float columns) and single columns
// keep working.

// RUN: not %dxilc -T cs_6_0 -E main -D BAD %s -Fc - 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// BAD: cbuffer-matrix.hlsl:[[@LINE+3]]:{{[0-9]+}}: error: cbuffer member 'M24' of type {{.*}}float2x4{{.*}} one 16-byte register per column
cbuffer C : register(b0) {
#ifdef BAD
  float2x4 M24;
#endif
  float4x2 M42;
  float4x1 M41;
};
RWStructuredBuffer<float2> Out : register(u0);

// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
[numthreads(4, 1, 1)]
void main(uint GI : SV_GroupIndex) {
  Out[GI] = M42[GI] + M41[2][0];
}
