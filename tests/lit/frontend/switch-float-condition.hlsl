// A `switch` on a floating-point value (the AMD SDK's Sprite.hlsl:
// `switch (g_f4SampleIndex.x)` with a float4 constant). DXC converts the
// condition to int (fptosi); Clang 22 refuses "statement requires
// expression of integer type", which failed every entry of the file. The
// condition is rewritten `switch ((int)(F))` where Clang reported it and
// the file parsed again (MatrixSwizzle.h, TypedRewrites::SwitchConditions).

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

cbuffer cb : register(b0) { float4 g_f4SampleIndex; };

// CHECK-LABEL: define void @main()
// CHECK: [[X:%.*]] = extractvalue %dx.types.CBufRet.f32 {{%.*}}, 0
// CHECK: [[I:%.*]] = fptosi float [[X]] to i32
// CHECK: switch i32 [[I]], label
// CHECK: [[Y:%.*]] = fmul {{.*}}float {{%.*}}, 2.000000e+00
// CHECK: [[J:%.*]] = fptosi float [[Y]] to i32
// CHECK: icmp ne i32 [[J]], 4
float4 main() : SV_Target {
  float4 c = 0;
  switch (g_f4SampleIndex.x) {
  case 0: c = 1; break;
  case 1: c = 2; break;
  default: c = 3; break;
  }
  switch (g_f4SampleIndex.y
          * 2) {
  case 4: c.x += 1; break;
  default: c.y += 1; break;
  }
  return c;
}
