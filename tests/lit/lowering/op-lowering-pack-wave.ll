; RUN: %dxild-opt -passes=dxil-op-lower -disable-verify %s | FileCheck %s
; RUN: sed 's/shadermodel6.7/shadermodel6.4/' %s \
; RUN:   | not %dxild-opt -passes=dxil-op-lower -disable-output 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SM64
; RUN: sed 's/shadermodel6.7/shadermodel6.6/' %s \
; RUN:   | %dxild-opt -passes=dxil-op-lower -disable-verify \
; RUN:   | FileCheck %s --check-prefix=SM66

; The Intrinsics stage's shader model 6.5-6.7 operations and msad4's parts
; (Lowering/DXILPackWaveOps.h), checked against DXC 1.9's output for the same
; HLSL (cs_6_7, -enable-16bit-types for the i16 forms): opcodes, overloads,
; mode operands and the per-component/mask expansions are DXC's.

target triple = "dxilv1.7-pc-shadermodel6.7-compute"

; WaveMatch (165) returns %dx.types.fouri32; a vector is matched per component
; and the four mask words ANDed (DXC's TranslateWaveMatch below SM 6.9).
; CHECK-LABEL: define <4 x i32> @match(
; CHECK: %[[A:.*]] = call %dx.types.fouri32 @dx.op.waveMatch.i32(i32 165, i32 %x)
; CHECK: %[[B:.*]] = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %{{.*}})
; CHECK: %[[B0:.*]] = extractvalue %dx.types.fouri32 %[[B]], 0
; CHECK: %[[C:.*]] = call %dx.types.fouri32 @dx.op.waveMatch.f32(i32 165, float %{{.*}})
; CHECK: %[[C0:.*]] = extractvalue %dx.types.fouri32 %[[C]], 0
; CHECK: and i32 %[[B0]], %[[C0]]
; CHECK-COUNT-3: and i32
; CHECK-NOT: waveMatch
; CHECK: call %dx.types.fouri32 @dx.op.waveMatch.i16(i32 165, i16 %s)
; CHECK: ret <4 x i32>
define <4 x i32> @match(i32 %x, <2 x float> %v, i16 %s) {
  %a = call <4 x i32> @llvm.dx.wave.match.i32(i32 %x)
  %b = call <4 x i32> @llvm.dx.wave.match.v2f32(<2 x float> %v)
  %c = call <4 x i32> @llvm.dx.wave.match.i16(i16 %s)
  %ab = add <4 x i32> %a, %b
  %r = add <4 x i32> %ab, %c
  ret <4 x i32> %r
}

; WaveMultiPrefixOp (166): value, mask0-3, op (Sum 0, And 1, Or 2, Xor 3,
; Product 4), sop (Signed 0, Unsigned 1; the bit ops always 0, as DXC).
; WaveMultiPrefixBitCount (167): i1 value, no overload.
; CHECK-LABEL: define void @multi(
; CHECK: %[[M0:.*]] = extractelement <4 x i32> %m, i64 0
; CHECK: %[[M1:.*]] = extractelement <4 x i32> %m, i64 1
; CHECK: %[[M2:.*]] = extractelement <4 x i32> %m, i64 2
; CHECK: %[[M3:.*]] = extractelement <4 x i32> %m, i64 3
; CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %x, i32 %[[M0]], i32 %[[M1]], i32 %[[M2]], i32 %[[M3]], i8 0, i8 1)
; CHECK: call float @dx.op.waveMultiPrefixOp.f32(i32 166, float %f, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i8 0, i8 0)
; CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %x, {{.*}}, i8 4, i8 1)
; CHECK: call i16 @dx.op.waveMultiPrefixOp.i16(i32 166, i16 %s, {{.*}}, i8 4, i8 0)
; CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %x, {{.*}}, i8 1, i8 0)
; CHECK: call i32 @dx.op.waveMultiPrefixOp.i32(i32 166, i32 %x, {{.*}}, i8 2, i8 0)
; CHECK: call i64 @dx.op.waveMultiPrefixOp.i64(i32 166, i64 %l, {{.*}}, i8 3, i8 0)
; CHECK: call double @dx.op.waveMultiPrefixOp.f64(i32 166, double %{{.*}}, {{.*}}, i8 0, i8 0)
; CHECK: call double @dx.op.waveMultiPrefixOp.f64(i32 166, double %{{.*}}, {{.*}}, i8 0, i8 0)
; CHECK: call i32 @dx.op.waveMultiPrefixBitCount(i32 167, i1 %b, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}})
; CHECK: ret void
define void @multi(i32 %x, float %f, i16 %s, i64 %l, <2 x double> %d, i1 %b, <4 x i32> %m) {
  %1 = call i32 @llvm.dx.wave.multi.prefix.usum.i32(i32 %x, <4 x i32> %m)
  %2 = call float @llvm.dx.wave.multi.prefix.sum.f32(float %f, <4 x i32> %m)
  %3 = call i32 @llvm.dx.wave.multi.prefix.uproduct.i32(i32 %x, <4 x i32> %m)
  %4 = call i16 @llvm.dx.wave.multi.prefix.product.i16(i16 %s, <4 x i32> %m)
  %5 = call i32 @llvm.dx.wave.multi.prefix.and.i32(i32 %x, <4 x i32> %m)
  %6 = call i32 @llvm.dx.wave.multi.prefix.or.i32(i32 %x, <4 x i32> %m)
  %7 = call i64 @llvm.dx.wave.multi.prefix.xor.i64(i64 %l, <4 x i32> %m)
  %8 = call <2 x double> @llvm.dx.wave.multi.prefix.sum.v2f64(<2 x double> %d, <4 x i32> %m)
  %9 = call i32 @llvm.dx.wave.multi.prefix.count.bits.i32(i1 %b, <4 x i32> %m)
  ret void
}

