; DXILDElementwiseMatrixMulPass: HLSL's `*` between two matrices of one square
; shape is element-wise; Clang 22 emits the matrix product for it. A product
; of other shapes is left alone (the lowering refuses it).
; RUN: %dxild-opt -passes=dxild-elementwise-matrix-mul %s -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

declare <4 x float> @llvm.matrix.multiply.v4f32.v4f32.v4f32(<4 x float>, <4 x float>, i32, i32, i32)
declare <9 x i32> @llvm.matrix.multiply.v9i32.v9i32.v9i32(<9 x i32>, <9 x i32>, i32, i32, i32)
declare <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float>, <6 x float>, i32, i32, i32)

; CHECK-LABEL: define <4 x float> @square_float
; CHECK-NEXT: %m = fmul nnan <4 x float> %a, %b
; CHECK-NEXT: ret <4 x float> %m
define <4 x float> @square_float(<4 x float> %a, <4 x float> %b) {
  %m = call nnan <4 x float> @llvm.matrix.multiply.v4f32.v4f32.v4f32(<4 x float> %a, <4 x float> %b, i32 2, i32 2, i32 2)
  ret <4 x float> %m
}

; CHECK-LABEL: define <9 x i32> @square_int
; CHECK-NEXT: %m = mul <9 x i32> %a, %b
; CHECK-NEXT: ret <9 x i32> %m
define <9 x i32> @square_int(<9 x i32> %a, <9 x i32> %b) {
  %m = call <9 x i32> @llvm.matrix.multiply.v9i32.v9i32.v9i32(<9 x i32> %a, <9 x i32> %b, i32 3, i32 3, i32 3)
  ret <9 x i32> %m
}

; 2x3 times 3x2: not an element-wise shape.
; CHECK-LABEL: define <4 x float> @product_shape
; CHECK-NEXT: call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %a, <6 x float> %b, i32 2, i32 3, i32 2)
define <4 x float> @product_shape(<6 x float> %a, <6 x float> %b) {
  %m = call <4 x float> @llvm.matrix.multiply.v4f32.v6f32.v6f32(<6 x float> %a, <6 x float> %b, i32 2, i32 3, i32 2)
  ret <4 x float> %m
}
