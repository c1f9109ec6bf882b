; RUN: %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/reserved.json %s | FileCheck %s

; Reserved ranges (here u1-u4 and b0 in space0) are never handed out by
; implicit binding; other classes and spaces are unaffected, and an explicit
; binding inside a reserved range is allowed (the engine's fixed descriptor).

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%cb = type <{ float }>

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
@CB.str = private unnamed_addr constant [3 x i8] c"CB\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"

define void @main() #0 {
entry:
; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 2, i32 0, ptr @B.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
; CHECK: %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
; CHECK: %cb = call target("dx.CBuffer", %cb) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_cbst(i32 0, i32 1, i32 1, i32 0, ptr @CB.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 7, i32 1, i32 0, ptr @D.str)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @C.str)
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 2, i32 0, i32 1, i32 0, ptr @T.str)
  %cb = call target("dx.CBuffer", %cb) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s_cbst(i32 3, i32 0, i32 1, i32 0, ptr @CB.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 0, i32 1, i32 0, ptr @D.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.CBuffer", %cb) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s_cbst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %cb) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s_cbst(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
