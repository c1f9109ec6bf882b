// `discard;` (an HLSL keyword Clang 22 does not parse) is the prelude's
// clip(-1.0f): DXIL Discard(true) on the branch, as DXC emits it for
// MiniEngine's CutoutDepthPS.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s < %t.ll

// CHECK: [[C:%.*]] = fcmp {{.*}}olt float %{{.*}}, 5.000000e-01
// CHECK: br i1 [[C]], label %[[THEN:.*]], label
// CHECK: [[THEN]]:
// CHECK-NEXT: call void @dx.op.discard(i32 82, i1 true)
float4 main(float4 c : COLOR) : SV_Target {
  if (c.a < 0.5)
    discard;
  return c;
}
