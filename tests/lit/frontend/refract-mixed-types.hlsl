// refract() of a half (min16float) incident vector and a float normal
// (WickedEngine's underwater pass, `half` #defined as min16float): every
// overload needs a conversion, so Clang 22 found the call ambiguous; DXC
// converts both vectors to float3 and eta to float, as the prelude's
// conversion template now does. Without 16-bit types min16float is 32-bit
// anyway; the float overload's code is what DXC emits: dot3 of the
// vectors, k = 1 - eta^2 (1 - d^2), 0 where k < 0.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

// CHECK: %[[D:.*]] = call float @dx.op.dot3.f32(i32 55,
// CHECK: fcmp {{.*}}olt float %{{.*}}, 0.000000e+00
// CHECK: call float @dx.op.unary.f32(i32 24,
// CHECK-NOT: dot3.f16

RWStructuredBuffer<float3> o : register(u0);

[numthreads(1, 1, 1)]
void main() {
  min16float3 L = (min16float3)o[1];
  min16float3 r = refract(-L, float3(0, 1, 0), o[2].x);
  o[0] = r;
}
