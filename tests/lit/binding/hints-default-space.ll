; RUN: %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/default-space.json %s | FileCheck %s
; RUN: %dxild-opt -S -passes=dxil-implicit-binding -auto-binding-space=5 %s | FileCheck %s

; default_space (DXC's -auto-binding-space) moves implicit bindings without a
; space annotation to that space; explicit bindings there are avoided, and a
; space-only annotation (space2 below) still wins.
;
;   RWBuffer<float> A : register(u0, space5);
;   RWBuffer<float> B;                     // gets u1, space5
;   RWBuffer<float> C : register(u0);      // space0: no effect on space5
;   RWBuffer<float> D : register(space2);  // gets u0, space2
;   RWBuffer<float> E[];                   // gets u2, space5 (unbounded)

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"
@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@E.str = private unnamed_addr constant [2 x i8] c"E\00"

define void @main() #0 {
entry:
; CHECK: %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 1, i32 1, i32 0, ptr @B.str)
; CHECK: %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @C.str)
; CHECK: %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 1, i32 0, ptr @D.str)
; CHECK: %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 2, i32 -1, i32 3, ptr @E.str)
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 5, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @C.str)
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 2, i32 1, i32 0, ptr @D.str)
  %e = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 2, i32 0, i32 -1, i32 3, ptr @E.str)
  ret void
}

; CHECK-NOT: handlefromimplicitbinding

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
