; RUN: %dxild-opt -passes=dxil-op-lower -disable-verify %s | FileCheck %s
; RUN: sed 's/shadermodel6.6/shadermodel6.3/' %s \
; RUN:   | not %dxild-opt -passes=dxil-op-lower -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SM63

; splitdouble: one dx.op.splitDouble per lane, Clang's extractvalues
; forwarded to the halves. dot2add/dot4add_*8packed: shader model 6.4
; operations (Dot2AddHalf 162, Dot4AddI8Packed 163, Dot4AddU8Packed 164),
; rejected below 6.4.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define i32 @split(
; CHECK: %[[S:.*]] = call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double %d)
; CHECK: %[[LO:.*]] = extractvalue %dx.types.splitdouble %[[S]], 0
; CHECK: %[[HI:.*]] = extractvalue %dx.types.splitdouble %[[S]], 1
; CHECK: add i32 %[[LO]], %[[HI]]
define i32 @split(double %d) {
  %s = call { i32, i32 } @llvm.dx.splitdouble.i32(double %d)
  %lo = extractvalue { i32, i32 } %s, 0
  %hi = extractvalue { i32, i32 } %s, 1
  %r = add i32 %lo, %hi
  ret i32 %r
}

; CHECK-LABEL: define <2 x i32> @splitv(
; CHECK: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double
; CHECK: call %dx.types.splitdouble @dx.op.splitDouble.f64(i32 102, double
; CHECK-NOT: @llvm.dx.splitdouble
define <2 x i32> @splitv(<2 x double> %d) {
  %s = call { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double> %d)
  %hi = extractvalue { <2 x i32>, <2 x i32> } %s, 1
  ret <2 x i32> %hi
}

; CHECK-LABEL: define float @dot2add(
; CHECK: call float @dx.op.dot2AddHalf.f32(i32 162, float %acc, half %ax, half %ay, half %bx, half %by)
define float @dot2add(float %acc, half %ax, half %ay, half %bx, half %by) {
  %r = call float @llvm.dx.dot2add(float %acc, half %ax, half %ay, half %bx, half %by)
  ret float %r
}

; CHECK-LABEL: define i32 @dot4add(
; CHECK: %[[I:.*]] = call i32 @dx.op.dot4AddPacked.i32(i32 163, i32 %acc, i32 %a, i32 %b)
; CHECK: call i32 @dx.op.dot4AddPacked.i32(i32 164, i32 %[[I]], i32 %a, i32 %b)
; SM63: error: intrinsic 'llvm.dx.dot2add' needs shader model 6.4 or later
define i32 @dot4add(i32 %acc, i32 %a, i32 %b) {
  %i = call i32 @llvm.dx.dot4add.i8packed(i32 %acc, i32 %a, i32 %b)
  %u = call i32 @llvm.dx.dot4add.u8packed(i32 %i, i32 %a, i32 %b)
  ret i32 %u
}

declare { i32, i32 } @llvm.dx.splitdouble.i32(double)
declare { <2 x i32>, <2 x i32> } @llvm.dx.splitdouble.v2i32(<2 x double>)
declare float @llvm.dx.dot2add(float, half, half, half, half)
declare i32 @llvm.dx.dot4add.i8packed(i32, i32, i32)
declare i32 @llvm.dx.dot4add.u8packed(i32, i32, i32)
