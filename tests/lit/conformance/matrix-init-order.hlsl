// A matrix built from sub-matrices (offload-test-suite
// matrix_construct_by_sub_mat): HLSL takes each sub-matrix's elements in
// row-major order; Clang 22 flattened them column-major, which the frontend
// now renumbers (Frontend/MatrixInitOrder.h).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWBuffer<int> Out : register(u0);

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 undef, i32 1,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 undef, i32 2,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 undef, i32 3,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 undef, i32 4,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 undef, i32 5,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 undef, i32 6,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 undef, i32 7,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 undef, i32 8,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 undef, i32 9,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 9, i32 undef, i32 10,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 10, i32 undef, i32 11,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 11, i32 undef, i32 12,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 12, i32 undef, i32 13,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 15, i32 undef, i32 16,
// The constructor form, and a sub-matrix that is not a variable.
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 undef, i32 2,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 17, i32 undef, i32 4,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 18, i32 undef, i32 6,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 19, i32 undef, i32 8,
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 20, i32 undef, i32 10,
[numthreads(1, 1, 1)]
void main() {
  int2x2 A = int2x2(1, 2, 3, 4);
  int2x2 B = int2x2(5, 6, 7, 8);
  int2x2 C = int2x2(9, 10, 11, 12);
  int3x1 D = int3x1(13, 14, 15);
  int4x4 M = {A, B, C, D, 16};
  [unroll] for (uint I = 0; I < 16; ++I)
    Out[I] = M[I / 4][I % 4];
  int2x4 N = int2x4(A + A, 10, 12, 14, 16);
  [unroll] for (uint J = 0; J < 8; ++J)
    Out[16 + J] = N[J / 4][J % 4];
}
