// Texel offsets before shader model 6.7 are immediates in [-8, 7]
// (Lowering/DXILTextureOffsets.h). A loop that computes them is unrolled,
// also at -Od, as DXC unrolls it (its test value_cache/sample_unroll.hlsl);
// an offset that stays a variable, or is out of range, is DXC's error, not
// DXIL its validator refuses. From 6.7 on (programmable offsets) both pass.

// RUN: %dxilc -T ps_6_0 -E loop -Od %s -Fc - | FileCheck %s --check-prefix=LOOP
// RUN: %dxilc -T ps_6_0 -E loop %s -Fc - | FileCheck %s --check-prefix=LOOP
// RUN: not %dxilc -T ps_6_0 -E variable %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=VAR
// RUN: not %dxilc -T ps_6_0 -E far %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=FAR
// RUN: %dxilc -T ps_6_7 -E variable %s -Fc - | FileCheck %s --check-prefix=SM67
// RUN: %dxilc -T ps_6_7 -E far %s -Fc - | FileCheck %s --check-prefix=SM67FAR

Texture2D tex0 : register(t0);
SamplerState samp0 : register(s0);

float4 loop(float2 uv : TEXCOORD) : SV_Target {
  float4 ret = float4(0, 0, 0, 0);
  for (int i = -1; i < 3; i++)
    ret += tex0.Sample(samp0, uv, int2(i, i));
  return ret;
}
// LOOP: @dx.op.sample.f32(i32 60, {{.*}}, i32 -1, i32 -1, i32 undef, float undef)
// LOOP: @dx.op.sample.f32(i32 60, {{.*}}, i32 0, i32 0, i32 undef, float undef)
// LOOP: @dx.op.sample.f32(i32 60, {{.*}}, i32 1, i32 1, i32 undef, float undef)
// LOOP: @dx.op.sample.f32(i32 60, {{.*}}, i32 2, i32 2, i32 undef, float undef)
// LOOP-NOT: @dx.op.sample.f32(i32 60,

float4 variable(float2 uv : TEXCOORD, int k : K) : SV_Target {
  return tex0.Sample(samp0, uv, int2(k, 1));
}
// VAR: error: offsets to texture access operations must be immediate values before shader model 6.7 (the profile is ps_6_0)
// SM67: @dx.op.sample.f32(i32 60, {{.*}}, i32 %{{.*}}, i32 1, i32 undef, float undef)

float4 far(float2 uv : TEXCOORD) : SV_Target {
  return tex0.Load(int3(1, 2, 0), int2(9, 0));
}
// FAR: error: offsets to texture access operations must be between -8 and 7 before shader model 6.7 (this one is 9)
// SM67FAR: @dx.op.textureLoad.f32(i32 66, {{.*}}, i32 9, i32 0, i32 undef)
