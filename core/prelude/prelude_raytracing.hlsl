// ---- DirectX Raytracing system values (hand-written) ------------------------
// dxild compiles no ray tracing stage, but shared headers often define helper
// functions for ray tracing and compute shaders side by side, and DXC accepts
// them in a compute shader as long as the entry point never reaches them.
// These declarations let such headers parse. Each is only available in the
// stages DXC allows it in, so a call the entry point does reach is Clang's
// availability error ("'DispatchRaysIndex' is unavailable"); none is ever
// defined or lowered. TraceRay follows RayDesc below.
//
// Inline ray tracing (SM 6.5, any stage) is compiled: RayDesc, RayQuery and
// RaytracingAccelerationStructure (textures.py) below.

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
  RAY_FLAG_FORCE_OMM_2_STATE = 0x400, // shader model 6.9
};

// RayQuery's second template argument (shader model 6.9).
enum RAYQUERY_FLAG : unsigned int {
  RAYQUERY_FLAG_NONE = 0,
  RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS = 1,
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

// ---- Inline ray tracing (SM 6.5) ------------------------------------------
struct RayDesc {
  float3 Origin;
  float TMin;
  float3 Direction;
  float TMax;
};

template <typename P>
_DXILD_RT(raygeneration)
_DXILD_RT(closesthit) _DXILD_RT(miss) void TraceRay(
    RaytracingAccelerationStructure AccelerationStructure, uint RayFlags,
    uint InstanceInclusionMask, uint RayContributionToHitGroupIndex,
    uint MultiplierForGeometryContributionToHitGroupIndex,
    uint MissShaderIndex, RayDesc Ray, inout P Payload);

enum COMMITTED_STATUS : unsigned int {
  COMMITTED_NOTHING = 0,
  COMMITTED_TRIANGLE_HIT = 1,
  COMMITTED_PROCEDURAL_PRIMITIVE_HIT = 2,
};

enum CANDIDATE_TYPE : unsigned int {
  CANDIDATE_NON_OPAQUE_TRIANGLE = 0,
  CANDIDATE_PROCEDURAL_PRIMITIVE = 1,
};

// A ray query is the i32 AllocateRayQuery returns, allocated where the
// object is declared (its constructor), as DXC does. The externals become
// llvm.dx.dxild.rayquery.* (Intrinsics stage) and the DXIL operations
// (Lowering/DXILRayQuery.cpp); a state query names its DXIL opcode, which
// decides the operation class (scalar, vector per component, 3x4 matrix
// per element).
uint __dxild_rayquery_allocate(uint const_ray_flags, uint ray_query_flags);
bool __dxild_rayquery_proceed(uint query);
void __dxild_rayquery_abort(uint query);
void __dxild_rayquery_commit_triangle(uint query);
void __dxild_rayquery_commit_procedural(uint query, float t_hit);
template <typename T> T __dxild_rayquery_state(uint opcode, uint query);

// RayQuery flags (the second parameter) make the allocation shader model
// 6.9's AllocateRayQuery2.
template <uint ConstRayFlags, uint RayQueryFlags = 0> struct RayQuery {
  uint __query;
  // Shader models 6.5 and, with flags, 6.9: enforced by the lowering
  // (Lowering/DXILRayQuery.cpp).
  RayQuery() {
    __query = __dxild_rayquery_allocate(ConstRayFlags, RayQueryFlags);
  }
  void TraceRayInline(RaytracingAccelerationStructure AccelerationStructure,
                      uint RayFlags, uint InstanceInclusionMask, RayDesc Ray) {
    __dxild_res_trace_ray_inline(AccelerationStructure.__ptr(), __query,
                                 RayFlags, InstanceInclusionMask, Ray.Origin,
                                 Ray.TMin, Ray.Direction, Ray.TMax);
  }
  bool Proceed() { return __dxild_rayquery_proceed(__query); }
  void Abort() { __dxild_rayquery_abort(__query); }
  void CommitNonOpaqueTriangleHit() {
    __dxild_rayquery_commit_triangle(__query);
  }
  void CommitProceduralPrimitiveHit(float THit) {
    __dxild_rayquery_commit_procedural(__query, THit);
  }
#define _DXILD_RQ_STATE(T, Name, Opcode)                                       \
  T Name() { return (T)__dxild_rayquery_state<T>(Opcode, __query); }
#define _DXILD_RQ_MATRIX(Name, Opcode)                                         \
  _DXILD_RQ_STATE(float3x4, Name##3x4, Opcode)                                 \
  float4x3 Name##4x3() { return transpose(Name##3x4()); }
  _DXILD_RQ_STATE(COMMITTED_STATUS, CommittedStatus, 184)
  _DXILD_RQ_STATE(CANDIDATE_TYPE, CandidateType, 185)
  _DXILD_RQ_MATRIX(CandidateObjectToWorld, 186)
  _DXILD_RQ_MATRIX(CandidateWorldToObject, 187)
  _DXILD_RQ_MATRIX(CommittedObjectToWorld, 188)
  _DXILD_RQ_MATRIX(CommittedWorldToObject, 189)
  _DXILD_RQ_STATE(bool, CandidateProceduralPrimitiveNonOpaque, 190)
  _DXILD_RQ_STATE(bool, CandidateTriangleFrontFace, 191)
  _DXILD_RQ_STATE(bool, CommittedTriangleFrontFace, 192)
  _DXILD_RQ_STATE(float2, CandidateTriangleBarycentrics, 193)
  _DXILD_RQ_STATE(float2, CommittedTriangleBarycentrics, 194)
  _DXILD_RQ_STATE(uint, RayFlags, 195)
  _DXILD_RQ_STATE(float3, WorldRayOrigin, 196)
  _DXILD_RQ_STATE(float3, WorldRayDirection, 197)
  _DXILD_RQ_STATE(float, RayTMin, 198)
  _DXILD_RQ_STATE(float, CandidateTriangleRayT, 199)
  _DXILD_RQ_STATE(float, CommittedRayT, 200)
  _DXILD_RQ_STATE(uint, CandidateInstanceIndex, 201)
  _DXILD_RQ_STATE(uint, CandidateInstanceID, 202)
  _DXILD_RQ_STATE(uint, CandidateGeometryIndex, 203)
  _DXILD_RQ_STATE(uint, CandidatePrimitiveIndex, 204)
  _DXILD_RQ_STATE(float3, CandidateObjectRayOrigin, 205)
  _DXILD_RQ_STATE(float3, CandidateObjectRayDirection, 206)
  _DXILD_RQ_STATE(uint, CommittedInstanceIndex, 207)
  _DXILD_RQ_STATE(uint, CommittedInstanceID, 208)
  _DXILD_RQ_STATE(uint, CommittedGeometryIndex, 209)
  _DXILD_RQ_STATE(uint, CommittedPrimitiveIndex, 210)
  _DXILD_RQ_STATE(float3, CommittedObjectRayOrigin, 211)
  _DXILD_RQ_STATE(float3, CommittedObjectRayDirection, 212)
  _DXILD_RQ_STATE(uint, CandidateInstanceContributionToHitGroupIndex, 214)
  _DXILD_RQ_STATE(uint, CommittedInstanceContributionToHitGroupIndex, 215)
#undef _DXILD_RQ_MATRIX
#undef _DXILD_RQ_STATE
};

#undef _DXILD_RT_HIT
#undef _DXILD_RT_RAY
#undef _DXILD_RT_ALL
#undef _DXILD_RT
