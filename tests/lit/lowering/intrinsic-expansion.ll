; RUN: %dxild-opt -passes=dxil-intrinsic-expansion -disable-verify %s | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; normalize(v) = v * rsqrt(dot(v, v))
; CHECK-LABEL: define <3 x float> @normalize(
; CHECK: %[[D:.*]] = call float @llvm.dx.fdot.v3f32(<3 x float> %v, <3 x float> %v)
; CHECK: %[[R:.*]] = call float @llvm.dx.rsqrt.f32(float %[[D]])
; CHECK: fmul <3 x float> %v,
define <3 x float> @normalize(<3 x float> %v) {
  %r = call <3 x float> @llvm.dx.normalize.v3f32(<3 x float> %v)
  ret <3 x float> %r
}

; pow(x, y) = exp2(y * log2(x)), as DXC expands it.
; CHECK-LABEL: define float @pow(
; CHECK: %[[L:.*]] = call float @llvm.log2.f32(float %x)
; CHECK: %[[M:.*]] = fmul float %y, %[[L]]
; CHECK: call float @llvm.exp2.f32(float %[[M]])
define float @pow(float %x, float %y) {
  %r = call float @llvm.pow.f32(float %x, float %y)
  ret float %r
}

; lerp(a, b, s) = a + s * (b - a)
; CHECK-LABEL: define float @lerp(
; CHECK: %[[S:.*]] = fsub float %b, %a
; CHECK: %[[M:.*]] = fmul float %s, %[[S]]
; CHECK: fadd float %a, %[[M]]
define float @lerp(float %a, float %b, float %s) {
  %r = call float @llvm.dx.lerp.f32(float %a, float %b, float %s)
  ret float %r
}

; clamp -> min(max(x, lo), hi)
; CHECK-LABEL: define i32 @sclamp(
; CHECK: %[[M:.*]] = call i32 @llvm.smax.i32(i32 %x, i32 %lo)
; CHECK: call i32 @llvm.smin.i32(i32 %[[M]], i32 %hi)
define i32 @sclamp(i32 %x, i32 %lo, i32 %hi) {
  %r = call i32 @llvm.dx.sclamp.i32(i32 %x, i32 %lo, i32 %hi)
  ret i32 %r
}

declare <3 x float> @llvm.dx.normalize.v3f32(<3 x float>)
declare float @llvm.pow.f32(float, float)
declare float @llvm.dx.lerp.f32(float, float, float)
declare i32 @llvm.dx.sclamp.i32(i32, i32, i32)

; ldexp (InstCombine's form of `x * exp2(float(e))`, the prelude's own
; ldexp among them): DXIL has none, so x * exp2(float(e)) again.
; CHECK-LABEL: define <2 x float> @ldexp(
; CHECK: %[[E:.*]] = sitofp <2 x i32> %e to <2 x float>
; CHECK: %[[P:.*]] = call <2 x float> @llvm.exp2.v2f32(<2 x float> %[[E]])
; CHECK: %[[R:.*]] = fmul <2 x float> %x, %[[P]]
; CHECK: ret <2 x float> %[[R]]
define <2 x float> @ldexp(<2 x float> %x, <2 x i32> %e) {
  %r = call <2 x float> @llvm.ldexp.v2f32.v2i32(<2 x float> %x, <2 x i32> %e)
  ret <2 x float> %r
}
