// Inline ray tracing (SM 6.5): RayQuery, RayDesc and
// RaytracingAccelerationStructure (prelude_raytracing.hlsl, textures.py;
// Lowering/DXILRayQuery.h). Every operation, its opcode and operands are
// those DXC 1.9 emits for this source: one AllocateRayQuery per declared
// query with its template flags, TraceRayInline's ray flags, mask and the
// ray's eight floats, the 4x3 matrices read as the 3x4 ones with row and
// column swapped ([3][1] of CandidateWorldToObject4x3 is row 1, column 3).
// The acceleration structure is an SRV of kind 16 whose record carries
// element type i32 ({ 0, 4 }), and the module needs Raytracing tier 1.1
// (flag bit 25, with bit 4 for the structured buffer).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=SM66
// RUN: not %dxilc -T cs_6_4 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM64
// RUN: %dxilc -T cs_6_6 -E arrays -D ARRAYS %s -Fc - | FileCheck %s --check-prefix=ARRAYS
// RUN: not %dxilc -T cs_6_5 -E flags2 -D FLAGS2 %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=FLAGS2

// CHECK-DAG: %[[SHADOW:.*]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 1)
// CHECK-DAG: %[[Q:.*]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 640)
// CHECK: call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %[[Q]], %dx.types.Handle %{{.*}}, i32 16, i32 15, float %{{.*}}, float %{{.*}}, float %{{.*}}, float 5.000000e-01, float 0.000000e+00, float 1.000000e+00, float 0.000000e+00, float 1.000000e+03)
// CHECK: call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %[[Q]])
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 185, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 205, i32 %[[Q]], i8 2)
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 206, i32 %[[Q]], i8 0)
// CHECK-DAG: call i1 @dx.op.rayQuery_StateScalar.i1(i32 190, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateScalar.f32(i32 198, i32 %[[Q]])
// CHECK-DAG: call void @dx.op.rayQuery_CommitProceduralPrimitiveHit(i32 183, i32 %[[Q]], float %{{.*}})
// CHECK-DAG: call float @dx.op.rayQuery_StateMatrix.f32(i32 187, i32 %[[Q]], i32 1, i8 3)
// CHECK-DAG: call float @dx.op.rayQuery_StateScalar.f32(i32 199, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateMatrix.f32(i32 186, i32 %[[Q]], i32 2, i8 0)
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 201, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 202, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 203, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 204, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 214, i32 %[[Q]])
// CHECK-DAG: call i1 @dx.op.rayQuery_StateScalar.i1(i32 191, i32 %[[Q]])
// CHECK-DAG: call void @dx.op.rayQuery_CommitNonOpaqueTriangleHit(i32 182, i32 %[[Q]])
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateMatrix.f32(i32 189, i32 %[[Q]], i32 2, i8 0)
// CHECK-DAG: call float @dx.op.rayQuery_StateMatrix.f32(i32 188, i32 %[[Q]], i32 0, i8 1)
// CHECK-DAG: call float @dx.op.rayQuery_StateScalar.f32(i32 200, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 207, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 209, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 210, i32 %[[Q]])
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 215, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 212, i32 %[[Q]], i8 1)
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 194, i32 %[[Q]], i8 1)
// CHECK-DAG: call i32 @dx.op.rayQuery_StateScalar.i32(i32 195, i32 %[[Q]])
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 196, i32 %[[Q]], i8 0)
// CHECK-DAG: call float @dx.op.rayQuery_StateVector.f32(i32 197, i32 %[[Q]], i8 2)
// CHECK: call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %[[SHADOW]], %dx.types.Handle %{{.*}}, i32 0, i32 255,
// CHECK: call i1 @dx.op.rayQuery_Proceed.i1(i32 180, i32 %[[SHADOW]])
// CHECK: call i32 @dx.op.rayQuery_StateScalar.i32(i32 184, i32 %[[SHADOW]])
// CHECK-DAG: declare i32 @dx.op.allocateRayQuery(i32, i32) #[[RW:[0-9]+]]
// CHECK-DAG: declare i32 @dx.op.rayQuery_StateScalar.i32(i32, i32) #[[RO:[0-9]+]]
// CHECK-DAG: attributes #[[RW]] = { nounwind }
// CHECK-DAG: attributes #[[RO]] = { nounwind willreturn memory(read) }
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.Scene, !"Scene", i32 1, i32 2, i32 1, i32 16, i32 0, ![[TAGS:[0-9]+]]}
// CHECK-DAG: ![[TAGS]] = !{i32 0, i32 4}
// CHECK-DAG: !{i32 0, i64 33554448, i32 4,

// SM66: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 16, i32 0 })

