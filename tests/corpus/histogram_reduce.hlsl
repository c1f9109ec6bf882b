// PROFILE: cs_6_6 main
// Sums the per-group partial histograms into the final one, one thread per
// bin, and writes the cumulative distribution normalized to [0, 1].
RWStructuredBuffer<uint> PartialHistograms : register(u0);
RWStructuredBuffer<uint> Histogram : register(u1);
RWStructuredBuffer<float> Cdf : register(u2);

cbuffer Params : register(b0) { uint GroupCount; uint PixelCount; };

groupshared uint Totals[64];

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint sum = 0;
  for (uint g = 0; g < GroupCount; ++g)
    sum += PartialHistograms[g * 64 + gi];
  Histogram[gi] = sum;
  Totals[gi] = sum;
  GroupMemoryBarrierWithGroupSync();
  uint running = 0;
  for (uint b = 0; b <= gi; ++b)
    running += Totals[b];
  Cdf[gi] = PixelCount > 0 ? (float)running / (float)PixelCount : 0.0;
}
