// A qualified call Clang 22 finds ambiguous and DXC resolves
// (Frontend/DxcOverload): NVIDIA's MathLib calls `Math::SmoothStep(1.0, 0.0,
// v)` with a float4 `v` beside scalar and vector overloads. Clang reports
// the ambiguity at the qualifier, not at the name; the forwarder goes inside
// the namespace, after the winner.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWBuffer<float4> Buf : register(u0);

namespace Math {
// The scalar overload subtracts, the vector one multiplies and adds: the
// DXIL shows which one ran.
float Step(float a, float b, float x) { return a - b - x; }
float4 Step(float4 a, float4 b, float4 x) { return a * b + x; }
} // namespace Math

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 V = Buf[i];
  // The float4 overload, DXC's choice: V + 2.0 * 3.0 per component.
  Buf[i + 1] = Math::Step(2.0, 3.0, V);
}

// CHECK-LABEL: define void @main()
// CHECK: [[LD:%.*]] = call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// CHECK: [[X:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 0
// CHECK: [[Y:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 1
// CHECK: [[Z:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 2
// CHECK: [[W:%.*]] = extractvalue %dx.types.ResRet.f32 [[LD]], 3
// CHECK: [[A:%.*]] = fadd {{.*}} float [[X]], 6.000000e+00
// CHECK: [[B:%.*]] = fadd {{.*}} float [[Y]], 6.000000e+00
// CHECK: [[C:%.*]] = fadd {{.*}} float [[Z]], 6.000000e+00
// CHECK: [[D:%.*]] = fadd {{.*}} float [[W]], 6.000000e+00
// CHECK: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, float [[A]], float [[B]], float [[C]], float [[D]], i8 15)
