// GatherRaw (SM 6.7, textureGatherRaw 223) on Texture2D/Texture2DArray of
// uint, uint64_t and uint16_t (overloads i32, i64, i16; offsets and status
// forms), and Texture2DMS[Array].GetSamplePosition
// (texture2DMSGetSamplePosition 75). Expected lines are DXC 1.9's output for
// this source (dxc -T cs_6_7 -enable-16bit-types); DXC's validator accepts
// dxild's container. Below 6.7 GatherRaw is refused like SampleCmpLevel,
// and only textures of uint16_t/uint/uint64_t have it, as in DXC.

// RUN: %dxilc -T cs_6_7 -enable-16bit-types -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -enable-16bit-types -E main %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM
// RUN: not %dxilc -T cs_6_7 -enable-16bit-types -E main -DFLOAT %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=FLOAT

Texture2D<uint> T32 : register(t0);
Texture2DArray<uint64_t> T64 : register(t1);
Texture2D<uint16_t> T16 : register(t2);
Texture2DMS<float4> MS : register(t3);
Texture2DMSArray<float4, 4> MSA : register(t4);
Texture2D<float> TF : register(t5);
SamplerState S : register(s0);
RWStructuredBuffer<uint4> O : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
#ifdef FLOAT
  // FLOAT: texture-gather-raw-e2e.hlsl:[[@LINE+1]]:20: error: GatherRaw needs a texture of uint16_t, uint or uint64_t elements
  O[7] = asuint(TF.GatherRaw(S, float2(0.5, 0.5)));
#else
  // SM: error: GatherRaw needs shader model 6.7 or newer; profile cs_6_6 does not have it
  O[0] = T32.GatherRaw(S, float2(0.5, 0.5));
  O[1] = T32.GatherRaw(S, float2(0.5, 0.5), int2(1, -1));
  uint st;
  O[2] = T32.GatherRaw(S, float2(0.5, 0.5), int2(1, 0), st);
  O[5].x = CheckAccessFullyMapped(st);
  O[3] = (uint4)T64.GatherRaw(S, float3(0.5, 0.5, 1));
  O[4] = (uint4)T16.GatherRaw(S, float2(0.5, 0.5));
  float2 p = MS.GetSamplePosition(id.x);
  float2 q = MSA.GetSamplePosition(2);
  O[6] = asuint(float4(p, q));
#endif
}

// CHECK: %[[TID:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0)
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 1, i32 -1)
// CHECK: %[[G:.*]] = call %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32 223, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 1, i32 0)
// CHECK: %[[ST:.*]] = extractvalue %dx.types.ResRet.i32 %[[G]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[ST]])
// CHECK: %[[G64:.*]] = call %dx.types.ResRet.i64 @dx.op.textureGatherRaw.i64(i32 223, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float 5.000000e-01, float 5.000000e-01, float 1.000000e+00, float undef, i32 0, i32 0)
// CHECK: %[[X64:.*]] = extractvalue %dx.types.ResRet.i64 %[[G64]], 0
// CHECK: trunc i64 %[[X64]] to i32
// CHECK: %[[G16:.*]] = call %dx.types.ResRet.i16 @dx.op.textureGatherRaw.i16(i32 223, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float 5.000000e-01, float 5.000000e-01, float undef, float undef, i32 0, i32 0)
// CHECK: %[[X16:.*]] = extractvalue %dx.types.ResRet.i16 %[[G16]], 0
// CHECK: zext i16 %[[X16]] to i32
// CHECK: %[[P:.*]] = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %{{.*}}, i32 %[[TID]])
// CHECK: extractvalue %dx.types.SamplePos %[[P]], 0
// CHECK: extractvalue %dx.types.SamplePos %[[P]], 1
// CHECK: %[[Q:.*]] = call %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32 75, %dx.types.Handle %{{.*}}, i32 2)
// CHECK-DAG: declare %dx.types.ResRet.i32 @dx.op.textureGatherRaw.i32(i32, %dx.types.Handle, %dx.types.Handle, float, float, float, float, i32, i32) #[[RO:[0-9]+]]
// CHECK-DAG: declare %dx.types.SamplePos @dx.op.texture2DMSGetSamplePosition(i32, %dx.types.Handle, i32) #[[RO]]
// Raw/structured buffers, low precision (native), tiled resources (the
// status), int64, ResMayNotAlias and advanced texture ops, as DXC.
// CHECK: !{i32 0, i64 25779245104, i32 4,
