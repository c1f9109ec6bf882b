// A zero-initialized struct stored to a structured buffer element (GPUOpen
// GPUParticles11's CS_Emit: `GPUParticlePartA pa = (GPUParticlePartA)0;
// ... g_ParticleBufferA[index] = pa;`). From 32 bytes on, Clang writes the
// zeros as a memset on the element's pointer; it becomes word stores of
// zeros, four words per access, like a struct copy (expandBufferCopies).
// Before, "unsupported use of a buffer element pointer (call)". DXC stores
// the same zeros at the same offsets.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s --check-prefix=RAW

struct A { float4 c; float4 d; };
struct Particle { float4 Pos; float4 Vel; uint Id; float Age; };
RWStructuredBuffer<A> Bufs : register(u0);
RWStructuredBuffer<Particle> Particles : register(u1);

// CHECK-LABEL: define void @main()
// CHECK: [[I:%.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A:%.*]], i32 [[I]], i32 0, i32 0, i32 0, i32 0, i32 0, i8 15)
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[A]], i32 [[I]], i32 16, i32 0, i32 0, i32 0, i32 0, i8 15)
// CHECK-DAG: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[P:%.*]], i32 [[I]], i32 0, i32 0, i32 0, i32 0, i32 0, i8 15)
// CHECK-DAG: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[P]], i32 [[I]], i32 16, i32 0, i32 0, i32 0, i32 0, i8 15)
// CHECK-DAG: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle [[P]], i32 [[I]], i32 32, i32 [[I]],
// CHECK-DAG: call void @dx.op.bufferStore.{{i32|f32}}(i32 69, %dx.types.Handle [[P]], i32 [[I]], i32 36, {{i32 0|float 0.000000e\+00}},
// RAW-LABEL: define void @main()
// RAW: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle {{%.*}}, i32 {{%.*}}, i32 16, i32 0, i32 0, i32 0, i32 0, i8 15, i32 4)
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  A a = (A)0;
  Bufs[id.x] = a;
  Particle p = (Particle)0;
  p.Id = id.x;
  Particles[id.x] = p;
}
