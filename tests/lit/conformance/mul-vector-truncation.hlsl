// mul(M, v) with a vector longer than the matrix needs: DXC truncates the
// vector (mul((float3x3)World, tangent) with a float4 tangent, common in
// normal-mapping shaders). Clang 22 chose mul(T, T) instead and multiplied
// by the matrix's first element, with only a warning.

// RUN: %dxilc -T cs_6_2 -E main %s -Fc - 2>&1 | FileCheck %s
// CHECK-NOT: warning: implicit conversion turns matrix to scalar

RWStructuredBuffer<float3> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  float3x3 M = float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9);
  float4 V = float4(1, 2, 3, 100);
  // Rows times (1, 2, 3): 14, 32, 50.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.400000e+01, float 3.200000e+01, float 5.000000e+01, float undef, i8 7, i32 4)
  Out[0] = mul(M, V);
  // (1, 2, 3) times the columns: 30, 36, 42.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 3.000000e+01, float 3.600000e+01, float 4.200000e+01, float undef, i8 7, i32 4)
  Out[1] = mul(V, M);
}
