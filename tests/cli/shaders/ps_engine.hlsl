// An engine-style pixel shader: include, defines, cbuffer, SV_Target.
#include "scale.hlsli"
cbuffer Material : register(b0) {
  float4 Tint;
  float Exposure;
};

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  float4 c = Tint * Exposure * SCALE;
#if USE_UV
  c.xy *= uv;
#endif
  return c;
}
