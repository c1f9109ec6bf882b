// Many floating-point subscripts in one file (generated tables, unrolled
// filters): each reparse hears of every such place Clang reports, not only
// the first 50 errors, so 300 of them compile (MatrixSwizzle.h,
// ClangFrontend.cpp RetryMaxErrors). 300 reads of W[1.5] = W[1] = 2: 600.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  float W[5] = {1, 2, 4, 8, 16};
  float F = 1.5f;
  float Sum = 0;
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  Sum += W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F] + W[F];
  // CHECK: bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 6.000000e+02, float undef, float undef, float undef, i8 1)
  Out[0] = Sum;
}
