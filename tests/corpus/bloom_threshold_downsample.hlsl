// PROFILE: cs_6_6 main
// Bright-pass with a soft knee and a 2x2 box downsample in one pass.
StructuredBuffer<float4> Src : register(t0);
RWStructuredBuffer<float4> Dst : register(u0);

cbuffer Params : register(b0) {
  uint SrcWidth;
  uint SrcHeight;
  float Threshold;
  float Knee;
};

float3 prefilter(float3 c) {
  float brightness = max(c.r, max(c.g, c.b));
  float soft = clamp(brightness - Threshold + Knee, 0.0, 2.0 * Knee);
  soft = soft * soft / (4.0 * Knee + 1e-5);
  float contribution = max(soft, brightness - Threshold) / max(brightness, 1e-5);
  return c * contribution;
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint dw = SrcWidth / 2, dh = SrcHeight / 2;
  if (id.x >= dw || id.y >= dh)
    return;
  uint2 s = id.xy * 2;
  float3 sum = 0;
  [unroll] for (uint dy = 0; dy < 2; ++dy)
    [unroll] for (uint dx = 0; dx < 2; ++dx)
      sum += prefilter(Src[(s.y + dy) * SrcWidth + s.x + dx].rgb);
  Dst[id.y * dw + id.x] = float4(sum * 0.25, 1.0);
}
