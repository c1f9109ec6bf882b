; RUN: %dxild-opt -S -passes=dxil-finalize-linkage %s | FileCheck %s

; Only entry points (hlsl.shader) and exports (hlsl.export) keep their
; linkage; other definitions become internal and are deleted when nothing
; calls them, taking their resource handles with them. optnone/noinline go
; so that the resource clean-up can run at -O0.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@Dead.str = private unnamed_addr constant [5 x i8] c"Dead\00"

; CHECK: define void @main() [[MAIN:#[0-9]+]]
define void @main() #0 {
entry:
  call void @helper()
  ret void
}

; CHECK: define internal void @helper()
define void @helper() #1 {
  ret void
}

; CHECK-NOT: @unused
define hidden void @unused() {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @Dead.str)
  call void @unused_callee()
  ret void
}

; CHECK-NOT: @unused_callee
define void @unused_callee() {
  ret void
}

; CHECK: define void @exported()
define void @exported() #2 {
  ret void
}

declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefromimplicitbinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)

; CHECK: attributes [[MAIN]] = {
; CHECK-NOT: optnone
; CHECK-SAME: "hlsl.shader"="compute"
attributes #0 = { convergent noinline norecurse optnone "hlsl.numthreads"="4,1,1" "hlsl.shader"="compute" }
attributes #1 = { convergent noinline optnone }
attributes #2 = { "hlsl.export" }
