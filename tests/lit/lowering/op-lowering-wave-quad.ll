; RUN: %dxild-opt -passes=dxil-op-lower -disable-verify %s | FileCheck %s

; The intrinsics stage's wave, quad and barrier operations (no LLVM 22 IDs,
; matched by name) become waveActiveOp/wavePrefixOp/waveActiveBit/quadOp/
; quadReadLaneAt/barrier with DXIL's operand encodings (dxil-facts §6.4);
; vectors get one call per lane.

target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; CHECK-LABEL: define void @wave(
; WaveActiveProduct: op Product 1, sop Signed 0 / Unsigned 1.
; CHECK: call float @dx.op.waveActiveOp.f32(i32 119, float %x, i8 1, i8 0)
; CHECK: call i32 @dx.op.waveActiveOp.i32(i32 119, i32 %a, i8 1, i8 1)
; WavePrefixSum/Product: op Sum 0 / Product 1.
; CHECK: call float @dx.op.wavePrefixOp.f32(i32 121, float %x, i8 0, i8 0)
; CHECK: call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %a, i8 0, i8 1)
; CHECK: call i64 @dx.op.wavePrefixOp.i64(i32 121, i64 %l, i8 1, i8 0)
; CHECK: call i32 @dx.op.wavePrefixOp.i32(i32 121, i32 %a, i8 1, i8 1)
; WaveActiveBitAnd/Or/Xor: op And 0 / Or 1 / Xor 2.
; CHECK: call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %a, i8 0)
; CHECK: call i32 @dx.op.waveActiveBit.i32(i32 120, i32 %a, i8 1)
; CHECK: call i64 @dx.op.waveActiveBit.i64(i32 120, i64 %l, i8 2)
; A vector: one op per lane.
; CHECK: call float @dx.op.wavePrefixOp.f32(i32 121, float %{{.*}}, i8 0, i8 0)
; CHECK: call float @dx.op.wavePrefixOp.f32(i32 121, float %{{.*}}, i8 0, i8 0)
; CHECK: call float @dx.op.wavePrefixOp.f32(i32 121, float %{{.*}}, i8 0, i8 0)
; CHECK-NOT: wavePrefixOp
; CHECK: ret void
define void @wave(float %x, i32 %a, i64 %l, <3 x float> %v) {
  %p0 = call float @llvm.dx.wave.product.f32(float %x)
  %p1 = call i32 @llvm.dx.wave.uproduct.i32(i32 %a)
  %s0 = call float @llvm.dx.wave.prefix.sum.f32(float %x)
  %s1 = call i32 @llvm.dx.wave.prefix.usum.i32(i32 %a)
  %s2 = call i64 @llvm.dx.wave.prefix.product.i64(i64 %l)
  %s3 = call i32 @llvm.dx.wave.prefix.uproduct.i32(i32 %a)
  %b0 = call i32 @llvm.dx.wave.reduce.and.i32(i32 %a)
  %b1 = call i32 @llvm.dx.wave.reduce.or.i32(i32 %a)
  %b2 = call i64 @llvm.dx.wave.reduce.xor.i64(i64 %l)
  %vs = call <3 x float> @llvm.dx.wave.prefix.sum.v3f32(<3 x float> %v)
  ret void
}

