; DXILDRepairCBufferFieldIndexPass: Clang 22 indexes a struct's cbuffer
; layout type with the field numbers of the struct's ordinary type. For
;   struct Inner { float2 p; uint k; };
;   struct T { float3 v; uint k; float a; Inner in; float b; };
; the ordinary type is { <3 x float>, [4 x i8], i32, float, [4 x i8],
; %struct.Inner, float } (k is field 2) and the layout type
; <{ <3 x float>, i32, float, padding 12, %Inner, float }> (k is element 1).
; The frontend's !dxild.cbuffer.fields maps ordinary -> layout numbers; the
; pass renumbers GEPs in addrspace(2) (constant expressions included) and
; drops the metadata. Types without an entry (Inner) and other address
; spaces are left alone.
; RUN: %dxild-opt -passes=dxild-repair-cbuffer-field-index %s -o - | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%T = type <{ <3 x float>, i32, float, target("dx.Padding", 12), %Inner, float }>
%Inner = type <{ <2 x float>, i32 }>
%struct.T = type { <3 x float>, [4 x i8], i32, float, [4 x i8], %struct.Inner, float }
%struct.Inner = type { <2 x float>, i32 }

@t = external hidden addrspace(2) global %T, align 1

; CHECK-LABEL: define i32 @k(
; CHECK: getelementptr inbounds nuw %T, ptr addrspace(2) @t, i32 0, i32 1
define i32 @k() {
  %v = load i32, ptr addrspace(2) getelementptr inbounds nuw (%T, ptr addrspace(2) @t, i32 0, i32 2), align 4
  ret i32 %v
}

; Nested: `t.in.k` is ordinary field 5 then Inner's field 1 (unchanged).
; CHECK-LABEL: define i32 @in_k(
; CHECK: %in = getelementptr inbounds nuw %T, ptr addrspace(2) @t, i32 0, i32 4
; CHECK: getelementptr inbounds nuw %Inner, ptr addrspace(2) %in, i32 0, i32 1
define i32 @in_k() {
  %in = getelementptr inbounds nuw %T, ptr addrspace(2) @t, i32 0, i32 5
  %p = getelementptr inbounds nuw %Inner, ptr addrspace(2) %in, i32 0, i32 1
  %v = load i32, ptr addrspace(2) %p, align 4
  ret i32 %v
}

; `t.a`: ordinary 3 -> layout 2. (`t.b`, ordinary 6, is past the end of
; the layout type: Clang builds such GEPs in memory, the IR parser refuses
; them.)
; CHECK-LABEL: define float @a(
; CHECK: getelementptr inbounds nuw %T, ptr addrspace(2) @t, i32 0, i32 2
define float @a() {
  %v = load float, ptr addrspace(2) getelementptr inbounds nuw (%T, ptr addrspace(2) @t, i32 0, i32 3), align 4
  ret float %v
}

; An ordinary struct in memory keeps its numbering.
; CHECK-LABEL: define i32 @local(
; CHECK: getelementptr inbounds nuw %struct.T, ptr %l, i32 0, i32 2
define i32 @local(ptr %l) {
  %p = getelementptr inbounds nuw %struct.T, ptr %l, i32 0, i32 2
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; CHECK-NOT: dxild.cbuffer.fields
!dxild.cbuffer.fields = !{!0}
!0 = !{%T poison, i32 0, i32 -1, i32 1, i32 2, i32 -1, i32 4, i32 5}
