// SM 6.6's 64-bit RWByteAddressBuffer methods (InterlockedAdd64, ...,
// InterlockedCompareExchange64, InterlockedCompareStore64) lower to DXC's
// 64-bit atomicBinOp / atomicCompareExchange at the byte address. As in
// DXC, a raw buffer used by a 64-bit atomic carries the Atomic64Use tag
// (3, 1) in its resource record and needs no AtomicInt64OnTypedResource
// flag (only Int64Ops and raw buffers: 0x100010); a typed UAV does need it.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E typed %s -Fc - | FileCheck %s --check-prefix=TYPED
// RUN: not %dxilc -T cs_6_5 -E main %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SM65

RWByteAddressBuffer BAB : register(u0);
RWBuffer<uint> Out : register(u1);
RWBuffer<uint64_t> Typed64 : register(u2);

// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle [[H:%.*]], i32 0, i32 8, i32 undef, i32 undef, i64 5)
// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle [[H]], i32 5, i32 16, i32 undef, i32 undef, i64 -3)
// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle [[H]], i32 6, i32 24, i32 undef, i32 undef, i64 7)
// CHECK: call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle [[H]], i32 32, i32 undef, i32 undef, i64 1, i64 2)
// CHECK: call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle [[H]], i32 40, i32 undef, i32 undef, i64 1, i64 2)
// CHECK: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle [[H]], i32 8, i32 48, i32 undef, i32 undef, i64 9)
// CHECK: !{i32 0, ptr @dx.resource.sym.BAB, !"BAB", i32 0, i32 0, i32 1, i32 11, i1 false, i1 false, i1 false, [[TAGS:![0-9]+]]}
// CHECK: [[TAGS]] = !{i32 3, i32 1}
// CHECK: !{ptr @main, !"main", null, !{{[0-9]+}}, [[PROPS:![0-9]+]]}
// CHECK: [[PROPS]] = !{i32 0, i64 1048592,
// SM65: error: '__dxild_interlocked_{{[a-z]+}}_{{[ui]}}64' is only available on Shader Model 6.6 or newer
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint64_t o0, o2;
  int64_t o1;
  BAB.InterlockedAdd64(8, 5, o0);
  BAB.InterlockedMax64(16, (int64_t)-3, o1);
  BAB.InterlockedMin64(24, 7ull);
  BAB.InterlockedCompareExchange64(32, 1ull, 2ull, o2);
  BAB.InterlockedCompareStore64(40, (int64_t)1, (int64_t)2);
  BAB.InterlockedExchange64(48, 9ull, o2);
  Out[i] = (uint)(o0 + o1 + o2);
}

// TYPED: call i64 @dx.op.atomicBinOp.i64(i32 78,
// TYPED: !{i32 0, ptr @dx.resource.sym.Typed64, !"Typed64", i32 0, i32 2, i32 1, i32 10, i1 false, i1 false, i1 false, [[TT:![0-9]+]]}
// TYPED: [[TT]] = !{i32 0, i32 5, i32 3, i32 1}
// AtomicInt64OnTypedResource (bit 27) with Int64Ops (bit 20).
// TYPED: !{i32 0, i64 135266304,
[numthreads(1, 1, 1)]
void typed(uint i : SV_DispatchThreadID) {
  InterlockedAdd(Typed64[i], 1ull);
}

// A 32-bit value (naga's `InterlockedMax64(0, 1uL)`): DXC takes the signed
// 64-bit method for either signedness, the value zero- or sign-extended,
// whatever the type of `Original` (Clang 22 found the int64_t and uint64_t
// overloads equally good).
// RUN: %dxilc -T cs_6_6 -E thirtytwo %s -Fc - | FileCheck %s --check-prefix=I32
// I32: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// I32: %[[Z:.*]] = zext i32 %[[X]] to i64
// I32: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %{{.*}}, i32 5, i32 0, i32 undef, i32 undef, i64 %[[Z]])
// I32: %[[S:.*]] = sext i32 %[[X]] to i64
// I32: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %{{.*}}, i32 4, i32 8, i32 undef, i32 undef, i64 %[[S]])
// I32: call i64 @dx.op.atomicBinOp.i64(i32 78, %dx.types.Handle %{{.*}}, i32 5, i32 16, i32 undef, i32 undef, i64 1)
// I32: call i64 @dx.op.atomicCompareExchange.i64(i32 79, %dx.types.Handle %{{.*}}, i32 24, i32 undef, i32 undef, i64 1, i64 2)
[numthreads(1, 1, 1)]
void thirtytwo(uint x : SV_DispatchThreadID) {
  uint64_t o;
  BAB.InterlockedMax64(0, x);
  BAB.InterlockedMin64(8, (int)x);
  BAB.InterlockedMax64(16, 1u, o);
  BAB.InterlockedCompareStore64(24, 1u, 2u);
  Out[x] = (uint)o;
}
