// `c ? g.a : g.c` of two members of one constant buffer: InstCombine makes it
// a load through a select of the two member pointers, which stopped the
// compile ("unsupported use of cbuffer member"; donut's exposure pass). It is
// a select of the two loads, components 0 and 2 of row 0 as in DXC, and the
// same for members of two different buffers (row 1 component 1 of D).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E chain %s -Fc - | FileCheck %s --check-prefix=CHAIN

// CHECK-DAG: %[[C:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[HC:[^,]*]], i32 0)
// CHECK-DAG: %[[A:.*]] = extractvalue %dx.types.CBufRet.f32 %[[C]], 0
// CHECK-DAG: %[[B:.*]] = extractvalue %dx.types.CBufRet.f32 %[[C]], 2
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

// An if/else chain of members (WickedEngine's shading-rate classification):
// SimplifyCFG sinks the reads into one load through a phi of member
// pointers, one of them a select. Each predecessor reads its member: R4X4
// (byte 28: row 1, component 3), R4X2 (24: 1.2), R2X2 (16: 1.0), and the
// select of R2X1 (12: 0.3) and R1X1 (4: 0.1).
// CHAIN-DAG: extractvalue %dx.types.CBufRet.i32 %{{.*}}, 3
// CHAIN-DAG: extractvalue %dx.types.CBufRet.i32 %{{.*}}, 2
// CHAIN-DAG: extractvalue %dx.types.CBufRet.i32 %{{.*}}, 0
// Both arms of the select come from one read of row 0.
// CHAIN-DAG: %[[A:.*]] = extractvalue %dx.types.CBufRet.i32 %[[RA:.*]], 3
// CHAIN-DAG: %[[RA]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHAIN-DAG: %[[B:.*]] = extractvalue %dx.types.CBufRet.i32 %[[RA]], 1
// CHAIN-DAG: select i1 %{{.*}}, i32 %[[A]], i32 %[[B]]
// CHAIN: phi i32
struct Rates {
  uint TileSize;
  uint R1X1;
  uint R1X2;
  uint R2X1;
  uint R2X2;
  uint R2X4;
  uint R4X2;
  uint R4X4;
};
ConstantBuffer<Rates> rates : register(b2);
Texture2D<float2> vel : register(t0);
groupshared uint tile_rate;

[numthreads(8, 8, 1)]
void chain(uint2 id : SV_DispatchThreadID) {
  float2 v = abs(vel[id]);
  float magnitude = max(v.x, v.y);
  uint rate = 0;
  if (magnitude > 0.1f)
    rate = rates.R4X4;
  else if (magnitude > 0.01f)
    rate = rates.R4X2;
  else if (magnitude > 0.005f)
    rate = rates.R2X2;
  else if (magnitude > 0.001f)
    rate = rates.R2X1;
  else
    rate = rates.R1X1;
  InterlockedMin(tile_rate, rate);
  GroupMemoryBarrierWithGroupSync();
  o[id.x] = tile_rate;
}
