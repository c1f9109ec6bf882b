; RUN: %dxild-opt -S -passes=dxil-implicit-binding %s | FileCheck %s

; HLSL proposal 0024, example 2.1: an array takes the first free range that
; fits all of it, even if only some elements are used; the unused D[50] at u6
; reserves nothing.
;
;   RWBuffer<float> A : register(u2);
;   RWBuffer<float> B[4];    // gets u3 because it does not fit before A
;   RWBuffer<float> C[2];    // gets u0 because it fits before A
;   RWBuffer<float> D[50] : register(u6); // unused
;   RWBuffer<float> E[2];    // gets u7 which is right after B

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"

define void @main() #0 {
entry:
; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @A.str)
; CHECK: %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 7, i32 2, i32 0, ptr @E.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 1, ptr @C.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 3, i32 4, i32 1, ptr @B.str)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @A.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 0, i32 2, i32 0, ptr @E.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 1, ptr @C.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 4, i32 1, ptr @B.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
