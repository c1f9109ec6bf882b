; RUN: %dxild-opt -S -passes=dxil-local-resources %s | FileCheck %s

; Resources copied into local variables, arrays and structs, in the shapes
; Clang 22's -O3 output leaves them (handles copied as i32 through
; handle-typed allocas and the resource globals; offload-test-suite
; Feature/LocalResources). Each use becomes a creation of its resource with
; the promoted index.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

%struct.RWBAB = type { target("dx.RawBuffer", i8, 1, 0) }
%struct.Wrapper = type { target("dx.RawBuffer", i8, 1, 0), i32 }

@_ZL3Out = internal unnamed_addr global %struct.RWBAB poison, align 4
@_ZL2G1 = internal unnamed_addr global %struct.RWBAB poison, align 4
@.str = private unnamed_addr constant [4 x i8] c"Out\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"G1\00", align 1
@Arr.str = private unnamed_addr constant [4 x i8] c"Arr\00", align 1

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare i32 @llvm.dx.thread.id(i32)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)

; `RWByteAddressBuffer Buf = Out; Buf.Store(0, 42);` -- the copy is an i32
; load of the resource global stored into a handle-typed alloca.
; CHECK-LABEL: define void @alias_global()
; CHECK-NEXT: entry:
; CHECK-NEXT: %[[H:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
; CHECK-NOT: load target
; CHECK: %[[P:.*]] = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[H]], i32 0)
; CHECK-NEXT: store i32 42, ptr %[[P]]
; CHECK-NEXT: ret void
define void @alias_global() {
entry:
  %Buf = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  %0 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  store target("dx.RawBuffer", i8, 1, 0) %0, ptr @_ZL3Out, align 4
  %1 = load i32, ptr @_ZL3Out, align 4
  store i32 %1, ptr %Buf, align 4
  %h = load target("dx.RawBuffer", i8, 1, 0), ptr %Buf, align 4
  %2 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  store i32 42, ptr %2, align 4
  ret void
}

; `Buf = Out; Buf.Store(...); Buf = G1; Buf.Store(...)`: each use sees the
; resource assigned last.
; CHECK-LABEL: define void @reassign(
; CHECK-DAG: %[[G1:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
; CHECK-DAG: %[[OUT:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[OUT]], i32 %i)
; CHECK: store i32 7,
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[G1]], i32 %i)
; CHECK: store i32 13,
define void @reassign(i32 %i) {
entry:
  %Buf = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  %0 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @.str)
  store target("dx.RawBuffer", i8, 1, 0) %0, ptr @_ZL3Out, align 4
  %1 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  store target("dx.RawBuffer", i8, 1, 0) %1, ptr @_ZL2G1, align 4
  %2 = load i32, ptr @_ZL3Out, align 4
  store i32 %2, ptr %Buf, align 4
  %h1 = load target("dx.RawBuffer", i8, 1, 0), ptr %Buf, align 4
  %p1 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h1, i32 %i)
  store i32 7, ptr %p1, align 4
  %3 = load i32, ptr @_ZL2G1, align 4
  store i32 %3, ptr %Buf, align 4
  %h2 = load target("dx.RawBuffer", i8, 1, 0), ptr %Buf, align 4
  %p2 = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h2, i32 %i)
  store i32 13, ptr %p2, align 4
  ret void
}

; `RWByteAddressBuffer A[4]; A[k] = Arr[k]; A[tid].Store(...)`: the local
; array becomes an array of indices into Arr, as in DXC.
; CHECK-LABEL: define void @dynamic_index()
; CHECK: %[[IDX:.*residx]] = alloca [4 x { i32 }]
; CHECK: store i32 0, ptr %[[IDX]]
; CHECK: %[[E3:.*]] = getelementptr inbounds nuw i8, ptr %[[IDX]], i32 12
; CHECK: store i32 3, ptr %[[E3]]
; CHECK: %[[SLOT:.*]] = getelementptr inbounds %struct.RWBAB, ptr %[[IDX]], i32 %tid
; CHECK: %[[I:.*]] = load i32, ptr %[[SLOT]]
; CHECK: %[[H:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 %[[I]], ptr @Arr.str)
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[H]], i32 0)
; CHECK-NOT: target("dx.RawBuffer", i8, 1, 0) poison
define void @dynamic_index() {
entry:
  %A = alloca [4 x %struct.RWBAB], align 4
  %t0 = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  %tid = tail call i32 @llvm.dx.thread.id(i32 0)
  %h0 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 0, ptr @Arr.str)
  store target("dx.RawBuffer", i8, 1, 0) %h0, ptr %t0, align 4
  %c0 = load i32, ptr %t0, align 4
  store i32 %c0, ptr %A, align 4
  %h3 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 3, ptr @Arr.str)
  store target("dx.RawBuffer", i8, 1, 0) %h3, ptr %t0, align 4
  %c3 = load i32, ptr %t0, align 4
  %a3 = getelementptr inbounds nuw i8, ptr %A, i32 12
  store i32 %c3, ptr %a3, align 4
  %slot = getelementptr inbounds %struct.RWBAB, ptr %A, i32 %tid
  %h = load target("dx.RawBuffer", i8, 1, 0), ptr %slot, align 4
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  store i32 %tid, ptr %p, align 4
  ret void
}

