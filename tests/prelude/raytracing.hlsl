// DXR system values are declared so shared headers parse in compute shaders;
// a helper the entry never reaches compiles, a reachable call is an
// availability error naming the intrinsic.
// RUN: %clang_hlsl -triple dxil-pc-shadermodel6.6-compute -hlsl-entry main %s -o - | %clean | FileCheck %s
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.6-compute -hlsl-entry main -DREACH %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REACH

RWStructuredBuffer<float> Out;

// Compiled as in the RTAO sample: used only by its ray generation shaders.
float2 unreachedHelper(BuiltInTriangleIntersectionAttributes Attr) {
  uint2 Index = DispatchRaysIndex().xy;
  float3 P = WorldRayOrigin() + RayTCurrent() * WorldRayDirection();
  return Attr.barycentrics + Index + P.xy +
         (RAY_FLAG_CULL_BACK_FACING_TRIANGLES | HIT_KIND_TRIANGLE_FRONT_FACE);
}

// CHECK-LABEL: define void @main()
// CHECK-NOT: DispatchRaysIndex
// CHECK: ret void
[numthreads(1, 1, 1)] void main(uint3 Id : SV_DispatchThreadID) {
#ifdef REACH
  // REACH: error: 'DispatchRaysIndex' is unavailable
  Out[0] = DispatchRaysIndex().x;
#else
  Out[Id.x] = 1.0;
#endif
}
