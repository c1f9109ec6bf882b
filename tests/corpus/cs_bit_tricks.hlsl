// PROFILE: cs_6_6 main
// Morton codes, bit reversal (for radix-2 FFT ordering) and leading-bit
// queries used by a BVH builder.
StructuredBuffer<float3> Centroids : register(t0);
RWStructuredBuffer<uint> Morton : register(u0);
RWStructuredBuffer<uint> Reversed : register(u1);
RWStructuredBuffer<uint> Levels : register(u2);

cbuffer Params : register(b0) { float3 SceneMin; uint Count; float3 SceneExtent; uint Log2N; };

uint expandBits(uint v) {
  v = (v * 0x00010001u) & 0xFF0000FFu;
  v = (v * 0x00000101u) & 0x0F00F00Fu;
  v = (v * 0x00000011u) & 0xC30C30C3u;
  v = (v * 0x00000005u) & 0x49249249u;
  return v;
}

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= Count)
    return;
  float3 p = saturate((Centroids[id.x] - SceneMin) / SceneExtent);
  uint3 q = (uint3)min(p * 1024.0, 1023.0);
  uint code = expandBits(q.x) * 4 + expandBits(q.y) * 2 + expandBits(q.z);
  Morton[id.x] = code;
  Reversed[id.x] = reversebits(id.x) >> (32 - Log2N);
  uint prev = id.x > 0 ? Morton[id.x - 1] : 0;
  Levels[id.x] = (code ^ prev) == 0 ? 32u : firstbithigh(code ^ prev) + countbits(code) * 0;
}
