// PROFILE: cs_6_6 main
// Culls bounding spheres against six frustum planes and writes a visibility
// mask per wave with WaveActiveBallot.
StructuredBuffer<float4> Spheres : register(t0);
RWStructuredBuffer<uint4> VisibleMasks : register(u0);

cbuffer Frustum : register(b0) {
  float4 Planes[6];
  uint SphereCount;
};

bool visible(float4 s) {
  [unroll] for (uint i = 0; i < 6; ++i)
    if (dot(Planes[i].xyz, s.xyz) + Planes[i].w < -s.w)
      return false;
  return true;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  bool vis = id.x < SphereCount && visible(Spheres[id.x]);
  uint4 mask = WaveActiveBallot(vis);
  if (WaveIsFirstLane())
    VisibleMasks[id.x / WaveGetLaneCount()] = mask;
}
