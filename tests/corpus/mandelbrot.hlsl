// PROFILE: cs_6_6 main
// Smooth-colored Mandelbrot set into a packed RGBA8 buffer.
RWStructuredBuffer<uint> Pixels : register(u0);

cbuffer View : register(b0) {
  float2 Center;
  float Scale;
  uint Width;
  uint Height;
  uint MaxIterations;
};

float3 palette(float t) {
  return 0.5 + 0.5 * cos(6.2831853 * (t + float3(0.0, 0.33, 0.67)));
}

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= Width || id.y >= Height)
    return;
  float2 c = Center + (float2(id.xy) - 0.5 * float2(Width, Height)) * Scale;
  float2 z = 0;
  uint i = 0;
  for (; i < MaxIterations && dot(z, z) < 256.0; ++i)
    z = float2(z.x * z.x - z.y * z.y, 2.0 * z.x * z.y) + c;
  float3 rgb = 0;
  if (i < MaxIterations) {
    float smoothI = i - log2(log2(dot(z, z))) + 4.0;
    rgb = palette(smoothI / 64.0);
  }
  uint3 u = (uint3)(saturate(rgb) * 255.0 + 0.5);
  Pixels[id.y * Width + id.x] = u.r | (u.g << 8) | (u.b << 16) | 0xff000000u;
}
