; RUN: %dxild-opt -passes=dxil-cbuffer-access -disable-verify %s | FileCheck %s

; A tbuffer (its handle retyped to an SRV of kind TBuffer by the binding
; stage, Binding/TBuffers.h): each row is a bufferLoad of four i32 (op 68,
; undef second coordinate) and each value is rebuilt from its words as DXC's
; PatchTBufferLoad does: bitcast for 32-bit floats, makeDouble for doubles,
; two zero-extended words for 64-bit integers, a (shifted) half word for
; 16-bit values.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

; tbuffer TB { float4 a; double d; uint64_t q; half h0; half h1; }
%__cblayout_TB = type <{ <4 x float>, double, i64, half, half }>

@TB.tb = global target("dx.Texture", %__cblayout_TB, 0, 0, 0, 15) poison
@a = external hidden addrspace(2) global <4 x float>, align 16
@d = external hidden addrspace(2) global double, align 8
@q = external hidden addrspace(2) global i64, align 8
@h1 = external hidden addrspace(2) global half, align 2

; CHECK-LABEL: define void @main(
; CHECK: %[[R0:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 0, i32 undef)
; CHECK-NEXT: %[[W0:.*]] = extractvalue %dx.types.ResRet.i32 %[[R0]], 0
; CHECK-NEXT: bitcast i32 %[[W0]] to float
; CHECK: extractvalue %dx.types.ResRet.i32 %[[R0]], 3
; CHECK: %[[R1:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 1, i32 undef)
; CHECK-NEXT: %[[LO:.*]] = extractvalue %dx.types.ResRet.i32 %[[R1]], 0
; CHECK-NEXT: %[[HI:.*]] = extractvalue %dx.types.ResRet.i32 %[[R1]], 1
; CHECK-NEXT: call double @dx.op.makeDouble.f64(i32 101, i32 %[[LO]], i32 %[[HI]])
; CHECK: %[[R2:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 1, i32 undef)
; CHECK-NEXT: %[[QLO:.*]] = extractvalue %dx.types.ResRet.i32 %[[R2]], 2
; CHECK-NEXT: %[[QHI:.*]] = extractvalue %dx.types.ResRet.i32 %[[R2]], 3
; CHECK-NEXT: %[[ZHI:.*]] = zext i32 %[[QHI]] to i64
; CHECK-NEXT: %[[ZLO:.*]] = zext i32 %[[QLO]] to i64
; CHECK-NEXT: %[[SHL:.*]] = shl i64 %[[ZHI]], 32
; CHECK-NEXT: or i64 %[[SHL]], %[[ZLO]]
; CHECK: %[[R3:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 2, i32 undef)
; CHECK-NEXT: %[[HW:.*]] = extractvalue %dx.types.ResRet.i32 %[[R3]], 0
; CHECK-NEXT: %[[SH:.*]] = lshr i32 %[[HW]], 16
; CHECK-NEXT: %[[T:.*]] = trunc i32 %[[SH]] to i16
; CHECK-NEXT: bitcast i16 %[[T]] to half
; CHECK-NOT: cbufferLoadLegacy
define void @main() "hlsl.shader"="pixel" {
  %h = call target("dx.Texture", %__cblayout_TB, 0, 0, 0, 15) @llvm.dx.resource.handlefrombinding.tdx.Texture_s___cblayout_TBs_0_0_0_15t(i32 0, i32 3, i32 1, i32 0, ptr null)
  store target("dx.Texture", %__cblayout_TB, 0, 0, 0, 15) %h, ptr @TB.tb
  %va = load <4 x float>, ptr addrspace(2) @a
  %vd = load double, ptr addrspace(2) @d
  %vq = load i64, ptr addrspace(2) @q
  %vh = load half, ptr addrspace(2) @h1
  ret void
}

declare target("dx.Texture", %__cblayout_TB, 0, 0, 0, 15) @llvm.dx.resource.handlefrombinding.tdx.Texture_s___cblayout_TBs_0_0_0_15t(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @TB.tb, ptr addrspace(2) @a, ptr addrspace(2) @d, ptr addrspace(2) @q, null, ptr addrspace(2) @h1}
