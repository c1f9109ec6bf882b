// DXC stores a row-major matrix in a structured buffer row by row; dxild
// (Clang 22) stores every matrix column by column in memory. Until dxild
// converts, a structured buffer whose element holds a row-major matrix with
// more than one row and column (keyword, typedef, #pragma pack_matrix or
// -Zpr) is refused, never read with the wrong element order. Column-major
// ones (DXC's default) compile. groupshared memory is not observable, so its
// orientation does not matter.

// RUN: not %dxilc -T cs_6_6 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E main -Zpr -DPLAIN %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZPR
// RUN: %dxilc -T cs_6_6 -E main -DPLAIN %s -Fo %t.dxil

RWStructuredBuffer<float4> Out : register(u0);
groupshared row_major float2x2 G[4];

#ifdef PLAIN
// ZPR: matrix-orientation.hlsl:[[@LINE+1]]:28: error: structured buffer 'In' holds a row-major 3x3 matrix
StructuredBuffer<float3x3> In : register(t0);
#define READ In[0][2][1]
#else
struct P {
  row_major float2x3 m;
  float4 v;
};
// CHECK: matrix-orientation.hlsl:[[@LINE+1]]:21: error: structured buffer 'In' holds a row-major 2x3 matrix: DXC stores it row by row
StructuredBuffer<P> In : register(t0);
typedef row_major float3x3 RM;
// CHECK: matrix-orientation.hlsl:[[@LINE+1]]:22: error: structured buffer 'In2' holds a row-major 3x3 matrix
StructuredBuffer<RM> In2 : register(t1);
// CHECK-NOT: error
StructuredBuffer<column_major float3x3> In3 : register(t2);
#define READ (In[0].m[1][2] + In2[0][1][2] + In3[0][2][1])
#endif

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  G[id.x] = float2x2(1, 2, 3, 4) * id.x;
  GroupMemoryBarrierWithGroupSync();
  Out[0] = READ + G[id.x ^ 1][1][0];
}
