// A float2x3 in a constant buffer: column_major (the default, -Zpc) takes
// three registers of two components, row_major (-Zpr) two of three.
RWStructuredBuffer<float> Out : register(u0);
cbuffer CB : register(b0) {
  float2x3 M;
  float After;
};
[numthreads(1, 1, 1)]
void main() {
  Out[0] = M[1][2];
  Out[1] = After;
}
