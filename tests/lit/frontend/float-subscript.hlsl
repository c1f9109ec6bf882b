// A floating-point array subscript (d3d12book's SSAO blur: `for (float i =
// -R; i <= R; ++i) w[i + R]`): DXC converts the index to uint, Clang 22
// refuses it ("array subscript is not an integer"); the frontend reparses
// with `A[F]` written as `A[(uint)(F)]` (MatrixSwizzle.h).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float> Out : register(u0);
static const int R = 2;

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  float W[5] = {1, 2, 4, 8, 16};
  float Sum = 0;
  for (float i = -R; i <= R; ++i)
    Sum += W[i + R] * (i + 3);
  // 1*1 + 2*2 + 4*3 + 8*4 + 16*5 = 129
  // CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.290000e+02, float undef, float undef, float undef, i8 1)
  Out[0] = Sum;
  // A fraction truncates; nested subscripts, one of them integral.
  float2 Grid[2][3] = {{float2(1, 2), float2(3, 4), float2(5, 6)},
                       {float2(7, 8), float2(9, 10), float2(11, 12)}};
  // CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 1.000000e+01, float undef, float undef, float undef, i8 1)
  Out[1] = Grid[1.75f][W[0] + 0.5f].y;
}
