// PROFILE: ps_6_6 main
// Signed-distance circle with fwidth anti-aliasing; fragments outside the
// outline are discarded with clip.
cbuffer Shape : register(b0) { float4 FillColor; float4 OutlineColor; float OutlineWidth; };

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  float d = length(uv * 2.0 - 1.0) - 0.8;
  float aa = fwidth(d);
  clip(OutlineWidth + aa - d);
  float fill = 1.0 - smoothstep(-aa, aa, d);
  float outline = 1.0 - smoothstep(OutlineWidth - aa, OutlineWidth + aa, abs(d));
  float4 c = lerp(OutlineColor, FillColor, fill);
  c.a *= max(fill, outline);
  return c;
}
