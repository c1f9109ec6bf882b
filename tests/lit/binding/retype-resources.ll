; RUN: %dxild-opt -passes=dxil-retype-resources %s -S | FileCheck %s

; The prelude's texture and sampler handles arrive as TypedBuffers of marker
; structs (__dxild_<Kind>: element, signedness [1 + s x i32], sample count
; [1 + n x i32]); they leave as dx.Texture / dx.MSTexture / dx.Sampler, and
; the texture pseudo-intrinsics are re-declared on the new types.

; CHECK: %[[T:.*]] = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
; CHECK: %[[M:.*]] = call target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3) @llvm.dx.resource.handlefrombinding.tdx.MSTexture_v2i32_0_4_1_3t(i32 0, i32 1, i32 1, i32 0, ptr @.str.2)
; CHECK: %[[W:.*]] = call target("dx.Texture", float, 1, 0, 0, 2) @llvm.dx.resource.handlefrombinding.tdx.Texture_f32_1_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @.str.4)
; CHECK: %[[S:.*]] = call target("dx.Sampler", 1) @llvm.dx.resource.handlefrombinding.tdx.Sampler_1t(i32 0, i32 0, i32 1, i32 0, ptr @.str.6)
; CHECK: call float @llvm.dx.dxild.res.sample_cmp_level_zero.{{[0-9]+}}(target("dx.Texture", <4 x float>, 0, 0, 0, 2) %[[T]], target("dx.Sampler", 1) %[[S]],
; CHECK: call ptr @llvm.dx.dxild.res.element.{{[0-9]+}}(target("dx.Texture", float, 1, 0, 0, 2) %[[W]],
; CHECK: call <2 x i32> @llvm.dx.dxild.res.load.{{[0-9]+}}(target("dx.MSTexture", <2 x i32>, 0, 4, 1, 3) %[[M]], <2 x i32> %{{.*}}, i32 1, <2 x i32> undef)
; CHECK-NOT: dx.TypedBuffer

source_filename = "/small.hlsl"
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"
%"struct.hlsl::SamplerComparisonState" = type { target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0) }
%"struct.hlsl::__dxild_SamplerComparisonState" = type { i32 }
%"struct.hlsl::__dxild_Texture2D" = type <{ <4 x float>, [1 x i32] }>
%"struct.hlsl::__dxild_Texture2DMS" = type <{ <2 x i32>, [2 x i32], [5 x i32] }>
%"struct.hlsl::__dxild_Texture2D.0" = type { float, [1 x i32] }
@.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"M\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"W\00", align 1
@_ZL1S = internal unnamed_addr global %"struct.hlsl::SamplerComparisonState" poison, align 4
@.str.6 = private unnamed_addr constant [2 x i8] c"S\00", align 1
define void @main() local_unnamed_addr {
entry:
  %agg.tmp.i1.sroa.0 = alloca target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0), align 8
  %0 = tail call target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2Ds_0_0_0t"(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str)
  %1 = tail call target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2DMS", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2DMSs_0_0_0t"(i32 0, i32 1, i32 1, i32 0, ptr nonnull @.str.2)
  %2 = tail call target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D.0", 1, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2D.0s_1_0_0t"(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.4)
  %3 = tail call target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_SamplerComparisonStates_0_0_0t"(i32 0, i32 0, i32 1, i32 0, ptr nonnull @.str.6)
  store target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0) %3, ptr @_ZL1S, align 4
  %SV_Position0 = tail call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %TEXCOORD0 = tail call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %4 = load i32, ptr @_ZL1S, align 4
  call void @llvm.lifetime.start.p0(ptr %agg.tmp.i1.sroa.0)
  store i32 %4, ptr %agg.tmp.i1.sroa.0, align 8
  %agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0. = load target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0), ptr %agg.tmp.i1.sroa.0, align 8
  %call2.i = call float @llvm.dx.dxild.res.sample_cmp_level_zero.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0) %0, target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0) %agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0.agg.tmp.i1.sroa.0.0., <2 x float> %TEXCOORD0, float 5.000000e-01, <2 x i32> zeroinitializer)
  call void @llvm.lifetime.end.p0(ptr %agg.tmp.i1.sroa.0)
  %5 = shufflevector <4 x float> %SV_Position0, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %conv.i = fptoui <2 x float> %5 to <2 x i32>
  %call.i = call ptr @llvm.dx.dxild.res.element.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D.0", 1, 0, 0) %2, <2 x i32> %conv.i)
  store float %call2.i, ptr %call.i, align 4
  %vecext.i = extractelement <4 x float> %SV_Position0, i64 0
  %conv2.i = fptosi float %vecext.i to i32
  %vecext3.i = extractelement <4 x float> %SV_Position0, i64 1
  %conv4.i = fptosi float %vecext3.i to i32
  %6 = insertelement <2 x i32> poison, i32 %conv2.i, i64 0
  %7 = insertelement <2 x i32> %6, i32 %conv4.i, i64 1
  %call2.i4 = call <4 x float> @llvm.dx.dxild.res.load.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0) %0, <2 x i32> %7, i32 0, <2 x i32> undef)
  %conv8.i = fptosi <2 x float> %5 to <2 x i32>
  %call2.i6 = call <2 x i32> @llvm.dx.dxild.res.load.1(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2DMS", 0, 0, 0) %1, <2 x i32> %conv8.i, i32 1, <2 x i32> undef)
  %8 = extractelement <2 x i32> %call2.i6, i64 1
  %conv10.i = sitofp i32 %8 to float
  %splat.splatinsert.i = insertelement <4 x float> poison, float %conv10.i, i64 0
  %splat.splat.i = shufflevector <4 x float> %splat.splatinsert.i, <4 x float> poison, <4 x i32> zeroinitializer
  %add.i = fadd reassoc nnan ninf nsz arcp afn <4 x float> %splat.splat.i, %call2.i4
  tail call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %add.i)
  ret void
}
declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2Ds_0_0_0t"(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2DMS", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2DMSs_0_0_0t"(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D.0", 1, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_Texture2D.0s_1_0_0t"(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0) @"llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_s_struct.hlsl::__dxild_SamplerComparisonStates_0_0_0t"(i32, i32, i32, i32, ptr)
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
; Unknown intrinsic
declare ptr @llvm.dx.dxild.res.element.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D.0", 1, 0, 0), <2 x i32>)
; Unknown intrinsic
declare float @llvm.dx.dxild.res.sample_cmp_level_zero.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0), target("dx.TypedBuffer", %"struct.hlsl::__dxild_SamplerComparisonState", 0, 0, 0), <2 x float>, float, <2 x i32>)
; Unknown intrinsic
declare <4 x float> @llvm.dx.dxild.res.load.0(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2D", 0, 0, 0), <2 x i32>, i32, <2 x i32>)
; Unknown intrinsic
declare <2 x i32> @llvm.dx.dxild.res.load.1(target("dx.TypedBuffer", %"struct.hlsl::__dxild_Texture2DMS", 0, 0, 0), <2 x i32>, i32, <2 x i32>)
