// PROFILE: cs_6_6 main
// Sorts 1024 (key, value) pairs per group with a bitonic network in
// groupshared memory.
#define N 1024

RWStructuredBuffer<uint2> Pairs : register(u0);
groupshared uint2 Shared[N];

[numthreads(N / 2, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint base = gid.x * N;
  Shared[gi] = Pairs[base + gi];
  Shared[gi + N / 2] = Pairs[base + gi + N / 2];
  GroupMemoryBarrierWithGroupSync();
  for (uint k = 2; k <= N; k <<= 1) {
    for (uint j = k >> 1; j > 0; j >>= 1) {
      uint i = 2 * j * (gi / j) + (gi % j);
      uint l = i + j;
      bool ascending = (i & k) == 0;
      uint2 a = Shared[i];
      uint2 b = Shared[l];
      if ((a.x > b.x) == ascending) {
        Shared[i] = b;
        Shared[l] = a;
      }
      GroupMemoryBarrierWithGroupSync();
    }
  }
  Pairs[base + gi] = Shared[gi];
  Pairs[base + gi + N / 2] = Shared[gi + N / 2];
}
