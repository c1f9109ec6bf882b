#include "../inc/frame.hlsli"

RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Out[i] = Ray::fromUv(float2(i, 0)).p * frame.time;
}
