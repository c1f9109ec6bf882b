// Bool matrices (offload-test-suite matrix_bool_{and,or}_operator,
// transpose.bool). Clang 22 emits invalid IR for a bool matrix passed by
// value and for its row subscript, and returns one through a slot that
// reinterprets its bits (transpose came out all zero); the Intrinsics stage
// repairs these before the verifier. and()/or() on matrices used to
// truncate to the first element. Constant inputs fold, so the stored values
// are checked.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<int> Out : register(u0);

// and: (1,0,0,1,0,1); or: (1,1,1,1,0,1); transpose of ((1,0,1),(0,0,1))
// is ((1,0),(0,0),(1,1)).
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 8, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 9, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 10, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 11, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 12, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 13, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 14, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 15, i32 0, i32 0,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 16, i32 0, i32 1,
// CHECK-DAG: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 17, i32 0, i32 1,
[numthreads(1, 1, 1)]
void main() {
  bool2x3 A = bool2x3(true, false, true, true, false, true);
  bool2x3 B = bool2x3(true, true, false, true, false, true);
  bool2x3 X = and(A, B);
  bool2x3 O = or(A, B);
  [unroll] for (int I = 0; I < 6; ++I) {
    Out[I] = X[I / 3][I % 3];
    Out[6 + I] = O[I / 3][I % 3];
  }
  bool2x3 M = bool2x3(true, false, true, false, false, true);
  bool3x2 T = transpose(M);
  [unroll] for (int J = 0; J < 6; ++J)
    Out[12 + J] = T[J / 2][J % 2];
}
