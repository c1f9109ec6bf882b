// A macro whose body is `row_major`, `column_major` or `precise` alone
// (RTXPT's LightingTypes.hlsli: `#define ROW_MAJOR row_major`, then
// `ROW_MAJOR float3x4 Transform;`): Clang 22 has no such keywords ("unknown
// type name 'row_major'"). The body is blanked and each use before a type
// counts as the keyword written there. DXC's layout for S: the row-major
// float3x4 takes rows 0-2, so c is row 3 (a column-major one would take
// four rows); `precise` compiles without fast math, as written directly.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// CHECK: fmul float
// CHECK: %[[C:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// CHECK: call void @dx.op.rawBufferStore.f32(

#define ROW_MAJOR row_major
#define PRECISE precise

struct S {
  ROW_MAJOR float3x4 T;
  float4 c;
};
ConstantBuffer<S> cb : register(b0);
RWStructuredBuffer<float4> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
  PRECISE float4 v = mul(cb.T, float4(1, 2, 3, 1)).xyzz;
  o[0] = v + cb.c;
}
