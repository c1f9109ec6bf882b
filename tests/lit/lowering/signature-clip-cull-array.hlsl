// Clip and cull distances share at most two signature rows of their own. An
// array of two (`float2 cull1[2] : SV_CullDistance1`) spans both rows, next
// to the clip distances, as DXC packs it; before, it went to the general
// rows and DXC's validator refused the shader ("ClipDistance and
// CullDistance occupy more than the maximum of 2 rows combined"). Rows and
// columns below are DXC 1.9's for this source (its test
// pack_prefix_stable/prefix_stable2.hlsl).

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s

struct VS_OUT {
  float3 first : First;
  float clip0 : SV_ClipDistance0;
  float2 cull1[2] : SV_CullDistance1;
  float clip1 : SV_ClipDistance1;
  float withFirst : WithFirst;
  float afterClipCull : AfterClipCull;
};

VS_OUT main() { return (VS_OUT)1.0F; }

// Fields: ..., rows, columns, start row, start column.
// CHECK: !{i32 0, !"First", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 3, i32 0, i8 0,
// CHECK: !{i32 1, !"SV_ClipDistance", i8 9, i8 6, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 1, i8 0,
// CHECK: !{i32 2, !"SV_CullDistance", i8 9, i8 7, !{{[0-9]+}}, i8 2, i32 2, i8 2, i32 1, i8 1,
// CHECK: !{i32 3, !"SV_ClipDistance", i8 9, i8 6, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 1, i8 3,
// CHECK: !{i32 4, !"WithFirst", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 0, i8 3,
// CHECK: !{i32 5, !"AfterClipCull", i8 9, i8 0, !{{[0-9]+}}, i8 2, i32 1, i8 1, i32 3, i8 0,
