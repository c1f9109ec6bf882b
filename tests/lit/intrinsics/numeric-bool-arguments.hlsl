// Numeric intrinsics on bools (OutdoorLightScattering's
// `if (dot(b4IsInvalidBoundary, b4BoundaryFlags))`): DXC's numeric
// intrinsics take no bool, the bools are converted to ints. Before, the
// prelude's conversion template picked bool4 again and called itself
// forever: `return dot(a, a)` was 0 and the `if` made the entry unreachable
// ("the entry has 1 input semantics but Clang emitted 0 input accesses").

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

float4 main(float4 p : TEXCOORD) : SV_Target {
  bool4 a = p > 0;
  bool4 b = p.wzyx > 1;
  if (dot(a, b))
    return -1;
  return float4(dot(a, a), max(a.x, b.y), abs(a.z), mad(a.x, b.x, a.w));
}

// The dot is a sum of products of the bools as 0/1 ints.
// CHECK: zext i1 %{{[.a-z0-9]+}} to i32
// CHECK: mul i32
// CHECK: %[[DOT:hlsl.dot[.a-z0-9]*]] = add i32
// CHECK: icmp {{eq|ne}} i32 %[[DOT]], 0
// max of bools is their or, mad an integer mad.
// CHECK: or i1
// CHECK: call i32 @dx.op.tertiary.i32(i32 48,
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float
// CHECK-NOT: unreachable
