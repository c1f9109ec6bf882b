// A write through a swizzle naming every element of a matrix row is
// generated right by Clang 22 and accepted (offload-test-suite
// matrix_single_subscript_store); shorter ones are refused
// (matrix-row-swizzle-write.hlsl).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> Out : register(u0);

// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 4.000000e+00, float 3.000000e+00, float 2.000000e+00, float 1.000000e+00, i8 15, i32 4)
[numthreads(1, 1, 1)]
void main() {
  float4x4 M = (float4x4)0;
  M[1].wzyx = float4(1, 2, 3, 4);
  Out[0] = M[1];
}
