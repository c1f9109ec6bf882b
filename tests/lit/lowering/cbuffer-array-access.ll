; RUN: %dxild-opt -passes=dxil-cbuffer-access -disable-verify %s | FileCheck %s

; An array of ConstantBuffer<T> (listed in !dxild.cbarray): the member's
; first index picks the view, so each load gets a handle creation with that
; index (constants next to the buffer's own creation, a variable index right
; after its definition, NonUniformResourceIndex kept on the final index),
; and the rest of the offset is a row and component inside one T. The
; buffer's own creation (index 0) goes with its handle global.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; struct Foo { uint value; float4 v[2]; };  ConstantBuffer<Foo> CBVs[8];
%Foo = type <{ i32, target("dx.Padding", 12), [2 x <4 x float>] }>
%__cblayout_CBVs = type <{ [8 x %Foo] }>
; struct C { uint v; };  ConstantBuffer<C> Cs[3];  (C padded to a row)
%C = type <{ i32 }>
%__cblayout_Cs = type <{ <{ [2 x <{ %C, target("dx.Padding", 12) }>], %C }> }>

@CBVs.cb = global target("dx.CBuffer", %__cblayout_CBVs) poison
@CBVs = external hidden addrspace(2) global [8 x %Foo], align 1
@Cs.cb = global target("dx.CBuffer", %__cblayout_Cs) poison
@Cs = external hidden addrspace(2) global <{ [2 x <{ %C, target("dx.Padding", 12) }>], %C }>, align 1
@CBVs.str = private constant [5 x i8] c"CBVs\00"
@Cs.str = private constant [3 x i8] c"Cs\00"

; CHECK-NOT: @CBVs.cb =
; CHECK-NOT: @Cs.cb =
; CHECK-LABEL: define void @main(
; CHECK-DAG: %[[C3:.*]] = call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 8, i32 3, ptr @CBVs.str)
; CHECK-DAG: %[[C2:.*]] = call target("dx.CBuffer", %__cblayout_Cs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Csst(i32 0, i32 0, i32 3, i32 2, ptr @Cs.str)
; CHECK-NOT: handlefrombinding{{.*}}i32 0, ptr @CBVs.str
; One creation per index and non-uniform bit, right after the index.
; CHECK: %[[I:.*]] = call i32 @llvm.dx.thread.id(i32 0)
; CHECK-NEXT: %[[NU:[0-9]+]] = call i32 @llvm.dx.resource.nonuniformindex(i32 %[[I]])
; CHECK-NEXT: %[[HNU:.*]] = call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 8, i32 %[[NU]], ptr @CBVs.str)
; CHECK-NEXT: %[[HI:.*]] = call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 8, i32 %[[I]], ptr @CBVs.str)
; CHECK: %[[CAST:.*]] = call %dx.types.Handle @dxild.handle.cast{{.*}}(target("dx.CBuffer", %__cblayout_CBVs) %[[HNU]])
; CHECK-NEXT: %[[R0:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[CAST]], i32 0)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.i32 %[[R0]], 0
; CHECK: call %dx.types.Handle @dxild.handle.cast{{.*}}(target("dx.CBuffer", %__cblayout_CBVs) %[[C3]])
; CHECK-NEXT: %[[R1:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 2)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[R1]], 1
; CHECK: call %dx.types.Handle @dxild.handle.cast{{.*}}(target("dx.CBuffer", %__cblayout_CBVs) %[[HI]])
; CHECK-NEXT: %[[ROW:.*]] = add i32 %[[I]], 1
; CHECK-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 %[[ROW]])
; CHECK: call %dx.types.Handle @dxild.handle.cast{{.*}}(target("dx.CBuffer", %__cblayout_Cs) %[[C2]])
; CHECK-NEXT: %[[R3:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.i32 %[[R3]], 0
define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %h = call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 8, i32 0, ptr @CBVs.str)
  store target("dx.CBuffer", %__cblayout_CBVs) %h, ptr @CBVs.cb
  %hc = call target("dx.CBuffer", %__cblayout_Cs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Csst(i32 0, i32 0, i32 3, i32 0, ptr @Cs.str)
  store target("dx.CBuffer", %__cblayout_Cs) %hc, ptr @Cs.cb
  %i = call i32 @llvm.dx.thread.id(i32 0)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  ; CBVs[NonUniformResourceIndex(i)].value
  %p0 = getelementptr %Foo, ptr addrspace(2) @CBVs, i32 %nu
  %a = load i32, ptr addrspace(2) %p0
  ; CBVs[3].v[1].y: 3 * 48 + 16 + 16 + 4
  %b = load float, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @CBVs, i32 180)
  ; CBVs[i].v[i].x
  %p2 = getelementptr %Foo, ptr addrspace(2) @CBVs, i32 %i
  %p3 = getelementptr i8, ptr addrspace(2) %p2, i32 16
  %p4 = getelementptr <4 x float>, ptr addrspace(2) %p3, i32 %i
  %c = load float, ptr addrspace(2) %p4
  ; Cs[2].v: element 2 at 32 in Clang's padded layout
  %d = load i32, ptr addrspace(2) getelementptr (i8, ptr addrspace(2) @Cs, i32 32)
  ret void
}

declare target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_Cs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Csst(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.thread.id(i32)
declare i32 @llvm.dx.resource.nonuniformindex(i32)

!hlsl.cbs = !{!0, !1}
!0 = !{ptr @CBVs.cb, ptr addrspace(2) @CBVs}
!1 = !{ptr @Cs.cb, ptr addrspace(2) @Cs}
!dxild.cbarray = !{!2, !3}
!2 = !{!"CBVs", i32 8}
!3 = !{!"Cs", i32 3}
