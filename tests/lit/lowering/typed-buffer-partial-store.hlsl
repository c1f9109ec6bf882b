// A store of some components of a typed buffer element (`buf[i].gb = v`,
// `buf[i][c] = x`): DXIL's bufferStore writes the whole element, so the
// element is loaded, those components replaced and all four written back
// (mask 15), as DXC does. Was refused ("partial store into a typed buffer
// element"). DXC 1.9 for this source stores (x, 0.5, 0.25, w) to Colors and,
// for Pairs, 7 in the component i & 1 picks, the other one kept.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: %[[I:[0-9]+]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// `.gb = ...` is two component stores from Clang; like DXC, one load and
// one store of the element (coalesceComponentStores).
// CHECK: %[[C1:[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle %[[COLORS:[0-9]+]], i32 %[[I]], i32 undef)
// CHECK-DAG: %[[X:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %[[C1]], 0
// CHECK-DAG: %[[W:[0-9]+]] = extractvalue %dx.types.ResRet.f32 %[[C1]], 3
// CHECK-NOT: bufferLoad
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %[[COLORS]], i32 %[[I]], i32 undef, float %[[X]], float 5.000000e-01, float 2.500000e-01, float %[[W]], i8 15)
// CHECK-NOT: @dx.op.bufferStore.f32

// CHECK: %[[AND:.*]] = and i32 %[[I]], 1
// CHECK: %[[BYTE:[0-9]+]] = mul i32 %[[AND]], 4
// CHECK: %[[P:[0-9]+]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %[[PAIRS:[0-9]+]], i32 %[[I]], i32 undef)
// CHECK-DAG: %[[P0:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[P]], 0
// CHECK-DAG: %[[P1:[0-9]+]] = extractvalue %dx.types.ResRet.i32 %[[P]], 1
// CHECK: %[[LANE:[0-9]+]] = udiv i32 %[[BYTE]], 4
// CHECK: %[[IS0:[0-9]+]] = icmp eq i32 %[[LANE]], 0
// CHECK: %[[N0:[0-9]+]] = select i1 %[[IS0]], i32 7, i32 %[[P0]]
// CHECK: %[[IS1:[0-9]+]] = icmp eq i32 %[[LANE]], 1
// CHECK: %[[N1:[0-9]+]] = select i1 %[[IS1]], i32 7, i32 %[[P1]]
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %[[PAIRS]], i32 %[[I]], i32 undef, i32 %[[N0]], i32 %[[N1]], i32 %[[N0]], i32 %[[N0]], i8 15)

// A scalar element's `.x` is the whole element: no load.
// CHECK-NOT: bufferLoad
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %[[I]], i32 undef, i32 3, i32 3, i32 3, i32 3, i8 15)

RWBuffer<float4> Colors : register(u0);
RWBuffer<uint2> Pairs : register(u1);
RWBuffer<int> Scalars : register(u2);

[numthreads(8, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Colors[i].gb = float2(0.5, 0.25);
  Pairs[i][i & 1] = 7;
  Scalars[i].x = 3;
}
