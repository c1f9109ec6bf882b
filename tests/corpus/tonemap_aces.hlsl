// PROFILE: cs_6_6 main
// Exposure, ACES filmic tone mapping and sRGB encoding of an HDR image held
// in a structured buffer.
StructuredBuffer<float4> Hdr : register(t0);
RWStructuredBuffer<uint> Ldr : register(u0);

cbuffer Params : register(b0) { float Exposure; uint PixelCount; };

float3 aces(float3 x) {
  const float a = 2.51, b = 0.03, c = 2.43, d = 0.59, e = 0.14;
  return saturate((x * (a * x + b)) / (x * (c * x + d) + e));
}

float3 linearToSrgb(float3 c) {
  float3 lo = c * 12.92;
  float3 hi = 1.055 * pow(c, 1.0 / 2.4) - 0.055;
  return select(c <= 0.0031308, lo, hi);
}

uint packUnorm4(float4 c) {
  uint4 u = (uint4)round(saturate(c) * 255.0);
  return u.x | (u.y << 8) | (u.z << 16) | (u.w << 24);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= PixelCount)
    return;
  float4 hdr = Hdr[id.x];
  float3 mapped = linearToSrgb(aces(hdr.rgb * exp2(Exposure)));
  Ldr[id.x] = packUnorm4(float4(mapped, hdr.a));
}
