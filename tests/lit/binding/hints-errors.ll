; RUN: not %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pin-unknown.json %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: not %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pin-explicit.json %s 2>&1 | FileCheck %s --check-prefix=EXPLICIT
; RUN: not %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pin-overlap.json %s 2>&1 | FileCheck %s --check-prefix=OVERLAP
; RUN: not %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pin-reserved.json %s 2>&1 | FileCheck %s --check-prefix=RESERVED
; RUN: not %dxild-opt -S -passes=dxil-implicit-binding --binding-hints %S/Inputs/pin-pin.json %s 2>&1 | FileCheck %s --check-prefix=PINPIN

; Hints that cannot be honoured are errors, never silently ignored.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@A.str = private unnamed_addr constant [2 x i8] c"A\00"
@B.str = private unnamed_addr constant [2 x i8] c"B\00"
@C.str = private unnamed_addr constant [2 x i8] c"C\00"

define void @main() #0 {
entry:
  %a = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 2, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @B.str)
  %c = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 1, i32 0, i32 2, i32 0, ptr @C.str)
  ret void
}

; UNKNOWN: error: binding hint pins unknown resource 'Nope' [dxild.binding.unknown-pin]
; EXPLICIT: error: binding hint pins resource 'A', which has an explicit register binding [dxild.binding.pin-explicit]
; OVERLAP: error: binding hint pins resource 'B' to (u1, space0), which overlaps resource 'A' (u0-u1, space0) [dxild.binding.hint-overlap]
; RESERVED: error: binding hint pins resource 'B' to (u5, space0), which overlaps reserved range (u4-u5, space0) [dxild.binding.hint-overlap]
; PINPIN: error: binding hint pins resource 'C' to (u9-u10, space0), which overlaps the pin of resource 'B' (u10, space0) [dxild.binding.hint-overlap]

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

attributes #0 = { "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
