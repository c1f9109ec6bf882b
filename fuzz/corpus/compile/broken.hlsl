RWBuffer<float> B;
[numthreads(1,1,1)]
void main() { B[0] = oops; }
