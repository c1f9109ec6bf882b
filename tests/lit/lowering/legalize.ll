; RUN: %dxild-opt -passes=dxil-legalize %s | FileCheck %s

; LLVM 3.7 bitcode has no fneg, freeze or poison.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @main(
; CHECK: %n = fsub float -0.000000e+00, %x
; CHECK-NOT: freeze
; CHECK: ret float %n
define float @main(float %x, i1 %c) {
  %n = fneg float %x
  %f = freeze float %n
  %s = select i1 %c, float %f, float poison
  ret float %s
}

; A dynamic extract as the scalarizer leaves it: the chain starts from
; poison, which DXIL's validator rejects as a read of an uninitialized
; value. The first select folds away; the rest picks between real values.
; CHECK-LABEL: define float @dynamic_extract(
; CHECK-NEXT: %c1 = icmp eq i32 %i, 1
; CHECK-NEXT: %s1 = select i1 %c1, float %b, float %a
; CHECK-NEXT: ret float %s1
define float @dynamic_extract(float %a, float %b, i32 %i) {
  %c0 = icmp eq i32 %i, 0
  %s0 = select i1 %c0, float %a, float poison
  %c1 = icmp eq i32 %i, 1
  %s1 = select i1 %c1, float %b, float %s0
  ret float %s1
}

; Both arms undef: nothing to choose; each reads zero, one of the values
; undef may take (the validator rejects reading undef).
; CHECK-LABEL: define float @both_undef(
; CHECK: select i1 %c, float 0.000000e+00, float 0.000000e+00
define float @both_undef(i1 %c) {
  %s = select i1 %c, float poison, float undef
  ret float %s
}

; Undef read by arithmetic (SROA's slice of a struct read piecewise, Unity
; HDRP's area-shadow pass: `lshr i64 undef, 32`) becomes zero; where DXIL
; allows undef (a store's value, an insertelement's vector, a phi) it stays.
; CHECK-LABEL: define i32 @undef_operands(
; CHECK: %hi = lshr i64 0, 32
; CHECK: store i32 undef, ptr %p
; CHECK: insertelement <2 x i32> undef, i32 %x, i64 0
define i32 @undef_operands(ptr %p, i32 %x) {
  %hi = lshr i64 undef, 32
  %t = trunc i64 %hi to i32
  store i32 undef, ptr %p
  %v = insertelement <2 x i32> undef, i32 %x, i64 0
  %e = extractelement <2 x i32> %v, i64 0
  %r = add i32 %t, %e
  ret i32 %r
}

; SimplifyCFG shrinks a switch's condition to the bits its cases need
; (`switch i8 (trunc i32 %x)`, WickedEngine's lightmap baker); DXIL has no
; i8, so the switch compares the i32 masked to 8 bits with the same cases.
; CHECK-LABEL: define i32 @byte_switch(
; CHECK: %[[W:.*]] = and i32 %x, 255
; CHECK-NEXT: switch i32 %[[W]], label %other [
; CHECK-NEXT: i32 0, label %zero
; CHECK-NEXT: i32 200, label %big
; CHECK-NOT: i8
define i32 @byte_switch(i32 %x) {
entry:
  %t = trunc i32 %x to i8
  switch i8 %t, label %other [
    i8 0, label %zero
    i8 -56, label %big
  ]
zero:
  ret i32 1
big:
  ret i32 2
other:
  ret i32 3
}
