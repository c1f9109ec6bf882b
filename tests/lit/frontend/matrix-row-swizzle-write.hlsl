// Writing through a swizzle of a matrix row: Clang 22 generates garbage for
// it (an optimizer hang before), so it is refused at the swizzle with a
// stable code, before code generation.

// RUN: not %dxilc -T cs_6_5 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s

RWStructuredBuffer<float4> Out : register(u0);

// CHECK: matrix-row-swizzle-write.hlsl:14:8: error: assigning through a swizzle of a matrix row is not supported
// CHECK: matrix-row-swizzle-write.hlsl:15:8: error: assigning through a swizzle of a matrix row
[numthreads(1, 1, 1)]
void main() {
  float4x4 M = (float4x4)0;
  M[1].y = 100;
  M[3].xyz += float3(1, 2, 3);
  Out[0] = M[1] + M[3];
}

