; RUN: %dxild-opt -S -passes=dxil-handle-phis %s | FileCheck %s
; RUN: not %dxild-opt -S -passes=dxil-handle-phis %S/Inputs/handle-phis-distinct.ll 2>&1 | FileCheck %s --check-prefix=ERR

; Clang's optimizer phis the handle of a resource variable reassigned in a
; loop (`b = bufs[0]; for (...) { b[tid] = i; b = bufs[i & 3]; }`), which the
; verifier rejects. DXC phis the element index and creates one handle.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@bufs.str = private unnamed_addr constant [5 x i8] c"bufs\00", align 1

; CHECK-LABEL: define void @loop(
; CHECK: loop:
; CHECK-NEXT: %b.residx = phi i32 [ 0, %entry ], [ %j, %loop ]
; CHECK-NEXT: %i = phi i32
; CHECK-NEXT: %b = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %b.residx, ptr @bufs.str)
; CHECK-NEXT: %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %b, i32 %t)
; CHECK-NOT: phi target
define void @loop(i32 %n, i32 %t) {
entry:
  %h0 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 0, ptr @bufs.str)
  br label %loop
loop:
  %b = phi target("dx.RawBuffer", i32, 1, 0) [ %h0, %entry ], [ %h1, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %b, i32 %t)
  store i32 %i, ptr %p, align 4
  %j = and i32 %i, 3
  %h1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %j, ptr @bufs.str)
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; `c ? bufs[NonUniformResourceIndex(a)] : bufs[b]` feeding a phi: the web of
; a select and a phi becomes the same web over indices, the merged index
; non-uniform.
; CHECK-LABEL: define void @web(
; CHECK: %s.residx = select i1 %c, i32 %a, i32 %b
; CHECK-NEXT: %[[NU1:.*]] = call i32 @llvm.dx.resource.nonuniformindex(i32 %s.residx)
; CHECK-NEXT: %s = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %[[NU1]], ptr @bufs.str)
; CHECK: join:
; CHECK-NEXT: %m.residx = phi i32 [ %s.residx, %then ], [ 2, %entry ]
; CHECK-NEXT: %[[NU2:.*]] = call i32 @llvm.dx.resource.nonuniformindex(i32 %m.residx)
; CHECK-NEXT: %m = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %[[NU2]], ptr @bufs.str)
; CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %m, i32 0)
define void @web(i1 %c, i1 %d, i32 %a, i32 %b) {
entry:
  %h2 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 2, ptr @bufs.str)
  br i1 %d, label %then, label %join
then:
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %a)
  %ha = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %nu, ptr @bufs.str)
  %hb = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 4, i32 %b, ptr @bufs.str)
  %s = select i1 %c, target("dx.RawBuffer", i32, 1, 0) %ha, target("dx.RawBuffer", i32, 1, 0) %hb
  br label %join
join:
  %m = phi target("dx.RawBuffer", i32, 1, 0) [ %s, %then ], [ %h2, %entry ]
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %m, i32 0)
  store i32 1, ptr %p, align 4
  ret void
}

declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
declare i32 @llvm.dx.resource.nonuniformindex(i32)

; Different resources in one loop phi: refused, as DXC refuses them.
; ERR: error: a local resource variable may hold different resources where it is used ('A', 'B'); DXIL needs each use to refer to one global resource (DXC: local resource not guaranteed to map to unique global resource)
