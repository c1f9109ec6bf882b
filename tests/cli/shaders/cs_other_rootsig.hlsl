// Only here for its root signature (-setrootsignature).
RWStructuredBuffer<float> Out : register(u0);

[RootSignature("RootFlags(0), UAV(u0), CBV(b3)")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1.0; }
