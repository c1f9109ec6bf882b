// PROFILE: cs_6_6 main
// Tiled light culling: each group tests all point lights against its
// screen tile's view-space box and compacts the survivors with wave ops.
#define MAX_LIGHTS_PER_TILE 64

struct PointLight {
  float3 position;
  float radius;
};

StructuredBuffer<PointLight> Lights : register(t0);
RWStructuredBuffer<uint> TileLightIndices : register(u0);
RWStructuredBuffer<uint> TileLightCounts : register(u1);

cbuffer Tiles : register(b0) {
  float4x4 View;
  float2 TileSize;
  float2 ScreenToView;
  float NearZ;
  float FarZ;
  uint LightCount;
  uint TilesX;
};

groupshared uint TileCount;

[numthreads(64, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint tile = gid.y * TilesX + gid.x;
  float2 lo = (gid.xy * TileSize) * ScreenToView;
  float2 hi = lo + TileSize * ScreenToView;
  if (gi == 0)
    TileCount = 0;
  GroupMemoryBarrierWithGroupSync();
  for (uint base = 0; base < LightCount; base += 64) {
    uint li = base + gi;
    bool hit = false;
    if (li < LightCount) {
      PointLight l = Lights[li];
      float3 p = mul(float4(l.position, 1.0), View).xyz;
      float2 xy = p.xy / max(p.z, NearZ);
      float2 closest = clamp(xy, lo, hi);
      hit = p.z + l.radius > NearZ && p.z - l.radius < FarZ &&
            distance(closest, xy) * p.z < l.radius;
    }
    uint slot = WavePrefixCountBits(hit);
    uint waveHits = WaveActiveCountBits(hit);
    // One wave of 64 lanes, or several waves taking turns in lane order.
    for (uint w = 0; w < 64 / WaveGetLaneCount(); ++w) {
      if (gi / WaveGetLaneCount() == w) {
        uint start = TileCount;
        if (hit && start + slot < MAX_LIGHTS_PER_TILE)
          TileLightIndices[tile * MAX_LIGHTS_PER_TILE + start + slot] = li;
        if (WaveIsFirstLane())
          TileCount = min(start + waveHits, (uint)MAX_LIGHTS_PER_TILE);
      }
      GroupMemoryBarrierWithGroupSync();
    }
  }
  if (gi == 0)
    TileLightCounts[tile] = TileCount;
}
