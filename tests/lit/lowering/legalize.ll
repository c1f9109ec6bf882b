; RUN: %dxild-opt -passes=dxil-legalize %s | FileCheck %s

; LLVM 3.7 bitcode has no fneg, freeze or poison.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @main(
; CHECK: %n = fsub float -0.000000e+00, %x
; CHECK-NOT: freeze
; CHECK: select i1 %c, float %n, float undef
define float @main(float %x, i1 %c) {
  %n = fneg float %x
  %f = freeze float %n
  %s = select i1 %c, float %f, float poison
  ret float %s
}
