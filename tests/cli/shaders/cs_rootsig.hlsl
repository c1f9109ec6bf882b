// A compute shader with a root signature, an include and float math.
#include "scale.hlsli"
RWStructuredBuffer<float> Out : register(u0);
StructuredBuffer<float> In : register(t0);

[RootSignature("UAV(u0), SRV(t0)")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float v = In[id.x];
  Out[id.x] = v * SCALE + In[id.x + 1];
}
