// PROFILE: cs_6_6 main
// Per-group bounding box of a point cloud: tree reduction of min and max in
// groupshared memory.
StructuredBuffer<float3> Points : register(t0);
RWStructuredBuffer<float3> BoundsMin : register(u0);
RWStructuredBuffer<float3> BoundsMax : register(u1);

cbuffer Params : register(b0) { uint Count; };

groupshared float3 SMin[128];
groupshared float3 SMax[128];

[numthreads(128, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  float3 p = Points[min(id.x, Count - 1)];
  SMin[gi] = p;
  SMax[gi] = p;
  GroupMemoryBarrierWithGroupSync();
  [unroll] for (uint s = 64; s > 0; s >>= 1) {
    if (gi < s) {
      SMin[gi] = min(SMin[gi], SMin[gi + s]);
      SMax[gi] = max(SMax[gi], SMax[gi + s]);
    }
    GroupMemoryBarrierWithGroupSync();
  }
  if (gi == 0) {
    BoundsMin[gid.x] = SMin[0];
    BoundsMax[gid.x] = SMax[0];
  }
}
