// `precise` (DXC: the marked values are computed as written, no fast-math
// reassociation) is not a keyword of Clang 22. dxild blanks it and compiles a
// shader that uses it without fast math: no fast-math flags anywhere, while
// the same shader without `precise` keeps them.

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: sed -e 's/precise //g' %s > %t.hlsl
// RUN: %dxilc -T vs_6_0 -E main %t.hlsl -Fc - | FileCheck %s --check-prefix=FAST

struct VSOut {
  precise float4 pos : SV_Position;
  float w : WEIGHT;
};

// CHECK-LABEL: define void @main()
// CHECK-NOT: fast
// CHECK-NOT: reassoc
// CHECK: fmul float
// CHECK: ret void
// FAST: fmul {{.*}}reassoc
VSOut main(float4 p : POSITION, float4 q : NORMAL, precise out float extra : EXTRA) {
  VSOut o;
  precise float s = p.x * q.x + p.y * q.y;
  o.pos = p * s;
  o.w = q.w * q.z;
  extra = s * 2;
  return o;
}
