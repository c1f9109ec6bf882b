// PROFILE: cs_6_6 main
// 64-bin luminance histogram with atomics: each thread bins its pixels into
// a groupshared histogram with InterlockedAdd, then one thread per bin adds
// the group's count to the global histogram (InterlockedAdd on a
// RWStructuredBuffer element) and records the largest bin seen so far
// (InterlockedMax with the original value). The atomics are dxild
// intrinsics: plain clang-22 leaves them as __dxild_* calls, dxild's
// Intrinsics stage turns them into atomicrmw (see core/prelude/SUPPORT.md).
#define BINS 64
#define TILE 1024

StructuredBuffer<float4> Colors : register(t0);
RWStructuredBuffer<uint> Histogram : register(u0);
RWStructuredBuffer<uint> MaxBin : register(u1);

groupshared uint LocalBins[BINS];

cbuffer Params : register(b0) { uint PixelCount; };

[numthreads(BINS, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  LocalBins[gi] = 0;
  GroupMemoryBarrierWithGroupSync();

  uint base = gid.x * TILE;
  for (uint i = gi; i < TILE; i += BINS) {
    uint idx = base + i;
    if (idx >= PixelCount)
      break;
    float lum = dot(Colors[idx].rgb, float3(0.2126, 0.7152, 0.0722));
    uint bin = min((uint)(saturate(lum) * BINS), BINS - 1);
    InterlockedAdd(LocalBins[bin], 1);
  }
  GroupMemoryBarrierWithGroupSync();

  uint count = LocalBins[gi];
  if (count == 0)
    return;
  uint before;
  InterlockedAdd(Histogram[gi], count, before);
  InterlockedMax(MaxBin[0], before + count);
}
