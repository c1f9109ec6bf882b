// PROFILE: cs_6_6 main
// C = A * B for row-major float matrices, 16x16 tiles staged through
// groupshared memory.
#define TILE 16

StructuredBuffer<float> A : register(t0);
StructuredBuffer<float> B : register(t1);
RWStructuredBuffer<float> C : register(u0);

cbuffer Dims : register(b0) { uint M; uint N; uint K; };

groupshared float TileA[TILE][TILE];
groupshared float TileB[TILE][TILE];

[numthreads(TILE, TILE, 1)]
void main(uint3 id : SV_DispatchThreadID, uint3 lt : SV_GroupThreadID) {
  uint row = id.y, col = id.x;
  float acc = 0.0;
  for (uint t = 0; t < (K + TILE - 1) / TILE; ++t) {
    uint ak = t * TILE + lt.x;
    uint bk = t * TILE + lt.y;
    TileA[lt.y][lt.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0;
    TileB[lt.y][lt.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0;
    GroupMemoryBarrierWithGroupSync();
    [unroll] for (uint k = 0; k < TILE; ++k)
      acc = mad(TileA[lt.y][k], TileB[k][lt.x], acc);
    GroupMemoryBarrierWithGroupSync();
  }
  if (row < M && col < N)
    C[row * N + col] = acc;
}
