; RUN: %dxild-opt -passes=dxil-op-lower -disable-verify %s | FileCheck %s
; RUN: sed 's/shadermodel6.6/shadermodel6.5/' %s \
; RUN:   | %dxild-opt -passes=dxil-op-lower -disable-verify \
; RUN:   | FileCheck %s --check-prefix=PS65
; RUN: sed 's/shadermodel6.6-pixel/shadermodel6.0-vertex/' %s \
; RUN:   | %dxild-opt -passes=dxil-op-lower -disable-verify \
; RUN:   | FileCheck %s --check-prefix=VS

; IsHelperLane, as DXC 1.9 compiles it: in a pixel shader IsHelperLane
; (221, overload i1, read-only) from shader model 6.6; below 6.6 DXC's
; emulation without discard, `Coverage() == 0` (91); in the other stages
; false at any shader model (DXC's constant folding).

target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; CHECK-LABEL: define i1 @helper(
; CHECK-NEXT: %h = call i1 @dx.op.isHelperLane.i1(i32 221)
; CHECK: declare i1 @dx.op.isHelperLane.i1(i32) #[[RO:[0-9]+]]
; CHECK: attributes #[[RO]] = { nounwind willreturn memory(read) }
; PS65-LABEL: define i1 @helper(
; PS65-NEXT: %[[COV:.*]] = call i32 @dx.op.coverage.i32(i32 91)
; PS65-NEXT: %h = icmp eq i32 0, %[[COV]]
; PS65-NOT: isHelperLane
; VS-LABEL: define i1 @helper(
; VS-NEXT: ret i1 false
define i1 @helper() {
  %h = call i1 @llvm.dx.is.helper.lane()
  ret i1 %h
}

declare i1 @llvm.dx.is.helper.lane()
