// PROFILE: cs_6_6 main
// Second pass of the scan: adds the scanned per-group totals to every
// element of the group.
StructuredBuffer<uint> ScannedGroupSums : register(t0);
RWStructuredBuffer<uint> Data : register(u0);

cbuffer Params : register(b0) { uint Count; };

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 gid : SV_GroupID) {
  uint i0 = id.x * 2;
  uint add = ScannedGroupSums[gid.x];
  if (i0 < Count)
    Data[i0] += add;
  if (i0 + 1 < Count)
    Data[i0 + 1] += add;
}
