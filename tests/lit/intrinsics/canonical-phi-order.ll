; DXILDCanonicalPhiOrderPass: LLVM 22's LoopSimplify does not always order
; the operands of the phis it rewrites the same way for the same module
; (RTXPT's EnvMapBaker.hlsl gave a different container on each run). The
; pass sorts each phi's incoming pairs by the incoming block's place in the
; function; a block with several edges (a switch's cases) keeps its entries
; together, in their order.
; RUN: %dxild-opt -passes=dxild-canonical-phi-order %s -o - | FileCheck %s
; Already sorted: unchanged.
; RUN: %dxild-opt -passes=dxild-canonical-phi-order %s -o - \
; RUN:   | %dxild-opt -passes=dxild-canonical-phi-order -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define float @shuffled(
; CHECK: %r = phi float [ 1.000000e+00, %a ], [ 2.000000e+00, %b ], [ 3.000000e+00, %c ], [ 3.000000e+00, %c ], [ 4.000000e+00, %d ]
; CHECK-NEXT: %s = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %c ], [ 30, %c ], [ %x, %d ]
define float @shuffled(i32 %x) {
entry:
  switch i32 %x, label %d [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %c
  ]
a:
  br label %join
b:
  br label %join
c:
  switch i32 %x, label %join [
    i32 7, label %join
  ]
d:
  br label %join
join:
  %r = phi float [ 4.0, %d ], [ 2.0, %b ], [ 3.0, %c ], [ 1.0, %a ], [ 3.0, %c ]
  %s = phi i32 [ %x, %d ], [ 20, %b ], [ 30, %c ], [ 10, %a ], [ 30, %c ]
  ret float %r
}
