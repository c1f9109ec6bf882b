; RUN: not %dxild-opt -passes=dxil-op-lower -disable-output %s 2>&1 | FileCheck %s

; Forms DXIL cannot express are reported, never emitted: a variable
; QuadReadLaneAt lane (DXIL wants an immediate 0..3) and a bit op on floats
; (waveActiveBit has integer overloads only).

target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; CHECK: error: QuadReadLaneAt needs a constant lane 0..3 ('llvm.dx.quad.read.lane.at.f32' with a variable or out-of-range lane) (in function 'lane') [dxild.lower.unsupported-intrinsic]
define float @lane(float %x, i32 %i) {
  %r = call float @llvm.dx.quad.read.lane.at.f32(float %x, i32 %i)
  ret float %r
}

; CHECK: error: intrinsic 'llvm.dx.wave.reduce.and.f32' has no DXIL lowering (in function 'bitf') [dxild.lower.unsupported-intrinsic]
define float @bitf(float %x) {
  %r = call float @llvm.dx.wave.reduce.and.f32(float %x)
  ret float %r
}

declare float @llvm.dx.quad.read.lane.at.f32(float, i32)
declare float @llvm.dx.wave.reduce.and.f32(float)
