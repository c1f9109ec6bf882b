// A scalar splatted into a matrix of another element type. Clang 22 builds
// the implicit conversion in the wrong order (the verifier aborted the
// compile: `fpext i32 to <4 x float>`) and gives the explicit cast no element
// conversion at all (`(float3x3)id.x` splatted the integer's bits: a wrong
// value). Frontend/MatrixSplatCast.h converts the scalar once, then splats.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int4> IOut : register(u1);
RWByteAddressBuffer Raw : register(u2);

// CHECK: %[[ID:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[F:.*]] = uitofp i32 %[[ID]] to float
// Implicit (m) and explicit (q) conversions: every element is float(id.x).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float %[[F]], float %[[F]], float %[[F]], float %[[F]], i8 15, i32 4)
// float to int truncates toward zero: -2.5 -> -2, 2.5 -> 2.
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 -2, i32 -2, i32 2, i32 2, i8 15, i32 4)
// Through a byte-address buffer: nine floats, not nine integers.
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 64, i32 undef, float %[[F]], float %[[F]], float %[[F]], float %[[F]], i8 15, i32 4)
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 80, i32 undef, float %[[F]], float %[[F]], float %[[F]], float %[[F]], i8 15, i32 4)
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 96, i32 undef, float %[[F]], float undef, float undef, float undef, i8 1, i32 4)
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float2x2 m = id.x;
  float2x2 q = (float2x2)id.x;
  Out[0] = float4(m[0][0], m[1][1], q[0][1], q[1][0]);
  int2x2 k = -2.5f;
  int2x2 j = (int2x2)2.5;
  IOut[0] = int4(k[0][0], k[1][1], j[0][1], j[1][0]);
  Raw.Store<float3x3>(64, (float3x3)id.x);
}
