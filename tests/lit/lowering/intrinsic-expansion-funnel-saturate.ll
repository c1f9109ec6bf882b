; RUN: %dxild-opt -passes=dxil-intrinsic-expansion,instsimplify %s | FileCheck %s
; RUN: %dxild-opt -passes=dxil-intrinsic-expansion %s | FileCheck %s --check-prefix=SHAPE

; Funnel shifts (InstCombine turns a rotate `(x << k) | (x >> (32 - k))` into
; llvm.fshl; WickedEngine's ssaoCS) and saturating arithmetic (llvm.usub.sat
; from `x > y ? x - y : 0`) have no DXIL operation: they become shifts, masks
; and min/max. Values checked on constants, the expansion folded: the
; documented results of each intrinsic, shifts by 0 and by the width
; included.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; fshl(0x12345678, 0x9abcdef0, 8) = 0x3456789a; by 0 (and 32): 0x12345678.
; CHECK-LABEL: define void @funnel(
; CHECK: store volatile i32 878082202, ptr %p
; CHECK: store volatile i32 305419896, ptr %p
; CHECK: store volatile i32 305419896, ptr %p
; fshr(0x12345678, 0x9abcdef0, 8) = 0x789abcde; by 32: 0x9abcdef0.
; CHECK: store volatile i32 2023406814, ptr %p
; CHECK: store volatile i32 -1698898192, ptr %p
; SHAPE-LABEL: define void @funnel(
; SHAPE-NOT: llvm.fsh
define void @funnel(ptr %p) {
  %a = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 8)
  store volatile i32 %a, ptr %p
  %b = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 0)
  store volatile i32 %b, ptr %p
  %c = call i32 @llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 32)
  store volatile i32 %c, ptr %p
  %d = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 8)
  store volatile i32 %d, ptr %p
  %e = call i32 @llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 32)
  store volatile i32 %e, ptr %p
  ret void
}

; usub.sat: 5 - 7 = 0, 7 - 5 = 2; uadd.sat: 0xfffffff0 + 0x20 = 0xffffffff,
; 1 + 2 = 3; sadd.sat: INT_MAX, INT_MIN, 3 + -5 = -2; ssub.sat: INT_MIN,
; INT_MAX, 3 - 5 = -2.
; CHECK-LABEL: define void @saturate(
; CHECK: store volatile i32 0, ptr %p
; CHECK: store volatile i32 2, ptr %p
; CHECK: store volatile i32 -1, ptr %p
; CHECK: store volatile i32 3, ptr %p
; CHECK: store volatile i32 2147483647, ptr %p
; CHECK: store volatile i32 -2147483648, ptr %p
; CHECK: store volatile i32 -2, ptr %p
; CHECK: store volatile i32 -2147483648, ptr %p
; CHECK: store volatile i32 2147483647, ptr %p
; CHECK: store volatile i32 -2, ptr %p
; SHAPE-LABEL: define void @saturate(
; SHAPE-NOT: .sat.
define void @saturate(ptr %p) {
  %a = call i32 @llvm.usub.sat.i32(i32 5, i32 7)
  store volatile i32 %a, ptr %p
  %b = call i32 @llvm.usub.sat.i32(i32 7, i32 5)
  store volatile i32 %b, ptr %p
  %c = call i32 @llvm.uadd.sat.i32(i32 -16, i32 32)
  store volatile i32 %c, ptr %p
  %d = call i32 @llvm.uadd.sat.i32(i32 1, i32 2)
  store volatile i32 %d, ptr %p
  %e = call i32 @llvm.sadd.sat.i32(i32 2147483632, i32 32)
  store volatile i32 %e, ptr %p
  %f = call i32 @llvm.sadd.sat.i32(i32 -2147483600, i32 -100)
  store volatile i32 %f, ptr %p
  %g = call i32 @llvm.sadd.sat.i32(i32 3, i32 -5)
  store volatile i32 %g, ptr %p
  %h = call i32 @llvm.ssub.sat.i32(i32 -2147483600, i32 100)
  store volatile i32 %h, ptr %p
  %i = call i32 @llvm.ssub.sat.i32(i32 2147483600, i32 -100)
  store volatile i32 %i, ptr %p
  %j = call i32 @llvm.ssub.sat.i32(i32 3, i32 5)
  store volatile i32 %j, ptr %p
  ret void
}

; Vectors expand the same way.
; SHAPE-LABEL: define <2 x i32> @vector(
; SHAPE: and <2 x i32> %k, splat (i32 31)
; SHAPE-NOT: llvm.fsh
; SHAPE: ret <2 x i32> %r
define <2 x i32> @vector(<2 x i32> %x, <2 x i32> %k) {
  %r = call <2 x i32> @llvm.fshl.v2i32(<2 x i32> %x, <2 x i32> %x, <2 x i32> %k)
  ret <2 x i32> %r
}
