; f32tof16: the Intrinsics stage renames the prelude's __dxild_f32tof16 to
; upstream's llvm.dx.legacyf32tof16 (overloaded on the float argument; LLVM 22
; has no such intrinsic), declared memory(none) and, unlike the wave
; operations, not convergent. The DXIL op lowering makes each lane a
; legacyF32ToF16 (opcode 130, no overload), as DXC emits it.
; RUN: %dxild-opt -passes=dxild-lower-intrinsics %s -o - | FileCheck %s
; RUN: %dxild-opt -passes=dxild-lower-intrinsics,dxil-op-lower -disable-verify %s -o - \
; RUN:   | FileCheck %s --check-prefix=DXIL

target triple = "dxilv1.0-pc-shadermodel6.0-compute"

declare i32 @_ZN4hlsl16__dxild_f32tof16Ef(float) #0

; CHECK-LABEL: define i32 @scalar(
; CHECK-NEXT: %h = call i32 @llvm.dx.legacyf32tof16.f32(float %x)
; CHECK-NEXT: ret i32 %h
; DXIL-LABEL: define i32 @scalar(
; DXIL-NEXT: %h = call i32 @dx.op.legacyF32ToF16(i32 130, float %x)
; DXIL-NEXT: ret i32 %h
define i32 @scalar(float %x) {
  %h = call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float %x) #0
  ret i32 %h
}

; The op lowering also takes the vector overload upstream's Clang emits: one
; operation per lane.
; DXIL-LABEL: define <2 x i32> @vector(
; DXIL: call i32 @dx.op.legacyF32ToF16(i32 130, float %{{.*}})
; DXIL: call i32 @dx.op.legacyF32ToF16(i32 130, float %{{.*}})
; DXIL-NOT: legacyF32ToF16(
; DXIL: ret <2 x i32>
define <2 x i32> @vector(<2 x float> %v) {
  %h = call <2 x i32> @llvm.dx.legacyf32tof16.v2f32(<2 x float> %v)
  ret <2 x i32> %h
}
declare <2 x i32> @llvm.dx.legacyf32tof16.v2f32(<2 x float>)

; CHECK-NOT: __dxild_f32tof16
; CHECK: declare i32 @llvm.dx.legacyf32tof16.f32(float) #[[A:[0-9]+]]
; CHECK: attributes #[[A]] = { nofree nosync nounwind willreturn memory(none) }
; DXIL: declare i32 @dx.op.legacyF32ToF16(i32, float) #[[D:[0-9]+]]
; DXIL: attributes #[[D]] = { nounwind willreturn memory(none) }

attributes #0 = { convergent nounwind willreturn memory(none) }
