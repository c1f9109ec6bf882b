// Row-major matrices in structured buffer elements (#pragma pack_matrix,
// -Zpr, the keyword) are stored row by row, DXC's layout: element (r, c) of
// an R x C matrix at (r * C + c) * 4, where Clang's memory has it at
// (c * R + r) * 4. Members around them keep DXC's offsets (Pad: 0, M: 12,
// Arr: 60, C: 188); a column_major member stays column by column.

// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s

#pragma pack_matrix(row_major)
struct Inst {
  float3 Pad;
  float3x4 M;
  float4x4 Arr[2];
  column_major float2x3 C;
};
StructuredBuffer<Inst> In : register(t0);
StructuredBuffer<float4x4> Bones : register(t1);
RWStructuredBuffer<Inst> Rw : register(u1);
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  uint i = Id.x, j = Id.y;
  // M[1][2]: 12 + (1 * 4 + 2) * 4 = 36.
  // CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 36, i8 1, i32 4)
  Out[0] = In[i].M._m12;
  // Arr[1][3][0]: 60 + 64 + (3 * 4 + 0) * 4 = 172.
  // CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 172, i8 1, i32 4)
  Out[1] = In[i].Arr[1]._m30;
  // Arr[j][0][3]: 60 + 64 * j + 12.
  // CHECK: [[MUL:%[0-9]+]] = mul i32 %{{[0-9]+}}, 64
  // CHECK: [[OFF:%[0-9]+]] = add i32 [[MUL]], 72
  // CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 [[OFF]], i8 1, i32 4)
  Out[2] = In[i].Arr[j]._m03;
  // Column-major C[1][2]: 188 + (2 * 2 + 1) * 4 = 208.
  // CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 208, i8 1, i32 4)
  Out[3] = In[i].C._m12;
  // A whole element that is a matrix: Bones[i][2][1] at (2 * 4 + 1) * 4.
  // CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 36, i8 1, i32 4)
  Out[4] = Bones[i]._m21;
  // A whole matrix written: one row per store.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12, float 0.000000e+00, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, i8 15, i32 4)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 28, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, i8 15, i32 4)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 44, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, i8 15, i32 4)
  Rw[i].M = float3x4(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11);
  // A whole matrix read: mul(M, (1, 0, 0, 0)) is M's first column,
  // elements (0, 0), (1, 0), (2, 0) at 12, 28, 44.
  // CHECK: [[R0:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 12, i8 1, i32 4)
  // CHECK-NEXT: [[E0:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 [[R0]], 0
  // CHECK-NEXT: [[R1:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 28, i8 1, i32 4)
  // CHECK-NEXT: [[E1:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 [[R1]], 0
  // CHECK-NEXT: [[R2:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 44, i8 1, i32 4)
  // CHECK-NEXT: [[E2:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 [[R2]], 0
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float [[E0]],
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, float [[E1]],
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, float [[E2]],
  Inst L = In[j];
  float3 Col = mul(L.M, float4(1, 0, 0, 0));
  Out[5] = Col.x;
  Out[6] = Col.y;
  Out[7] = Col.z;
}
