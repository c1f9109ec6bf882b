// Overloads a macro declares, one per vector size (Unity's Core RP:
// `TEMPLATE_3_REAL(Remap10, x, rcpLength, endTimesRcpLength, ...)` through
// `TEMPLATE_3_FLT`), called with a float3 and two floats: DXC takes the
// float3 overload (a splat beats a truncation), Clang 22 finds the call
// ambiguous. The forwarder DxcOverload.h writes now goes after the macro's
// invocation, where the declarations end; before, nothing was written and
// the ambiguity stayed. The operations are DXC's.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

#define TEMPLATE_3_FLT(FunctionName, Parameter1, Parameter2, Parameter3, FunctionBody) \
    float  FunctionName(float  Parameter1, float  Parameter2, float  Parameter3) { FunctionBody; } \
    float2 FunctionName(float2 Parameter1, float2 Parameter2, float2 Parameter3) { FunctionBody; } \
    float3 FunctionName(float3 Parameter1, float3 Parameter2, float3 Parameter3) { FunctionBody; } \
    float4 FunctionName(float4 Parameter1, float4 Parameter2, float4 Parameter3) { FunctionBody; }
#define TEMPLATE_3_REAL TEMPLATE_3_FLT

TEMPLATE_3_REAL(Remap10, x, rcpLength, endTimesRcpLength, return saturate(endTimesRcpLength - x * rcpLength))

RWStructuredBuffer<float3> o;

[numthreads(1, 1, 1)] void main() {
  float3 coordNDC = o[0];
  float rcpPosFaceFade = o[1].x;
  o[2] = Remap10(coordNDC, rcpPosFaceFade, rcpPosFaceFade);
}

// Three lanes: f - c.k * f, saturated.
// CHECK: %[[M0:.*]] = fmul {{.*}}float %[[F:[0-9]+]], %{{[0-9]+}}
// CHECK: fmul {{.*}}float %[[F]], %{{[0-9]+}}
// CHECK: fmul {{.*}}float %[[F]], %{{[0-9]+}}
// CHECK: fsub {{.*}}float %[[F]], %[[M0]]
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 2, i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, i8 7)
