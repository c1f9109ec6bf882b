; RUN: %dxild-opt -S -passes=dxil-implicit-binding %s | FileCheck %s

; HLSL proposal 0024, example 3.1: an unbounded array takes everything after
; the highest register in use; resources declared after it still fill the gaps
; below.
;
;   RWBuffer<float> A : register(u1);
;   RWBuffer<float> B[];     // gets u6 (unbounded range)
;   RWBuffer<float> C : register(u5);
;   RWBuffer<float> D[3];    // gets u2: fits between A and C, not before A

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"

define void @main() #0 {
entry:
; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 3, i32 2, ptr @D.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @C.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 6, i32 -1, i32 10, ptr @B.str)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 3, i32 2, ptr @D.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 5, i32 1, i32 0, ptr @C.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 -1, i32 10, ptr @B.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
