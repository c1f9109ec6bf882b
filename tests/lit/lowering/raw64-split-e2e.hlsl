// 64-bit raw and structured buffer data below shader model 6.3, where DXIL
// has no 64-bit bufferLoad/rawBufferLoad overloads: as DXC 1.9 compiles the
// same source at cs_6_0 and cs_6_2, each 64-bit value moves as two i32
// halves, low first, two values per operation (mask 15, or 3 for the last
// odd one), alignment 8 for structured and 4 for byte-address buffers
// (rawBufferLoad/Store only from 6.2); loads first, then makeDouble or
// zext/shl/or per value; stores split every value first (splitDouble or
// trunc/lshr/trunc), then store. From 6.3 the 64-bit overloads are used.

// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s --check-prefix=SM62
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=SM60
// RUN: %dxilc -T cs_6_3 -E main %s -Fc - | FileCheck %s --check-prefix=SM63

struct S {
  double2 d;
  double e;
  int64_t l;
  float f;
};
RWStructuredBuffer<S> B : register(u0);
RWByteAddressBuffer R : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 t : SV_DispatchThreadID) {
  S s = B[t.x];
  s.d *= 2;
  s.e += 1;
  s.l += 3;
  B[t.x + 1] = s;
  uint64_t q = R.Load<uint64_t>(t.x * 8);
  R.Store<uint64_t>(t.x * 8 + 64, q + 1);
}

// SM62: %[[L0:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %[[I:.*]], i32 0, i8 15, i32 8)
// SM62: %[[A0:.*]] = extractvalue %dx.types.ResRet.i32 %[[L0]], 0
// SM62: %[[A1:.*]] = extractvalue %dx.types.ResRet.i32 %[[L0]], 1
// SM62: call double @dx.op.makeDouble.f64(i32 101, i32 %[[A0]], i32 %[[A1]])
// SM62: call double @dx.op.makeDouble.f64(i32 101,
// SM62: %[[L1:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 16, i8 3, i32 8)
// SM62: call double @dx.op.makeDouble.f64(i32 101,
// SM62: %[[L2:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 24, i8 3, i32 8)
// SM62: %[[LO:.*]] = extractvalue %dx.types.ResRet.i32 %[[L2]], 0
// SM62: %[[HI:.*]] = extractvalue %dx.types.ResRet.i32 %[[L2]], 1
// SM62: %[[LO64:.*]] = zext i32 %[[LO]] to i64
// SM62: %[[HI64:.*]] = zext i32 %[[HI]] to i64
// SM62: %[[SH:.*]] = shl i64 %[[HI64]], 32
// SM62: or i64 %[[LO64]], %[[SH]]
// SM62: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %{{.*}}, i32 %[[I]], i32 32, i8 1, i32 4)
// SM62: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102,
// SM62: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102,
// SM62: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15, i32 8)
// SM62: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102,
// SM62: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i8 3, i32 8)
// SM62: %[[T0:.*]] = trunc i64 %{{.*}} to i32
// SM62: %[[T1:.*]] = lshr i64 %{{.*}}, 32
// SM62: %[[T2:.*]] = trunc i64 %[[T1]] to i32
// SM62: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 24, i32 %[[T0]], i32 %[[T2]], i32 undef, i32 undef, i8 3, i32 8)
// SM62: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 32, float
// SM62: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, i8 3, i32 4)
// SM62: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i8 3, i32 4)
// SM62-NOT: .f64(i32 139
// SM62-NOT: .i64(i32 14

// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0)
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16)
// SM60: call double @dx.op.makeDouble.f64(i32 101,
// SM60: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 15)
// SM60: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef)
// SM60-NOT: .f64(i32 68
// SM60-NOT: .i64(i32 6

// SM63: call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i8 3, i32 8)
// SM63: call %dx.types.ResRet.i64 @dx.op.rawBufferLoad.i64(i32 139,
