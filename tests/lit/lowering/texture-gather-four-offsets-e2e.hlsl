// Gathers with one offset per texel (GatherRed(s, uv, o1, o2, o3, o4)): as
// DXC's GenerateDxilGather does, four textureGather (73) / textureGatherCmp
// (74) operations, texel i taken from the gather at offset i; a status is
// the first gather's.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

Texture2D<float4> Tex : register(t0);
Texture2DArray<uint2> Arr : register(t1);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  uint st;
  float4 r = Tex.GatherRed(Lin, uv, int2(0, 0), int2(1, 0), int2(0, 1), int2(1, 1));
  r += (float4)Arr.GatherGreen(Lin, float3(uv, 2), int2(-1, 0), int2(1, 0), int2(0, -1), int2(0, 1), st);
  r += Tex.GatherCmpAlpha(Cmp, uv, 0.5, int2(2, 0), int2(0, 2), int2(-2, 0), int2(0, -2));
  return CheckAccessFullyMapped(st) ? r : 0;
}

// CHECK: %[[G0:.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 0, i32 0, i32 0)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G0]], 0
// CHECK: %[[G1:.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 1, i32 0, i32 0)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G1]], 1
// CHECK: %[[G2:.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 0, i32 1, i32 0)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G2]], 2
// CHECK: %[[G3:.*]] = call %dx.types.ResRet.f32 @dx.op.textureGather.f32(i32 73, {{.*}}, i32 1, i32 1, i32 0)
// CHECK: extractvalue %dx.types.ResRet.f32 %[[G3]], 3
// CHECK: %[[A0:.*]] = call %dx.types.ResRet.i32 @dx.op.textureGather.i32(i32 73, {{.*}}, float 2.000000e+00, float undef, i32 -1, i32 0, i32 1)
// CHECK: %[[S:.*]] = extractvalue %dx.types.ResRet.i32 %[[A0]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[S]])
// CHECK-NOT: @dx.op.checkAccessFullyMapped.i32(i32 71
// CHECK: @dx.op.textureGather.i32(i32 73, {{.*}}, i32 1, i32 0, i32 1)
// CHECK: @dx.op.textureGather.i32(i32 73, {{.*}}, i32 0, i32 -1, i32 1)
// CHECK: @dx.op.textureGather.i32(i32 73, {{.*}}, i32 0, i32 1, i32 1)
// CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, i32 2, i32 0, i32 3, float 5.000000e-01)
// CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, i32 0, i32 2, i32 3, float 5.000000e-01)
// CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, i32 -2, i32 0, i32 3, float 5.000000e-01)
// CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, i32 0, i32 -2, i32 3, float 5.000000e-01)
// CHECK-NOT: @dx.op.checkAccessFullyMapped.i32(i32 71