; `if (c) Out = Arr[NonUniformResourceIndex(0)]; else Out = Arr[...(1)];`:
; one handle with the merged index, still marked non-uniform.
; CHECK-LABEL: define void @if_else_nonuniform(
; CHECK-NOT: nonuniformindex
; CHECK: join:
; CHECK-NEXT: %[[PHI:.*]] = phi i32 [ 0, %then ], [ 1, %else ]
; CHECK-NEXT: %[[NU:.*]] = call i32 @llvm.dx.resource.nonuniformindex(i32 %[[PHI]])
; CHECK-NEXT: %[[H:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 %[[NU]], ptr @Arr.str)
; CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[H]], i32 0)
define void @if_else_nonuniform(i1 %c) {
entry:
  %Out = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  %t = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  br i1 %c, label %then, label %else
then:
  %n0 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 0)
  %a = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 %n0, ptr @Arr.str)
  store target("dx.RawBuffer", i8, 1, 0) %a, ptr %t, align 4
  %ia = load i32, ptr %t, align 4
  br label %join
else:
  %n1 = tail call i32 @llvm.dx.resource.nonuniformindex(i32 1)
  %b = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 %n1, ptr @Arr.str)
  store target("dx.RawBuffer", i8, 1, 0) %b, ptr %t, align 4
  %ib = load i32, ptr %t, align 4
  br label %join
join:
  %sink = phi i32 [ %ia, %then ], [ %ib, %else ]
  store i32 %sink, ptr %Out, align 4
  %h = load target("dx.RawBuffer", i8, 1, 0), ptr %Out, align 4
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  store i32 1, ptr %p, align 4
  ret void
}

; A struct holding a resource and data, copied whole (memcpy) into another
; local: the resource follows the copy, the data stays ordinary memory.
; CHECK-LABEL: define void @struct_copy(
; CHECK: %[[H:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
; CHECK: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[H]], i32 0)
; CHECK-NEXT: store i32 %v,
; CHECK-NOT: alloca %struct.Wrapper
; CHECK: ret void
define void @struct_copy(i32 %v) {
entry:
  %W = alloca %struct.Wrapper, align 4
  %W2 = alloca %struct.Wrapper, align 4
  %0 = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @.str.1)
  store target("dx.RawBuffer", i8, 1, 0) %0, ptr %W, align 4
  %x = getelementptr inbounds nuw i8, ptr %W, i32 4
  store i32 %v, ptr %x, align 4
  call void @llvm.memcpy.p0.p0.i32(ptr %W2, ptr %W, i32 8, i1 false)
  %h = load target("dx.RawBuffer", i8, 1, 0), ptr %W2, align 4
  %x2 = getelementptr inbounds nuw i8, ptr %W2, i32 4
  %d = load i32, ptr %x2, align 4
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  store i32 %d, ptr %p, align 4
  ret void
}

; `(c ? Arr[1] : Arr[2]).Store(...)`: a select of two handles of one
; binding becomes a select of the indices (DXC does the same).
; CHECK-LABEL: define void @select_same_binding(
; CHECK: %[[SEL:.*]] = select i1 %c, i32 1, i32 2
; CHECK-NEXT: %[[H:.*]] = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 %[[SEL]], ptr @Arr.str)
; CHECK-NEXT: call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %[[H]], i32 0)
define void @select_same_binding(i1 %c) {
entry:
  %a = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 1, ptr @Arr.str)
  %b = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 2, i32 4, i32 2, ptr @Arr.str)
  %s = select i1 %c, target("dx.RawBuffer", i8, 1, 0) %a, target("dx.RawBuffer", i8, 1, 0) %b
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 0)
  store i32 5, ptr %p, align 4
  ret void
}
