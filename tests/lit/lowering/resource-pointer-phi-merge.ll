; RUN: %dxild-opt -S -passes=dxil-resource-pointer-phi %s | FileCheck %s

; GVN and SimplifyCFG merge element pointers of one resource range through
; phis and selects (vkd3d's typed_buffer_many_objects: `Bufs[idx][3]` on one
; path, `Bufs[0][3]` on the other). DXIL accesses name a handle: the pointer
; becomes one getpointer of a handle created with the merged element index,
; as DXC phis the index of its createHandle.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.0-compute"

@Bufs.str = private unnamed_addr constant [5 x i8] c"Bufs\00", align 1
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1

; Two elements of one range: a phi of the indices feeds one creation.
; CHECK-LABEL: define i32 @range(
; CHECK: join:
; CHECK-NEXT: %p.residx = phi i32 [ 0, %a ], [ %i, %b ]
; CHECK-NEXT: %[[H:.*]] = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 %p.residx, ptr @Bufs.str)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %[[H]], i32 3)
; CHECK-NEXT: load i32, ptr %p
define i32 @range(i1 %c, i32 %i) {
entry:
  br i1 %c, label %a, label %b
a:
  %h0 = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 0, ptr @Bufs.str)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h0, i32 3)
  br label %join
b:
  %h1 = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 %i, ptr @Bufs.str)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h1, i32 3)
  br label %join
join:
  %p = phi ptr [ %p0, %a ], [ %p1, %b ]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; One handle, different elements, and a phi of such phis (merged once its
; operand has been): the store names the entry's handle.
; CHECK-LABEL: define void @one_handle(
; CHECK: join2:
; CHECK-NEXT: %q.eltidx = phi i32 [ 0, %join ], [ 1, %c2 ]
; CHECK-NEXT: %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h, i32 %q.eltidx)
; CHECK-NEXT: store i32 7, ptr %q
define void @one_handle(i1 %c, i1 %d) {
entry:
  %h = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 0, ptr @Bufs.str)
  br i1 %c, label %a, label %b
a:
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h, i32 0)
  br label %join
b:
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h, i32 0)
  br label %join
join:
  %p = phi ptr [ %p0, %a ], [ %p1, %b ]
  br i1 %d, label %c2, label %join2
c2:
  %p2 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h, i32 1)
  br label %join2
join2:
  %q = phi ptr [ %p, %join ], [ %p2, %c2 ]
  store i32 7, ptr %q, align 4
  ret void
}

; A select of elements of one range: selects of the indices.
; CHECK-LABEL: define i32 @sel(
; CHECK: %s.residx = select i1 %c, i32 %i, i32 %j
; CHECK-NEXT: %[[H:.*]] = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 %s.residx, ptr @Bufs.str)
; CHECK-NEXT: %s.eltidx = select i1 %c, i32 2, i32 5
; CHECK-NEXT: %s = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %[[H]], i32 %s.eltidx)
define i32 @sel(i1 %c, i32 %i, i32 %j) {
  %h0 = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 %i, ptr @Bufs.str)
  %p0 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h0, i32 2)
  %h1 = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 0, i32 -1, i32 %j, ptr @Bufs.str)
  %p1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %h1, i32 5)
  %s = select i1 %c, ptr %p0, ptr %p1
  %v = load i32, ptr %s, align 4
  ret i32 %v
}

; Different resources are not one range: left for the split (a load in each
; predecessor).
; CHECK-LABEL: define i32 @distinct(
; CHECK: join:
; CHECK-NEXT: %{{.*}} = phi i32 [ %v.a, %a ], [ %v.b, %b ]
define i32 @distinct(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %ha = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @A.str)
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %ha, i32 0)
  br label %join
b:
  %hb = call target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32 0, i32 2, i32 1, i32 0, ptr @B.str)
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0) %hb, i32 0)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

declare target("dx.TypedBuffer", i32, 0, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_0_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_0_0_0t(target("dx.TypedBuffer", i32, 0, 0, 0), i32)
