// A struct-typed cbuffer member cast to a matrix, vector or array (naga's
// `(float3x2)global_mat`, its matrix stored as a struct of columns): the
// copy out of the buffer (CBufferCopy.h) is used as a value, which Clang 22
// casts element by element. Before, "no matching conversion for C-style
// cast from '__dxild_cbcopy_...' to 'float3x2'". DXC reads x[1], the
// struct's c1, from row 0, components 2 and 3.

// RUN: %dxilc -T cs_6_0 -E cs %s -Fc - | FileCheck %s

struct M {
  float2 c0;
  float2 c1;
  float2 c2;
};
cbuffer CB : register(b0) { M global_mat; }
RWStructuredBuffer<float2> B : register(u0);

[numthreads(1, 1, 1)] void cs() {
  float3x2 x = (float3x2)global_mat;
  B[0] = x[1];
}

// CHECK: %[[R:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: %[[A:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 2
// CHECK: %[[B:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 3
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 0, float %[[A]], float %[[B]], float undef, float undef, i8 3)
