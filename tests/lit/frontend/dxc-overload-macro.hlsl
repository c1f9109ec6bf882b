// Overloaded calls whose callee name is spelled in a macro's body
// (Frontend/DxcOverload): NVIDIA NRD's
// `#define ComputeNonExponentialWeight(x, px, py) Math::SmoothStep(1.0, 0.0,
// ...)` is expanded with float4 arguments, ambiguous to Clang 22 (DXC
// picks the float4 overload), and with float ones, which Clang resolves. The
// token is renamed once for every expansion, so each expansion keeps its own
// overload. Values equal DXC's output for this file.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -DTIE %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIE

RWBuffer<float4> Buf : register(u0);

namespace Math {
// The scalar overload subtracts, the vector one multiplies and adds: the
// DXIL shows which one ran.
float Step(float a, float b, float x) { return a - b - x; }
float4 Step(float4 a, float4 b, float4 x) { return a * b + x; }
#ifdef TIE
float2 Pair(float2 a, float b) { return a + b; }
float2 Pair(float a, float2 b) { return a - b; }
#endif
} // namespace Math

#define WEIGHT(x) Math::Step(2.0, 3.0, (x))
#define PAIR(a, b) Math::Pair((a), (b))

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  float4 V = Buf[i];
  // float4 overload: V + 2.0 * 3.0.
  Buf[i + 1] = WEIGHT(V);
  // scalar overload: 2.0 - 3.0 - V.x.
  Buf[i + 2] = WEIGHT(V.x);
#ifdef TIE
  // DXC's scores tie too: the error stays, at the expansion.
  // TIE: dxc-overload-macro.hlsl:[[@LINE+1]]:15: error: call to 'Pair' is ambiguous
  Buf[i].xy = PAIR(V.x, V.y);
#endif
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
// CHECK: [[S:%.*]] = fsub {{.*}} float -1.000000e+00, [[X]]
// CHECK: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, float [[S]], float [[S]], float [[S]], float [[S]], i8 15)
