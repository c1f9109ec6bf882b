; RUN: %dxild-opt -passes=dxil-dead-locals %s | FileCheck %s

; Unoptimized code copies a whole struct out of a structured buffer element
; with memcpy, even the fields it never reads. DXIL cannot copy out of a
; buffer element; a local that is only written is dropped with its writes.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-vertex"

declare ptr @element()
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)

; CHECK-LABEL: define void @write_only(
; CHECK-NOT: alloca
; CHECK-NOT: memcpy
; CHECK-NOT: memset
; CHECK-NOT: store
; CHECK: ret void
define void @write_only() {
  %tail = alloca { <3 x float>, [4 x i8], float }, align 8
  %src = call ptr @element()
  call void @llvm.memcpy.p0.p0.i32(ptr align 8 %tail, ptr align 1 %src, i32 20, i1 false)
  %f = getelementptr inbounds i8, ptr %tail, i32 16
  store float 1.0, ptr %f, align 4
  call void @llvm.memset.p0.i32(ptr %tail, i8 0, i32 4, i1 false)
  ret void
}

; Read, escaped or copied from: kept.
; CHECK-LABEL: define float @read_back(
; CHECK: %kept = alloca float
; CHECK: store float 2.000000e+00, ptr %kept
; CHECK: load float, ptr %kept
define float @read_back() {
  %kept = alloca float, align 4
  store float 2.0, ptr %kept, align 4
  %v = load float, ptr %kept, align 4
  ret float %v
}

; CHECK-LABEL: define void @escapes(
; CHECK: %local = alloca float
define void @escapes(ptr %out) {
  %local = alloca float, align 4
  store float 4.0, ptr %local, align 4
  store ptr %local, ptr %out, align 4
  ret void
}

; CHECK-LABEL: define void @copy_source(
; CHECK: %from = alloca [2 x float]
; CHECK: call void @llvm.memcpy
define void @copy_source(ptr %dst) {
  %from = alloca [2 x float], align 4
  store float 3.0, ptr %from, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr %dst, ptr %from, i32 8, i1 false)
  ret void
}
