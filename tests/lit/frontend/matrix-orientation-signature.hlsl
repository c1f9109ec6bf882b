// Matrices in an entry's signature take DXC's registers: a column_major
// matrix one signature row per column (its components the matrix rows), a
// row_major one one row per matrix row. The orientation comes from the
// keyword, the last `#pragma pack_matrix` before the declaration, or -Zpr,
// as for constant buffers. Expected operands are DXC 1.9's for this source.
// (Row-major signature matrices used to be refused.)

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T vs_6_0 -E zpr -Zpr %s -Fc - | FileCheck %s --check-prefix=ZPR

#pragma pack_matrix(row_major)
struct VIn {
  float3 pos : POSITION;
  float3x4 xf : TRANSFORM;
  column_major float2x3 cm : CM;
};
struct VOut {
  float4 pos : SV_Position;
  float2x3 rm : RM;
  column_major float3x2 cm : CMO;
};

// TRANSFORM (input 1) is 3 rows of 4: mul reads all twelve [r][c] at row r,
// column c.
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 3, i32 undef)
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 2, i8 0, i32 undef)
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 1, i8 2, i32 undef)
// cm[1][2] of the column_major 2x3 (input 2): row 2 (the column), component 1.
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 2, i32 2, i8 1, i32 undef)
// extra[1][0] of the row_major 2x2 (input 3): row 1, component 0.
// CHECK-DAG: call float @dx.op.loadInput.f32(i32 4, i32 3, i32 1, i8 0, i32 undef)
// RM (output 1, row-major 2x3): rows (1, 2, 3) and (4, 5, pos.x).
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 2, float 3.000000e+00)
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 1, i8 0, float 4.000000e+00)
// CMO (output 2, column-major 3x2): rows are the columns (6, 8, pos.y) and
// (7, 9, 10).
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 0, i8 1, float 8.000000e+00)
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 1, i8 0, float 7.000000e+00)
// CHECK-DAG: call void @dx.op.storeOutput.f32(i32 5, i32 2, i32 1, i8 2, float 1.000000e+01)
VOut main(VIn v, row_major float2x2 extra : EXTRA) {
  VOut o;
  o.pos = float4(mul(v.xf, float4(v.pos, 1)), 1) + v.cm[1][2] + extra[1][0];
  o.rm = float2x3(1, 2, 3, 4, 5, v.pos.x);
  o.cm = float3x2(6, 7, 8, 9, v.pos.y, 10);
  return o;
}

#pragma pack_matrix(column_major)
// With -Zpr and a pragma back to column_major: the pragma wins (n: rows are
// columns, n[1][2] at row 2, component 1); the keyword over both (k[0][1]:
// row 0, component 1).
// ZPR-DAG: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 2, i8 1, i32 undef)
// ZPR-DAG: call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1, i32 undef)
float4 zpr(float3x3 n : N, row_major float2x2 k : K) : SV_Position {
  return n[1][2] + k[0][1];
}
