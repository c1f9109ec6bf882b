// PROFILE: ps_6_6 main
// Flat shading from the derivative of the interpolated world position, plus
// a fine-derivative edge highlight.
cbuffer Light : register(b0) { float3 LightDir; float EdgeStrength; };

float4 main(float4 pos : SV_Position, float3 worldPos : POSITION1) : SV_Target {
  float3 n = normalize(cross(ddy_coarse(worldPos), ddx_coarse(worldPos)));
  float shade = saturate(dot(n, -normalize(LightDir))) * 0.8 + 0.2;
  float edge = length(float2(ddx_fine(worldPos.y), ddy_fine(worldPos.y)));
  return float4(shade.xxx + EdgeStrength * edge, 1.0);
}
