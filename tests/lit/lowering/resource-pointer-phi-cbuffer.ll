; RUN: %dxild-opt -S -passes=dxil-resource-pointer-phi %s | FileCheck %s

; SimplifyCFG merges `if (thr == 0) w = v0; else if (thr == 2) w = cbufs.v;`
; into one load through a phi of cbuffer member pointers (addrspace(2)
; globals, vkd3d-proton's cbv_hoisting). The cbuffer lowering needs each load
; on its own member: one load per predecessor and a phi of the values.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.0-compute"

@v0 = external hidden addrspace(2) global i32, align 4
@cbufs = external hidden addrspace(2) global [2 x <{ i32, target("dx.Padding", 12) }>], align 1

; CHECK-LABEL: define i32 @f(
; CHECK: a:
; CHECK-NEXT: %w.a = load i32, ptr addrspace(2) @v0
; CHECK: b:
; CHECK-NEXT: %w.b = load i32, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @cbufs, i32 16)
; CHECK: join:
; CHECK-NEXT: %[[W:.*]] = phi i32 [ %w.a, %a ], [ %w.b, %b ]
; CHECK-NEXT: ret i32 %[[W]]
define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi ptr addrspace(2) [ @v0, %a ], [ getelementptr (i8, ptr addrspace(2) @cbufs, i32 16), %b ]
  %w = load i32, ptr addrspace(2) %p
  ret i32 %w
}

; The load in a later block than the phi, past an early exit and a write
; (SpartanEngine's `c ? frame.view_right : frame.view` inlined before an
; early return): constant-buffer memory never changes, so the load moves
; right after the phi and is split there.
@frame = external hidden addrspace(2) global <{ [16 x float], [16 x float] }>, align 1

; CHECK-LABEL: define float @later(
; CHECK: a:
; CHECK-NEXT: %m.a = load float, ptr addrspace(2) @frame
; CHECK: b:
; CHECK-NEXT: %m.b = load float, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @frame, i32 64)
; CHECK: join:
; CHECK-NEXT: %[[M:.*]] = phi float [ %m.a, %a ], [ %m.b, %b ]
; CHECK: use:
; CHECK-NEXT: ret float %[[M]]
define float @later(i1 %c, i1 %early, ptr %out) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi ptr addrspace(2) [ @frame, %a ], [ getelementptr (i8, ptr addrspace(2) @frame, i32 64), %b ]
  store float 1.0, ptr %out
  br i1 %early, label %exit, label %use
use:
  %m = load float, ptr addrspace(2) %p
  ret float %m
exit:
  ret float 0.0
}

; A load through a constant GEP of a select of members (the GEP pushed into
; a phi's predecessor, SpartanEngine's `get_camera_position().y` of
; `c ? frame.a : frame.b`): a GEP and a load on each arm, and a select.
; CHECK-LABEL: define float @gep_of_select(
; CHECK: %[[A:.*]] = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @frame, i32 64), i32 4)
; CHECK: %[[B:.*]] = load float, ptr addrspace(2) getelementptr inbounds (i8, ptr addrspace(2) @frame, i32 4)
; CHECK: %[[V:.*]] = select i1 %c, float %[[A]], float %[[B]]
; CHECK: ret float %[[V]]
define float @gep_of_select(i1 %c) {
entry:
  %s = select i1 %c, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @frame, i32 64), ptr addrspace(2) @frame
  %g = getelementptr inbounds i8, ptr addrspace(2) %s, i32 4
  %v = load float, ptr addrspace(2) %g
  ret float %v
}
