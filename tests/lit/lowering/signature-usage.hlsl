// Input usage masks (dxil-signature-usage) come from the loadInput calls the
// final code keeps, as DXC's DxilFinalizeModule computes them: uv.y feeds
// only a lane of a vector frac() the shader never returns (dead once the
// vector is scalarized, deleted by DCE), and only pos.y is read. ISG1's
// "always read" masks are what the runtime checks against the previous
// stage's outputs.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_6 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s --check-prefix=ISG1

// CHECK-NOT: @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1
// CHECK: !"SV_Position", i8 9, i8 3, ![[#]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[POS:[0-9]+]]}
// CHECK: ![[POS]] = !{i32 3, i32 2}
// CHECK: !"TEXCOORD", i8 9, i8 0, ![[#]], i8 2, i32 1, i8 2, i32 1, i8 0, ![[UV:[0-9]+]]}
// CHECK: ![[UV]] = !{i32 3, i32 1}

// ISG1-LABEL: Name: ISG1
// ISG1:      Name: SV_Position
// ISG1:      Mask: 15
// ISG1-NEXT: ExclusiveMask: 2
// ISG1:      Name: TEXCOORD
// ISG1:      Mask: 3
// ISG1-NEXT: ExclusiveMask: 1

cbuffer C : register(b0) { float2 Scale; }
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD) : SV_Target {
  float2 f = frac(uv * Scale + 0.5);
  return float4(f.x, pos.y, 0, 1);
}
