; RUN: %dxild-opt -passes=dxil-expand-memcopies %s | FileCheck %s

; Struct and array copies between local, static and groupshared memory
; (memcpy), and clears (memset), become loads and stores of the memory's
; scalar size: loads first; a loop beyond 32 elements. Copies that touch
; anything else are left.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.Node = type { <4 x float>, float, i32 }
@gs = internal addrspace(3) global [64 x %struct.Node] undef
@table = internal constant [2 x double] [double 1.0, double 2.0]

declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memcpy.p0.p3.i32(ptr, ptr addrspace(3), i32, i1)
declare void @llvm.memmove.p0.p0.i32(ptr, ptr, i32, i1)
declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)
declare ptr @elsewhere()

; `fragments[j] = fragments[j - 1]`: six 4-byte elements, loads first.
; CHECK-LABEL: define void @element_copy(
; CHECK-COUNT-6: load i32
; CHECK-NOT: load
; CHECK-COUNT-6: store i32
; CHECK-NOT: llvm.memcpy
define void @element_copy(i32 %j) {
  %a = alloca [8 x %struct.Node], align 4
  %d = getelementptr inbounds %struct.Node, ptr %a, i32 %j
  %s = getelementptr inbounds i8, ptr %d, i32 -24
  call void @llvm.memcpy.p0.p0.i32(ptr %d, ptr %s, i32 24, i1 false)
  ret void
}

; Out of groupshared memory, and 8-byte elements from a static table.
; CHECK-LABEL: define void @from_globals(
; CHECK: load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @gs, i32 24)
; CHECK: load i32, ptr addrspace(3) getelementptr inbounds (i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @gs, i32 24), i32 5)
; CHECK-COUNT-6: store i32
; CHECK: load i64, ptr @table
; CHECK: load i64, ptr getelementptr inbounds (i64, ptr @table, i32 1)
; CHECK-COUNT-2: store i64
; CHECK-NOT: llvm.memcpy
define void @from_globals() {
  %n = alloca %struct.Node, align 4
  %t = alloca [2 x double], align 8
  call void @llvm.memcpy.p0.p3.i32(ptr %n, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @gs, i32 24), i32 24, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr %t, ptr @table, i32 16, i1 false)
  ret void
}

; `(Node[64])0`: 384 elements, a loop storing zero.
; CHECK-LABEL: define void @clear_loop(
; CHECK: memcopy.loop:
; CHECK-NEXT: %memcopy.index = phi i32 [ 0, %{{.*}} ], [ %[[N:.*]], %memcopy.loop ]
; CHECK-NEXT: %[[P:.*]] = getelementptr inbounds i32, ptr %a, i32 %memcopy.index
; CHECK-NEXT: store i32 0, ptr %[[P]]
; CHECK-NEXT: %[[N]] = add nuw nsw i32 %memcopy.index, 1
; CHECK-NEXT: %[[C:.*]] = icmp ult i32 %[[N]], 384
; CHECK-NEXT: br i1 %[[C]], label %memcopy.loop, label %memcopy.done
define void @clear_loop() {
  %a = alloca [64 x %struct.Node], align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 0, i32 1536, i1 false)
  ret void
}

; A memset of another byte repeats it in every element.
; CHECK-LABEL: define void @pattern(
; CHECK: store i32 -1
define void @pattern() {
  %a = alloca [2 x float], align 4
  call void @llvm.memset.p0.i32(ptr %a, i8 -1, i32 8, i1 false)
  ret void
}

; Left: an unknown source, a length that is not whole elements.
; CHECK-LABEL: define void @left(
; CHECK: call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr %e, i32 8, i1 false)
; CHECK: call void @llvm.memmove.p0.p0.i32(ptr %a, ptr %b, i32 6, i1 false)
define void @left() {
  %a = alloca [2 x float], align 4
  %b = alloca [2 x float], align 4
  %e = call ptr @elsewhere()
  call void @llvm.memcpy.p0.p0.i32(ptr %a, ptr %e, i32 8, i1 false)
  call void @llvm.memmove.p0.p0.i32(ptr %a, ptr %b, i32 6, i1 false)
  ret void
}

; A byte array SROA keeps of a struct it only copies and clears (WickedEngine's
; spherical-harmonics seeds): words instead of bytes, so that the copy into
; groupshared floats is element for element.
; CHECK-LABEL: define void @byte_array_copied(
; CHECK: %seed = alloca [4 x i32], align 8
; CHECK: store i32 0, ptr
; CHECK: load i32, ptr
; CHECK: store i32 %{{.*}}, ptr getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @gs_seed to ptr), i32 16)
; CHECK-NOT: call void @llvm.mem
; CHECK: ret void
@gs_seed = internal addrspace(3) global [8 x float] undef
define void @byte_array_copied() {
  %seed = alloca [16 x i8], align 8
  call void @llvm.memset.p0.i32(ptr align 8 %seed, i8 0, i32 16, i1 false)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 getelementptr inbounds nuw (i8, ptr addrspacecast (ptr addrspace(3) @gs_seed to ptr), i32 16), ptr align 8 %seed, i32 16, i1 false)
  ret void
}

; Word stores and loads (the structured-buffer lowering's copies, up to four
; words at once) at multiples of 4: [5 x i32].
; CHECK-LABEL: define i32 @byte_array_words(
; CHECK: %s = alloca [5 x i32], align 4
define i32 @byte_array_words(<4 x i32> %v, i32 %w) {
  %s = alloca [20 x i8], align 1
  store <4 x i32> %v, ptr %s, align 4
  %p = getelementptr inbounds i8, ptr %s, i32 16
  store i32 %w, ptr %p, align 4
  %r = load i32, ptr %p, align 4
  ret i32 %r
}

; A byte read at an odd offset keeps the bytes (and the later error).
; CHECK-LABEL: define i8 @byte_array_bytes(
; CHECK: %s = alloca [8 x i8]
define i8 @byte_array_bytes(i32 %w) {
  %s = alloca [8 x i8], align 4
  store i32 %w, ptr %s, align 4
  %p = getelementptr inbounds i8, ptr %s, i32 1
  %r = load i8, ptr %p, align 1
  ret i8 %r
}
