; dxil-bool-bitcast: narrowing integer-vector bitcasts become their lanes
; (little-endian: lane k of <128 x i1> is bit k%32 of word k/32), and
; `load <K x i1>` becomes a load of K/32 i32 words.
; RUN: %dxild-opt -passes=dxil-bool-bitcast,instsimplify,dce %s -S -o - | FileCheck %s

target triple = "dxilv1.5-pc-shadermodel6.5-compute"

; CHECK-LABEL: define i1 @lane96(
; CHECK: %[[W:.*]] = extractelement <4 x i32> %v, i64 3
; CHECK: trunc i32 %[[W]] to i1
; CHECK-NOT: <128 x i1>
define i1 @lane96(<4 x i32> %v) {
  %b = bitcast <4 x i32> %v to <128 x i1>
  %e = extractelement <128 x i1> %b, i64 96
  ret i1 %e
}

; CHECK-LABEL: define i1 @bit33(
; CHECK: %[[W:.*]] = extractelement <2 x i32> %v, i64 1
; CHECK: %[[S:.*]] = lshr i32 %[[W]], 1
; CHECK: trunc i32 %[[S]] to i1
define i1 @bit33(<2 x i32> %v) {
  %b = bitcast <2 x i32> %v to <64 x i1>
  %e = extractelement <64 x i1> %b, i64 33
  ret i1 %e
}

; CHECK-LABEL: define i8 @scalar(
; CHECK: %[[S:.*]] = lshr i32 %v, 16
; CHECK: trunc i32 %[[S]] to i8
define i8 @scalar(i32 %v) {
  %b = bitcast i32 %v to <4 x i8>
  %e = extractelement <4 x i8> %b, i64 2
  ret i8 %e
}

; CHECK-LABEL: define i1 @load(
; CHECK: %[[L:.*]] = load <4 x i32>, ptr %p, align 16
; CHECK: %[[W:.*]] = extractelement <4 x i32> %[[L]], i64 3
; CHECK: trunc i32 %[[W]] to i1
define i1 @load(ptr %p) {
  %l = load <128 x i1>, ptr %p, align 16
  %e = extractelement <128 x i1> %l, i64 96
  ret i1 %e
}

; Widening casts are not this pass's business.
; CHECK-LABEL: define <2 x i32> @widen(
; CHECK: bitcast <4 x i16> %v to <2 x i32>
define <2 x i32> @widen(<4 x i16> %v) {
  %b = bitcast <4 x i16> %v to <2 x i32>
  ret <2 x i32> %b
}
