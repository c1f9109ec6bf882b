; RUN: %dxild-opt -passes=dxil-legalize %s | FileCheck %s

; DXIL has no `unreachable` in VS/PS/CS (DXC's validator: "Instructions must
; be of an allowed type"). LLVM makes one for the default of a switch that
; covers every value (Sascha Willems' cascaded shadow map: `switch
; (cascadeIndex)` after a loop that bounds it to 0..3).

target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; The unreachable default takes the last case's block; that case is dropped.
; CHECK-LABEL: define i32 @covered_switch(
; CHECK: switch i32 %i, label %c3 [
; CHECK-NEXT: i32 0, label %c0
; CHECK-NEXT: i32 1, label %c1
; CHECK-NEXT: ]
; CHECK-NOT: unreachable
; CHECK: ret i32 %r
define i32 @covered_switch(i32 %i) {
entry:
  switch i32 %i, label %default.unreachable [
    i32 0, label %c0
    i32 1, label %c1
    i32 3, label %c3
  ]
c0:
  br label %exit
c1:
  br label %exit
c3:
  br label %exit
default.unreachable:
  unreachable
exit:
  %r = phi i32 [ 10, %c0 ], [ 11, %c1 ], [ 13, %c3 ]
  ret i32 %r
}

; A conditional branch to an unreachable block goes to its other side.
; CHECK-LABEL: define void @branch(
; CHECK: entry:
; CHECK-NEXT: br label %ok
; CHECK-NOT: unreachable
define void @branch(i1 %c) {
entry:
  br i1 %c, label %dead, label %ok
dead:
  unreachable
ok:
  ret void
}

; What remains (work before the unreachable) ends the function.
; CHECK-LABEL: define void @rest(
; CHECK: store i32 1, ptr %p
; CHECK-NEXT: ret void
; CHECK-NOT: unreachable
define void @rest(ptr %p) {
entry:
  store i32 1, ptr %p
  unreachable
}
