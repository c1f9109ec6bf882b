// The first component of a vector as an Interlocked* destination
// (`InterlockedAdd(Counts[i].x, 1)` on a RWStructuredBuffer<uint2>). Its
// address is the vector's own, so Clang's copy-back stores to the vector's
// address with no component GEP; it is still the same destination. Each
// lowers to the operation DXC emits: an `atomicBinOp` with the component's
// byte offset, an `atomicrmw` on the groupshared component.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK-LABEL: define void @main()
// CHECK: [[I:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[C:%.*]], i32 0, i32 [[I]], i32 0, i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[C]], i32 7, i32 [[I]], i32 4, i32 undef, i32 5)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle {{%.*}}, i32 2, i32 [[I]], i32 0, i32 undef, i32 2)
// CHECK: atomicrmw add ptr addrspace(3) @G, i32 3 seq_cst, align 4
// CHECK: [[GA:%.*]] = getelementptr {{.*}}@GA
// CHECK: atomicrmw add ptr addrspace(3) [[GA]], i32 4 seq_cst, align 4
struct P { uint2 v; int w; };
RWStructuredBuffer<uint2> Counts : register(u0);
RWStructuredBuffer<P> Ps : register(u1);
RWBuffer<uint> Out : register(u2);
groupshared uint2 G;
groupshared uint2 GA[8];
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex) {
  uint o0, o1;
  InterlockedAdd(Counts[i].x, 1);
  InterlockedMax(Counts[i].y, 5, o0);
  InterlockedOr(Ps[i].v.x, 2, o1);
  InterlockedAdd(G.x, 3);
  InterlockedAdd(GA[i % 8].x, 4);
  GroupMemoryBarrierWithGroupSync();
  Out[i] = o0 + o1 + G.x + GA[i % 8].x;
}
