// `c ? g.a : g.c` of two members of one constant buffer: InstCombine makes it
// a load through a select of the two member pointers, which stopped the
// compile ("unsupported use of cbuffer member"; donut's exposure pass). It is
// a select of the two loads, components 0 and 2 of row 0 as in DXC, and the
// same for members of two different buffers (row 1 component 1 of D).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK-DAG: %[[C:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[HC:[^,]*]], i32 0)
// CHECK-DAG: %[[A:.*]] = extractvalue %dx.types.CBufRet.f32 %[[C]], 0
// CHECK-DAG: %[[C2:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[HC]], i32 0)
// CHECK-DAG: %[[B:.*]] = extractvalue %dx.types.CBufRet.f32 %[[C2]], 2
// CHECK: select i1 %{{.*}}, float %[[A]], float %[[B]]
// CHECK: %[[D:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 1)
// CHECK: %[[Y:.*]] = extractvalue %dx.types.CBufRet.f32 %[[D]], 1
// CHECK: select i1 %{{.*}}, float %{{.*}}, float %[[Y]]

struct TM {
  float a;
  float b;
  float c;
};
cbuffer C : register(b0) { TM g; };
cbuffer D : register(b1) {
  float4 pad;
  float2 other;
};
RWStructuredBuffer<float> o : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float d = o[id.x];
  o[id.x + 1] = (d < 0) ? g.a : g.c;
  o[id.x + 2] = (d > 1) ? g.b : other.y;
}
