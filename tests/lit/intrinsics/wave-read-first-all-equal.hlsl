// WaveReadLaneFirst and WaveActiveAllEqual are DXIL's own operations,
// waveReadLaneFirst (118) and waveActiveAllEqual (115), one per component,
// as DXC emits them. Before, the prelude composed them from a ballot, a
// first-bit search and waveReadLaneAt (and AllEqual from a compare with the
// first lane's value and waveAllTrue).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> o : register(u0);
RWStructuredBuffer<uint> u : register(u1);

[numthreads(64, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  float4 v = o[i];
  bool b = u[i] > 3;
  o[i] = WaveReadLaneFirst(v) + (WaveReadLaneFirst(b) ? 1 : 0);
  bool2 e = WaveActiveAllEqual(v.xy);
  u[i] = (e.x ? 1 : 0) + (e.y ? 2 : 0) + (WaveActiveAllEqual(i) ? 4 : 0);
}

// CHECK-COUNT-4: call float @dx.op.waveReadLaneFirst.f32(i32 118, float
// CHECK: call i1 @dx.op.waveReadLaneFirst.i1(i32 118, i1
// CHECK-COUNT-2: call i1 @dx.op.waveActiveAllEqual.f32(i32 115, float
// CHECK: call i1 @dx.op.waveActiveAllEqual.i32(i32 115, i32
// CHECK-NOT: waveReadLaneAt
// CHECK-NOT: waveActiveBallot
