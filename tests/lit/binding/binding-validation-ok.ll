; RUN: %dxild-opt -disable-output -passes=dxil-binding-validation %s 2>&1 | FileCheck %s --allow-empty

; Adjacent ranges, other classes and other spaces are fine.
; CHECK-NOT: error

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"

define void @main() #0 {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 1, i32 0, ptr @B.str)
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 10, i32 0, ptr @T.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @D.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 11, i32 -1, i32 0, ptr @E.str)
  ret void
}

declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
