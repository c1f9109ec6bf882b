; dxil-resource-pointer-phi on stores through a phi of buffer element
; pointers: each predecessor stores its own pointer, with the stored value of
; that edge (a phi's incoming value, or pure join-block code recomputed);
; a store whose predecessor also branches elsewhere, or whose value needs a
; convergent call of the join block, is left for the resource-access lowering
; to report.
; RUN: %dxild-opt -passes=dxil-resource-pointer-phi %s -o - | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare i32 @llvm.dx.wave.getlaneindex() convergent
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)

; CHECK-LABEL: define void @value_phi(
; CHECK: a:
; CHECK-NEXT: %pa = call ptr
; CHECK-NEXT: [[XA:%.*]] = mul i32 %v, 1
; CHECK-NEXT: store i32 [[XA]], ptr %pa, align 4
; CHECK-NEXT: br label %join
; CHECK: b:
; CHECK-NEXT: %pb = call ptr
; CHECK-NEXT: [[XB:%.*]] = mul i32 %v, 3
; CHECK-NEXT: store i32 [[XB]], ptr %pb, align 4
; CHECK-NEXT: br label %join
; CHECK: join:
; CHECK-NOT: store
; CHECK: ret void
define void @value_phi(i1 %c, i32 %v) {
entry:
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h0, i32 %v)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h1, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %m = phi i32 [ 1, %a ], [ 3, %b ]
  %x = mul i32 %v, %m
  store i32 %x, ptr %p, align 4
  ret void
}

; CHECK-LABEL: define void @two_successors(
; CHECK: join:
; CHECK-NEXT: %p = phi ptr
; CHECK-NEXT: store i32 %v, ptr %p
define void @two_successors(i1 %c, i1 %d, i32 %v) {
entry:
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h0, i32 %v)
  br i1 %d, label %join, label %out
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h1, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  store i32 %v, ptr %p, align 4
  br label %out
out:
  ret void
}

; CHECK-LABEL: define void @convergent_value(
; CHECK: join:
; CHECK-NEXT: %p = phi ptr
; CHECK-NEXT: %lane = call i32 @llvm.dx.wave.getlaneindex()
; CHECK-NEXT: store i32 %lane, ptr %p
define void @convergent_value(i1 %c, i32 %v) {
entry:
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h0, i32 %v)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %h1, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %lane = call i32 @llvm.dx.wave.getlaneindex()
  store i32 %lane, ptr %p, align 4
  ret void
}
