// A variable component of a constant-buffer vector (`noise[y][x]` of a
// float4 array, `v[i]` of an int4; donut's deferred lighting pass) was
// refused ("dynamic cbuffer index into elements smaller than a 16-byte
// row"). The row is loaded once and the component selected by the lane: the
// lane's component of the row, offset by where the vector starts in it
// (`f2[i]` of a float2 in components 2-3 picks component i + 2). DXC stores
// the row to a local array and loads the lane, the same value.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// noise[y][x]: row y, component x.
// CHECK: %[[X:.*]] = and i32 %{{.*}}, 3
// CHECK: %[[Y:.*]] = and i32 %{{.*}}, 3
// CHECK: %[[R:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[H:[^,]*]], i32 %{{.*}})
// CHECK-DAG: %[[C3:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 3
// CHECK-DAG: %[[C2:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 2
// CHECK-DAG: %[[E2:.*]] = icmp eq i32 %[[X]], 2
// CHECK: %[[S2:.*]] = select i1 %[[E2]], float %[[C2]], float %[[C3]]
// CHECK-DAG: %[[C1:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 1
// CHECK-DAG: %[[E1:.*]] = icmp eq i32 %[[X]], 1
// CHECK: %[[S1:.*]] = select i1 %[[E1]], float %[[C1]], float %[[S2]]
// CHECK-DAG: %[[C0:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R]], 0
// CHECK-DAG: %[[E0:.*]] = icmp eq i32 %[[X]], 0
// CHECK: select i1 %[[E0]], float %[[C0]], float %[[S1]]

// f2[i]: row 5, lane i + 2 chooses between components 2 and 3.
// CHECK: %[[R5:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[H]], i32 5)
// CHECK: %[[L:.*]] = add i32 %{{.*}}, 2
// CHECK-DAG: %[[D3:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R5]], 3
// CHECK-DAG: %[[D2:.*]] = extractvalue %dx.types.CBufRet.f32 %[[R5]], 2
// CHECK-DAG: %[[F2:.*]] = icmp eq i32 %[[L]], 2
// CHECK: select i1 %[[F2]], float %[[D2]], float %[[D3]]
// CHECK-NOT: extractvalue %dx.types.CBufRet.f32 %[[R5]], 1

// v[i] of an int4: row 4.
// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[H]], i32 4)

cbuffer C : register(b0) {
  float4 noise[4];
  int4 v;
  float2 pad;
  float2 f2;
};
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int x = id.x & 3;
  int y = id.y & 3;
  o[0] = noise[y][x];
  o[1] = f2[id.z & 1];
  o[2] = v[id.z & 3];
}
