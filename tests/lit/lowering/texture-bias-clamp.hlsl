// A constant mip bias outside DXIL's [-16, 15.99] is clamped at compile
// time, as DXC clamps it (its validator refuses such an immediate: "bias
// amount for sample_b must be in the range [-16.000000,15.990000]"); a bias
// in range, or computed at run time, is passed as written.

// RUN: %dxilc -T ps_6_8 -E main %s -Fc - | FileCheck %s

Texture2D<float4> T : register(t0);
SamplerState S : register(s0);
SamplerComparisonState C : register(s1);
float Bias;

float4 main(float2 uv : UV) : SV_Target {
  return T.SampleBias(S, uv, -999) + T.SampleBias(S, uv, 40.5) +
         T.SampleBias(S, uv, 2.5) + T.SampleBias(S, uv, Bias) +
         T.SampleCmpBias(C, uv, 0.5, 100.0);
}

// CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, float -1.600000e+01, float undef)
// CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, float 0x402FFAE140000000, float undef)
// CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, float 2.500000e+00, float undef)
// CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, float %{{.*}}, float undef)
// CHECK: @dx.op.sampleCmpBias.f32(i32 255, {{.*}}, float 5.000000e-01, float 0x402FFAE140000000, float undef)
