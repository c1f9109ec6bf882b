; DXILDLowerIntrinsicsPass: each __dxild_interlocked_* call becomes an atomic
; on its destination (resource element or groupshared), returning the
; original value.
; RUN: %dxild-opt -passes=dxild-lower-intrinsics %s -o - | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { i32, i32 }
@gs = hidden addrspace(3) global [64 x i32] zeroinitializer, align 4
@count = hidden addrspace(3) global i64 0, align 8

declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1), i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_min_i32ERii(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_min_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_max_i32ERii(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_max_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_and_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl26__dxild_interlocked_or_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl27__dxild_interlocked_xor_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl32__dxild_interlocked_exchange_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u32ERjjj(ptr, i32, i32)
declare i64 @_ZN4hlsl27__dxild_interlocked_add_u64ERmm(ptr, i64)
declare float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr, float)
declare target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0), i32)
@gf = hidden addrspace(3) global [8 x float] zeroinitializer, align 4

; A structured buffer element's field: the atomic uses the field pointer,
; naturally aligned; the original value replaces the call.
; CHECK-LABEL: define i32 @structured(
; CHECK: %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
; CHECK-NEXT: %f = getelementptr inbounds nuw i8, ptr %e, i32 4
; CHECK-NEXT: %old = atomicrmw add ptr %f, i32 1 seq_cst, align 4
; CHECK-NEXT: ret i32 %old
define i32 @structured(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  %f = getelementptr inbounds nuw i8, ptr %e, i32 4
  %old = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %f, i32 1)
  ret i32 %old
}

; Min and max pick signedness from the name's type suffix.
; CHECK-LABEL: define void @typed(
; CHECK: %e = call ptr @llvm.dx.resource.getpointer
; CHECK-NEXT: atomicrmw min ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw umin ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw max ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw umax ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw and ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw or ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw xor ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: atomicrmw xchg ptr %e, i32 %v seq_cst, align 4
; CHECK-NEXT: ret void
define void @typed(i32 %v) {
  %h = call target("dx.TypedBuffer", i32, 1, 0, 1) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_1t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_1t(target("dx.TypedBuffer", i32, 1, 0, 1) %h, i32 0)
  %1 = call i32 @_ZN4hlsl27__dxild_interlocked_min_i32ERii(ptr %e, i32 %v)
  %2 = call i32 @_ZN4hlsl27__dxild_interlocked_min_u32ERjj(ptr %e, i32 %v)
  %3 = call i32 @_ZN4hlsl27__dxild_interlocked_max_i32ERii(ptr %e, i32 %v)
  %4 = call i32 @_ZN4hlsl27__dxild_interlocked_max_u32ERjj(ptr %e, i32 %v)
  %5 = call i32 @_ZN4hlsl27__dxild_interlocked_and_u32ERjj(ptr %e, i32 %v)
  %6 = call i32 @_ZN4hlsl26__dxild_interlocked_or_u32ERjj(ptr %e, i32 %v)
  %7 = call i32 @_ZN4hlsl27__dxild_interlocked_xor_u32ERjj(ptr %e, i32 %v)
  %8 = call i32 @_ZN4hlsl32__dxild_interlocked_exchange_u32ERjj(ptr %e, i32 %v)
  ret void
}

; Groupshared through the generic-address-space cast the forwarding pass
; inserted: the atomic is on the addrspace(3) GEP, and the cast is gone.
; CHECK-LABEL: define i32 @groupshared(
; CHECK-NOT: addrspacecast
; CHECK: %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
; CHECK-NEXT: %r = atomicrmw add ptr addrspace(3) %p, i32 5 seq_cst, align 4
; CHECK-NEXT: ret i32 %r
define i32 @groupshared(i32 %i) {
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %r = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %g, i32 5)
  ret i32 %r
}

; A GEP above the cast (as InstCombine may leave it) is rebuilt in
; addrspace(3); 64-bit atomics are 8-byte aligned.
; CHECK-LABEL: define i64 @groupshared_gep_above_cast(
; CHECK: %[[G:.*]] = getelementptr i8, ptr addrspace(3) @count, i32 %off
; CHECK-NEXT: %r = atomicrmw add ptr addrspace(3) %[[G]], i64 %v seq_cst, align 8
define i64 @groupshared_gep_above_cast(i64 %v, i32 %off) {
  %g = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @count to ptr), i32 %off
  %r = call i64 @_ZN4hlsl27__dxild_interlocked_add_u64ERmm(ptr %g, i64 %v)
  ret i64 %r
}

; CompareExchange: cmpxchg, the original value is element 0.
; CHECK-LABEL: define i32 @cmpxchg(
; CHECK: %[[X:.*]] = cmpxchg ptr addrspace(3) @gs, i32 %c, i32 %v seq_cst seq_cst, align 4
; CHECK-NEXT: %r = extractvalue { i32, i1 } %[[X]], 0
; CHECK-NEXT: ret i32 %r
define i32 @cmpxchg(i32 %c, i32 %v) {
  %r = call i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u32ERjjj(ptr addrspacecast (ptr addrspace(3) @gs to ptr), i32 %c, i32 %v)
  ret i32 %r
}

; A float exchange is the i32 exchange of the same bits (DXIL has no float
; atomics), on the float element's own address; the original value is the
; old bits as a float.
; CHECK-LABEL: define float @exchange_float(
; CHECK: %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(
; CHECK-NEXT: %[[V:.*]] = bitcast float %v to i32
; CHECK-NEXT: %[[A:.*]] = atomicrmw xchg ptr %e, i32 %[[V]] seq_cst, align 4
; CHECK-NEXT: %a = bitcast i32 %[[A]] to float
; CHECK-NEXT: %p = getelementptr inbounds [8 x float], ptr addrspace(3) @gf, i32 0, i32 %i
; CHECK-NEXT: %[[B:.*]] = atomicrmw xchg ptr addrspace(3) %p, i32 1069547520 seq_cst, align 4
; CHECK-NEXT: %b = bitcast i32 %[[B]] to float
define float @exchange_float(i32 %i, float %v) {
  %h = call target("dx.TypedBuffer", float, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %e = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_f32_1_0_0t(target("dx.TypedBuffer", float, 1, 0, 0) %h, i32 %i)
  %a = call float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr %e, float %v)
  %p = getelementptr inbounds [8 x float], ptr addrspace(3) @gf, i32 0, i32 %i
  %g = addrspacecast ptr addrspace(3) %p to ptr
  %b = call float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr %g, float 1.5)
  %r = fadd float %a, %b
  ret float %r
}

; The declarations are gone once every call is rewritten.
; CHECK-NOT: __dxild_interlocked
