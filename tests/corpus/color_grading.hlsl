// PROFILE: cs_6_6 main
// Lift/gamma/gain, saturation and an affine color matrix over a float image.
// (A float4x4 whose last row is unused, written when 3-row cbuffer matrices
// were refused; they are laid out as DXC does now, see
// core/lib/Frontend/CBufferLayout.h.)
StructuredBuffer<float4> Src : register(t0);
RWStructuredBuffer<float4> Dst : register(u0);

cbuffer Grade : register(b0) {
  float4x4 ColorMatrix;
  float4 Lift;
  float4 Gamma;
  float4 Gain;
  float Saturation;
  uint PixelCount;
};

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= PixelCount)
    return;
  float4 c = Src[id.x];
  float3 rgb = saturate(Gain.rgb * (c.rgb + Lift.rgb * (1.0 - c.rgb)));
  rgb = pow(rgb, 1.0 / max(Gamma.rgb, 1e-3));
  float luma = dot(rgb, float3(0.299, 0.587, 0.114));
  rgb = lerp(luma.xxx, rgb, Saturation);
  rgb = mul(ColorMatrix, float4(rgb, 1.0)).xyz;
  Dst[id.x] = float4(max(rgb, 0), c.a);
}
