// PROFILE: cs_6_6 main
// Stream compaction inside a wave: each lane that keeps its element finds
// its output slot with WavePrefixCountBits; the first lane reserves the
// wave's block from a per-wave slot table.
StructuredBuffer<float4> Points : register(t0);
RWStructuredBuffer<float4> Kept : register(u0);
RWStructuredBuffer<uint> WaveCounts : register(u1);

cbuffer Params : register(b0) {
  float4 Plane;
  uint Count;
};

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID) {
  float4 p = id.x < Count ? Points[id.x] : float4(0, 0, 0, 0);
  bool keep = id.x < Count && dot(p.xyz, Plane.xyz) + Plane.w >= 0.0;
  uint slot = WavePrefixCountBits(keep);
  uint total = WaveActiveCountBits(keep);
  uint waveId = gid.x * (64 / WaveGetLaneCount()) + WaveGetLaneIndex() / WaveGetLaneCount();
  uint base = waveId * 64;
  if (keep)
    Kept[base + slot] = p;
  if (WaveIsFirstLane())
    WaveCounts[waveId] = total;
}
