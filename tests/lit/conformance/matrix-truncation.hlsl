// A matrix truncation keeps each element in its row and column:
// (float3x4)M is M's first three rows, (float4x3)M its first three columns.
// Clang 22 took the wrong elements for every truncation but square to
// square (Frontend/MatrixTruncation.h). M(r, c) = 4r + c.

// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_2 -E main %s -Fo %t.dxil

RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4x4> Bones : register(t0);
RWStructuredBuffer<float4x4> Counted : register(u1);

float4x4 next() {
  // One call of the source: one counter increment.
  return (float4x4)(float)Counted.IncrementCounter();
}

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  float4x4 M = float4x4(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, i8 15, i32 4)
  Out[0] = ((float3x4)M)[2];
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.200000e+01, i8 15, i32 4)
  float4x3 N = (float4x3)M;
  Out[1] = N[3].xyzx;
  // Twice, through an implicit truncation: rows 0-1, columns 0-2.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 4.000000e+00, i8 15, i32 4)
  float2x3 P = (float3x4)M;
  Out[2] = P[1].xyzx;
  // Square to square was right already: (float3x3)M row 1 = 4, 5, 6.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 4.000000e+00, i8 15, i32 4)
  Out[3] = ((float3x3)M)[1].xyzx;
  // From memory: column 2 of (float4x3) of a column-major float4x4 is the
  // source's column 2, bytes 32-47 (Clang 22 read 40, 48, 52, 56).
  // CHECK: [[COL:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 32, i8 15, i32 4)
  // CHECK-NOT: rawBufferLoad
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0,
  float4x3 B = (float4x3)Bones[Id.x];
  Out[4] = float4(B[0][2], B[1][2], B[2][2], B[3][2]);
  // CHECK: call i32 @dx.op.bufferUpdateCounter(
  // CHECK-NOT: call i32 @dx.op.bufferUpdateCounter(
  Out[5] = ((float2x3)next())[1].xyzz;
  // Truncating and converting the elements at once (WickedEngine's skinning,
  // `(half3x3)m`; Clang 22 converted all 16 elements to 9, a broken
  // module): row 1 of (half3x3)M is 4, 5, 6; (int2x3)(M + 0.5) truncates
  // toward 0, K[1][1] + K[0][0] = 5 + 0 (DXC's values).
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 5.000000e+00, i8 15, i32 4)
  half3x3 H = (half3x3)M;
  int2x3 K = (int2x3)(M + 0.5);
  Out[6] = float4(H[1], K[1][1] + K[0][0]);
}
