; RUN: %dxild-opt -S -passes=dxil-implicit-binding %s | FileCheck %s

; HLSL proposal 0024, examples 4.1 and 5.1: bindings in other spaces do not
; affect space0; a space-only annotation (register(space1)) makes the implicit
; binding come from that space instead.
;
;   RWBuffer<float> A : register(u0, space1);
;   RWBuffer<float> B[10];                   // gets u0 in space0 (range 10)
;   RWBuffer<float> C[5][4] : register(u10, space5);
;   RWBuffer<float> D;                       // gets u10 in space0
;   RWBuffer<float> E : register(u1, space2);
;   RWBuffer<float> F[] ;                    // gets u11 in space0 (unbounded)
;   RWBuffer<float> G[3] : register(space2); // gets u2 in space2 (range 3)
;   RWBuffer<float> H : register(space2);    // gets u0 in space2

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"
@F.str = private unnamed_addr constant [2 x i8] c"F\00"
@G.str = private unnamed_addr constant [2 x i8] c"G\00"
@H.str = private unnamed_addr constant [2 x i8] c"H\00"

define void @main() #0 {
entry:
; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 5, ptr @B.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 10, i32 20, i32 15, ptr @C.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 10, i32 1, i32 0, ptr @D.str)
; CHECK: %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 1, i32 1, i32 0, ptr @E.str)
; CHECK: %f = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 11, i32 -1, i32 7, ptr @F.str)
; CHECK: %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 2, i32 3, i32 1, ptr @G.str)
; CHECK: %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 1, i32 0, ptr @H.str)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 10, i32 5, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 10, i32 20, i32 15, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @D.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 1, i32 1, i32 0, ptr @E.str)
  %f = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 -1, i32 7, ptr @F.str)
  %g = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 3, i32 2, i32 3, i32 1, ptr @G.str)
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 4, i32 2, i32 1, i32 0, ptr @H.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
