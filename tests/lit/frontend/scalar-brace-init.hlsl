// A scalar initialized from a braced list of one value is that value, as in
// DXC. Clang 22 mishandled every such initializer: `static float f1 = {
// true };` (DXC's test staticGlobals4.hlsl) allocated without bound until
// the worker's memory limit stopped it, `float f = { 1 };` crashed, and
// `half h = { 1.0 };` was "excess elements in scalar initializer". The
// frontend spells them with parentheses (ScalarBraceInit.h); vectors,
// arrays and structs keep their braces.

// RUN: %dxilc -T ps_6_2 -enable-16bit-types -E main %s -Fc - | FileCheck %s

typedef float Real;
using Count = uint;

static float f1 = { true };
static bool f2 = { 1 };
static int f3 = { false };
static Real r = { 0.25 };
static const Count n = { 3, };
static float2 v = { 1, 2 };
static float a[2] = { 4, 8 };

float4 main(float x : X) : SV_Target {
  half h = { 1.0 };
  min16float m = { 2 };
  float y = { x * 2 }, z = { x };
  return float4(f1 + f2 + f3, r * n, h + m + v.y + a[1], y + z);
}

// f1 + f2 + f3 = 1 + 1 + 0; r * n = 0.75; h + m + v.y + a[1] = 13;
// y + z = 3x.
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 2.000000e+00)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 7.500000e-01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 1.300000e+01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %{{.*}})
