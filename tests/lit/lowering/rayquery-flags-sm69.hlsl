// RayQuery's second template argument, the RayQuery flags of shader model
// 6.9 (opacity micromaps): the allocation is AllocateRayQuery2 (258) with
// both flags as immediates, as DXC emits it; without flags it stays
// AllocateRayQuery (178). Below 6.9, and RAY_FLAG_FORCE_OMM_2_STATE without
// RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS (which DXC's validator refuses), are
// errors.

// RUN: %dxilc -T cs_6_9 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_9 -E main %s -Fo %t.dxil
// RUN: not %dxilc -T cs_6_8 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM68
// RUN: not %dxilc -T cs_6_9 -E noallow -D NOALLOW %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=NOALLOW

RaytracingAccelerationStructure Scene : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

bool Trace(float3 origin) {
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE | RAY_FLAG_CULL_NON_OPAQUE,
           RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS>
      q;
  RayDesc ray;
  ray.Origin = origin;
  ray.TMin = 0.1;
  ray.Direction = float3(0, 0, 1);
  ray.TMax = 100;
  q.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
  q.Proceed();
  return q.CommittedStatus() == COMMITTED_TRIANGLE_HIT;
}

[numthreads(4, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  RayQuery<RAY_FLAG_NONE> plain;
  RayDesc ray;
  ray.Origin = float3(id);
  ray.TMin = 0;
  ray.Direction = float3(1, 0, 0);
  ray.TMax = 10;
  plain.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
  plain.Proceed();
  Out[id.x] = Trace(float3(id)) + plain.CommittedStatus();
}

#ifdef NOALLOW
[numthreads(1, 1, 1)] void noallow() {
  RayQuery<RAY_FLAG_FORCE_OMM_2_STATE, RAYQUERY_FLAG_NONE | 2> q;
  Out[0] = q.Proceed();
}
#endif

// CHECK-DAG: call i32 @dx.op.allocateRayQuery2(i32 258, i32 1152, i32 1)
// CHECK-DAG: call i32 @dx.op.allocateRayQuery(i32 178, i32 0)
// CHECK: declare i32 @dx.op.allocateRayQuery2(i32, i32, i32) #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { nounwind }
// CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
// CHECK: ![[SM]] = !{!"cs", i32 6, i32 9}

// SM68: error: RayQuery flags need shader model 6.9
// NOALLOW: error: RAY_FLAG_FORCE_OMM_2_STATE needs the RayQuery flag RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS
