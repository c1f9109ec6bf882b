// dxild's signatures lay a matrix out one element row per column (DXC's
// column_major); DXC gives a row_major matrix one row per matrix row, so the
// same registers would carry other elements. Row-major matrices in the
// entry's signature (keyword or -Zpr) are refused; column-major ones compile.
// (The keywords are read from the source text: one that only a macro
// expands to stays unknown to Clang 22, an error rather than a guess.)

// RUN: not %dxilc -T vs_6_6 -E main -DROW %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: not %dxilc -T vs_6_6 -E main -Zpr %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ZPR
// RUN: %dxilc -T vs_6_6 -E main %s -Fo %t.dxil

struct VSIn {
#ifdef ROW
  row_major float2x2 m : M;
#else
  float2x2 m : M;
#endif
  float4 p : POSITION;
};

// CHECK: matrix-orientation-signature.hlsl:[[@LINE+2]]:18: error: entry 'main' passes a row-major 2x2 matrix through its signature
// ZPR: matrix-orientation-signature.hlsl:[[@LINE+1]]:30: error: entry 'main' passes a row-major 3x3 matrix
float4 main(VSIn i, float3x3 n : N) : SV_Position {
  return i.p + i.m[0][1] + n[1][2];
}
