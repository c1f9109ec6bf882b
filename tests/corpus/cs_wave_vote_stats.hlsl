// PROFILE: cs_6_6 main
// Per-wave statistics of a sample stream: min, max, sum, uniformity checks
// and the first lane's value, written once per wave.
StructuredBuffer<float> Samples : register(t0);
RWStructuredBuffer<float4> WaveStats : register(u0);
RWStructuredBuffer<uint> WaveFlags : register(u1);

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float s = Samples[id.x];
  float mn = WaveActiveMin(s);
  float mx = WaveActiveMax(s);
  float sum = WaveActiveSum(s);
  float first = WaveReadLaneFirst(s);
  bool uniform = WaveActiveAllEqual(s);
  bool anyNeg = WaveActiveAnyTrue(s < 0.0);
  bool allFinite = WaveActiveAllTrue(isfinite(s));
  uint wave = id.x / WaveGetLaneCount();
  if (WaveIsFirstLane()) {
    WaveStats[wave] = float4(mn, mx, sum / WaveGetLaneCount(), first);
    WaveFlags[wave] = (uniform ? 1u : 0u) | (anyNeg ? 2u : 0u) | (allFinite ? 4u : 0u);
  }
}
