// `interface` declarations and classes implementing them (SM 5 style code;
// DXC declares an interface as a struct without data and resolves the
// calls statically). Clang 22 has no `interface` keyword: "unknown type
// name 'interface'".

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

interface ILight {
  float3 Eval(float3 n);
};

class Directional : ILight {
  float3 dir;
  float3 Eval(float3 n) { return saturate(dot(n, dir)); }
};

float4 main(float3 n : N) : SV_Target {
  Directional l;
  l.dir = float3(0, 0, 1);
  return float4(l.Eval(n), 1);
}

// saturate(dot(n, (0, 0, 1))): the method of the class.
// CHECK: %[[D:[a-z0-9.]+]] = call float @dx.op.dot3.f32(i32 55, float %{{[0-9]+}}, float %{{[0-9]+}}, float %{{[0-9]+}}, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00)
// CHECK: call float @dx.op.unary.f32(i32 7, float %[[D]])
