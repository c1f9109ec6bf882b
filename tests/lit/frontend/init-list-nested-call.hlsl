// A nested braced list holding a call (FlaxEngine's ACES tables: `{ ...,
// { 0.18 * exp2(-15.0), 0.0001 }, ... }`): Clang 22 counts it as no
// initializers ("too few initializers in list for type 'float2' (expected
// 2 but found 0)"). HLSL flattens initializer lists, so the second parse
// blanks the braces inside the list Clang reported. The values are DXC's.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E TooFew -D TOOFEW %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=TOOFEW

struct P {
  float2 m;
  float s;
};

float main(float x : X) : SV_Target {
  float2 v = { { abs(x), 5.0 } };
  P p = { { abs(x), 4.0 }, 5.0 };
  return v.y + p.s + p.m.x * 2 + p.m.y * 3;
}

// |x| * 2 + 22
// CHECK: %[[A:.*]] = call float @dx.op.unary.f32(i32 6, float %{{.*}})
// CHECK: %[[M:.*]] = fmul {{.*}}float %[[A]], 2.000000e+00
// CHECK: fadd {{.*}}float %[[M]], 2.200000e+01

// A list that really is too short stays an error.
#ifdef TOOFEW
float TooFew(float x : X) : SV_Target {
  float3 v = { { abs(x), 5.0 } };
  return v.z;
}
#endif
// TOOFEW: error: too few initializers in list for type 'float3'
