; RUN: %dxild-opt -passes=dxil-aggregate-values -disable-verify %s | FileCheck %s

; At -Od an entry's output struct stays a first-class aggregate (naga's
; `O r = { 0.0, p }; return r;`): each member taken back out of the
; insertvalue chain is that member, and the chain goes. Before, the
; aggregate kept the scalarizer's split of the float4 alive ("value of a
; type DXIL cannot express remains after lowering").

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

%struct.O = type <{ float, <4 x float> }>

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.f32(i32, i32, i32, i8, i32, float)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare %struct.O @make()

; CHECK-LABEL: define void @vs(
; CHECK-NEXT: entry:
; CHECK-NEXT: %p = call <4 x float> @llvm.dx.load.input.v4f32(
; CHECK-NEXT: call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float 0.000000e+00)
; CHECK-NEXT: call void @llvm.dx.store.output.v4f32(i32 4, i32 1, i32 0, i8 0, i32 poison, <4 x float> %p)
; CHECK-NEXT: ret void
define void @vs() {
entry:
  %p = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %agg = insertvalue %struct.O <{ float 0.000000e+00, <4 x float> poison }>, <4 x float> %p, 1
  %t = extractvalue %struct.O %agg, 0
  %v = extractvalue %struct.O %agg, 1
  call void @llvm.dx.store.output.f32(i32 4, i32 0, i32 0, i8 0, i32 poison, float %t)
  call void @llvm.dx.store.output.v4f32(i32 4, i32 1, i32 0, i8 0, i32 poison, <4 x float> %v)
  ret void
}

; An aggregate it cannot see through (a call's result) stays.
; CHECK-LABEL: define float @opaque(
; CHECK: %agg = call %struct.O @make()
; CHECK: %t = extractvalue %struct.O %agg, 0
define float @opaque() {
  %agg = call %struct.O @make()
  %t = extractvalue %struct.O %agg, 0
  ret float %t
}
