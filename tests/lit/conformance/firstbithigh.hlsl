// firstbithigh (offload-test-suite firstbithigh.32): DXIL's FirstbitHi and
// FirstbitSHi count from the most significant bit; HLSL's result is the bit
// index from the least significant one, -1 when none: DXC emits
// `r == -1 ? -1 : width-1 - r`.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_5 -E main -enable-16bit-types %s -Fc - | FileCheck %s --check-prefix=HALF

StructuredBuffer<uint> InU : register(t0);
StructuredBuffer<int> InI : register(t1);
RWStructuredBuffer<uint> Out : register(u0);

// CHECK: %[[U:.*]] = call i32 @dx.op.unaryBits.i32(i32 33, i32
// CHECK-DAG: %[[UN:.*]] = icmp eq i32 %[[U]], -1
// CHECK-DAG: %[[US:.*]] = sub i32 31, %[[U]]
// CHECK: select i1 %[[UN]], i32 -1, i32 %[[US]]
// CHECK: %[[S:.*]] = call i32 @dx.op.unaryBits.i32(i32 34, i32
// CHECK-DAG: %[[SN:.*]] = icmp eq i32 %[[S]], -1
// CHECK-DAG: %[[SS:.*]] = sub i32 31, %[[S]]
// CHECK: select i1 %[[SN]], i32 -1, i32 %[[SS]]
// HALF: call i32 @dx.op.unaryBits.i16(i32 33, i16
// HALF: sub i32 15,
[numthreads(1, 1, 1)]
void main() {
  Out[0] = firstbithigh(InU[0]);
  Out[1] = firstbithigh(InI[0]);
#if __HLSL_ENABLE_16_BIT
  Out[2] = firstbithigh((uint16_t)InU[1]);
#endif
}
