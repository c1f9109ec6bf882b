; RUN: %dxild-opt -passes=dxil-intrinsic-expansion -disable-verify %s | FileCheck %s

; DXIL has neither atan2 nor round-half-away-from-zero: both become
; arithmetic around intrinsics that lower 1:1 (atan -> Atan, trunc ->
; Round_z, fabs -> FAbs).

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; atan2(y, x): DXC's quadrant fix-up of atan(y / x).
; CHECK-LABEL: define float @atan2(
; CHECK: %[[DIV:.*]] = fdiv float %y, %x
; CHECK: %[[AT:.*]] = call float @llvm.atan.f32(float %[[DIV]])
; CHECK-DAG: %[[ADD:.*]] = fadd float %[[AT]], 0x400921FB60000000
; CHECK-DAG: %[[SUB:.*]] = fsub float %[[AT]], 0x400921FB60000000
; CHECK-DAG: %[[XLT:.*]] = fcmp olt float %x, 0.000000e+00
; CHECK-DAG: %[[XEQ:.*]] = fcmp oeq float %x, 0.000000e+00
; CHECK-DAG: %[[YGE:.*]] = fcmp oge float %y, 0.000000e+00
; CHECK-DAG: %[[YLT:.*]] = fcmp olt float %y, 0.000000e+00
; CHECK: %[[C1:.*]] = and i1 %[[XLT]], %[[YGE]]
; CHECK: %[[S1:.*]] = select i1 %[[C1]], float %[[ADD]], float %[[AT]]
; CHECK: %[[C2:.*]] = and i1 %[[XLT]], %[[YLT]]
; CHECK: %[[S2:.*]] = select i1 %[[C2]], float %[[SUB]], float %[[S1]]
; CHECK: %[[C3:.*]] = and i1 %[[XEQ]], %[[YLT]]
; CHECK: %[[S3:.*]] = select i1 %[[C3]], float 0xBFF921FB60000000, float %[[S2]]
; CHECK: %[[C4:.*]] = and i1 %[[XEQ]], %[[YGE]]
; CHECK: select i1 %[[C4]], float 0x3FF921FB60000000, float %[[S3]]
; CHECK-NOT: call {{.*}} @llvm.atan2
define float @atan2(float %y, float %x) {
  %r = call float @llvm.atan2.f32(float %y, float %x)
  ret float %r
}

; Vectors expand lane-wise in vector form (scalarized later).
; CHECK-LABEL: define <2 x half> @atan2v(
; CHECK: fdiv <2 x half> %y, %x
; CHECK: call <2 x half> @llvm.atan.v2f16(
; CHECK-NOT: call {{.*}} @llvm.atan2
define <2 x half> @atan2v(<2 x half> %y, <2 x half> %x) {
  %r = call <2 x half> @llvm.atan2.v2f16(<2 x half> %y, <2 x half> %x)
  ret <2 x half> %r
}

; round(x): trunc(x) moved one step toward x's sign when |x - trunc(x)| >= 0.5.
; CHECK-LABEL: define float @round(
; CHECK: %[[T:.*]] = call float @llvm.trunc.f32(float %x)
; CHECK: %[[D:.*]] = fsub float %x, %[[T]]
; CHECK: %[[F:.*]] = call float @llvm.fabs.f32(float %[[D]])
; CHECK: %[[NEG:.*]] = fcmp olt float %x, 0.000000e+00
; CHECK: %[[STEP:.*]] = select i1 %[[NEG]], float -1.000000e+00, float 1.000000e+00
; CHECK-DAG: %[[UP:.*]] = fadd float %[[T]], %[[STEP]]
; CHECK-DAG: %[[HALF:.*]] = fcmp oge float %[[F]], 5.000000e-01
; CHECK: select i1 %[[HALF]], float %[[UP]], float %[[T]]
; CHECK-NOT: call float @llvm.round
define float @round(float %x) {
  %r = call float @llvm.round.f32(float %x)
  ret float %r
}

declare float @llvm.atan2.f32(float, float)
declare <2 x half> @llvm.atan2.v2f16(<2 x half>, <2 x half>)
declare float @llvm.round.f32(float)