; QuadVote (222) at shader model 6.7: op Any 0, All 1, overload i1.
; CHECK-LABEL: define i1 @vote(
; CHECK: %any = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 0)
; CHECK: %all = call i1 @dx.op.quadVote.i1(i32 222, i1 %c, i8 1)
define i1 @vote(i1 %c) {
  %any = call i1 @llvm.dx.quad.vote.any.i1(i1 %c)
  %all = call i1 @llvm.dx.quad.vote.all.i1(i1 %c)
  %r = and i1 %any, %all
  ret i1 %r
}

; Below 6.7 (DXIL 1.6), DXC's DxilFinalizeModule fallback: the condition
; sign-extended, read across X, Y and the diagonal with QuadOp (123), the
; three combined with it (or for Any, and for All), truncated.
; SM66-LABEL: define i1 @vote(
; SM66: %[[C:.*]] = sext i1 %c to i32
; SM66: %[[X:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 0)
; SM66: %[[Y:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 1)
; SM66: %[[Z:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 2)
; SM66: %[[O1:.*]] = or i32 %[[X]], %[[Y]]
; SM66: %[[O2:.*]] = or i32 %[[O1]], %[[Z]]
; SM66: %[[O3:.*]] = or i32 %[[O2]], %[[C]]
; SM66: %any = trunc i32 %[[O3]] to i1
; SM66: %[[C2:.*]] = sext i1 %c to i32
; SM66: call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C2]], i8 0)
; SM66: call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C2]], i8 1)
; SM66: call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C2]], i8 2)
; SM66: and i32
; SM66: and i32
; SM66: %[[A3:.*]] = and i32 %{{.*}}, %[[C2]]
; SM66: %all = trunc i32 %[[A3]] to i1
; SM66-NOT: quadVote

; IsHelperLane in a compute shader: false, as DXC folds it (pixel shaders:
; op-lowering-is-helper-lane.ll).
; CHECK-LABEL: define i1 @helper(
; CHECK-NEXT: ret i1 false
define i1 @helper() {
  %h = call i1 @llvm.dx.is.helper.lane()
  ret i1 %h
}

; Pack4x8 (220): packMode Trunc 0 (pack_u8 and pack_s8), UClamp 1, SClamp 2,
; overloaded on the component type. Unpack4x8 (219): unpackMode Unsigned 0,
; Signed 1, returning %dx.types.fouri32 / fouri16.
; CHECK-LABEL: define void @pack(
; CHECK: call i32 @dx.op.pack4x8.i32(i32 220, i8 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}})
; CHECK: call i32 @dx.op.pack4x8.i32(i32 220, i8 1, i32
; CHECK: call i32 @dx.op.pack4x8.i16(i32 220, i8 2, i16 %{{.*}}, i16 %{{.*}}, i16 %{{.*}}, i16 %{{.*}})
; CHECK: %[[U:.*]] = call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 0, i32 %p)
; CHECK: extractvalue %dx.types.fouri32 %[[U]], 3
; CHECK: %[[S:.*]] = call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 1, i32 %p)
; CHECK: extractvalue %dx.types.fouri16 %[[S]], 3
; CHECK: ret void
define void @pack(<4 x i32> %v, <4 x i16> %h, i32 %p) {
  %1 = call i32 @llvm.dx.pack.trunc.v4i32(<4 x i32> %v)
  %2 = call i32 @llvm.dx.pack.uclamp.v4i32(<4 x i32> %v)
  %3 = call i32 @llvm.dx.pack.sclamp.v4i16(<4 x i16> %h)
  %4 = call <4 x i32> @llvm.dx.unpack.u8.v4i32(i32 %p)
  %5 = call <4 x i16> @llvm.dx.unpack.s8.v4i16(i32 %p)
  ret void
}

