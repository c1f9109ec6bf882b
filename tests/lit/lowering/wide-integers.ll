; RUN: %dxild-opt -passes=dxil-wide-integers -disable-verify %s | FileCheck %s

; SROA copies the rest of a buffer element it does not read by type as one
; integer as wide as the slice, and InstCombine takes the members back out
; with shifts and truncations (Unity HDRP's deferred ray-tracing pass,
; `load i128` of an EnvLightData from a structured buffer). DXIL has no
; integer wider than 64 bits: the load becomes a load of <4 x i32> and each
; value computed from it is computed on its words, low word first.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @slice(
; CHECK: %x.words = load <4 x i32>, ptr %p, align 1
; CHECK: %x.w0 = extractelement <4 x i32> %x.words, i64 0
; CHECK: %x.w1 = extractelement <4 x i32> %x.words, i64 1
; CHECK: %x.w2 = extractelement <4 x i32> %x.words, i64 2
; CHECK: %x.w3 = extractelement <4 x i32> %x.words, i64 3
; CHECK-NOT: i128
; `trunc (lshr X, 32)` is word 1, `trunc (lshr X, 96)` word 3.
; CHECK: %y = bitcast i32 %x.w1 to float
; CHECK: store volatile i32 %x.w3, ptr %o
; `X < 0` and `X > -1` test the top word's sign.
; CHECK: %neg = icmp slt i32 %x.w3, 0
; CHECK: %pos = icmp sgt i32 %x.w3, -1
; The low 64 bits: words 0 and 1.
; CHECK-DAG: %[[L0:[0-9]+]] = zext i32 %x.w0 to i64
; CHECK-DAG: %[[L1:[0-9]+]] = zext i32 %x.w1 to i64
; CHECK-DAG: %[[H:[0-9]+]] = shl i64 %[[L1]], 32
; CHECK: %lo = or i64 %[[L0]], %[[H]]
; `lshr X, 48`: word 0 of the result is bits 48..79.
; CHECK-DAG: %[[A:[0-9]+]] = lshr i32 %x.w1, 16
; CHECK-DAG: %[[B:[0-9]+]] = shl i32 %x.w2, 16
; CHECK: %mid = or i32 %[[A]], %[[B]]
; `X == 5` compares every word.
; CHECK: %[[E0:[0-9]+]] = icmp eq i32 %x.w0, 5
; CHECK: %[[E1:[0-9]+]] = icmp eq i32 %x.w1, 0
; CHECK: %[[E01:[0-9]+]] = and i1 %[[E0]], %[[E1]]
; A store of the whole value stores the words.
; CHECK: store <4 x i32> %{{[0-9]+}}, ptr %q, align 4
; CHECK: ret void
define void @slice(ptr %p, ptr %q, ptr %o) {
  %x = load i128, ptr %p, align 1
  %s32 = lshr i128 %x, 32
  %t32 = trunc i128 %s32 to i32
  %y = bitcast i32 %t32 to float
  store volatile float %y, ptr %o
  %s96 = lshr i128 %x, 96
  %t96 = trunc nuw i128 %s96 to i32
  store volatile i32 %t96, ptr %o
  %neg = icmp slt i128 %x, 0
  store volatile i1 %neg, ptr %o
  %pos = icmp sgt i128 %x, -1
  store volatile i1 %pos, ptr %o
  %lo = trunc i128 %x to i64
  store volatile i64 %lo, ptr %o
  %s48 = lshr i128 %x, 48
  %mid = trunc i128 %s48 to i32
  store volatile i32 %mid, ptr %o
  %eq = icmp eq i128 %x, 5
  store volatile i1 %eq, ptr %o
  store i128 %x, ptr %q, align 4
  ret void
}

; A use the pass cannot compute on words (an add) leaves the load alone.
; CHECK-LABEL: define i128 @other(
; CHECK: %x = load i128, ptr %p
; CHECK: add i128 %x, 1
define i128 @other(ptr %p) {
  %x = load i128, ptr %p, align 4
  %a = add i128 %x, 1
  ret i128 %a
}
