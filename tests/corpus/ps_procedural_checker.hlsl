// PROFILE: ps_6_0 main
// Anti-aliased procedural checkerboard: the filter width comes from
// screen-space derivatives.
cbuffer Checker : register(b0) { float Scale; float3 ColorA; float3 ColorB; };

float filteredChecker(float2 p) {
  float2 w = max(abs(ddx(p)), abs(ddy(p))) + 1e-4;
  float2 i = 2.0 * (abs(frac((p - 0.5 * w) * 0.5) - 0.5) -
                    abs(frac((p + 0.5 * w) * 0.5) - 0.5)) / w;
  return 0.5 - 0.5 * i.x * i.y;
}

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  float c = filteredChecker(uv * Scale);
  return float4(lerp(ColorA, ColorB, c), 1.0);
}
