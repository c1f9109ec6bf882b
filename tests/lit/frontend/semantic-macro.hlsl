// A semantic written by a macro (AMD Cauldron's `: TARGET(3)` with
// `#define TARGET(v) CONCAT(SV_Target, v)`) is the expansion's, SV_Target3,
// not the macro's name.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

#define CONCAT2(a, b) a##b
#define CONCAT(a, b) CONCAT2(a, b)
#define TARGET(v) CONCAT(SV_Target, v)

struct Output {
  float4 Color : SV_Target0;
  float2 Motion : TARGET(3);
};

// CHECK: !{i32 1, !"SV_Target", i8 9, i8 16, ![[INDEX:[0-9]+]], i8 0, i32 1, i8 2, i32 3, i8 0,
// CHECK: ![[INDEX]] = !{i32 3}
Output main(float4 Pos : SV_Position) {
  Output O;
  O.Color = Pos;
  O.Motion = Pos.xy;
  return O;
}
