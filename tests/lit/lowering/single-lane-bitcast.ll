; RUN: %dxild-opt -passes=dxil-bool-bitcast -disable-verify %s | FileCheck %s

; A bitcast between a scalar and a one-element vector, which the Scalarizer
; leaves in place: Clang splats `asfloat(prim).xxxx` (RenderDoc's
; PrimitiveID pixel shader) as `bitcast i32 to <1 x float>` and a shuffle.
; It becomes the scalar bitcast and an insertelement (or an extractelement
; and the scalar bitcast); before, "value of a type DXIL cannot express
; remains after lowering".

target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

; CHECK-LABEL: define <4 x float> @splat(
; CHECK: %[[F:.*]] = bitcast i32 %u to float
; CHECK: %[[V:.*]] = insertelement <1 x float> poison, float %[[F]], i64 0
; CHECK: shufflevector <1 x float> %[[V]], <1 x float> poison, <4 x i32> zeroinitializer
define <4 x float> @splat(i32 %u) {
  %one = bitcast i32 %u to <1 x float>
  %r = shufflevector <1 x float> %one, <1 x float> poison, <4 x i32> zeroinitializer
  ret <4 x float> %r
}

; CHECK-LABEL: define i32 @narrow(
; CHECK: %[[E:.*]] = extractelement <1 x float> %v, i64 0
; CHECK: %[[I:.*]] = bitcast float %[[E]] to i32
; CHECK: ret i32 %[[I]]
define i32 @narrow(<1 x float> %v) {
  %r = bitcast <1 x float> %v to i32
  ret i32 %r
}
