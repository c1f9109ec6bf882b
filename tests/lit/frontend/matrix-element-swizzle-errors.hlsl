// Matrix element swizzles DXC refuses too, and Clang's diagnostics on lines
// whose swizzles were rewritten (MatrixSwizzle.h): columns are the user's.

// RUN: not %dxilc -T cs_6_5 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: not %dxilc -T cs_6_5 -E main -D CLANG_ERRORS %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=CLANG

RWStructuredBuffer<float4> Out : register(u0);

float4x4 make() { return (float4x4)1; }

[numthreads(1, 1, 1)]
void main() {
  float4x4 M = (float4x4)0;
  float2x2 N = (float2x2)0;
#ifndef CLANG_ERRORS
  // CHECK: matrix-element-swizzle-errors.hlsl:[[@LINE+1]]:4: error: a matrix swizzle that names an element more than once cannot be assigned
  M._m00_m00 = float2(1, 2);
  // CHECK: matrix-element-swizzle-errors.hlsl:[[@LINE+1]]:9: error: assignment to a matrix swizzle of several elements whose matrix expression has calls or side effects is not supported
  make()._11_22 = float2(1, 2);
  // CHECK: matrix-element-swizzle-errors.hlsl:[[@LINE+1]]:4: error: increment or decrement of a matrix swizzle of several elements is not supported
  M._11_22++;
#else
  // Out of range for a 2x2 matrix: Clang's own error, at the user's column.
  // CLANG: matrix-element-swizzle-errors.hlsl:[[@LINE+1]]:32: error: matrix row index is outside the allowed range
  Out[0] = float4(M._m00_m11, N._m33, 0);
  // Columns after rewritten swizzles on the same line are the user's.
  // CLANG: matrix-element-swizzle-errors.hlsl:[[@LINE+1]]:45: error: use of undeclared identifier 'undeclared'
  Out[1] = float4(M._11_22, M._m00, N._12 + undeclared, 0);
#endif
  Out[2] = M._m00;
}
