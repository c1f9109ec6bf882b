// PROFILE: ps_6_6 main
// FLAGS: -fnative-half-type -fnative-int16-type
// Native 16-bit arithmetic: tone curve and dithering in half precision.
cbuffer Params : register(b0) { float Exposure; uint FrameIndex; };

half3 curve(half3 x) {
  return x / (x + (half)1.0);
}

float4 main(float4 pos : SV_Position, float3 hdr : COLOR0) : SV_Target {
  half3 c = (half3)(hdr * exp2(Exposure));
  c = curve(c);
  uint16_t2 p = (uint16_t2)pos.xy;
  half noise = (half)frac(dot((float2)p, float2(0.06711056, 0.00583715)) * 52.9829189 + FrameIndex * 0.618);
  c += (noise - (half)0.5) / (half)255.0;
  return float4(saturate(c), 1.0);
}
