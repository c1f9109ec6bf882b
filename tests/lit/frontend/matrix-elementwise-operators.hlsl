// HLSL's element-wise operators on matrices that Clang 22's matrix types
// lack (shifts, bitwise, %, / of two matrices, comparisons, * of two
// non-square matrices, a matrix product to Clang; DirectXTex's
// BC7 encoder returns `quantized << 2` of a uint2x4): the frontend's second
// parse writes `A op B` as `__dxild_mop_<op>(A, B)` (MatrixSwizzle.h,
// prelude_matrix.hlsl), the operands found by C's precedence. Values are
// checked after constant folding.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint4> Out : register(u0);

uint2x2 shifted(uint2x2 Q) { return Q << 2; }

[numthreads(1, 1, 1)]
void main() {
  uint2x2 M = uint2x2(1, 2, 3, 12);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 4, i32 8, i32 12, i32 48, i8 15)
  uint2x2 A = shifted(M);
  Out[0] = uint4(A[0], A[1]);
  // The right operand of << is `1 + 1` (+ binds tighter); & with a scalar
  // on the left; ^ and | of two matrices.
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 4, i32 8, i32 12, i32 48, i8 15)
  uint2x2 B = M << 1 + 1;
  Out[1] = uint4(B[0], B[1]);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 1, i32 0, i32 1, i32 0, i8 15)
  uint2x2 C = 1 & M;
  Out[2] = uint4(C[0], C[1]);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, i32 5, i32 10, i32 15, i32 60, i8 15)
  uint2x2 D = (M ^ A) | M;
  Out[3] = uint4(D[0], D[1]);
  // % by a scalar, / of two matrices, >> inside a sum.
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, i32 1, i32 2, i32 0, i32 0, i8 15)
  uint2x2 E = M % 3;
  Out[4] = uint4(E[0], E[1]);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, i32 4, i32 4, i32 4, i32 4, i8 15)
  uint2x2 F = A / M;
  Out[5] = uint4(F[0], F[1]);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, i32 1, i32 3, i32 4, i32 18, i8 15)
  uint2x2 G = (A >> 2) + (M >> 1);
  Out[6] = uint4(G[0], G[1]);
  // Comparisons give bool matrices.
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, i32 0, i32 0, i32 1, i32 1, i8 15)
  bool2x2 H = M > 2;
  Out[7] = uint4(H[0], H[1]);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 0, i32 1, i32 0, i32 0, i32 0, i8 15)
  bool2x2 I = M == uint2x2(1, 0, 0, 0);
  Out[8] = uint4(I[0], I[1]);
  // * of two 2x3 matrices (Magpie's RAVU: `cg * cg` of a float4x3), and *=.
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 9, i32 0, i32 1, i32 4, i32 9, i32 16, i8 15)
  uint2x3 J = uint2x3(1, 2, 3, 4, 5, 6);
  uint2x3 K = J * J;
  Out[9] = uint4(K[0], K[1].x);
  // CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 10, i32 0, i32 1, i32 8, i32 27, i32 64, i8 15)
  K *= J;
  Out[10] = uint4(K[0], K[1].x);
}
