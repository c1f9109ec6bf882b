RWStructuredBuffer<float> B : register(u0);
[numthreads(1,1,1)] void main() { float s = 0; [unroll] for (uint i = 0; i < 4096; ++i) s += B[i]; B[0] = s; }
