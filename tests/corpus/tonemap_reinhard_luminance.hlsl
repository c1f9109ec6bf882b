// PROFILE: cs_6_6 main
// Extended Reinhard on luminance with the log-average scene luminance
// computed earlier, preserving hue.
StructuredBuffer<float4> Hdr : register(t0);
StructuredBuffer<float> LogAverageLuminance : register(t1);
RWStructuredBuffer<float4> Out : register(u0);

cbuffer Params : register(b0) { float Key; float WhitePoint; uint PixelCount; };

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= PixelCount)
    return;
  float3 c = Hdr[id.x].rgb;
  float lum = dot(c, float3(0.2126, 0.7152, 0.0722));
  float avg = exp(LogAverageLuminance[0]);
  float l = Key * lum / max(avg, 1e-4);
  float ld = l * (1.0 + l / (WhitePoint * WhitePoint)) / (1.0 + l);
  float3 result = lum > 0.0 ? c * (ld / lum) : float3(0, 0, 0);
  Out[id.x] = float4(result, 1.0);
}
