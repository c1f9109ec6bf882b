; RUN: not %dxild-opt -S -passes=dxil-implicit-binding %s 2>&1 | FileCheck %s

; HLSL proposal 0024, example 3.4: two unbounded arrays cannot share a space.
;
;   RWBuffer<float> C[];  // gets u0 (unbounded range)
;   RWBuffer<float> D[];  // error

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@D.str = private unnamed_addr constant [2 x i8] c"D\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"

define void @main() #0 {
entry:
  %d = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 -1, i32 10, ptr @D.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 -1, i32 20, ptr @C.str)
  ret void
}

; CHECK: error: resource 'D' could not be allocated [dxild.binding.unallocatable]
; CHECK-NOT: error:

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
