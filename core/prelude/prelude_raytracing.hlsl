// ---- DirectX Raytracing system values (hand-written) ------------------------
// dxild compiles no ray tracing stage, but shared headers often define helper
// functions for ray tracing and compute shaders side by side, and DXC accepts
// them in a compute shader as long as the entry point never reaches them.
// These declarations let such headers parse. Each is only available in the
// stages DXC allows it in, so a call the entry point does reach is Clang's
// availability error ("'DispatchRaysIndex' is unavailable"); none is ever
// defined or lowered. TraceRay, RayDesc and the acceleration structure need
// resource support and are not declared.

#define _DXILD_RT(stage)                                                       \
  __attribute__((availability(shadermodel, introduced = 6.3,                  \
                              environment = stage)))
// Every ray tracing stage; the ones with a hit or candidate; with a ray.
#define _DXILD_RT_ALL                                                          \
  _DXILD_RT(raygeneration) _DXILD_RT(intersection) _DXILD_RT(anyhit)          \
  _DXILD_RT(closesthit) _DXILD_RT(miss) _DXILD_RT(callable)
#define _DXILD_RT_RAY                                                          \
  _DXILD_RT(intersection) _DXILD_RT(anyhit) _DXILD_RT(closesthit)             \
  _DXILD_RT(miss)
#define _DXILD_RT_HIT                                                          \
  _DXILD_RT(intersection) _DXILD_RT(anyhit) _DXILD_RT(closesthit)

struct BuiltInTriangleIntersectionAttributes {
  float2 barycentrics;
};

enum RAY_FLAG : unsigned int { // not `uint`: core/lib/Frontend/EnumBases.h
  RAY_FLAG_NONE = 0x00,
  RAY_FLAG_FORCE_OPAQUE = 0x01,
  RAY_FLAG_FORCE_NON_OPAQUE = 0x02,
  RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH = 0x04,
  RAY_FLAG_SKIP_CLOSEST_HIT_SHADER = 0x08,
  RAY_FLAG_CULL_BACK_FACING_TRIANGLES = 0x10,
  RAY_FLAG_CULL_FRONT_FACING_TRIANGLES = 0x20,
  RAY_FLAG_CULL_OPAQUE = 0x40,
  RAY_FLAG_CULL_NON_OPAQUE = 0x80,
  RAY_FLAG_SKIP_TRIANGLES = 0x100,
  RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES = 0x200,
};

enum HIT_KIND : unsigned int {
  HIT_KIND_TRIANGLE_FRONT_FACE = 0xFE,
  HIT_KIND_TRIANGLE_BACK_FACE = 0xFF,
};

_DXILD_RT_ALL uint3 DispatchRaysIndex();
_DXILD_RT_ALL uint3 DispatchRaysDimensions();
_DXILD_RT_RAY float3 WorldRayOrigin();
_DXILD_RT_RAY float3 WorldRayDirection();
_DXILD_RT_RAY float RayTMin();
_DXILD_RT_RAY float RayTCurrent();
_DXILD_RT_RAY uint RayFlags();
_DXILD_RT_HIT float3 ObjectRayOrigin();
_DXILD_RT_HIT float3 ObjectRayDirection();
_DXILD_RT_HIT float3x4 ObjectToWorld3x4();
_DXILD_RT_HIT float4x3 ObjectToWorld4x3();
_DXILD_RT_HIT float3x4 WorldToObject3x4();
_DXILD_RT_HIT float4x3 WorldToObject4x3();
_DXILD_RT_HIT float3x4 ObjectToWorld();
_DXILD_RT_HIT float3x4 WorldToObject();
_DXILD_RT_HIT uint InstanceIndex();
_DXILD_RT_HIT uint InstanceID();
_DXILD_RT_HIT uint PrimitiveIndex();
_DXILD_RT_HIT uint GeometryIndex();
_DXILD_RT(anyhit) _DXILD_RT(closesthit) uint HitKind();
_DXILD_RT(anyhit) void IgnoreHit();
_DXILD_RT(anyhit) void AcceptHitAndEndSearch();
template <typename A>
_DXILD_RT(intersection) bool ReportHit(float THit, uint HitKind, A Attributes);
template <typename P>
_DXILD_RT(raygeneration)
_DXILD_RT(closesthit) _DXILD_RT(miss) _DXILD_RT(callable) void CallShader(
    uint ShaderIndex, inout P Parameter);

#undef _DXILD_RT_HIT
#undef _DXILD_RT_RAY
#undef _DXILD_RT_ALL
#undef _DXILD_RT
