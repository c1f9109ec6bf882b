; The shader model 6.5-6.7 dxild intrinsics and msad4's parts: the
; Intrinsics stage renames each __dxild_* call to the llvm.dx.* operation the
; DXIL lowering knows (core/lib/Intrinsics/README.md), with the overload
; suffix of the result, or of the argument for WaveMatch and pack. Wave and
; quad operations are convergent; pack/unpack/msad/bfi are plain functions
; of their arguments; IsHelperLane reads state (a discard changes it).
; RUN: %dxild-opt -passes=dxild-lower-intrinsics %s -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @wave(
; CHECK: call <4 x i32> @llvm.dx.wave.match.v3f32(<3 x float> %v)
; CHECK: call i32 @llvm.dx.wave.multi.prefix.usum.i32(i32 %x, <4 x i32> %m)
; CHECK: call i16 @llvm.dx.wave.multi.prefix.product.i16(i16 %s, <4 x i32> %m)
; CHECK: call i64 @llvm.dx.wave.multi.prefix.xor.i64(i64 %l, <4 x i32> %m)
; CHECK: call i32 @llvm.dx.wave.multi.prefix.count.bits.i32(i1 %b, <4 x i32> %m)
; CHECK: call i1 @llvm.dx.quad.vote.any.i1(i1 %b)
; CHECK: call i1 @llvm.dx.quad.vote.all.i1(i1 %b)
; CHECK: call i1 @llvm.dx.is.helper.lane()
define void @wave(<3 x float> %v, i32 %x, i16 %s, i64 %l, i1 %b, <4 x i32> %m) {
  %1 = call <4 x i32> @__dxild_wave_match(<3 x float> %v)
  %2 = call i32 @__dxild_wave_multi_prefix_usum(i32 %x, <4 x i32> %m)
  %3 = call i16 @__dxild_wave_multi_prefix_product(i16 %s, <4 x i32> %m)
  %4 = call i64 @__dxild_wave_multi_prefix_bit_xor(i64 %l, <4 x i32> %m)
  %5 = call i32 @__dxild_wave_multi_prefix_count_bits(i1 %b, <4 x i32> %m)
  %6 = call i1 @__dxild_quad_any(i1 %b)
  %7 = call i1 @__dxild_quad_all(i1 %b)
  %8 = call i1 @__dxild_is_helper_lane()
  ret void
}

; CHECK-LABEL: define void @pack(
; CHECK: call i32 @llvm.dx.pack.trunc.v4i32(<4 x i32> %v)
; CHECK: call i32 @llvm.dx.pack.trunc.v4i16(<4 x i16> %h)
; CHECK: call i32 @llvm.dx.pack.uclamp.v4i32(<4 x i32> %v)
; CHECK: call i32 @llvm.dx.pack.sclamp.v4i16(<4 x i16> %h)
; CHECK: call <4 x i32> @llvm.dx.unpack.u8.v4i32(i32 %p)
; CHECK: call <4 x i16> @llvm.dx.unpack.u8.v4i16(i32 %p)
; CHECK: call <4 x i32> @llvm.dx.unpack.s8.v4i32(i32 %p)
; CHECK: call <4 x i16> @llvm.dx.unpack.s8.v4i16(i32 %p)
; CHECK: call i32 @llvm.dx.bfi.i32(i32 8, i32 24, i32 %p, i32 %p)
; CHECK: call i32 @llvm.dx.msad.i32(i32 %p, i32 %p, i32 %p)
define void @pack(<4 x i32> %v, <4 x i16> %h, i32 %p) {
  %1 = call i32 @__dxild_pack_u8(<4 x i32> %v)
  %2 = call i32 @__dxild_pack_s8(<4 x i16> %h)
  %3 = call i32 @__dxild_pack_clamp_u8(<4 x i32> %v)
  %4 = call i32 @__dxild_pack_clamp_s8(<4 x i16> %h)
  %5 = call <4 x i32> @__dxild_unpack_u8u32(i32 %p)
  %6 = call <4 x i16> @__dxild_unpack_u8u16(i32 %p)
  %7 = call <4 x i32> @__dxild_unpack_s8s32(i32 %p)
  %8 = call <4 x i16> @__dxild_unpack_s8s16(i32 %p)
  %9 = call i32 @__dxild_bfi(i32 8, i32 24, i32 %p, i32 %p)
  %10 = call i32 @__dxild_msad(i32 %p, i32 %p, i32 %p)
  ret void
}

; CHECK-NOT: __dxild
; CHECK-DAG: declare <4 x i32> @llvm.dx.wave.match.v3f32(<3 x float>) #[[WAVE:[0-9]+]]
; CHECK-DAG: declare i1 @llvm.dx.quad.vote.all.i1(i1) #[[WAVE]]
; CHECK-DAG: declare i1 @llvm.dx.is.helper.lane() #[[RO:[0-9]+]]
; CHECK-DAG: declare i32 @llvm.dx.pack.trunc.v4i32(<4 x i32>) #[[PURE:[0-9]+]]
; CHECK-DAG: declare i32 @llvm.dx.msad.i32(i32, i32, i32) #[[PURE]]
; CHECK-DAG: attributes #[[WAVE]] = { convergent nofree nosync nounwind willreturn memory(none) }
; CHECK-DAG: attributes #[[RO]] = { nofree nosync nounwind willreturn memory(read) }
; CHECK-DAG: attributes #[[PURE]] = { nofree nosync nounwind willreturn memory(none) }

declare <4 x i32> @__dxild_wave_match(<3 x float>)
declare i32 @__dxild_wave_multi_prefix_usum(i32, <4 x i32>)
declare i16 @__dxild_wave_multi_prefix_product(i16, <4 x i32>)
declare i64 @__dxild_wave_multi_prefix_bit_xor(i64, <4 x i32>)
declare i32 @__dxild_wave_multi_prefix_count_bits(i1, <4 x i32>)
declare i1 @__dxild_quad_any(i1)
declare i1 @__dxild_quad_all(i1)
declare i1 @__dxild_is_helper_lane()
declare i32 @__dxild_pack_u8(<4 x i32>)
declare i32 @__dxild_pack_s8(<4 x i16>)
declare i32 @__dxild_pack_clamp_u8(<4 x i32>)
declare i32 @__dxild_pack_clamp_s8(<4 x i16>)
declare <4 x i32> @__dxild_unpack_u8u32(i32)
declare <4 x i16> @__dxild_unpack_u8u16(i32)
declare <4 x i32> @__dxild_unpack_s8s32(i32)
declare <4 x i16> @__dxild_unpack_s8s16(i32)
declare i32 @__dxild_bfi(i32, i32, i32, i32)
declare i32 @__dxild_msad(i32, i32, i32)
