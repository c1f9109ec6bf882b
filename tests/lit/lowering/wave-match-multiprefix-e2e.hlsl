// SM 6.5 WaveMatch and WaveMultiPrefix* end to end, against DXC 1.9 (cs_6_5)
// on the same source: WaveMatch (165) per component with the masks ANDed
// for a vector; WaveMultiPrefixOp (166) with op Sum 0 / And 1 / Or 2 /
// Xor 3 / Product 4 and sop Unsigned 1 only for the unsigned sum and
// product; WaveMultiPrefixBitCount (167) on the i1. The wave-ops shader
// flag is set as for the other wave operations (dxv checks it). Below 6.5
// the prelude refuses them.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_4 -E main %s -Fc - 2>&1 | FileCheck %s --check-prefix=SM64

RWStructuredBuffer<uint4> U : register(u0);
RWStructuredBuffer<float4> F : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  uint4 u = U[tid.x];
  float4 f = F[tid.x];
  uint4 m = U[tid.x + 64];
  U[tid.x] = WaveMatch(u.x);
  U[tid.x + 1] = WaveMatch(f.xyz);
  U[tid.x + 2] = uint4(WaveMultiPrefixSum(u.x, m), WaveMultiPrefixProduct(u.y, m),
                       WaveMultiPrefixBitAnd(u.z, m), WaveMultiPrefixCountBits(u.w != 0, m));
  int i = (int)u.x;
  U[tid.x + 3] = uint4(WaveMultiPrefixSum(i, m), WaveMultiPrefixBitOr(i, m),
                       WaveMultiPrefixBitXor(u.y, m), WaveMultiPrefixProduct(i, m));
  F[tid.x] = WaveMultiPrefixSum(f, m);
}

// CHECK: call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %{{.*}})
// CHECK: call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float
// CHECK: call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float
// CHECK-COUNT-4: and i32
// CHECK: call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float
// CHECK-COUNT-4: and i32
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 0, i8 1)
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 4, i8 1)
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 1, i8 0)
// CHECK: call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %{{.*}}, i32
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 0, i8 0)
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 2, i8 0)
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 3, i8 0)
// CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, {{.*}}, i8 4, i8 0)
// CHECK-COUNT-4: call float @dx.op.waveMultiPrefixOp.f32(i32 166, float {{.*}}, i8 0, i8 0)

// SM64: error: '__dxild_wave_match' is only available on Shader Model 6.5 or newer
