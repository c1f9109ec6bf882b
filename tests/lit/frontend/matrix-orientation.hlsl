// DXC stores a row-major matrix in a structured buffer row by row (element
// (r, c) at r * Cols + c), a column-major one column by column; Clang 22
// keeps every matrix column by column in memory. The frontend names the
// row-major ones (keyword, typedef, #pragma pack_matrix, -Zpr; struct fields
// and whole elements) and the raw-buffer lowering reads and writes them at
// DXC's offsets. groupshared memory is not observable, so its orientation
// does not matter.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -Zpr -DPLAIN %s -Fc - | FileCheck %s --check-prefix=ZPR
// RUN: not %dxilc -T cs_6_6 -E main -Zpr -DPLAIN -DMIXED %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MIXED

RWStructuredBuffer<float4> Out : register(u0);
groupshared row_major float2x2 G[4];

#ifdef PLAIN
// -Zpr: element (2, 1) of a row-major 3x3 is at (2 * 3 + 1) * 4 = 28 (a
// column-major one would be at 20).
// ZPR: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 28, i8 1, i32 4)
StructuredBuffer<float3x3> In : register(t0);
#define READ In[0][2][1]
#ifdef MIXED
// The same matrix type in both orientations cannot be told apart.
// MIXED: matrix-orientation.hlsl:[[@LINE+1]]:41: error: structured buffer 'In3' holds column-major 3x3 matrices where another structured buffer holds the same matrix type in the other orientation
StructuredBuffer<column_major float3x3> In3 : register(t2);
#undef READ
#define READ (In[0][2][1] + In3[0][2][1])
#endif
#else
struct P {
  row_major float2x3 m;
  float4 v;
};
StructuredBuffer<P> In : register(t0);
typedef row_major float3x3 RM;
StructuredBuffer<RM> In2 : register(t1);
StructuredBuffer<column_major float2x3> In3 : register(t2);
// m[1][0] of the row-major 2x3 member: (1 * 3 + 0) * 4 = 12.
// CHECK-DAG: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 12, i8 1, i32 4)
// In2[0][0][2], row-major 3x3: 8.
// CHECK-DAG: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 8, i8 1, i32 4)
// In3[0][1][0], column-major 2x3: (0 * 2 + 1) * 4 = 4.
// CHECK-DAG: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 4, i8 1, i32 4)
#define READ (In[0].m[1][0] + In2[0][0][2] + In3[0][1][0])
#endif

[numthreads(4, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  G[id.x] = float2x2(1, 2, 3, 4) * id.x;
  GroupMemoryBarrierWithGroupSync();
  Out[0] = READ + G[id.x ^ 1][1][0];
}
