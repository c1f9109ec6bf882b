// An argument that mixes a typed value with unsuffixed literals has the
// typed value's type in DXC (`((x * 34.0) + 1.0) * x` with a float3 `x` is
// a float3; the literals adopt float), and a comparison is a bool: DXC
// scores such arguments like any other, so Clang 22's ambiguity between
// a float3 overload and a float one resolves to the float3 one
// (the simplex-noise `permute` of Intel's XeGTAO).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWBuffer<float4> Buf : register(u0);

float GLSL_mod(float x, float y) { return x - y * floor(x / y); }
float3 GLSL_mod(float3 x, float3 y) { return x - y * floor(x / y); }
float3 permute(float3 x) { return GLSL_mod(((x * 34.0) + 1.0) * x, 289.0); }

float Step(float a, float b) { return a - b; }
float3 Step(float3 a, float3 b) { return a * b; }

// One floor per component: the float3 overload.
// CHECK: call float @dx.op.unary.f32(i32 27,
// CHECK: call float @dx.op.unary.f32(i32 27,
// CHECK: call float @dx.op.unary.f32(i32 27,
// CHECK-NOT: call float @dx.op.unary.f32(i32 27,
// Step's float3 overload multiplies by the comparison's 0 or 1.
// CHECK: [[C:%.*]] = fcmp {{.*}}ogt float
// CHECK: [[F:%.*]] = uitofp i1 [[C]] to float
// CHECK: fmul {{.*}} float %{{.*}}, [[F]]
// CHECK: fmul {{.*}} float %{{.*}}, [[F]]
// CHECK: fmul {{.*}} float %{{.*}}, [[F]]
// CHECK: call void @dx.op.bufferStore.f32(i32 69,
[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4 In = Buf[tid.x];
  float3 P = permute(In.xyz);
  Buf[tid.x + 1] = float4(Step(P, In.w > 0.5), 0);
}
