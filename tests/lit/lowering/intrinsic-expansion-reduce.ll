; RUN: %dxild-opt -passes=dxil-intrinsic-expansion -disable-verify %s | FileCheck %s

; DXIL has no horizontal reductions; the optimizer forms them from HLSL that
; sums or multiplies a vector's elements (two corpus compute shaders). Each
; becomes a left fold over the elements, element 0 first.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define i32 @add(
; CHECK-NEXT: %[[A0:.*]] = extractelement <2 x i32> %v, i64 0
; CHECK-NEXT: %[[A1:.*]] = extractelement <2 x i32> %v, i64 1
; CHECK-NEXT: %r = add i32 %[[A0]], %[[A1]]
; CHECK-NEXT: ret i32 %r
define i32 @add(<2 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %v)
  ret i32 %r
}

; CHECK-LABEL: define i32 @mul(
; CHECK: %[[M0:.*]] = mul i32 %{{.*}}, %{{.*}}
; CHECK-NEXT: %[[E2:.*]] = extractelement <3 x i32> %v, i64 2
; CHECK-NEXT: %r = mul i32 %[[M0]], %[[E2]]
define i32 @mul(<3 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.mul.v3i32(<3 x i32> %v)
  ret i32 %r
}

; CHECK-LABEL: define i32 @umax(
; CHECK: call i32 @llvm.umax.i32(
; CHECK-NOT: reduce
define i32 @umax(<2 x i32> %v) {
  %r = call i32 @llvm.vector.reduce.umax.v2i32(<2 x i32> %v)
  ret i32 %r
}

; The start value comes first; fast-math flags are kept.
; CHECK-LABEL: define float @fadd(
; CHECK-NEXT: %[[F0:.*]] = extractelement <2 x float> %v, i64 0
; CHECK-NEXT: %[[S0:.*]] = fadd reassoc float %s, %[[F0]]
; CHECK-NEXT: %[[F1:.*]] = extractelement <2 x float> %v, i64 1
; CHECK-NEXT: %r = fadd reassoc float %[[S0]], %[[F1]]
define float @fadd(float %s, <2 x float> %v) {
  %r = call reassoc float @llvm.vector.reduce.fadd.v2f32(float %s, <2 x float> %v)
  ret float %r
}
