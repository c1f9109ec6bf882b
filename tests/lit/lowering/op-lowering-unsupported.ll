; RUN: not %dxild-opt -passes=dxil-op-lower -disable-output %s 2>&1 | FileCheck %s

; Intrinsics without a DXIL lowering are errors with a stable code, never
; dropped.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK: error: intrinsic 'llvm.exp10.f32' has no DXIL lowering (in function 'main') [dxild.lower.unsupported-intrinsic]
define float @main(float %x) {
  %r = call float @llvm.exp10.f32(float %x)
  ret float %r
}

declare float @llvm.exp10.f32(float)