; msad4's parts: Msad (50, tertiary), Bfi (53, quaternary). Bfi of constants
; is folded as DXC's constant folder does: Bfi(8, 24, 0x090a0b0c, 0x00050607)
; = 0x0c050607 = 201655815.
; CHECK-LABEL: define i32 @msad(
; CHECK: %s = call i32 @dx.op.quaternary.i32(i32 53, i32 8, i32 24, i32 %y, i32 %x)
; CHECK: %m = call i32 @dx.op.tertiary.i32(i32 50, i32 %r, i32 %s, i32 %a)
; CHECK: %n = call i32 @dx.op.tertiary.i32(i32 50, i32 %r, i32 201655815, i32 %a)
define i32 @msad(i32 %r, i32 %x, i32 %y, i32 %a) {
  %s = call i32 @llvm.dx.bfi.i32(i32 8, i32 24, i32 %y, i32 %x)
  %m = call i32 @llvm.dx.msad.i32(i32 %r, i32 %s, i32 %a)
  %c = call i32 @llvm.dx.bfi.i32(i32 8, i32 24, i32 151653132, i32 329223)
  %n = call i32 @llvm.dx.msad.i32(i32 %r, i32 %c, i32 %a)
  %t = add i32 %m, %n
  ret i32 %t
}

; Declarations as DXC's: wave/quad operations nounwind only, pack/unpack and
; Msad/Bfi readnone.
; CHECK-DAG: declare %dx.types.fouri32 @dx.op.waveMatch.i32(i32, i32) #[[NONE:[0-9]+]]
; CHECK-DAG: declare i32 @dx.op.waveMultiPrefixBitCount(i32, i1, i32, i32, i32, i32) #[[NONE]]
; CHECK-DAG: declare i1 @dx.op.quadVote.i1(i32, i1, i8) #[[NONE]]
; CHECK-DAG: declare i32 @dx.op.pack4x8.i32(i32, i8, i32, i32, i32, i32) #[[RN:[0-9]+]]
; CHECK-DAG: declare %dx.types.fouri16 @dx.op.unpack4x8.i16(i32, i8, i32) #[[RN]]
; CHECK-DAG: declare i32 @dx.op.tertiary.i32(i32, i32, i32, i32) #[[RN]]
; CHECK-DAG: attributes #[[NONE]] = { nounwind }
; CHECK-DAG: attributes #[[RN]] = { nounwind willreturn memory(none) }

; Below shader model 6.5/6.6 the operations are refused with the profile
; named (the prelude's availability attributes stop HLSL earlier).
; SM64-DAG: error: WaveMatch needs shader model 6.5 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: WaveMultiPrefixSum needs shader model 6.5 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: WaveMultiPrefixBitXor needs shader model 6.5 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: WaveMultiPrefixCountBits needs shader model 6.5 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: pack_u8/pack_s8 needs shader model 6.6 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: pack_clamp_s8 needs shader model 6.6 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: unpack_u8u32 needs shader model 6.6 or newer; profile cs_6_4 does not have it
; SM64-DAG: error: unpack_s8s16 needs shader model 6.6 or newer; profile cs_6_4 does not have it

declare <4 x i32> @llvm.dx.wave.match.i32(i32)
declare <4 x i32> @llvm.dx.wave.match.v2f32(<2 x float>)
declare <4 x i32> @llvm.dx.wave.match.i16(i16)
declare i32 @llvm.dx.wave.multi.prefix.usum.i32(i32, <4 x i32>)
declare float @llvm.dx.wave.multi.prefix.sum.f32(float, <4 x i32>)
declare i32 @llvm.dx.wave.multi.prefix.uproduct.i32(i32, <4 x i32>)
declare i16 @llvm.dx.wave.multi.prefix.product.i16(i16, <4 x i32>)
declare i32 @llvm.dx.wave.multi.prefix.and.i32(i32, <4 x i32>)
declare i32 @llvm.dx.wave.multi.prefix.or.i32(i32, <4 x i32>)
declare i64 @llvm.dx.wave.multi.prefix.xor.i64(i64, <4 x i32>)
declare <2 x double> @llvm.dx.wave.multi.prefix.sum.v2f64(<2 x double>, <4 x i32>)
declare i32 @llvm.dx.wave.multi.prefix.count.bits.i32(i1, <4 x i32>)
declare i1 @llvm.dx.quad.vote.any.i1(i1)
declare i1 @llvm.dx.quad.vote.all.i1(i1)
declare i1 @llvm.dx.is.helper.lane()
declare i32 @llvm.dx.pack.trunc.v4i32(<4 x i32>)
declare i32 @llvm.dx.pack.uclamp.v4i32(<4 x i32>)
declare i32 @llvm.dx.pack.sclamp.v4i16(<4 x i16>)
declare <4 x i32> @llvm.dx.unpack.u8.v4i32(i32)
declare <4 x i16> @llvm.dx.unpack.s8.v4i16(i32)
declare i32 @llvm.dx.bfi.i32(i32, i32, i32, i32)
declare i32 @llvm.dx.msad.i32(i32, i32, i32)
