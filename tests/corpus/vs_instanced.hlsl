// PROFILE: vs_6_6 main
// Instanced draw: per-instance world matrix and tint from a structured
// buffer indexed by a per-instance attribute (Clang 22 does not know
// SV_InstanceID).
struct InstanceData {
  float4x4 world;
  float4 tint;
};

cbuffer Camera : register(b0) { float4x4 ViewProj; float3 LightDir; };
StructuredBuffer<InstanceData> Instances : register(t0);

struct VSOut {
  float4 position : SV_Position;
  float4 color : COLOR0;
};

VSOut main(float3 pos : POSITION, float3 nrm : NORMAL, uint inst : INSTANCEINDEX) {
  InstanceData d = Instances[inst];
  float3 n = normalize(mul(float4(nrm, 0.0), d.world).xyz);
  VSOut o;
  o.position = mul(mul(float4(pos, 1.0), d.world), ViewProj);
  o.color = float4(d.tint.rgb * (0.2 + 0.8 * saturate(dot(n, -LightDir))), d.tint.a);
  return o;
}
