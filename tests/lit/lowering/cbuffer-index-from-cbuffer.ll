; RUN: %dxild-opt -passes=dxil-cbuffer-access -disable-verify %s | FileCheck %s

; An element index that is itself a load from the buffer (WickedEngine's sky:
; `entityArray[GetFrame().lightIndex]`): when the index load was lowered
; first, the element's row computation kept a pointer to the erased load
; (`mul i32 <badref>, 4`; the worker crashed in the verifier). The index now
; follows its replacement: row 126 + 4 * (row 41, component 2).

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

%__cblayout_F = type <{ %Frame }>
%Frame = type <{ [664 x i8], i32, [1348 x i8], [8 x %Entity] }>
%Entity = type <{ <3 x float>, i32, <2 x i32>, <2 x i32>, i32, i32, i32, i32, <4 x float> }>

@F.cb = external global target("dx.CBuffer", %__cblayout_F)
@F = external addrspace(2) global %Frame

; CHECK-LABEL: define i32 @main(
; CHECK: %[[I:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle {{%[0-9]+}}, i32 41)
; CHECK: %[[IX:.*]] = extractvalue %dx.types.CBufRet.i32 %[[I]], 2
; CHECK: %[[M:.*]] = mul i32 %[[IX]], 4
; CHECK: %[[ROW:.*]] = add i32 %[[M]], 126
; CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle {{%[0-9]+}}, i32 %[[ROW]])
define i32 @main() {
entry:
  %h = tail call target("dx.CBuffer", %__cblayout_F) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Fst(i32 0, i32 0, i32 0, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_F) %h, ptr @F.cb, align 4
  %idx = load i32, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @F, i32 664), align 4
  %elt = getelementptr %Entity, ptr addrspace(2) getelementptr inbounds nuw (i8, ptr addrspace(2) @F, i32 2016), i32 %idx
  %v = load i32, ptr addrspace(2) %elt, align 4
  ret i32 %v
}

declare target("dx.CBuffer", %__cblayout_F) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Fst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @F.cb, ptr addrspace(2) @F}
