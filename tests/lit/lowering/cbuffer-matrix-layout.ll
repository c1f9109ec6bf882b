; RUN: %dxild-opt -passes=dxil-cbuffer-access -disable-verify %s | FileCheck %s
; RUN: sed 's/!"B", i32 44/!"Missing", i32 44/' %s > %t.ll
; RUN: not %dxild-opt -passes=dxil-cbuffer-access -disable-verify %t.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=MISSING

; Clang 22 packs cbuffer matrices (float3x3 A: [9 x float], column-major);
; the frontend's !dxild.cblayout gives DXC's layout (Frontend/CBufferLayout.h)
; and the pass maps every Clang offset through it:
;   A float3x3 at 0 (3 registers), B float at 44 (row 2 .w), C float2x3[2]
;   row_major at 48 (2 registers each, stride 32), S struct at 112 with a at 0
;   and m float2x2 at 16.
; Clang's element (r, c) of A is at (c * 3 + r) * 4; DXC's at c * 16 + r * 4.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%__cblayout_P = type <{ [9 x float], float, target("dx.Padding", 8), <{ [1 x <{ [6 x float], target("dx.Padding", 8) }>], [6 x float] }>, target("dx.Padding", 8), %S }>
%S = type <{ float, target("dx.Padding", 12), [4 x float] }>

@P.cb = global target("dx.CBuffer", %__cblayout_P) poison
@A = external hidden addrspace(2) global [9 x float], align 4
@B = external hidden addrspace(2) global float, align 4
@C = external hidden addrspace(2) global <{ [1 x <{ [6 x float], target("dx.Padding", 8) }>], [6 x float] }>, align 4
@s = external hidden addrspace(2) global %S, align 4

; CHECK-LABEL: define void @main(
; A[2][1]: Clang byte 20 (element 5) -> DXC column 1 row 2: row 1 .z
; CHECK: %[[A:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 1)
; CHECK-NEXT: %a21 = extractvalue %dx.types.CBufRet.f32 %[[A]], 2
; B: row 2 .w (Clang 36 would be row 2 .x)
; CHECK: %[[B:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 2)
; CHECK-NEXT: %b = extractvalue %dx.types.CBufRet.f32 %[[B]], 3
; C[i][1][2] (row_major): Clang stride 32 -> 2 rows per element; element
; (1, 2) at Clang byte 20 -> DXC row 1 .z: row 3 + 2 * i + 1
; CHECK: %[[M:.*]] = mul i32 %i, 2
; CHECK: %[[R:.*]] = add i32 %[[M]], 4
; CHECK: %[[C:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 %[[R]])
; CHECK-NEXT: %c = extractvalue %dx.types.CBufRet.f32 %[[C]], 2
; s.m, a whole float2x2 (Clang bytes 16..31 of s) -> rows 8 and 9, .x and .y;
; the <4 x float> load keeps Clang's element order (m00, m10, m01, m11).
; CHECK: %[[S0:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 8)
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[S0]], 0
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[S0]], 1
; CHECK: %[[S1:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 9)
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[S1]], 0
; CHECK: extractvalue %dx.types.CBufRet.f32 %[[S1]], 1
; A load the optimizer widened over Clang's padding (s.a and 12 bytes of
; padding): the padding lanes are poison, s.a is row 7 .x.
; CHECK: %[[SA:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{.*}}, i32 7)
; CHECK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[SA]], 0
; CHECK-NEXT: insertelement <4 x float> poison
; CHECK-NEXT: insertelement <4 x float> %{{.*}}, float poison, i64 1
; CHECK-NOT: dxild.cblayout
; CHECK-NOT: !hlsl.cbs

; MISSING: error: no DXC layout for cbuffer member 'B'

define void @main(i32 %i) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %h = call target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32 0, i32 0, i32 1, i32 0, ptr null)
  store target("dx.CBuffer", %__cblayout_P) %h, ptr @P.cb
  %pa = getelementptr inbounds i8, ptr addrspace(2) @A, i32 20
  %a21 = load float, ptr addrspace(2) %pa
  %b = load float, ptr addrspace(2) @B
  %pc = getelementptr <{ [6 x float], target("dx.Padding", 8) }>, ptr addrspace(2) @C, i32 %i
  %pc12 = getelementptr inbounds i8, ptr addrspace(2) %pc, i32 20
  %c = load float, ptr addrspace(2) %pc12
  %pm = getelementptr inbounds i8, ptr addrspace(2) @s, i32 16
  %m = load <4 x float>, ptr addrspace(2) %pm
  %sa = load <4 x float>, ptr addrspace(2) @s
  ret void
}

declare target("dx.CBuffer", %__cblayout_P) @llvm.dx.resource.handlefrombinding.tdx.CBuffer_s___cblayout_Pst(i32, i32, i32, i32, ptr)

!hlsl.cbs = !{!0}
!0 = !{ptr @P.cb, ptr addrspace(2) @A, ptr addrspace(2) @B, ptr addrspace(2) @C, ptr addrspace(2) @s}
!dxild.cblayout = !{!1, !3, !4, !7}
!1 = !{!"A", i32 0, !2}
!2 = !{!"m", i32 3, i32 3, i32 0}
!3 = !{!"B", i32 44, !10}
!4 = !{!"C", i32 48, !5}
!5 = !{!"a", i32 2, i32 32, !6}
!6 = !{!"m", i32 2, i32 3, i32 1}
!7 = !{!"s", i32 112, !8}
!8 = !{!"s", i32 0, !10, i32 16, !9}
!9 = !{!"m", i32 2, i32 2, i32 0}
!10 = !{!"v"}
