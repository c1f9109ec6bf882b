// asfloat/asint/asuint on matrices (offload-test-suite asfloat_mat,
// asint_mat, asuint_mat.32): every element keeps its bits; before, the
// matrix was truncated to its first element.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint4> Out : register(u0);
RWStructuredBuffer<float4> OutF : register(u1);

// 10.0, 0.0, 0.5, 1.0 as bits.
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 1092616192, i32 0, i32 1056964608, i32 1065353216, i8 15, i32 4)
// -1, 2, 0, 0x7fffffff unchanged.
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 -1, i32 2, i32 0, i32 2147483647, i8 15, i32 4)
// 0x3f800000, 0x40000000, 0xbf800000, 0 as floats.
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.000000e+00, float 2.000000e+00, float -1.000000e+00, float 0.000000e+00, i8 15, i32 4)
[numthreads(1, 1, 1)]
void main() {
  uint2x2 U = asuint(float2x2(10.0, 0.0, 0.5, 1.0));
  Out[0] = uint4(U[0], U[1]);
  uint2x2 I = asuint(int2x2(-1, 2, 0, 2147483647));
  Out[1] = uint4(I[0], I[1]);
  float2x2 F = asfloat(uint2x2(0x3f800000u, 0x40000000u, 0xbf800000u, 0u));
  OutF[0] = float4(F[0], F[1]);
}
