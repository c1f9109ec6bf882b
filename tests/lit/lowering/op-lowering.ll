; RUN: %dxild-opt -passes=dxil-op-lower -disable-verify %s | FileCheck %s

; Intrinsics become dx.op calls sharing functions by class; vectors get one
; call per lane.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @main(
; CHECK: call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK: call i32 @dx.op.groupId.i32(i32 94, i32 1)
; CHECK: call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
; CHECK: call float @dx.op.unary.f32(i32 13, float %x)
; CHECK: call float @dx.op.unary.f32(i32 24, float %x)
; CHECK: call float @dx.op.unary.f32(i32 7, float %x)
; CHECK: call float @dx.op.binary.f32(i32 35, float %x, float %x)
; CHECK: call i32 @dx.op.binary.i32(i32 40, i32 %a, i32 %a)
; CHECK: call float @dx.op.tertiary.f32(i32 46, float %x, float %x, float %x)
; CHECK: call i32 @dx.op.unaryBits.i32(i32 31, i32 %a)
; CHECK: call float @dx.op.dot3.f32(i32 55,
; CHECK: call float @dx.op.unary.f32(i32 6, float
; CHECK: call float @dx.op.unary.f32(i32 6, float
; CHECK: call void @dx.op.barrier(i32 80, i32 9)
; CHECK: call float @dx.op.waveActiveOp.f32(i32 119, float %x, i8 0, i8 0)
; CHECK: call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %a, i8 3, i8 1)
; CHECK: call i32 @dx.op.waveAllOp(i32 135, i1 %c)
; CHECK: call i1 @dx.op.waveIsFirstLane(i32 110)
; CHECK-NOT: @llvm.
define void @main(float %x, i32 %a, <3 x float> %v, <2 x float> %w, i1 %c) {
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %g = call i32 @llvm.dx.group.id(i32 1)
  %f = call i32 @llvm.dx.flattened.thread.id.in.group()
  %s = call float @llvm.sin.f32(float %x)
  %q = call float @llvm.sqrt.f32(float %x)
  %sat = call float @llvm.dx.saturate.f32(float %x)
  %mx = call float @llvm.maxnum.f32(float %x, float %x)
  %um = call i32 @llvm.umin.i32(i32 %a, i32 %a)
  %fm = call float @llvm.fmuladd.f32(float %x, float %x, float %x)
  %pc = call i32 @llvm.ctpop.i32(i32 %a)
  %d = call float @llvm.dx.fdot.v3f32(<3 x float> %v, <3 x float> %v)
  %ab = call <2 x float> @llvm.fabs.v2f32(<2 x float> %w)
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  %ws = call float @llvm.dx.wave.reduce.sum.f32(float %x)
  %wm = call i32 @llvm.dx.wave.reduce.umax.i32(i32 %a)
  %wc = call i32 @llvm.dx.wave.active.countbits(i1 %c)
  %fl = call i1 @llvm.dx.wave.is.first.lane()
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.group.id(i32)
declare i32 @llvm.dx.flattened.thread.id.in.group()
declare float @llvm.sin.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.dx.saturate.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare i32 @llvm.umin.i32(i32, i32)
declare float @llvm.fmuladd.f32(float, float, float)
declare i32 @llvm.ctpop.i32(i32)
declare float @llvm.dx.fdot.v3f32(<3 x float>, <3 x float>)
declare <2 x float> @llvm.fabs.v2f32(<2 x float>)
declare void @llvm.dx.group.memory.barrier.with.group.sync()
declare float @llvm.dx.wave.reduce.sum.f32(float)
declare i32 @llvm.dx.wave.reduce.umax.i32(i32)
declare i32 @llvm.dx.wave.active.countbits(i1)
declare i1 @llvm.dx.wave.is.first.lane()
