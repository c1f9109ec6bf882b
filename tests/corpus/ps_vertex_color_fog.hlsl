// PROFILE: ps_6_0 main
// Vertex color with exponential-squared distance fog.
cbuffer Fog : register(b0) { float3 FogColor; float FogDensity; };

float4 main(float4 pos : SV_Position, float4 color : COLOR0, float viewDepth : TEXCOORD0) : SV_Target {
  float f = exp(-pow(FogDensity * viewDepth, 2.0));
  return float4(lerp(FogColor, color.rgb, saturate(f)), color.a);
}
