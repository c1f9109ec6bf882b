// PROFILE: cs_6_6 main
// First pass of a 4-bit radix sort: per-group digit counts, computed with
// wave ballots (one ballot per digit value) instead of atomics.
StructuredBuffer<uint> Keys : register(t0);
RWStructuredBuffer<uint> DigitCounts : register(u0);

cbuffer Params : register(b0) { uint Shift; uint Count; };

groupshared uint Counts[16][8];

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint lanes = WaveGetLaneCount();
  uint wave = gi / lanes;
  bool valid = id.x < Count;
  uint digit = valid ? (Keys[id.x] >> Shift) & 15u : 16u;
  [unroll] for (uint d = 0; d < 16; ++d) {
    uint n = WaveActiveCountBits(digit == d);
    if (WaveIsFirstLane() && wave < 8)
      Counts[d][wave] = n;
  }
  GroupMemoryBarrierWithGroupSync();
  if (gi < 16) {
    uint total = 0;
    for (uint w = 0; w < min(8u, 256u / lanes); ++w)
      total += Counts[gi][w];
    DigitCounts[gi * 4096 + gid.x] = total;
  }
}
