// With -enable-16bit-types the optimizer still narrows 32-bit arithmetic on
// values it proves small to i8 (AMD Capsaicin's TAA: `(i % 100) % 10`),
// which DXIL does not have (dxv: "I8 can only be used as immediate value");
// dxild rewrites it in i32 and keeps the values.

// RUN: %dxilc -T cs_6_6 -E main -enable-16bit-types %s -Fc - | FileCheck %s

RWStructuredBuffer<uint2> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
  uint idx = gi % 100;
  Out[gi] = uint2(idx % 10, idx / 10);
}

// CHECK-LABEL: define void @main()
// CHECK-NOT: i8 %
// CHECK: urem i32
// CHECK-NOT: i8 %
// CHECK: ret void
