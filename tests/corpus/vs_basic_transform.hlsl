// PROFILE: vs_6_0 main
// World-view-projection transform with a normal matrix. (Two output
// members: Clang 22 crashes on entry structs with more than two semantic
// members; see core/prelude/SUPPORT.md. The normal matrix has a fourth,
// unused row, written when 3-row cbuffer matrices were refused; they are
// laid out as DXC does now, see core/lib/Frontend/CBufferLayout.h.)
cbuffer PerObject : register(b0) {
  float4x4 World;
  float4x4 ViewProj;
  float4x3 NormalMatrix;
};

struct VSOut {
  float4 position : SV_Position;
  float3 normal : NORMAL;
};

VSOut main(float3 pos : POSITION, float3 nrm : NORMAL) {
  VSOut o;
  o.position = mul(mul(float4(pos, 1.0), World), ViewProj);
  o.normal = normalize(mul(float4(nrm, 0.0), NormalMatrix));
  return o;
}
