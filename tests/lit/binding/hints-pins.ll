; RUN: %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pins.json %s | FileCheck %s

; Pins put a named implicitly bound resource at an exact place, arrays and
; unbounded arrays included; the pinned registers are then taken for the
; other implicit bindings.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@U.str = private unnamed_addr constant [2 x i8] c"U\00"
@All.str = private unnamed_addr constant [4 x i8] c"All\00"
@T.str = private unnamed_addr constant [2 x i8] c"T\00"

define void @main() #0 {
entry:
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 7, i32 2, i32 1, ptr @C.str)
; CHECK: %u = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
; CHECK: %all = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 9, i32 100, i32 -1, i32 4, ptr @All.str)
; CHECK: %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @T.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 1, ptr @C.str)
  %u = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 1, i32 0, ptr @U.str)
  %all = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 3, i32 0, i32 -1, i32 4, ptr @All.str)
  %t = call target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32 4, i32 0, i32 1, i32 0, ptr @T.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 0, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_0_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
