// An unused variable: a warning under -Wall only.
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  int unused;
  Out[id.x] = 1.0;
}