// An array of queries (one allocation each), queries passed inout to a
// helper, an array of acceleration structures indexed at run time and one
// from the descriptor heap (annotated { 16, 0 } as DXC does).
// ARRAYS-DAG: %[[Q0:.*]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)
// ARRAYS-DAG: %[[Q1:.*]] = call i32 @dx.op.allocateRayQuery(i32 178, i32 0)
// ARRAYS-DAG: call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %[[Q0]],
// ARRAYS-DAG: call void @dx.op.rayQuery_TraceRayInline(i32 179, i32 %[[Q1]],
// ARRAYS-DAG: %[[HEAP:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218,
// ARRAYS-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[HEAP]], %dx.types.ResourceProperties { i32 16, i32 0 })
// ARRAYS-DAG: !{i32 0, ptr @dx.resource.sym.scenes, !"scenes", i32 0, i32 0, i32 2, i32 16, i32 0, ![[T:[0-9]+]]}

// SM64: error: RayQuery (inline ray tracing) needs shader model 6.5 or later
// FLAGS2: error: RayQuery flags need shader model 6.9

RaytracingAccelerationStructure Scene : register(t2, space1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  RayQuery<RAY_FLAG_FORCE_OPAQUE> shadow;
  RayQuery<RAY_FLAG_CULL_NON_OPAQUE | RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES> q;
  RayDesc ray;
  ray.Origin = float3(id);
  ray.TMin = 0.5;
  ray.Direction = float3(0, 1, 0);
  ray.TMax = 1000;
  q.TraceRayInline(Scene, RAY_FLAG_CULL_BACK_FACING_TRIANGLES, 0x0F, ray);
  float4 acc = 0;
  while (q.Proceed()) {
    if (q.CandidateType() == CANDIDATE_PROCEDURAL_PRIMITIVE) {
      acc.x += q.CandidateObjectRayOrigin().z + q.CandidateObjectRayDirection().x;
      if (q.CandidateProceduralPrimitiveNonOpaque())
        q.CommitProceduralPrimitiveHit(q.RayTMin() + 1);
    } else {
      float4x3 c = q.CandidateWorldToObject4x3();
      acc.y += c[3][1] + q.CandidateTriangleRayT() + q.CandidateObjectToWorld3x4()[2][0];
      acc.z += q.CandidateInstanceIndex() + q.CandidateInstanceID() + q.CandidateGeometryIndex() +
               q.CandidatePrimitiveIndex() + q.CandidateInstanceContributionToHitGroupIndex();
      if (q.CandidateTriangleFrontFace())
        q.CommitNonOpaqueTriangleHit();
    }
  }
  COMMITTED_STATUS status = q.CommittedStatus();
  if (status == COMMITTED_TRIANGLE_HIT) {
    float4x3 w = q.CommittedWorldToObject4x3();
    float4x3 o = q.CommittedObjectToWorld4x3();
    acc.w = w[0][2] + o[1][0] + q.CommittedRayT() + q.CommittedInstanceIndex() +
            q.CommittedGeometryIndex() + q.CommittedPrimitiveIndex() +
            q.CommittedInstanceContributionToHitGroupIndex() +
            q.CommittedObjectRayDirection().y + q.CommittedTriangleBarycentrics().y +
            q.RayFlags() + q.WorldRayOrigin().x + q.WorldRayDirection().z;
  }
  ray.Origin += 1;
  shadow.TraceRayInline(Scene, RAY_FLAG_NONE, 0xFF, ray);
  shadow.Proceed();
  if (shadow.CommittedStatus() != COMMITTED_NOTHING)
    acc *= 0.5;
  Out[id.x] = acc;
}

#ifdef ARRAYS
RaytracingAccelerationStructure scenes[2] : register(t0);
bool Trace(inout RayQuery<RAY_FLAG_NONE> q, RaytracingAccelerationStructure as,
           float3 p) {
  RayDesc r;
  r.Origin = p;
  r.TMin = 0;
  r.Direction = float3(0, 0, 1);
  r.TMax = 10;
  q.TraceRayInline(as, RAY_FLAG_NONE, 0xFF, r);
  q.Proceed();
  return q.CommittedStatus() == COMMITTED_TRIANGLE_HIT;
}
[numthreads(8, 1, 1)]
void arrays(uint3 id : SV_DispatchThreadID) {
  RayQuery<RAY_FLAG_NONE> qs[2];
  bool a = Trace(qs[0], scenes[id.x & 1], float3(id));
  RaytracingAccelerationStructure fromHeap = ResourceDescriptorHeap[id.y];
  bool b = Trace(qs[1], fromHeap, float3(id) + 1);
  Out[id.x] = a + b;
}
#endif

#ifdef FLAGS2
[numthreads(1, 1, 1)]
void flags2() {
  RayQuery<RAY_FLAG_NONE, 1> q;
  Out[0] = q.Proceed();
}
#endif
