; RUN: %dxild-opt -passes=dxil-intrinsic-expansion -disable-verify %s | FileCheck %s

; DXIL has no copysign. InstCombine makes one of `0.0 * sign(v)` when
; `precise` keeps it from folding the product to 0 (SpartanEngine's
; octahedral normal decode in a vertex shader with a precise SV_Position):
; x's magnitude bits with y's sign bit, as integer operations.

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

; CHECK-LABEL: define float @scalar(
; CHECK: %[[X:.*]] = bitcast float %x to i32
; CHECK: %[[MAG:.*]] = and i32 %[[X]], 2147483647
; CHECK: %[[Y:.*]] = bitcast float %y to i32
; CHECK: %[[SIGN:.*]] = and i32 %[[Y]], -2147483648
; CHECK: %[[OR:.*]] = or i32 %[[MAG]], %[[SIGN]]
; CHECK: %[[R:.*]] = bitcast i32 %[[OR]] to float
; CHECK: ret float %[[R]]
define float @scalar(float %x, float %y) {
  %r = call float @llvm.copysign.f32(float %x, float %y)
  ret float %r
}

; CHECK-LABEL: define <2 x half> @vector(
; CHECK: and <2 x i16> {{.*}}, splat (i16 32767)
; CHECK: and <2 x i16> {{.*}}, splat (i16 -32768)
; CHECK: bitcast <2 x i16> {{.*}} to <2 x half>
define <2 x half> @vector(<2 x half> %x, <2 x half> %y) {
  %r = call <2 x half> @llvm.copysign.v2f16(<2 x half> %x, <2 x half> %y)
  ret <2 x half> %r
}

declare float @llvm.copysign.f32(float, float)
declare <2 x half> @llvm.copysign.v2f16(<2 x half>, <2 x half>)
