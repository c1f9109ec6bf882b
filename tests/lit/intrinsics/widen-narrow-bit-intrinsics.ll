; DXILDWidenNarrowIntegersPass on the bit and min/max intrinsics InstCombine
; narrows with their values: NVIDIA NRD's `reversebits(frameIndex) >> 28`
; became `llvm.bitreverse.i4`, a DXIL overload that does not exist (dxv
; aborted on it). The rewrite leaves no i4 (WIDE); folded afterwards, each
; result equals the i4 operation's value zero-extended.
; RUN: %dxild-opt -passes=dxild-widen-narrow-integers %s -S -o - \
; RUN:   | FileCheck %s --check-prefix=WIDE
; RUN: %dxild-opt -passes=dxild-widen-narrow-integers,instsimplify %s -S -o - | FileCheck %s

; No instruction (indented; declarations are not) still has an i4.
; WIDE: define i32 @rev(
; WIDE-NOT: {{^  .*i4}}

target triple = "dxilv1.0-pc-shadermodel6.0-compute"

; bitreverse(0b0011) = 0b1100
; CHECK-LABEL: define i32 @rev(
; CHECK-NEXT: ret i32 12
define i32 @rev() {
  %r = call i4 @llvm.bitreverse.i4(i4 3)
  %z = zext i4 %r to i32
  ret i32 %z
}

; A variable operand: the low four bits of %x, reversed in the low four.
; CHECK-LABEL: define i32 @rev_var(
; CHECK: %[[T:.*]] = and i32 %x, 15
; CHECK: %[[R:.*]] = call i32 @llvm.bitreverse.i32(i32 %[[T]])
; CHECK: %r.wide = lshr i32 %[[R]], 28
; CHECK: ret i32 %r.wide
define i32 @rev_var(i32 %x) {
  %t = trunc i32 %x to i4
  %r = call i4 @llvm.bitreverse.i4(i4 %t)
  %z = zext i4 %r to i32
  ret i32 %z
}

; ctpop(0b0111) = 3
; CHECK-LABEL: define i32 @pop(
; CHECK-NEXT: ret i32 3
define i32 @pop() {
  %r = call i4 @llvm.ctpop.i4(i4 7)
  %z = zext i4 %r to i32
  ret i32 %z
}

; ctlz(0b0001) = 3, ctlz(0) = 4
; CHECK-LABEL: define i32 @lz(
; CHECK-NEXT: ret i32 7
define i32 @lz() {
  %a = call i4 @llvm.ctlz.i4(i4 1, i1 false)
  %b = call i4 @llvm.ctlz.i4(i4 0, i1 false)
  %za = zext i4 %a to i32
  %zb = zext i4 %b to i32
  %s = add i32 %za, %zb
  ret i32 %s
}

; cttz(0) = 4, cttz(0b1000) = 3
; CHECK-LABEL: define i32 @tz(
; CHECK-NEXT: ret i32 7
define i32 @tz() {
  %a = call i4 @llvm.cttz.i4(i4 0, i1 false)
  %b = call i4 @llvm.cttz.i4(i4 8, i1 false)
  %za = zext i4 %a to i32
  %zb = zext i4 %b to i32
  %s = add i32 %za, %zb
  ret i32 %s
}

; abs(-3) = 3; smin(-2, 3) = -2 (0b1110 = 14); smax(-2, 3) = 3;
; umin(14, 3) = 3; umax(14, 3) = 14: 3 + 14 + 3 + 3 + 14 = 37
; CHECK-LABEL: define i32 @minmax(
; CHECK-NEXT: ret i32 37
define i32 @minmax() {
  %a = call i4 @llvm.abs.i4(i4 -3, i1 false)
  %b = call i4 @llvm.smin.i4(i4 -2, i4 3)
  %c = call i4 @llvm.smax.i4(i4 -2, i4 3)
  %d = call i4 @llvm.umin.i4(i4 -2, i4 3)
  %e = call i4 @llvm.umax.i4(i4 -2, i4 3)
  %za = zext i4 %a to i32
  %zb = zext i4 %b to i32
  %zc = zext i4 %c to i32
  %zd = zext i4 %d to i32
  %ze = zext i4 %e to i32
  %s1 = add i32 %za, %zb
  %s2 = add i32 %s1, %zc
  %s3 = add i32 %s2, %zd
  %s4 = add i32 %s3, %ze
  ret i32 %s4
}

; Conversions to and from float: the NRD shape, a narrowed sum converted.
; sitofp(i4 -3) = -3.0, uitofp(i4 13) = 13.0; fptosi(-3.0) to i4 = 0b1101.
; CHECK-LABEL: define float @tofloat(
; CHECK-NEXT: ret float 1.000000e+01
define float @tofloat() {
  %a = sitofp i4 -3 to float
  %b = uitofp i4 13 to float
  %s = fadd float %a, %b
  ret float %s
}
; CHECK-LABEL: define i32 @fromfloat(
; CHECK-NEXT: ret i32 13
define i32 @fromfloat() {
  %a = fptosi float -3.0 to i4
  %z = zext i4 %a to i32
  ret i32 %z
}
