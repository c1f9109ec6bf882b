// Members placed by hand, at DXC's offsets: `packoffset` inside a cbuffer,
// and on a global of $Globals the constant register `register(c2)` (byte
// 32) or the legacy `b`/`i` registers, which DXC reads the same way
// (Microsoft's ATG HDR samples: `float4 PaperWhiteNits : register(b0);`).
// The other members follow the last placed one, in declaration order.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

cbuffer Params : register(b1) {
  float4 P0 : packoffset(c3);
  float P1 : packoffset(c1.z);
  float4 P2; // after P0: c4
}

float4 G0;                     // after G2: c6
float4 G1 : register(c2);      // c2
float4 G2[2] : register(b4);   // c4, c5
float4 G3 : register(i1);      // c1

// $Globals is 7 registers (112 bytes), Params 5 (80).
// CHECK-DAG: !{i32 0, ptr @"dx.resource.sym.$Globals", !"$Globals", i32 0, i32 0, i32 1, i32 112, null}
// CHECK-DAG: !{i32 1, ptr @dx.resource.sym.Params, !"Params", i32 0, i32 1, i32 1, i32 80, null}

// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[GL:%[0-9]+]], i32 6)
// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[GL]], i32 2)
// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[GL]], i32 5)
// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[GL]], i32 1)
// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[PA:%[0-9]+]], i32 3)
// CHECK-DAG: [[P1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[PA]], i32 1)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[P1]], 2
// CHECK-DAG: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[PA]], i32 4)
float4 main() : SV_Target0 { return G0 + G1 + G2[1] + G3 + P0 + P1 + P2; }
