// Two calls Clang 22 finds ambiguous where the second's argument is the
// first's result (Unity's LutBuilder3D: `colorGamma = PositivePow(
// colorLinear, 1.0 / 2.2); ... PositivePow(colorGamma, 2.2)`). The second
// is scored only once the first resolves, so phase 1 runs again
// (DxcOverload.h), and its forwarder goes in front of the first's on the
// winner's line. Before, the second stayed ambiguous. DXC: |x| to the
// 1/2.2, then |that| to the 2.2, as log/mul/exp.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

float PositivePow(float base, float power) { return pow(abs(base), power); }
float3 PositivePow(float3 base, float3 power) { return pow(abs(base), power); }

RWStructuredBuffer<float3> o;

[numthreads(1, 1, 1)] void main() {
  float3 colorLinear = o[0];
  float3 colorGamma = PositivePow(colorLinear, 1.0 / 2.2);
  colorLinear = PositivePow(colorGamma, 2.2);
  o[2] = colorLinear;
}

// CHECK: %[[L1:.*]] = call float @dx.op.unary.f32(i32 23,
// CHECK: fmul {{.*}}float 0x3FDD1745C0000000, %[[L1]]
// CHECK: %[[E1:.*]] = call float @dx.op.unary.f32(i32 21,
// CHECK: %[[A2:.*]] = call float @dx.op.unary.f32(i32 6, float %[[E1]])
// CHECK: %[[L2:.*]] = call float @dx.op.unary.f32(i32 23, float %[[A2]])
// CHECK: fmul {{.*}}float 0x40019999A0000000, %[[L2]]
