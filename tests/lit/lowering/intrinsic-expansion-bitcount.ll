; RUN: %dxild-opt -passes=dxil-intrinsic-expansion %s | FileCheck %s

; Bit scans the optimizer recognizes (a lowest-set-bit loop becomes cttz at
; -O1) map onto FirstbitLo/FirstbitHi, which return -1 for zero where
; cttz/ctlz return the bit width.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define i32 @trailing(
; CHECK: %[[P:.*]] = call i32 @llvm.dx.firstbitlow.i32(i32 %x)
; CHECK: %[[Z:.*]] = icmp eq i32 %x, 0
; CHECK: %r = select i1 %[[Z]], i32 32, i32 %[[P]]
define i32 @trailing(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  ret i32 %r
}

; Zero is poison: no select.
; CHECK-LABEL: define i32 @trailing_nonzero(
; CHECK: %r = call i32 @llvm.dx.firstbitlow.i32(i32 %x)
; CHECK-NEXT: ret i32 %r
define i32 @trailing_nonzero(i32 %x) {
  %r = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  ret i32 %r
}

; 64-bit: the position is an i32 and widens to the operand's type.
; CHECK-LABEL: define i64 @leading64(
; CHECK: %[[P:.*]] = call i32 @llvm.dx.firstbituhigh.i64(i64 %x)
; CHECK: %[[W:.*]] = zext i32 %[[P]] to i64
; CHECK: %[[Z:.*]] = icmp eq i64 %x, 0
; CHECK: %r = select i1 %[[Z]], i64 64, i64 %[[W]]
define i64 @leading64(i64 %x) {
  %r = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  ret i64 %r
}

; CHECK-LABEL: define <2 x i32> @trailing_vec(
; CHECK: call <2 x i32> @llvm.dx.firstbitlow.v2i32(<2 x i32> %x)
; CHECK: select <2 x i1> %{{.*}}, <2 x i32> splat (i32 32), <2 x i32>
define <2 x i32> @trailing_vec(<2 x i32> %x) {
  %r = call <2 x i32> @llvm.cttz.v2i32(<2 x i32> %x, i1 false)
  ret <2 x i32> %r
}
