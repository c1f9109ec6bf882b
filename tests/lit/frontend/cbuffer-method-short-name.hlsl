// A method called on a cbuffer struct variable whose name is shorter than
// 5 characters (`L.Eval(n)`): the copy's call `<alias>()` is longer than
// the name, so the rest of the line moves (CBufferCopy.h). Before, no
// alias of the name's length was left for the `()` and Clang 22's "cannot
// initialize object parameter of type 'Light' with an expression of type
// 'hlsl_constant Light'" stayed. DXC reads L.dir from row 1, tint from row 0.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

struct Light {
  float3 dir;
  float3 Eval(float3 n) { return saturate(dot(n, dir)); }
};

cbuffer C : register(b0) {
  float4 tint;
  Light L;
  Light Sun;
};

float4 main(float3 n : N) : SV_Target {
  return float4(L.Eval(n), 1) * tint + float4(Sun.Eval(n), 0);
}

// CHECK: %[[R1:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: %[[X:[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %[[R1]], 0
// CHECK: call float @dx.op.dot3.f32(i32 55, float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}, float %[[X]],
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
