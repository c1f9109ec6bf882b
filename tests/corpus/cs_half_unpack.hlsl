// PROFILE: cs_6_2 main
// Unpacks pairs of f16 values stored in uints to float4 with f16tof32 and
// reconstructs an octahedron-encoded normal.
StructuredBuffer<uint2> Packed : register(t0);
RWStructuredBuffer<float4> Unpacked : register(u0);
RWStructuredBuffer<float3> Normals : register(u1);

cbuffer Params : register(b0) { uint Count; };

float3 octDecode(float2 e) {
  float3 n = float3(e, 1.0 - abs(e.x) - abs(e.y));
  float t = saturate(-n.z);
  n.xy += select(n.xy >= 0.0, -t.xx, t.xx);
  return normalize(n);
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= Count)
    return;
  uint2 p = Packed[id.x];
  float4 v = float4(f16tof32(p.x), f16tof32(p.x >> 16), f16tof32(p.y), f16tof32(p.y >> 16));
  Unpacked[id.x] = v;
  Normals[id.x] = octDecode(v.zw * 2.0 - 1.0);
}
