; RUN: %dxild-opt -passes=dxil-texture-access -disable-verify %s -S | FileCheck %s

; Texture pseudo-intrinsics on retyped handles become DXIL texture
; operations on placeholder handle casts (handle lowering replaces them).

; CHECK: %[[S:.*]] = call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, float undef, i32 0, i32 0, i32 undef, float 5.000000e-01)
; CHECK: %[[V:.*]] = extractvalue %dx.types.ResRet.f32 %[[S]], 0
; CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, float %[[V]], float %[[V]], float %[[V]], float %[[V]], i8 15)
; CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK: call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 1, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 undef, i32 undef, i32 undef)
; CHECK-NOT: call {{.*}}@llvm.dx.dxild.res

source_filename = "/small.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"
@.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"W\00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"S\00", align 1
define void @main() local_unnamed_addr {
entry:
  %0 = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  %1 = call target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v2i32_0_4_1_3t(i32 0, i32 1, i32 1, i32 0, ptr @.str.2)
  %2 = call target("dx.Texture", float, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str.4)
  %3 = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str.6)
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %call2.i = call float @llvm.dx.dxild.res.sample_cmp_level_zero.1(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %0, target("dx.Sampler", 1) %3, <2 x float> %TEXCOORD0, float 5.000000e-01, <2 x i32> zeroinitializer)
  %4 = shufflevector <4 x float> %SV_Position0, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %conv.i = fptoui <2 x float> %4 to <2 x i32>
  %call.i = call ptr @llvm.dx.dxild.res.element.1(target("dx.Texture", float, 1, 0, 0, 2) %2, <2 x i32> %conv.i)
  store float %call2.i, ptr %call.i, align 4
  %vecext.i = extractelement <4 x float> %SV_Position0, i64 0
  %conv2.i = fptosi float %vecext.i to i32
  %vecext3.i = extractelement <4 x float> %SV_Position0, i64 1
  %conv4.i = fptosi float %vecext3.i to i32
  %5 = insertelement <2 x i32> poison, i32 %conv2.i, i64 0
  %6 = insertelement <2 x i32> %5, i32 %conv4.i, i64 1
  %call2.i4 = call <4 x float> @llvm.dx.dxild.res.load.2(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %0, <2 x i32> %6, i32 0, <2 x i32> undef)
  %conv8.i = fptosi <2 x float> %4 to <2 x i32>
  %call2.i6 = call <2 x i32> @llvm.dx.dxild.res.load.0(target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3) %1, <2 x i32> %conv8.i, i32 1, <2 x i32> undef)
  %7 = extractelement <2 x i32> %call2.i6, i64 1
  %conv10.i = sitofp i32 %7 to float
  %splat.splatinsert.i = insertelement <4 x float> poison, float %conv10.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %call2.i4
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %add.i)
  ret void
}
; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32) #0
; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32) #0
; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>) #0
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr) #2
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v2i32_0_4_1_3t(i32, i32, i32, i32, ptr) #2
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.Texture", float, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_2t(i32, i32, i32, i32, ptr) #2
; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32, i32, i32, i32, ptr) #2
; Unknown intrinsic
declare <4 x float> @llvm.dx.dxild.res.load.2(target("dx.Texture", <4 x float>, 0, 0, 0, 2), <2 x i32>, i32, <2 x i32>)
; Unknown intrinsic
declare float @llvm.dx.dxild.res.sample_cmp_level_zero.1(target("dx.Texture", <4 x float>, 0, 0, 0, 2), target("dx.Sampler", 1), <2 x float>, float, <2 x i32>)
; Unknown intrinsic
declare <2 x i32> @llvm.dx.dxild.res.load.0(target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3), <2 x i32>, i32, <2 x i32>)
; Unknown intrinsic
declare ptr @llvm.dx.dxild.res.element.1(target("dx.Texture", float, 1, 0, 0, 2), <2 x i32>)
attributes #0 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }
