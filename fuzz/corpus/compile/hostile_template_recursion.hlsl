template<int N> struct F { static const int V = F<N - 1>::V + 1; };
template<> struct F<0> { static const int V = 0; };
RWStructuredBuffer<float> B : register(u0);
[numthreads(1,1,1)] void main() { B[0] = F<2000>::V; }
