// Matrix element swizzles (`m._m01`, `m._12`, `m._m00_m11`, `m._11_22`) as
// rvalues and lvalues: MatrixSwizzle.h rewrites them into element
// subscripts and the prelude's __dxild_mvec/__dxild_mswz/__dxild_mset.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<float4> In : register(u1);
RWStructuredBuffer<float4x4> MOut : register(u2);

cbuffer Consts : register(b0) {
  float4x4 CM; // column-major: column c is register c
};

struct S {
  float2x3 Pair[2];
};

groupshared float4x4 Shared;

float4x4 make() {
  return float4x4(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
}

float sum(float3x3 P) { return P._m00 + P._22 + P._m21; }

void setOut(out float X) { X = 42; }

#define DIAG(m) float2(m._11, m._m11)

[numthreads(4, 1, 1)]
void main(uint GI : SV_GroupIndex) {
  float4x4 M = make();
  // One element (zero- and one-based), several, repeated in a read.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.000000e+00, float 8.000000e+00, float 1.600000e+01, float 5.000000e+00, i8 15, i32 4)
  Out[0] = float4(M._m00, M._m13, M._44, M._21);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 1.000000e+00, float 6.000000e+00, float 1.100000e+01, float 1.600000e+01, i8 15, i32 4)
  Out[1] = M._m00_m11_m22_m33;
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 2.000000e+00, float 5.000000e+00, float 1.300000e+01, float 1.300000e+01, i8 15, i32 4)
  Out[2] = float4(M._12_21, M._m30_m30);
  // Writes: one element, several, compound, a scalar splat; the value of
  // an assignment.
  M._m01 = 20;
  M._11_22 += float2(100, 200);
  M._m33_m32 = float2(-1, -2);
  M._31_32_33 = 0;
  float2 V = (M._m20_m21 = float2(7, 8));
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float 2.000000e+01, float 1.010000e+02, float 2.060000e+02, float -1.000000e+00, i8 15, i32 4)
  Out[3] = float4(M._m01, M._11, M._22, M._44);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, float 7.000000e+00, float 8.000000e+00, float 0.000000e+00, float 1.300000e+01, i8 15, i32 4)
  Out[4] = float4(M._31_32_33.xyz, M._m32 + V.x + V.y);

  // A base with a call is evaluated once (by value); parentheses.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float 4.000000e+00, float 1.300000e+01, float 2.000000e+00, float 2.000000e+00, i8 15, i32 4)
  Out[5] = float4(make()._14_41, (make() * 2)._m00_m00);
  // A parameter.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, float 1.400000e+01, float 1.400000e+01, float 1.400000e+01, float 1.400000e+01, i8 15, i32 4)
  Out[6] = sum(float3x3(1, 2, 3, 4, 5, 6, 7, 8, 9));

  // A swizzle as an `out` argument, in a macro, of a swizzle; a swizzle
  // assigned to one; an assignment over several lines; a swizzle inside the
  // subscript of another.
  float2x2 P = float2x2(1, 2, 3, 4);
  float2x2 Q = float2x2(5, 6, 7, 8);
  P._11_22 = Q._11_22;
  setOut(Q._m10);
  P._m01_m10 =
      float2(11,
             12);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 10, i32 0, float 5.000000e+00, float 8.000000e+00, float 4.200000e+01, float 1.100000e+01, i8 15, i32 4)
  Out[10] = float4(DIAG(P), Q._21, P._12_21.x);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 11, i32 0, float 1.200000e+01, float 8.000000e+00, float 1.100000e+01, float 1.100000e+01, i8 15, i32 4)
  Out[11] = float4(P._m10_m11.x, Q[(int)P._m00 - 4][1], P._m00_m01[1], P._m01);

  // Struct members and array elements.
  S Obj;
  Obj.Pair[1]._m12 = 3;
  Obj.Pair[1]._11_12 = In[0].xy;
  // CHECK: [[IN:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i8 {{[0-9]+}}, i32 4)
  // CHECK-DAG: [[X:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[IN]], 0
  // CHECK-DAG: [[Y:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[IN]], 1
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, float [[Y]], float [[X]], float 3.000000e+00, float [[X]], i8 15, i32 4)
  Out[7] = float4(Obj.Pair[1]._m01_m00_m12, Obj.Pair[1]._11);

  // Constant-buffer reads load only the registers (columns) they name.
  // CHECK-DAG: [[C3:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
  // CHECK-DAG: [[E23:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[C3]], 2
  // CHECK-DAG: [[C0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
  // CHECK-DAG: [[E10:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 [[C0]], 1
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 0, float [[E23]], float [[E10]], float [[E23]], float [[E10]], i8 15, i32 4)
  Out[8] = float4(CM._m23, CM._21, CM._34_21);

  // A groupshared row written by one thread stores only its own elements
  // (column-major: row 1 is elements 1, 5, 9, 13), never the whole matrix.
  // CHECK-NOT: store {{.*}}@Shared
  // CHECK: store float %{{[0-9]+}}, ptr addrspace(3) getelementptr inbounds ([16 x float], ptr addrspace(3) @Shared, i32 0, i32 1)
  // CHECK-NEXT: store float %{{[0-9]+}}, ptr addrspace(3) getelementptr inbounds ([16 x float], ptr addrspace(3) @Shared, i32 0, i32 5)
  // CHECK-NEXT: store float %{{[0-9]+}}, ptr addrspace(3) getelementptr inbounds ([16 x float], ptr addrspace(3) @Shared, i32 0, i32 9)
  // CHECK-NEXT: store float %{{[0-9]+}}, ptr addrspace(3) getelementptr inbounds ([16 x float], ptr addrspace(3) @Shared, i32 0, i32 13)
  // CHECK-NOT: store {{.*}}@Shared
  // CHECK: call void @dx.op.barrier
  if (GI == 1)
    Shared._m10_m11_m12_m13 = In[1];
  GroupMemoryBarrierWithGroupSync();
  Out[12 + GI] = Shared._m10_m11_m12_m13;

  // So does an element of a matrix in a structured buffer (stored column by
  // column: row 1, column 2 is at byte 2 * 16 + 1 * 4).
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 36, float 6.000000e+00, float undef, float undef, float undef, i8 1, i32 4)
  MOut[GI]._m12 = 6;
}
