; RUN: %dxild-opt -passes=dxil-intrinsic-expansion -disable-verify %s | FileCheck %s

; DXIL has no class test. InstCombine makes one of an integer compare of a
; float's bits (`asuint(w) != 0`, `all(asuint(v) == 0)`: FidelityFX
; BrixelizerGI's probe weights and radiance, 12 passes): the classes the
; mask names, tested on the bits (sign, exponent, quiet bit) again.

target triple = "dxilv1.2-pc-shadermodel6.2-compute"

; fcZero (96): the magnitude bits are 0.
; CHECK-LABEL: define i1 @zero(
; CHECK: %[[I:.*]] = bitcast float %x to i32
; CHECK: %[[A:.*]] = and i32 %[[I]], 2147483647
; CHECK: %[[Z:.*]] = icmp eq i32 %[[A]], 0
; CHECK: ret i1 %[[Z]]
define i1 @zero(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 96)
  ret i1 %r
}

; fcPosZero (64): the bits are 0 (zero magnitude, sign clear).
; CHECK-LABEL: define i1 @pos_zero(
; CHECK: %[[Z:.*]] = icmp eq i32 %{{.*}}, 0
; CHECK: %[[P:.*]] = icmp sge i32 %{{.*}}, 0
; CHECK: %[[R:.*]] = and i1 %[[Z]], %[[P]]
; CHECK: ret i1 %[[R]]
define i1 @pos_zero(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 64)
  ret i1 %r
}

; fcNan (3) and fcInf (516) on a vector of halves: above, or equal to, the
; all-ones exponent.
; CHECK-LABEL: define <2 x i1> @nan_or_inf(
; CHECK: %[[I:.*]] = bitcast <2 x half> %x to <2 x i16>
; CHECK: %[[A:.*]] = and <2 x i16> %[[I]], splat (i16 32767)
; CHECK: %[[INF:.*]] = icmp eq <2 x i16> %[[A]], splat (i16 31744)
; CHECK: %[[NAN:.*]] = icmp ugt <2 x i16> %[[A]], splat (i16 31744)
; CHECK: %[[R:.*]] = or <2 x i1> %[[INF]], %[[NAN]]
; CHECK: ret <2 x i1> %[[R]]
define <2 x i1> @nan_or_inf(<2 x half> %x) {
  %r = call <2 x i1> @llvm.is.fpclass.v2f16(<2 x half> %x, i32 519)
  ret <2 x i1> %r
}

; Not +0 with no NaN or infinity (InstCombine's `asuint(w) != 0` under
; nnan ninf): -0, subnormals, normals.
; CHECK-LABEL: define i1 @nonzero_finite(
; CHECK: icmp uge i32 %{{.*}}, 1
; CHECK: icmp ult i32 %{{.*}}, 8388608
; CHECK: icmp uge i32 %{{.*}}, 8388608
; CHECK: icmp ult i32 %{{.*}}, 2139095040
; CHECK-NOT: call i1 @llvm.is.fpclass
define i1 @nonzero_finite(float %x) {
  %r = call i1 @llvm.is.fpclass.f32(float %x, i32 440)
  ret i1 %r
}

declare i1 @llvm.is.fpclass.f32(float, i32)
declare <2 x i1> @llvm.is.fpclass.v2f16(<2 x half>, i32)
