groupshared float g[1 << 16];
RWStructuredBuffer<float> B : register(u0);
[numthreads(64,1,1)] void main(uint3 i : SV_DispatchThreadID) { g[i.x] = 1; GroupMemoryBarrierWithGroupSync(); B[i.x] = g[i.x ^ 1]; }
