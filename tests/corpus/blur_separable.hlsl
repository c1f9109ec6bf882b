// PROFILE: cs_6_6 main
// Horizontal pass of a 9-tap Gaussian blur over an image stored in a
// structured buffer, with the row segment and its apron in groupshared.
#define GROUP 128
#define RADIUS 4

StructuredBuffer<float4> Src : register(t0);
RWStructuredBuffer<float4> Dst : register(u0);

cbuffer Image : register(b0) { uint Width; uint Height; };

static const float Weights[RADIUS + 1] = {0.2270270270, 0.1945945946,
                                          0.1216216216, 0.0540540541,
                                          0.0162162162};

groupshared float4 Row[GROUP + 2 * RADIUS];

uint clampedIndex(int x, uint y) {
  return y * Width + (uint)clamp(x, 0, (int)Width - 1);
}

[numthreads(GROUP, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint y = gid.y;
  int x = (int)id.x;
  Row[gi + RADIUS] = Src[clampedIndex(x, y)];
  if (gi < RADIUS) {
    Row[gi] = Src[clampedIndex(x - RADIUS, y)];
    Row[gi + GROUP + RADIUS] = Src[clampedIndex(x + GROUP, y)];
  }
  GroupMemoryBarrierWithGroupSync();
  float4 sum = Row[gi + RADIUS] * Weights[0];
  [unroll] for (int k = 1; k <= RADIUS; ++k)
    sum += (Row[gi + RADIUS + k] + Row[gi + RADIUS - k]) * Weights[k];
  if ((uint)x < Width)
    Dst[y * Width + x] = sum;
}
