// A member read after one the optimizer removed (Torque3D's water shaders:
// an unread `$Globals` float4, then `float2 waveDir[3]` read at its last
// element) was refused ("cbuffer load at byte 32 of member '' does not match
// its DXC layout"): the remaining members were paired with the layout
// struct's elements by position, so the array took the removed member's
// type. Each member keeps its own element. DXC reads `d[2]` from row 3 (`a`
// is row 0, d's elements rows 1-3) and `e` from row 4.

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s

// CHECK: %[[D:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 3)
// CHECK: extractvalue %dx.types.CBufRet.f32 %[[D]], 1
// CHECK: %[[E:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 4)
// CHECK: extractvalue %dx.types.CBufRet.f32 %[[E]], 2
float4 a;
float2 d[3];
float3 e;

float4 main() : SV_Position { return float4(d[2].y, e.z, 0, 1); }
