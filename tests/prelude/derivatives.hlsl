// Derivatives and clip exist in pixel shaders only; elsewhere they are
// rejected at compile time (availability), not miscompiled.
// RUN: %clang_hlsl -triple dxil-pc-shadermodel6.6-pixel -hlsl-entry main %s -o - | %clean | FileCheck %s
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.6-compute -hlsl-entry cs %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CS

// CHECK-LABEL: define void @main()
// CHECK-DAG: call {{.*}}<2 x float> @llvm.dx.ddx.coarse.v2f32(
// CHECK-DAG: call {{.*}}<2 x float> @llvm.dx.ddy.coarse.v2f32(
// CHECK-DAG: call {{.*}}float @llvm.dx.ddx.fine.f32(
// CHECK-DAG: call {{.*}}float @llvm.dx.ddy.fine.f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.dx.ddx.coarse.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.dx.ddy.coarse.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.fabs.v3f32(
// CHECK-DAG: call void @llvm.dx.discard(i1
float4 main(float2 uv : TEXCOORD0, float3 n : NORMAL) : SV_Target {
  float2 d = ddx(uv) + ddy(uv);
  float f = ddx_fine(uv.x) + ddy_fine(uv.y);
  float3 w = fwidth(n);
  clip(uv.x - 0.5);
  return float4(d, f, w.x + w.y);
}

// The diagnostic names the prelude's internal alias of the builtin.
// CS-DAG: error: '__dxild_ddx' is unavailable
// CS-DAG: error: '__dxild_clip' is unavailable
RWStructuredBuffer<float> B;
[numthreads(1, 1, 1)] void cs() {
  B[0] = ddx(B[1]);
  clip(B[0]);
}
