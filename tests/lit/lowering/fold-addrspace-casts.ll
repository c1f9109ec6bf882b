; RUN: %dxild-opt -passes=dxil-fold-addrspace-casts %s | FileCheck %s

; A groupshared struct reached through the default address space (its
; implicit copy operations or a member function's `this`): the accesses
; move back to addrspace(3), GEP chains included, instructions and constant
; expressions alike.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { float, i32 }
@g = internal addrspace(3) global [64 x %struct.S] undef
@one = internal addrspace(3) global %struct.S undef

; CHECK-LABEL: define float @f(
; CHECK: %e3 = getelementptr inbounds %struct.S, ptr addrspace(3) @g, i32 %i
; CHECK-NEXT: %[[B:.*]] = getelementptr inbounds i8, ptr addrspace(3) %e3, i32 4
; CHECK-NEXT: store i32 7, ptr addrspace(3) %[[B]]
; CHECK-NEXT: %v = load float, ptr addrspace(3) %e3
; CHECK-NEXT: store float %v, ptr addrspace(3) @one
; CHECK-NEXT: %x = atomicrmw add ptr addrspace(3) %[[B]], i32 1 monotonic
; CHECK-NOT: addrspacecast
define float @f(i32 %i) {
  %e3 = getelementptr inbounds %struct.S, ptr addrspace(3) @g, i32 %i
  %e = addrspacecast ptr addrspace(3) %e3 to ptr
  %b = getelementptr inbounds i8, ptr %e, i32 4
  store i32 7, ptr %b
  %v = load float, ptr %e
  store float %v, ptr addrspacecast (ptr addrspace(3) @one to ptr)
  %x = atomicrmw add ptr %b, i32 1 monotonic
  ret float %v
}

; A cast whose pointer escapes into a call stays.
; CHECK-LABEL: define void @escapes(
; CHECK: addrspacecast ptr addrspace(3) @one to ptr
declare void @use(ptr)
define void @escapes() {
  %p = addrspacecast ptr addrspace(3) @one to ptr
  call void @use(ptr %p)
  ret void
}

; A phi of casts (GVN's PRE merging the casts of `g[i]` made in an if and
; an else: CloudsGPUPro6's bitonic sort) becomes the cast of a phi of their
; sources, a select of casts the cast of a select; the accesses fold.
; CHECK-LABEL: define float @merged(
; CHECK: %p.specific = phi ptr addrspace(3) [ %a3, %then ], [ %b3, %else ]
; CHECK: %s.specific = select i1 %c, ptr addrspace(3) %p.specific, ptr addrspace(3) %b3
; CHECK: load float, ptr addrspace(3) %s.specific
; CHECK-NOT: addrspacecast
define float @merged(i1 %c, i32 %i) {
entry:
  %b3 = getelementptr inbounds %struct.S, ptr addrspace(3) @g, i32 1
  br i1 %c, label %then, label %else
then:
  %a3 = getelementptr inbounds %struct.S, ptr addrspace(3) @g, i32 %i
  %a = addrspacecast ptr addrspace(3) %a3 to ptr
  br label %join
else:
  %b = addrspacecast ptr addrspace(3) %b3 to ptr
  br label %join
join:
  %p = phi ptr [ %a, %then ], [ %b, %else ]
  %b.again = addrspacecast ptr addrspace(3) %b3 to ptr
  %s = select i1 %c, ptr %p, ptr %b.again
  %v = load float, ptr %s
  ret float %v
}
