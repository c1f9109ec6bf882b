// msad4 end to end at shader model 6.0, against DXC 1.9 (cs_6_0) on the same
// source: DXC's TranslateMSad4 expansion, the source window's bytes at
// offsets 1-3 built with Bfi (53) from source.y and source.x >> 8/16/24,
// then one Msad (50) per component against the reference. With a constant
// source DXC's constant folder computes the Bfi values; these are its
// numbers: 0x05060708 = 84281096, 0x0c050607 = 201655815,
// 0x0b0c0506 = 185337094, 0x0a0b0c05 = 168496133. Msad itself is never
// folded (nor by DXC).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint4> Out : register(u0);
RWStructuredBuffer<uint4> In : register(u1);

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint4 v = In[tid.x];
  Out[0] = msad4(v.x, uint2(0x05060708, 0x090a0b0c), v);
  Out[1] = msad4(0x01020304, v.yz, uint4(1, 2, 3, 4));
}

// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 %[[X:.*]], i32 84281096, i32 %[[X]])
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 %[[X]], i32 201655815, i32 %[[Y:.*]])
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 %[[X]], i32 185337094, i32 %[[Z:.*]])
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 %[[X]], i32 168496133, i32 %{{.*}})
// CHECK: %[[S1:.*]] = lshr i32 %[[Y]], 8
// CHECK: %[[B1:.*]] = call i32 @dx.op.quaternary.i32(i32 53, i32 8, i32 24, i32 %[[Z]], i32 %[[S1]])
// CHECK: %[[S2:.*]] = lshr i32 %[[Y]], 16
// CHECK: %[[B2:.*]] = call i32 @dx.op.quaternary.i32(i32 53, i32 16, i32 16, i32 %[[Z]], i32 %[[S2]])
// CHECK: %[[S3:.*]] = lshr i32 %[[Y]], 24
// CHECK: %[[B3:.*]] = call i32 @dx.op.quaternary.i32(i32 53, i32 24, i32 8, i32 %[[Z]], i32 %[[S3]])
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 16909060, i32 %[[Y]], i32 1)
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 16909060, i32 %[[B1]], i32 2)
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 16909060, i32 %[[B2]], i32 3)
// CHECK: call i32 @dx.op.tertiary.i32(i32 50, i32 16909060, i32 %[[B3]], i32 4)
// CHECK-NOT: __dxild
