// SM 6.7's SampleCmpLevel and SM 6.8's SampleCmpBias/SampleCmpGrad with the
// DXIL operations of DXC's hctdb (224, 255, 254) and their operand order
// (coordinates, offsets, compare value, then lod / bias + clamp / gradients
// + clamp); below the shader model that has them, a diagnostic naming the
// method and profile. Shader flags as DXC computes them: advanced texture
// ops (bit 34) for SampleCmpLevel, SampleCmpGradientOrBias (bit 37), tiled
// resources (bit 12) for a clamp other than 0.

// RUN: %dxilc -T ps_6_8 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_7 -E main -D NO68 %s -Fc - | FileCheck %s --check-prefix=SM67
// RUN: not %dxilc -T ps_6_7 -E main %s -Fc - 2>&1 | FileCheck %s --check-prefix=ERR67
// RUN: not %dxilc -T ps_6_6 -E main -D NO68 %s -Fc - 2>&1 | FileCheck %s --check-prefix=ERR66

Texture2D<float> Depth : register(t0);
TextureCubeArray<float> Cubes : register(t1);
Texture1D<float> Line : register(t2);
SamplerComparisonState Cmp : register(s0);

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  uint st;
  float r = Depth.SampleCmpLevel(Cmp, uv, 0.5, 2.0);
  r += Depth.SampleCmpLevel(Cmp, uv, 0.25, 1.0, int2(-1, 1));
  r += Cubes.SampleCmpLevel(Cmp, float4(uv, 1, 3), 0.75, 0.0, st);
#ifndef NO68
  r += Depth.SampleCmpBias(Cmp, uv, 0.5, 1.5);
  r += Depth.SampleCmpBias(Cmp, uv, 0.5, -1.0, int2(1, 0), 4.0);
  r += Depth.SampleCmpGrad(Cmp, uv, 0.5, float2(0.1, 0), float2(0, 0.1));
  r += Line.SampleCmpGrad(Cmp, uv.x, 0.5, 0.2, 0.3, 1, 2.0, st);
#endif
  return CheckAccessFullyMapped(st) ? r : 0;
}

// CHECK: %[[U:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK: %[[V:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
// CHECK: @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01, float 2.000000e+00)
// CHECK: @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 -1, i32 1, i32 undef, float 2.500000e-01, float 1.000000e+00)
// CHECK: @dx.op.sampleCmpLevel.f32(i32 224, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float 1.000000e+00, float 3.000000e+00, i32 undef, i32 undef, i32 undef, float 7.500000e-01, float 0.000000e+00)
// CHECK: @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01, float 1.500000e+00, float undef)
// CHECK: @dx.op.sampleCmpBias.f32(i32 255, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 1, i32 0, i32 undef, float 5.000000e-01, float -1.000000e+00, float 4.000000e+00)
// CHECK: @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float %[[V]], float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01, float 0x3FB99999A0000000, float 0.000000e+00, float undef, float 0.000000e+00, float 0x3FB99999A0000000, float undef, float undef)
// CHECK: %[[G:.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpGrad.f32(i32 254, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %[[U]], float undef, float undef, float undef, i32 1, i32 undef, i32 undef, float 5.000000e-01, float 0x3FC99999A0000000, float undef, float undef, float 0x3FD3333340000000, float undef, float undef, float 2.000000e+00)
// CHECK: %[[GS:.*]] = extractvalue %dx.types.ResRet.f32 %[[G]], 4
// CHECK-NEXT: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[GS]])
// 0x2400001000: bits 37, 34 and 12.
// CHECK: !{i32 0, i64 154618826752}

// Without the 6.8 methods: advanced texture ops and tiled resources (the
// status check).
// SM67-COUNT-3: @dx.op.sampleCmpLevel.f32(i32 224,
// SM67-NOT: @dx.op.sampleCmp{{Bias|Grad}}
// SM67: !{i32 0, i64 17179873280}

// ERR67-DAG: error: SampleCmpBias needs shader model 6.8 or newer; profile ps_6_7 does not have it
// ERR67-DAG: error: SampleCmpGrad needs shader model 6.8 or newer; profile ps_6_7 does not have it
// ERR67-NOT: SampleCmpLevel needs
// ERR66: error: SampleCmpLevel needs shader model 6.7 or newer; profile ps_6_6 does not have it
