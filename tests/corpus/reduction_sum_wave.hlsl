// PROFILE: cs_6_6 main
// Two-level sum reduction: WaveActiveSum inside each wave, then the wave
// results are combined through groupshared memory.
StructuredBuffer<float> Values : register(t0);
RWStructuredBuffer<float> GroupTotals : register(u0);

cbuffer Params : register(b0) { uint Count; };

groupshared float WaveSums[32];

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  float v = id.x < Count ? Values[id.x] : 0.0;
  float s = WaveActiveSum(v);
  uint lanes = WaveGetLaneCount();
  uint wave = gi / lanes;
  if (WaveIsFirstLane())
    WaveSums[wave] = s;
  GroupMemoryBarrierWithGroupSync();
  if (gi == 0) {
    float total = 0.0;
    for (uint w = 0; w < (256 + lanes - 1) / lanes; ++w)
      total += WaveSums[w];
    GroupTotals[gid.x] = total;
  }
}
