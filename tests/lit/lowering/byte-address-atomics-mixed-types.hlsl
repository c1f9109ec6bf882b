// RWByteAddressBuffer atomics with int and uint arguments mixed, as DXC's
// signatures take them: uint values (an int converts to the same bits; a
// uint compare with an int value was "call to member function
// 'InterlockedCompareStore' is ambiguous"), Min/Max signed or unsigned by the
// value's type, and an int or uint variable for `original`. Opcodes, offsets
// and values are DXC 1.9's for this source (Add 0, IMin 4, UMax 7, Or 2,
// Exchange 8).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %[[B:[0-9]+]], i32 4, i32 undef, i32 undef, i32 1, i32 -3)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[B]], i32 0, i32 0, i32 undef, i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[B]], i32 8, i32 4, i32 undef, i32 undef, i32 -3)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle %[[B]], i32 8, i32 undef, i32 undef, i32 -3, i32 2)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[B]], i32 4, i32 12, i32 undef, i32 undef, i32 -3)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[B]], i32 7, i32 16, i32 undef, i32 undef, i32 7)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[B]], i32 2, i32 20, i32 undef, i32 undef, i32 -3)

RWByteAddressBuffer buf : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  int o1, o2, o3;
  uint u1, u2;
  int v = -3;
  uint comp = 1;
  buf.InterlockedCompareStore(4, comp, v);
  buf.InterlockedAdd(0, 1, o1);
  buf.InterlockedExchange(4, v, o2);
  buf.InterlockedCompareExchange(8, v, 2, o3);
  buf.InterlockedMin(12, v, u1);
  buf.InterlockedMax(16, 7u, u2);
  buf.InterlockedOr(20, v);
  buf.Store4(32, uint4(o1 + o2, o3, u1, u2));
}
