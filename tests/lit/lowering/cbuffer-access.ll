; RUN: %dxild-opt -passes=dxil-cbuffer-access -disable-verify %s | FileCheck %s

; cbuffer members become cbufferLoadLegacy of 16-byte rows; the component is
; the offset within the row. The member globals and !hlsl.cbs go away.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_P = type <{ <3 x float>, float, i32 }>

@P.cb = global target("dx.CBuffer", %__cblayout_P) poison
@V = external hidden addrspace(2) global <3 x float>, align 16
@S = external hidden addrspace(2) global float, align 4
@N = external hidden addrspace(2) global i32, align 4

; CHECK-NOT: @V =
; CHECK-NOT: @N =
; CHECK-LABEL: define void @main(
; CHECK: %[[R0:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 0)
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[R0]], 0
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[R0]], 2
; CHECK: extractvalue %dx.types.CBufRet.f32 {{.*}}, 3
; CHECK: %[[R1:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle {{.*}}, i32 1)
; CHECK: extractvalue %dx.types.CBufRet.i32 %[[R1]], 0
define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %h = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_P) %h, ptr @P.cb
  %v = load <3 x float>, ptr addrspace(2) @V
  %s = load float, ptr addrspace(2) @S
  %n = load i32, ptr addrspace(2) @N
  ret void
}

declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)

; CHECK-NOT: !hlsl.cbs
!hlsl.cbs = !{!0}
!0 = !{ptr @P.cb, ptr addrspace(2) @V, ptr addrspace(2) @S, ptr addrspace(2) @N}
