; RUN: %dxild-opt -S -passes=dxil-resource-pointer-phi %s | FileCheck %s

; SROA leaves a phi of buffer element pointers whose one load is in a later
; block: the join of three ways to pick a light record, read in one case of
; a switch (RTXPT's RTXDI initial sampling). Each access must name its
; handle, so the load moves right after the phi and splits into the
; predecessors when it reads the same there: from SRV buffers always (they
; never change while the shader runs), from a UAV when nothing writes memory
; on the way.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.0-compute"

declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0), i32)
declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32, i32, i32, i32, ptr)

@S.str = private unnamed_addr constant [2 x i8] c"S\00", align 1
@T.str = private unnamed_addr constant [2 x i8] c"T\00", align 1
@U.str = private unnamed_addr constant [2 x i8] c"U\00", align 1

; Elements of two SRV buffers, read in a switch case after a write: still
; the values the phi's predecessors see.
; CHECK-LABEL: define i32 @srv(
; CHECK: a:
; CHECK: %v.a = load i32, ptr %pa
; CHECK: b:
; CHECK: %v.b = load i32, ptr %pb
; CHECK: join:
; CHECK-NEXT: %[[V:.*]] = phi i32 [ %v.a, %a ], [ %v.b, %b ]
; CHECK: case1:
; CHECK-NEXT: ret i32 %[[V]]
define i32 @srv(i32 %i, i1 %c, i32 %s, ptr %out) {
entry:
  %h = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %t = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @T.str)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %h, i32 %i)
  br label %join
b:
  %j = add i32 %i, 1
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %t, i32 %j)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  store i32 0, ptr %out
  switch i32 %s, label %other [ i32 1, label %case1 ]
case1:
  %v = load i32, ptr %p
  ret i32 %v
other:
  ret i32 0
}

; An SRV element and a UAV element: the load moves when nothing between
; the phi and the load writes...
; CHECK-LABEL: define i32 @uav(
; CHECK: a:
; CHECK: %v.a = load i32, ptr %pa
; CHECK: b:
; CHECK: %v.b = load i32, ptr %pb
; CHECK: join:
; CHECK-NEXT: %[[V:.*]] = phi i32 [ %v.a, %a ], [ %v.b, %b ]
; CHECK: case1:
; CHECK-NEXT: ret i32 %[[V]]
define i32 @uav(i32 %i, i1 %c, i32 %s) {
entry:
  %h = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %u = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %h, i32 %i)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %u, i32 %i)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  switch i32 %s, label %other [ i32 1, label %case1 ]
case1:
  %v = load i32, ptr %p
  ret i32 %v
other:
  ret i32 0
}

; ...and stays (for the resource lowering to report) when something does:
; the UAV element could be what was written.
; CHECK-LABEL: define i32 @uav_written(
; CHECK: join:
; CHECK-NEXT: %p = phi ptr [ %pa, %a ], [ %pb, %b ]
; CHECK: case1:
; CHECK-NEXT: store i32 7, ptr %q
; CHECK-NEXT: %v = load i32, ptr %p
define i32 @uav_written(i32 %i, i1 %c, i32 %s) {
entry:
  %h = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @S.str)
  %u = call target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @U.str)
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %u, i32 %i)
  br i1 %c, label %a, label %b
a:
  %pa = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %h, i32 %i)
  br label %join
b:
  %pb = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4i32_1_0_0t(target("dx.TypedBuffer", <4 x i32>, 1, 0, 0) %u, i32 %i)
  br label %join
join:
  %p = phi ptr [ %pa, %a ], [ %pb, %b ]
  switch i32 %s, label %other [ i32 1, label %case1 ]
case1:
  store i32 7, ptr %q
  %v = load i32, ptr %p
  ret i32 %v
other:
  ret i32 0
}
