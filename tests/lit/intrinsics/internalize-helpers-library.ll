; A module without an entry (a library) keeps every function: any may be
; its interface.
; RUN: %dxild-opt -passes=dxild-internalize-helpers,globaldce %s -S -o - | FileCheck %s

; CHECK: define hidden void @helper(

target triple = "dxilv1.3-pc-shadermodel6.3-library"

define hidden void @helper() {
  ret void
}
