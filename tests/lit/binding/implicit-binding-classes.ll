; RUN: %dxild-opt -S -passes=dxil-implicit-binding %s | FileCheck %s

; Each register class (t, u, b, s) has its own registers: an explicit u0 does
; not keep an implicit SRV, cbuffer or sampler from register 0.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%cb = type <{ float }>

@U.str = private unnamed_addr constant [2 x i8] c"U\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"
@S.str = private unnamed_addr constant [2 x i8] c"S\00"
@U2.str = private unnamed_addr constant [3 x i8] c"U2\00"
@T2.str = private unnamed_addr constant [3 x i8] c"T2\00"
@T3.str = private unnamed_addr constant [3 x i8] c"T3\00"

define void @main() #0 {
entry:
; CHECK: %u = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
; CHECK: %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
; CHECK: %b = call target("dx.CBuffer", %cb) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_cbst(i32 0, i32 0, i32 1, i32 0, ptr @CB.str)
; CHECK: %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
; CHECK: %u2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @U2.str)
; CHECK: %t2 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @T2.str)
; CHECK: %t3 = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @T3.str)
  %u = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
  %b = call target("dx.CBuffer", %cb) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s_cbst(i32 1, i32 0, i32 1, i32 0, ptr @CB.str)
  %s = call target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32 2, i32 0, i32 1, i32 0, ptr @S.str)
  %u2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 0, i32 1, i32 0, ptr @U2.str)
  %t2 = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @T2.str)
  %t3 = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i32_0_0t(i32 4, i32 0, i32 1, i32 0, ptr @T3.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.CBuffer", %cb) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_cbst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %cb) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s_cbst(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefrombinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.Sampler", 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.Sampler_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