; CHECK-LABEL: define void @quad(
; QuadOp: ReadAcrossX 0, ReadAcrossY 1, ReadAcrossDiagonal 2.
; CHECK: call float @dx.op.quadOp.f32(i32 123, float %x, i8 0)
; CHECK: call i32 @dx.op.quadOp.i32(i32 123, i32 %a, i8 1)
; CHECK: call float @dx.op.quadOp.f32(i32 123, float %x, i8 2)
; CHECK: call float @dx.op.quadReadLaneAt.f32(i32 122, float %x, i32 3)
; CHECK: call half @dx.op.quadReadLaneAt.f16(i32 122, half %{{.*}}, i32 1)
; CHECK: call half @dx.op.quadReadLaneAt.f16(i32 122, half %{{.*}}, i32 1)
; A variable lane is passed as written, as DXC emits it (dxv accepts it).
; CHECK: call float @dx.op.quadReadLaneAt.f32(i32 122, float %x, i32 %i)
; CHECK: ret void
define void @quad(float %x, i32 %a, <2 x half> %h, i32 %i) {
  %q0 = call float @llvm.dx.quad.read.across.x.f32(float %x)
  %q1 = call i32 @llvm.dx.quad.read.across.y.i32(i32 %a)
  %q2 = call float @llvm.dx.quad.read.across.diagonal.f32(float %x)
  %q3 = call float @llvm.dx.quad.read.lane.at.f32(float %x, i32 3)
  %q4 = call <2 x half> @llvm.dx.quad.read.lane.at.v2f16(<2 x half> %h, i32 1)
  %q5 = call float @llvm.dx.quad.read.lane.at.f32(float %x, i32 %i)
  ret void
}

; Barrier modes: SyncThreadGroup 1 | UAVFenceGlobal 2 | TGSMFence 8.
; CHECK-LABEL: define void @barriers(
; CHECK: call void @dx.op.barrier(i32 80, i32 8)
; CHECK: call void @dx.op.barrier(i32 80, i32 2)
; CHECK: call void @dx.op.barrier(i32 80, i32 3)
; CHECK: call void @dx.op.barrier(i32 80, i32 10)
; CHECK: call void @dx.op.barrier(i32 80, i32 11)
; CHECK: call void @dx.op.barrier(i32 80, i32 9)
; CHECK-NOT: @llvm.dx
define void @barriers() {
  call void @llvm.dx.group.memory.barrier()
  call void @llvm.dx.device.memory.barrier()
  call void @llvm.dx.device.memory.barrier.with.group.sync()
  call void @llvm.dx.allmemory.barrier()
  call void @llvm.dx.allmemory.barrier.with.group.sync()
  call void @llvm.dx.group.memory.barrier.with.group.sync()
  ret void
}

; CHECK: declare float @dx.op.wavePrefixOp.f32(i32, float, i8, i8) #[[NONE:[0-9]+]]
; CHECK: declare void @dx.op.barrier(i32, i32) #[[NODUP:[0-9]+]]
; CHECK-DAG: attributes #[[NONE]] = { nounwind }
; CHECK-DAG: attributes #[[NODUP]] = { noduplicate nounwind }

declare float @llvm.dx.wave.product.f32(float)
declare i32 @llvm.dx.wave.uproduct.i32(i32)
declare float @llvm.dx.wave.prefix.sum.f32(float)
declare i32 @llvm.dx.wave.prefix.usum.i32(i32)
declare i64 @llvm.dx.wave.prefix.product.i64(i64)
declare i32 @llvm.dx.wave.prefix.uproduct.i32(i32)
declare i32 @llvm.dx.wave.reduce.and.i32(i32)
declare i32 @llvm.dx.wave.reduce.or.i32(i32)
declare i64 @llvm.dx.wave.reduce.xor.i64(i64)
declare <3 x float> @llvm.dx.wave.prefix.sum.v3f32(<3 x float>)
declare float @llvm.dx.quad.read.across.x.f32(float)
declare i32 @llvm.dx.quad.read.across.y.i32(i32)
declare float @llvm.dx.quad.read.across.diagonal.f32(float)
declare float @llvm.dx.quad.read.lane.at.f32(float, i32)
declare <2 x half> @llvm.dx.quad.read.lane.at.v2f16(<2 x half>, i32)
declare void @llvm.dx.group.memory.barrier()
declare void @llvm.dx.device.memory.barrier()
declare void @llvm.dx.device.memory.barrier.with.group.sync()
declare void @llvm.dx.allmemory.barrier()
declare void @llvm.dx.allmemory.barrier.with.group.sync()
declare void @llvm.dx.group.memory.barrier.with.group.sync()
