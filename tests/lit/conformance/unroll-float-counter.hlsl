// [unroll] loops counted with a float (MJP's SMConvert FilterSM:
// `for (float x = -R + 0.5f; x <= R + 0.5f; x += 2.0f)`): DXC unrolls them
// by evaluating the loop; Clang 22 left them rolled with "loop not unrolled",
// an error under -WX. The trip count is now evaluated in the counter's
// precision (Intrinsics/CountFloatLoops.h) and each iteration samples at its
// own constant offset.

// RUN: %dxilc -T ps_6_6 -E main -WX %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_6 -E main -WX -DDOWN %s -Fc - | FileCheck %s --check-prefix=DOWN
// RUN: %dxilc -T ps_6_6 -E main -DLONG %s -Fc - 2>&1 | FileCheck %s --check-prefix=LONG
// A counter that doubles (`j += j`, which InstCombine writes `j * 2`;
// LumixEngine's welcome shader): j = 1, 2, 4.
// RUN: %dxilc -T ps_6_6 -E main -WX -DDOUBLING %s -Fc - | FileCheck %s --check-prefix=DOUBLING

Texture2D<float4> Tex : register(t0);
SamplerState Lin : register(s0);
cbuffer C : register(b0) { float2 TexelSize; };

float4 main(float2 uv : TEXCOORD0) : SV_Target {
  float4 sum = 0;
#if defined(DOWN)
  // Tested before the step, on the counter itself; the step is inexact in
  // binary (0.1), so the count depends on float rounding: 1.0, 0.9, ...
  // down to the value just above 0.55.
  [unroll]
  for (float x = 1.0f; x > 0.55f; x -= 0.1f)
    sum += Tex.SampleLevel(Lin, uv + float2(0, x) * TexelSize, 0);
#elif defined(DOUBLING)
  [unroll]
  for (float j = 1.0f; j < 5.0f; j += j)
    sum += Tex.SampleLevel(Lin, uv * j, 0) / j;
#elif defined(LONG)
  // More than 1024 iterations: left as a loop, as before.
  [unroll]
  for (float x = 0.0f; x < 5000.0f; x += 1.5f)
    sum += Tex.SampleLevel(Lin, uv + float2(x, 0) * TexelSize, 0);
#else
  [unroll]
  for (float x = -2.5f; x <= 3.5f; x += 2.0f)
    sum += Tex.SampleLevel(Lin, uv + float2(x, 0) * TexelSize, 0) *
           (x == -2.5f ? 0.5f : 1.0f);
#endif
  return sum;
}

// Four iterations, x = -2.5, -0.5, 1.5, 3.5 (3.5 <= 3.5), the first one
// weighted 0.5; no loop left.
// CHECK-NOT: br
// CHECK: fmul {{.*}} float %{{.*}}, -2.500000e+00
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// CHECK: fmul {{.*}} float %{{.*}}, 5.000000e-01
// CHECK: fmul {{.*}} float %{{.*}}, -5.000000e-01
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// CHECK: fmul {{.*}} float %{{.*}}, 1.500000e+00
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// CHECK: fmul {{.*}} float %{{.*}}, 3.500000e+00
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// CHECK-NOT: sampleLevel
// CHECK-NOT: br
// CHECK: ret void

// DOWN-NOT: br
// DOWN-COUNT-5: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// DOWN-NOT: sampleLevel
// DOWN: ret void

// LONG: warning: loop not unrolled
// LONG: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// LONG-NOT: sampleLevel
// LONG: br i1 {{.*}} !llvm.loop

// DOUBLING-NOT: br i1
// DOUBLING: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// DOUBLING: fmul {{.*}} float %{{.*}}, 2.000000e+00
// DOUBLING: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// DOUBLING: fmul {{.*}} float %{{.*}}, 4.000000e+00
// DOUBLING: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(
// DOUBLING-NOT: sampleLevel.f32(i32
// DOUBLING: ret void
