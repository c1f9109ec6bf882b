; RUN: %dxild-opt -passes=dxil-cbuffer-rows -disable-verify %s | FileCheck %s

; A constant-buffer row read again where an earlier read of the same handle
; and row dominates it is that read (constant buffers do not change while a
; shader runs; DXC's GVN merges them). Reads in branches that do not
; dominate each other, of another row or of another handle stay.

target triple = "dxilv1.0-pc-shadermodel6.0-pixel"

%dx.types.Handle = type { ptr }
%dx.types.CBufRet.f32 = type { float, float, float, float }

declare %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32, %dx.types.Handle, i32)

; CHECK-LABEL: define float @rows(
; CHECK: entry:
; CHECK-NEXT: %a = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 2)
; CHECK-NEXT: %ax = extractvalue %dx.types.CBufRet.f32 %a, 0
; CHECK-NEXT: %by = extractvalue %dx.types.CBufRet.f32 %a, 1
; CHECK-NEXT: %c = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 3)
; CHECK-NEXT: %d = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %g, i32 2)
; CHECK: then:
; CHECK-NEXT: %e = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
; CHECK-NEXT: %ez = extractvalue %dx.types.CBufRet.f32 %a, 2
; CHECK: else:
; CHECK-NEXT: %f = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
; CHECK: join:
; CHECK-NEXT: %g7 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
; CHECK-NEXT: %w = extractvalue %dx.types.CBufRet.f32 %a, 3
define float @rows(%dx.types.Handle %h, %dx.types.Handle %g, i1 %c1) {
entry:
  %a = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 2)
  %ax = extractvalue %dx.types.CBufRet.f32 %a, 0
  %b = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 2)
  %by = extractvalue %dx.types.CBufRet.f32 %b, 1
  %c = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 3)
  %d = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %g, i32 2)
  br i1 %c1, label %then, label %else
then:
  %e = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
  %e2 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 2)
  %ez = extractvalue %dx.types.CBufRet.f32 %e2, 2
  br label %join
else:
  %f = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
  br label %join
join:
  %g7 = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 7)
  %j = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %h, i32 2)
  %w = extractvalue %dx.types.CBufRet.f32 %j, 3
  %s = fadd float %ax, %by
  ret float %s
}
