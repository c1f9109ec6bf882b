// PROFILE: cs_6_6 main
// 64-bin luminance histogram without atomics: each thread owns one bin of
// a group-private histogram and counts its bin over the group's tile, then
// the partial histograms are written per group (summed by a later pass).
// (The atomic version is histogram_interlocked.hlsl; this one shows the
// same result without atomics.)
#define BINS 64
#define TILE 1024

StructuredBuffer<float4> Colors : register(t0);
RWStructuredBuffer<uint> PartialHistograms : register(u0);

groupshared uint BinOf[TILE];

cbuffer Params : register(b0) { uint PixelCount; };

[numthreads(BINS, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint base = gid.x * TILE;
  for (uint i = gi; i < TILE; i += BINS) {
    uint idx = base + i;
    float3 c = idx < PixelCount ? Colors[idx].rgb : float3(0, 0, 0);
    float lum = dot(c, float3(0.2126, 0.7152, 0.0722));
    BinOf[i] = idx < PixelCount ? min((uint)(saturate(lum) * BINS), BINS - 1)
                                : 0xffffffffu;
  }
  GroupMemoryBarrierWithGroupSync();
  uint count = 0;
  for (uint j = 0; j < TILE; ++j)
    count += BinOf[j] == gi ? 1u : 0u;
  PartialHistograms[gid.x * BINS + gi] = count;
}
