; RUN: %dxild-opt -S -passes=dxil-cbuffer-arrays,dxil-tbuffers,dxil-implicit-binding %s | FileCheck %s
; RUN: %dxild-opt -disable-output -passes=dxil-cbuffer-arrays,dxil-tbuffers,dxil-implicit-binding,print\<dxil-binding-table\> %s | FileCheck %s --check-prefix=TABLE

; Buffers Clang 22 compiles as cbuffers and DXC binds otherwise:
;
;   ConstantBuffer<Foo> CBVs[] : register(b2, space1);  // CBV range, unbounded
;   ConstantBuffer<Foo> cbs[4];                          // CBV range of 4: b0..b3
;   Texture2D A;                                         // t0
;   tbuffer TI { float4 x; }                             // SRV, kind TBuffer:
;   Texture2D B;                                         // t1; TI after it, t2
;
; dxil-cbuffer-arrays gives the array handles their range (from
; !dxild.cbarray); dxil-tbuffers retypes the tbuffer's handle and handle
; global to an SRV of kind TBuffer (from !dxild.tbuffer), and implicit
; binding places it after every other SRV, as DXC does.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-pixel"

%__cblayout_CBVs = type <{ [268435456 x <4 x float>] }>
%__cblayout_cbs = type <{ [4 x <4 x float>] }>
%__cblayout_TI = type <{ <4 x float> }>

@CBVs.cb = global target("dx.CBuffer", %__cblayout_CBVs) poison
@cbs.cb = global target("dx.CBuffer", %__cblayout_cbs) poison
@TI.tb = global target("dx.CBuffer", %__cblayout_TI) poison
@x = external hidden addrspace(2) global <4 x float>, align 16
@CBVs.str = private constant [5 x i8] c"CBVs\00"
@cbs.str = private constant [4 x i8] c"cbs\00"
@TI.str = private constant [3 x i8] c"TI\00"
@A.str = private constant [2 x i8] c"A\00"
@B.str = private constant [2 x i8] c"B\00"

; CHECK: @TI.tb = global target("dx.Texture", %__cblayout_TI, 0, 0, 0, 15) poison
; CHECK-LABEL: define void @main(
; CHECK: call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 -1, i32 0, ptr @CBVs.str)
; CHECK: call target("dx.CBuffer", %__cblayout_cbs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_cbsst(i32 0, i32 0, i32 4, i32 0, ptr @cbs.str)
; CHECK: %[[TI:.*]] = call target("dx.Texture", %__cblayout_TI, 0, 0, 0, 15) @llvm.dx.resource.handlefrombinding.tdx.Texture_s___cblayout_TIs_0_0_0_15t(i32 0, i32 2, i32 1, i32 0, ptr @TI.str)
; CHECK-NEXT: store target("dx.Texture", %__cblayout_TI, 0, 0, 0, 15) %[[TI]], ptr @TI.tb
; CHECK: @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
; CHECK: @llvm.dx.resource.handlefrombinding.tdx.Texture_v4f32_0_0_0_2t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
; CHECK: !hlsl.cbs = !{![[CBS:[0-9]+]]}
; CHECK: ![[CBS]] = !{ptr @TI.tb, ptr addrspace(2) @x}

; One view's size from the frontend's !dxild.cbsize for the arrays.
; TABLE: "name": "A",
; TABLE: "lower_bound": 0,
; TABLE: "name": "B",
; TABLE: "lower_bound": 1,
; TABLE: "name": "TI",
; TABLE-NEXT: "class": "SRV",
; TABLE-NEXT: "kind": "TBuffer",
; TABLE-NEXT: "space": 0,
; TABLE-NEXT: "lower_bound": 2,
; TABLE: "cbuffer_size": 16
; TABLE: "name": "cbs",
; TABLE-NEXT: "class": "CBV",
; TABLE: "lower_bound": 0,
; TABLE-NEXT: "range_size": 4,
; TABLE: "cbuffer_size": 16
; TABLE: "name": "CBVs",
; TABLE: "space": 1,
; TABLE-NEXT: "lower_bound": 2,
; TABLE-NEXT: "range_size": -1,
; TABLE: "cbuffer_size": 16
define void @main() "hlsl.shader"="pixel" {
  %c = call target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32 1, i32 2, i32 1, i32 0, ptr @CBVs.str)
  store target("dx.CBuffer", %__cblayout_CBVs) %c, ptr @CBVs.cb
  %s = call target("dx.CBuffer", %__cblayout_cbs) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_cbsst(i32 0, i32 0, i32 1, i32 0, ptr @cbs.str)
  store target("dx.CBuffer", %__cblayout_cbs) %s, ptr @cbs.cb
  %t = call target("dx.CBuffer", %__cblayout_TI) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_TIst(i32 2, i32 0, i32 1, i32 0, ptr @TI.str)
  store target("dx.CBuffer", %__cblayout_TI) %t, ptr @TI.tb
  %a = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 1, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32 3, i32 0, i32 1, i32 0, ptr @B.str)
  %x = load <4 x float>, ptr addrspace(2) @x
  ret void
}

declare target("dx.CBuffer", %__cblayout_CBVs) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_CBVsst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_cbs) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_cbsst(i32, i32, i32, i32, ptr)
declare target("dx.CBuffer", %__cblayout_TI) @llvm.dx.resource.handlefromimplicitbinding.tdx.CBuffer_s___cblayout_TIst(i32, i32, i32, i32, ptr)
declare target("dx.Texture", <4 x float>, 0, 0, 0, 2) @llvm.dx.resource.handlefromimplicitbinding.tdx.Texture_v4f32_0_0_0_2t(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @TI.tb, ptr addrspace(2) @x}
!dxild.cbarray = !{!1, !2}
!1 = !{!"CBVs", i32 -1}
!2 = !{!"cbs", i32 4}
!dxild.tbuffer = !{!3}
!3 = !{!"TI"}
!dxild.cbsize = !{!4, !5, !6}
!4 = !{!"CBVs", i32 16}
!5 = !{!"cbs", i32 16}
!6 = !{!"TI", i32 16}
