// PROFILE: cs_6_6 main
// Work-efficient (Blelloch) exclusive prefix sum of 512 elements per group
// in groupshared memory; also writes each group's total for a second pass.
#define GROUP_SIZE 256
#define ELEMS (GROUP_SIZE * 2)

StructuredBuffer<uint> Input : register(t0);
RWStructuredBuffer<uint> Output : register(u0);
RWStructuredBuffer<uint> GroupSums : register(u1);

groupshared uint Temp[ELEMS];

[numthreads(GROUP_SIZE, 1, 1)]
void main(uint3 gid : SV_GroupID, uint gi : SV_GroupIndex) {
  uint base = gid.x * ELEMS;
  Temp[2 * gi] = Input[base + 2 * gi];
  Temp[2 * gi + 1] = Input[base + 2 * gi + 1];

  uint offset = 1;
  for (uint d = ELEMS >> 1; d > 0; d >>= 1) {
    GroupMemoryBarrierWithGroupSync();
    if (gi < d) {
      uint ai = offset * (2 * gi + 1) - 1;
      uint bi = offset * (2 * gi + 2) - 1;
      Temp[bi] += Temp[ai];
    }
    offset *= 2;
  }
  if (gi == 0) {
    GroupSums[gid.x] = Temp[ELEMS - 1];
    Temp[ELEMS - 1] = 0;
  }
  for (uint d2 = 1; d2 < ELEMS; d2 *= 2) {
    offset >>= 1;
    GroupMemoryBarrierWithGroupSync();
    if (gi < d2) {
      uint ai = offset * (2 * gi + 1) - 1;
      uint bi = offset * (2 * gi + 2) - 1;
      uint t = Temp[ai];
      Temp[ai] = Temp[bi];
      Temp[bi] += t;
    }
  }
  GroupMemoryBarrierWithGroupSync();
  Output[base + 2 * gi] = Temp[2 * gi];
  Output[base + 2 * gi + 1] = Temp[2 * gi + 1];
}
