// PROFILE: vs_6_6 main
// Linear blend skinning with four bone influences, then view-projection.
// Inputs are parameters and the output has two members: Clang 22 crashes on
// struct-typed vertex inputs and on entry structs with more than two
// semantic members (see core/prelude/SUPPORT.md). The normal is packed with
// a rim term in w.
cbuffer Camera : register(b0) { float4x4 ViewProj; float3 CameraDir; };
StructuredBuffer<float4x4> Bones : register(t0);

struct VSOut {
  float4 position : SV_Position;
  float4 normalRim : NORMAL;
};

VSOut main(float3 pos : POSITION, float3 nrm : NORMAL,
           uint4 boneIds : BLENDINDICES, float4 weights : BLENDWEIGHT) {
  float4x4 skin = Bones[boneIds.x] * weights.x + Bones[boneIds.y] * weights.y +
                  Bones[boneIds.z] * weights.z + Bones[boneIds.w] * weights.w;
  float4 world = mul(float4(pos, 1.0), skin);
  float3 n = normalize(mul(nrm, (float3x3)skin));
  VSOut o;
  o.position = mul(world, ViewProj);
  o.normalRim = float4(n, 1.0 - saturate(dot(n, -CameraDir)));
  return o;
}
