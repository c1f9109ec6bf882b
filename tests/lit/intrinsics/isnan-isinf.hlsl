// isnan/isinf/isfinite, as DXC compiles them. A float lane is the
// isSpecialFloat operation (IsNaN 8, IsInf 9); a half lane (16-bit types)
// tests the bits, since the 16-bit overloads need shader model 6.9 and the
// validator refuses them before: NaN is an all-ones exponent (0x7C00) with
// a nonzero fraction (0x3FF), infinity +-0x7C00 (31744, -1024).

// RUN: %dxilc -T cs_6_2 -E main -enable-16bit-types %s -Fc - | FileCheck %s

RWBuffer<float4> Buf : register(u0);

// CHECK: [[F:%.*]] = extractvalue %dx.types.ResRet.f32 %{{.*}}, 0
// CHECK-DAG: call i1 @dx.op.isSpecialFloat.f32(i32 8, float [[F]])
// CHECK-DAG: call i1 @dx.op.isSpecialFloat.f32(i32 9, float [[F]])
// CHECK-DAG: [[H:%.*]] = fptrunc {{.*}}float [[F]] to half
// CHECK-DAG: [[B:%.*]] = bitcast half [[H]] to i16
// CHECK-DAG: [[E:%.*]] = and i16 [[B]], 31744
// CHECK-DAG: [[EO:%.*]] = icmp eq i16 [[E]], 31744
// CHECK-DAG: [[M:%.*]] = and i16 [[B]], 1023
// CHECK-DAG: [[MO:%.*]] = icmp ne i16 [[M]], 0
// CHECK-DAG: and i1 [[EO]], [[MO]]
// CHECK-DAG: [[B2:%.*]] = bitcast half [[H]] to i16
// CHECK-DAG: [[PI:%.*]] = icmp eq i16 [[B2]], 31744
// CHECK-DAG: [[NI:%.*]] = icmp eq i16 [[B2]], -1024
// CHECK-DAG: or i1 {{.*}}[[PI]]{{.*}}
// CHECK-NOT: isSpecialFloat.f16
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float f = Buf[i].x;
  half h = (half)f;
  Buf[i] = float4(isnan(f), isinf(f), isnan(h), isinf(h));
  Buf[i + 1] = float4(isfinite(h), isfinite(f), 0, 0);
}
