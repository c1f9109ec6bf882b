// PROFILE: vs_6_0 main
// World-view-projection transform with a normal matrix. (Two output
// members: Clang 22 crashes on entry structs with more than two semantic
// members; see core/prelude/SUPPORT.md.)
cbuffer PerObject : register(b0) {
  float4x4 World;
  float4x4 ViewProj;
  float3x3 NormalMatrix;
};

struct VSOut {
  float4 position : SV_Position;
  float3 normal : NORMAL;
};

VSOut main(float3 pos : POSITION, float3 nrm : NORMAL) {
  VSOut o;
  o.position = mul(mul(float4(pos, 1.0), World), ViewProj);
  o.normal = normalize(mul(nrm, NormalMatrix));
  return o;
}
