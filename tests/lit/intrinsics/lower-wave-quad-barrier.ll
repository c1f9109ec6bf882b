; DXILDLowerIntrinsicsPass: wave, quad and barrier intrinsics become calls to
; the llvm.dx.* intrinsics (upstream names; type-suffixed when overloaded),
; declared convergent, and memory(none) for wave/quad operations.
; RUN: %dxild-opt -passes=dxild-lower-intrinsics %s -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

declare i32 @_ZN4hlsl24__dxild_wave_prefix_usumEj(i32)
declare <4 x float> @_ZN4hlsl23__dxild_wave_prefix_sumEDv4_f(<4 x float>)
declare i64 @_ZN4hlsl27__dxild_wave_prefix_productEl(i64)
declare i32 @_ZN4hlsl28__dxild_wave_prefix_uproductEj(i32)
declare double @_ZN4hlsl27__dxild_wave_active_productEd(double)
declare i32 @_ZN4hlsl28__dxild_wave_active_uproductEj(i32)
declare <2 x i32> @_ZN4hlsl27__dxild_wave_active_bit_andEDv2_j(<2 x i32>)
declare i64 @_ZN4hlsl26__dxild_wave_active_bit_orEm(i64)
declare i32 @_ZN4hlsl27__dxild_wave_active_bit_xorEj(i32)
declare half @_ZN4hlsl26__dxild_quad_read_across_xEDh(half)
declare <3 x i32> @_ZN4hlsl26__dxild_quad_read_across_yEDv3_i(<3 x i32>)
declare i1 @_ZN4hlsl33__dxild_quad_read_across_diagonalEb(i1)
declare float @_ZN4hlsl25__dxild_quad_read_lane_atEfj(float, i32)
declare void @_ZN4hlsl28__dxild_group_memory_barrierEv()
declare void @_ZN4hlsl29__dxild_device_memory_barrierEv()
declare void @_ZN4hlsl45__dxild_device_memory_barrier_with_group_syncEv()
declare void @_ZN4hlsl26__dxild_all_memory_barrierEv()
declare void @_ZN4hlsl42__dxild_all_memory_barrier_with_group_syncEv()

; CHECK-LABEL: define void @ops(
; CHECK: %a = call i32 @llvm.dx.wave.prefix.usum.i32(i32 %u)
; CHECK: %b = call <4 x float> @llvm.dx.wave.prefix.sum.v4f32(<4 x float> %f4)
; CHECK: %c = call i64 @llvm.dx.wave.prefix.product.i64(i64 %l)
; CHECK: %d = call i32 @llvm.dx.wave.prefix.uproduct.i32(i32 %u)
; CHECK: %e = call double @llvm.dx.wave.product.f64(double %dd)
; CHECK: %f = call i32 @llvm.dx.wave.uproduct.i32(i32 %u)
; CHECK: %g = call <2 x i32> @llvm.dx.wave.reduce.and.v2i32(<2 x i32> %u2)
; CHECK: %h = call i64 @llvm.dx.wave.reduce.or.i64(i64 %l)
; CHECK: %i = call i32 @llvm.dx.wave.reduce.xor.i32(i32 %u)
; CHECK: %j = call half @llvm.dx.quad.read.across.x.f16(half %hh)
; CHECK: %k = call <3 x i32> @llvm.dx.quad.read.across.y.v3i32(<3 x i32> %i3)
; CHECK: %m = call i1 @llvm.dx.quad.read.across.diagonal.i1(i1 %bb)
; CHECK: %n = call float @llvm.dx.quad.read.lane.at.f32(float %ff, i32 %u)
; CHECK: call void @llvm.dx.group.memory.barrier()
; CHECK: call void @llvm.dx.device.memory.barrier()
; CHECK: call void @llvm.dx.device.memory.barrier.with.group.sync()
; CHECK: call void @llvm.dx.allmemory.barrier()
; CHECK: call void @llvm.dx.allmemory.barrier.with.group.sync()
define void @ops(i32 %u, <4 x float> %f4, i64 %l, double %dd, <2 x i32> %u2, half %hh, <3 x i32> %i3, i1 %bb, float %ff) {
  %a = call i32 @_ZN4hlsl24__dxild_wave_prefix_usumEj(i32 %u)
  %b = call <4 x float> @_ZN4hlsl23__dxild_wave_prefix_sumEDv4_f(<4 x float> %f4)
  %c = call i64 @_ZN4hlsl27__dxild_wave_prefix_productEl(i64 %l)
  %d = call i32 @_ZN4hlsl28__dxild_wave_prefix_uproductEj(i32 %u)
  %e = call double @_ZN4hlsl27__dxild_wave_active_productEd(double %dd)
  %f = call i32 @_ZN4hlsl28__dxild_wave_active_uproductEj(i32 %u)
  %g = call <2 x i32> @_ZN4hlsl27__dxild_wave_active_bit_andEDv2_j(<2 x i32> %u2)
  %h = call i64 @_ZN4hlsl26__dxild_wave_active_bit_orEm(i64 %l)
  %i = call i32 @_ZN4hlsl27__dxild_wave_active_bit_xorEj(i32 %u)
  %j = call half @_ZN4hlsl26__dxild_quad_read_across_xEDh(half %hh)
  %k = call <3 x i32> @_ZN4hlsl26__dxild_quad_read_across_yEDv3_i(<3 x i32> %i3)
  %m = call i1 @_ZN4hlsl33__dxild_quad_read_across_diagonalEb(i1 %bb)
  %n = call float @_ZN4hlsl25__dxild_quad_read_lane_atEfj(float %ff, i32 %u)
  call void @_ZN4hlsl28__dxild_group_memory_barrierEv()
  call void @_ZN4hlsl29__dxild_device_memory_barrierEv()
  call void @_ZN4hlsl45__dxild_device_memory_barrier_with_group_syncEv()
  call void @_ZN4hlsl26__dxild_all_memory_barrierEv()
  call void @_ZN4hlsl42__dxild_all_memory_barrier_with_group_syncEv()
  ret void
}

; CHECK-NOT: __dxild_
; CHECK-DAG: declare i32 @llvm.dx.wave.prefix.usum.i32(i32) #[[WAVE:[0-9]+]]
; CHECK-DAG: declare void @llvm.dx.group.memory.barrier() #[[BARRIER:[0-9]+]]
; CHECK-DAG: attributes #[[WAVE]] = { convergent nofree nosync nounwind willreturn memory(none) }
; CHECK-DAG: attributes #[[BARRIER]] = { convergent nounwind willreturn }
