; RUN: not %dxild-opt -disable-output -passes=dxil-binding-validation %s 2>&1 | FileCheck %s

; Overlapping explicit bindings of live resources are errors naming both
; resources; each pair is reported once. Different classes or spaces never
; overlap, and the several calls of one resource do not overlap with each
; other.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"
@F.str = private unnamed_addr constant [2 x i8] c"F\00"

define void @main() #0 {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 0, ptr @A.str)
  %a2 = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 7, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 9, i32 2, i32 0, ptr @C.str)
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @D.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 4, i32 -1, i32 0, ptr @E.str)
  %f = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 100, i32 1, i32 0, ptr @F.str)
  ret void
}

; CHECK-DAG: error: resource 'B' (u5, space0) overlaps with resource 'A' (u0-u9, space0) [dxild.binding.overlap]
; CHECK-DAG: error: resource 'C' (u9-u10, space0) overlaps with resource 'A' (u0-u9, space0) [dxild.binding.overlap]
; CHECK-DAG: error: resource 'F' (u100, space2) overlaps with resource 'E' (u4-unbounded, space2) [dxild.binding.overlap]
; CHECK-NOT: error:

declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
