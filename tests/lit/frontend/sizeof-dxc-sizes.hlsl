// sizeof gives DXC's sizes (SizeOf.h). Clang 22 sizes a float3 as 16 bytes
// (LLVM's vector layout) and lays structs out with it; DXC packs: 12, and
// 16 for { float3; float; }. RTXPT asserts its constants' size
// (`static_assert(sizeof(LightsBakerConstants) == 464)`), and sizes computed
// with sizeof were wrong values. Each assertion below held in DXC and
// failed in Clang 22.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

struct E {
  float3 a;
  float b;
};
struct D {
  float f;
  double d;
  float3 v[2];
};
struct Derived : E {
  bool flag;
};

_Static_assert(sizeof(float3) == 12, "float3");
_Static_assert(sizeof(E) == 16, "E");
_Static_assert(sizeof(D) == 40, "D: f, 4 bytes of padding, d, v");
_Static_assert(sizeof(float3[2]) == 24, "array");
_Static_assert(sizeof(float3x3) == 36, "matrix");
_Static_assert(sizeof(Derived) == 20, "base first, bool 4");
_Static_assert(sizeof(float4) == 16, "unchanged");
// In a macro's argument (RTXPT's STATIC_ASSERT).
#define STATIC_ASSERT(x) _Static_assert(x, "failed static assert")
STATIC_ASSERT(20 == sizeof(Derived));

float4 main(float3 n : N) : SV_Target {
  float3 v = n;
  return float4(sizeof(v), sizeof(E), sizeof(D), sizeof(uint2));
}

// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float 1.200000e+01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float 1.600000e+01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float 4.000000e+01)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float 8.000000e+00)
