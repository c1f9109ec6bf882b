; RUN: not %dxild-opt -passes=dxil-op-lower -disable-output %s 2>&1 | FileCheck %s

; Forms DXIL cannot express are reported, never emitted: a bit op on floats
; (waveActiveBit has integer overloads only).

target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; CHECK: error: intrinsic 'llvm.dx.wave.reduce.and.f32' has no DXIL lowering (in function 'bitf') [dxild.lower.unsupported-intrinsic]
define float @bitf(float %x) {
  %r = call float @llvm.dx.wave.reduce.and.f32(float %x)
  ret float %r
}

declare float @llvm.dx.wave.reduce.and.f32(float)
