// Integer literals with a `long` suffix (GameTechDev's AOIT:
// `asfloat(uiPackedDepthCovg & 0xFFFFFFF0UL)`). DXC's `long` has 32 bits,
// so the `and` is 32-bit and `asfloat` takes a uint; Clang 22's has 64 and
// the call was ambiguous. The source rewrite drops the `L` (SourceCompat.h),
// in macro bodies too; `LL` stays 64-bit. The values are DXC's.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

#define LOW_BITS 0x3lu

float main(uint x : X) : SV_Target {
  return asfloat(x & 0xFFFFFFF0UL) + asfloat((x & 0xFFFFFFFCul) | LOW_BITS) +
         (3L + 2UL) + (float)(0x100000000LL >> 31);
}

// CHECK: %[[X:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[A:.*]] = and i32 %[[X]], -16
// CHECK-DAG: %[[O:.*]] = or i32 %[[X]], 3
// CHECK-DAG: %[[FA:.*]] = bitcast i32 %[[A]] to float
// CHECK-DAG: %[[FO:.*]] = bitcast i32 %[[O]] to float
// 3 + 2 + 2: the 64-bit shift kept its width.
// CHECK: fadd {{.*}}float %[[FO]], 7.000000e+00
