// Texture sampling methods through the whole pipeline, compared with the
// DXIL operations DXC emits (operand slots a dimension does not use are
// undef; offsets are 0 when the method has none, undef for cubes).

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

Texture2D<float4> Tex : register(t0);
Texture2D<float> Depth : register(t1);
Texture2DArray<float4> Arr : register(t2);
TextureCube Env : register(t3);
Texture3D<float4> Vol : register(t4);
Texture1D<float4> Line : register(t5);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  float4 r = Tex.Sample(Lin, uv);
  r += Tex.Sample(Lin, uv, int2(1, -2));
  r += Tex.Sample(Lin, uv, int2(0, 1), 2.5);
  r += Tex.SampleBias(Lin, uv, 0.5);
  r += Tex.SampleLevel(Lin, uv, 3.0);
  r += Tex.SampleGrad(Lin, uv, float2(1, 2), float2(3, 4));
  r.x += Depth.SampleCmp(Cmp, uv, 0.25);
  r.x += Depth.SampleCmpLevelZero(Cmp, uv, 0.75);
  r += Arr.Sample(Lin, float3(uv, 7));
  r += Env.SampleLevel(Lin, pos.xyz, 1.0);
  r += Vol.Sample(Lin, pos.xyz);
  r += Line.Sample(Lin, uv.x);
  r.y += Tex.CalculateLevelOfDetail(Lin, uv);
  r.y += Tex.CalculateLevelOfDetailUnclamped(Lin, uv);
  return r;
}

// Handles: a SamplerComparisonState is a comparison sampler (bit 15), the
// textures' properties are DXC's (kind, then component type and count).
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 32782, i32 0 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 14, i32 0 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 1033 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 265 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 7, i32 1033 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 5, i32 1033 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4, i32 1033 })
// CHECK-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 1, i32 1033 })

// CHECK: @dx.op.sample.f32(i32 60, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U:.*]], float %[[V:.*]], float undef, float undef, i32 0, i32 0, i32 undef, float undef)
// CHECK: @dx.op.sample.f32(i32 60, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 1, i32 -2, i32 undef, float undef)
// CHECK: @dx.op.sample.f32(i32 60, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 1, i32 undef, float 2.500000e+00)
// CHECK: @dx.op.sampleBias.f32(i32 61, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01, float undef)
// CHECK: @dx.op.sampleLevel.f32(i32 62, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 3.000000e+00)
// CHECK: @dx.op.sampleGrad.f32(i32 63, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 1.000000e+00, float 2.000000e+00, float undef, float 3.000000e+00, float 4.000000e+00, float undef, float undef)
// CHECK: @dx.op.sampleCmp.f32(i32 64, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 2.500000e-01, float undef)
// CHECK: @dx.op.sampleCmpLevelZero.f32(i32 65, {{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 7.500000e-01)
// CHECK: @dx.op.sample.f32(i32 60, {{.*}}, float %[[U]], float %[[V]], float 7.000000e+00, float undef, i32 0, i32 0, i32 undef, float undef)
// CHECK: @dx.op.sampleLevel.f32(i32 62, {{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i32 undef, i32 undef, i32 undef, float 1.000000e+00)
// CHECK: @dx.op.sample.f32(i32 60, {{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i32 0, i32 0, i32 0, float undef)
// CHECK: @dx.op.sample.f32(i32 60, {{.*}}, float %[[U]], float undef, float undef, float undef, i32 0, i32 undef, i32 undef, float undef)
// CHECK: @dx.op.calculateLOD.f32(i32 81, {{.*}}, float %[[U]], float %[[V]], float undef, i1 true)
// CHECK: @dx.op.calculateLOD.f32(i32 81, {{.*}}, float %[[U]], float %[[V]], float undef, i1 false)
// CHECK-NOT: dxild.res
