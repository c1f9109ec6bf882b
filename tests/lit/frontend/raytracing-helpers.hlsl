// Headers shared between ray tracing and compute shaders (the RTAO sample's
// RaytracingShaderHelper.hlsli) define helpers calling DXR system values. DXC
// compiles them into a compute shader as long as the entry never reaches
// them; so does dxild (core/prelude/prelude_raytracing.hlsl), and a ray
// generation shader calling TraceRay in the same file (Intel's XeGTAO path
// tracer). A call the entry reaches is an availability error.

// RUN: %dxilc -T cs_6_6 -E unreached %s -Fo %t.dxil
// RUN: not %dxilc -T cs_6_6 -E reached %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REACHED
// RUN: not %dxilc -T cs_6_6 -E reachedTrace %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TRACE

RWStructuredBuffer<float2> Values : register(u0);

float2 rayHelper(BuiltInTriangleIntersectionAttributes Attr) {
  uint2 Index = DispatchRaysIndex().xy;
  float3 P = ObjectRayOrigin() + RayTCurrent() * ObjectRayDirection();
  return Attr.barycentrics + Index + P.xy + DispatchRaysDimensions().xy;
}

RaytracingAccelerationStructure Scene : register(t0);
struct Payload {
  float4 Color;
};

void trace(inout Payload P) {
  RayDesc Ray;
  Ray.Origin = float3(0, 0, 0);
  Ray.Direction = float3(0, 0, 1);
  Ray.TMin = 0.0;
  Ray.TMax = 1000.0;
  TraceRay(Scene, RAY_FLAG_NONE, ~0, 0, 1, 0, Ray, P);
}

[shader("raygeneration")]
void RayGen() {
  Payload P;
  P.Color = 0;
  trace(P);
  Values[DispatchRaysIndex().x] = P.Color.xy;
}

[numthreads(8, 1, 1)]
void unreached(uint3 tid : SV_DispatchThreadID) {
  Values[tid.x] = Values[tid.x] * 2.0;
}

// REACHED: error: 'DispatchRaysIndex' is unavailable
[numthreads(8, 1, 1)]
void reached(uint3 tid : SV_DispatchThreadID) {
  BuiltInTriangleIntersectionAttributes A;
  A.barycentrics = Values[tid.x];
  Values[tid.x] = rayHelper(A);
}

// TRACE: error: 'TraceRay<Payload>' is unavailable
[numthreads(8, 1, 1)]
void reachedTrace(uint3 tid : SV_DispatchThreadID) {
  Payload P;
  P.Color = Values[tid.x].xyxy;
  trace(P);
  Values[tid.x] = P.Color.zw;
}
