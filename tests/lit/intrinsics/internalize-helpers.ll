; Clang 22 gives HLSL functions that are neither entries nor `export`ed
; hidden external linkage. First in Clang's pipeline they become internal,
; so that GlobalDCE deletes the ones the entry never reaches and the
; optimizer does not unroll (and warn about) their loops. Exports and
; visible functions are left alone; so are libraries
; (internalize-helpers-library.ll).
; RUN: %dxild-opt -passes=dxild-internalize-helpers,globaldce %s -S -o - | FileCheck %s

; CHECK-NOT: @unreached
; CHECK: define internal float @reached(
; CHECK: define hidden void @exported(
; CHECK: define void @visible(
; CHECK: define void @main(
; CHECK-NOT: @unreached

target triple = "dxilv1.0-pc-shadermodel6.0-compute"

define hidden float @reached(float %x) {
  ret float %x
}

define hidden void @unreached(i32 %x) {
entry:
  br label %loop
loop:
  %v = phi i32 [ %x, %entry ], [ %d, %loop ]
  %d = udiv i32 %v, 10
  %c = icmp ne i32 %d, 0
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define hidden void @exported() #1 {
  ret void
}

define void @visible() {
  ret void
}

define void @main() #0 {
  %r = call float @reached(float 1.0)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
attributes #1 = { "hlsl.export" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.full"}
