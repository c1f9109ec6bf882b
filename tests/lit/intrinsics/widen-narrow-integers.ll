; DXILDWidenNarrowIntegersPass: without 16-bit types, the optimizer's
; narrowing of 32-bit arithmetic (CorrelatedValuePropagation's `udiv i16` for
; a value it proves < 65536; MiniEngine's BicubicUpsampleCS) is rewritten in
; i32, so the module does not claim native 16-bit operations.
; RUN: %dxild-opt -passes=dxild-widen-narrow-integers %s -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; The corpus shape: trunc, udiv/mul/sub (DivRemPairs' decomposed urem), zext.
; CHECK-LABEL: define i32 @divrem(
; CHECK-NOT: i16
; CHECK: %[[T:.*]] = and i32 %i, 65535
; CHECK: %[[D:.*]] = udiv i32 %[[T]], 19
; CHECK: %[[M:.*]] = mul i32 %[[D]], 19
; CHECK: %[[MM:.*]] = and i32 %[[M]], 65535
; CHECK: %[[S:.*]] = sub i32 %[[T]], %[[MM]]
; CHECK: %[[SM:.*]] = and i32 %[[S]], 65535
; CHECK: %r = add i32 %[[SM]], %[[D]]
; CHECK: ret i32 %r
define i32 @divrem(i32 %i) {
  %t = trunc i32 %i to i16
  %d = udiv i16 %t, 19
  %m = mul i16 %d, 19
  %rem = sub i16 %t, %m
  %remz = zext i16 %rem to i32
  %divz = zext i16 %d to i32
  %r = add i32 %remz, %divz
  ret i32 %r
}

; Signed operations see the sign-extended value: sdiv i8 -6, 4 = -1.
; CHECK-LABEL: define i32 @signed(
; CHECK-NOT: i8 
; CHECK: shl i32 %{{.*}}, 24
; CHECK: ashr i32 %{{.*}}, 24
; CHECK: sdiv i32
; CHECK: icmp slt i32
define i32 @signed(i32 %a, i32 %b) {
  %x = trunc i32 %a to i8
  %y = trunc i32 %b to i8
  %q = sdiv i8 %x, %y
  %neg = icmp slt i8 %q, 0
  %s = sext i8 %q to i32
  %z = select i1 %neg, i32 0, i32 %s
  ret i32 %z
}

; A narrow phi across a loop.
; CHECK-LABEL: define i32 @loop(
; CHECK-NOT: i16
; CHECK: phi i32 [ 0, %entry ], [ %{{.*}}, %body ]
define i32 @loop(i32 %n) {
entry:
  br label %body
body:
  %p = phi i16 [ 0, %entry ], [ %next, %body ]
  %next = add i16 %p, 3
  %w = zext i16 %next to i32
  %done = icmp uge i32 %w, %n
  br i1 %done, label %exit, label %body
exit:
  ret i32 %w
}

; A narrow value reaching a call: the function is left as it is.
; CHECK-LABEL: define void @unknown(
; CHECK: udiv i16
declare void @use(i16)
define void @unknown(i32 %i) {
  %t = trunc i32 %i to i16
  %d = udiv i16 %t, 7
  call void @use(i16 %d)
  ret void
}

; InstCombine narrows a switch over a value it knows small (WickedEngine's
; emittedparticle_simulateCS: `switch i8 (trunc i32 %x)`, which dxv refuses:
; "I8 can only be used as immediate value"): the same cases on the
; zero-extended i32, a negative i8 case (-1) becoming 255.
; CHECK-LABEL: define i32 @narrow_switch(
; CHECK-NOT: i8
; CHECK: %[[C:.*]] = and i32 %x, 255
; CHECK: switch i32 %[[C]], label %other [
; CHECK-NEXT: i32 6, label %six
; CHECK-NEXT: i32 255, label %minus1
; CHECK-NEXT: ]
define i32 @narrow_switch(i32 %x) {
entry:
  %t = trunc i32 %x to i8
  switch i8 %t, label %other [
    i8 6, label %six
    i8 -1, label %minus1
  ]
six:
  ret i32 1
minus1:
  ret i32 2
other:
  ret i32 3
}

; Vectors (xenia's texture_load_dxt1: `(row.xz & 0xFFFFu) / 3u` on a uint2
; became `udiv <2 x i16>`, and dxv refused the module at shader model 6.0):
; the same rewrite on i32 vectors, constants zero-extended lane by lane,
; through extractelement, insertelement and shufflevector.
; CHECK-LABEL: define <2 x i32> @vector(
; CHECK-NOT: i16
; CHECK-NOT: i8
; CHECK: %[[T:.*]] = and <2 x i32> %v, splat (i32 65535)
; CHECK: %[[D:.*]] = udiv <2 x i32> %[[T]], splat (i32 3)
; CHECK: %[[R:.*]] = urem <2 x i32> %[[T]], <i32 5, i32 65535>
; CHECK: %[[E:.*]] = extractelement <2 x i32> %[[R]], i64 1
; CHECK: %[[I:.*]] = insertelement <2 x i32> %[[D]], i32 %[[E]], i64 0
; CHECK: %[[S:.*]] = shufflevector <2 x i32> %[[I]], <2 x i32> poison, <2 x i32> <i32 1, i32 0>
; CHECK: %[[B:.*]] = and <2 x i32> %v, splat (i32 255)
; CHECK: %[[BS:.*]] = shl <2 x i32> %[[B]], splat (i32 24)
; CHECK: %[[BA:.*]] = ashr <2 x i32> %[[BS]], splat (i32 24)
; CHECK: %[[BD:.*]] = sdiv <2 x i32> %[[BA]], splat (i32 2)
; CHECK: %[[BM:.*]] = and <2 x i32> %[[BD]], splat (i32 255)
; CHECK: %[[BZ:.*]] = and <2 x i32> %[[BM]], splat (i32 65535)
; CHECK: %[[SUM:.*]] = add <2 x i32> %[[S]], %[[BZ]]
; CHECK: %[[SM:.*]] = and <2 x i32> %[[SUM]], splat (i32 65535)
; CHECK: ret <2 x i32> %[[SM]]
define <2 x i32> @vector(<2 x i32> %v) {
  %t = trunc <2 x i32> %v to <2 x i16>
  %d = udiv <2 x i16> %t, splat (i16 3)
  %r = urem <2 x i16> %t, <i16 5, i16 -1>
  %e = extractelement <2 x i16> %r, i64 1
  %i = insertelement <2 x i16> %d, i16 %e, i64 0
  %s = shufflevector <2 x i16> %i, <2 x i16> poison, <2 x i32> <i32 1, i32 0>
  %b = trunc <2 x i32> %v to <2 x i8>
  %bd = sdiv <2 x i8> %b, splat (i8 2)
  %bz = zext <2 x i8> %bd to <2 x i16>
  %sum = add <2 x i16> %s, %bz
  %z = zext <2 x i16> %sum to <2 x i32>
  ret <2 x i32> %z
}

; A call's narrow constant is an immediate (the i8 column of an input load),
; not a narrow value: the function is still widened (PCSX2's vs_main_expand,
; `prim_offset_cap / 6` as `udiv i8`, which dxv refused).
; CHECK-LABEL: define float @immediate(
; CHECK: %in = call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
; CHECK: %[[T:.*]] = and i32 %in, 255
; CHECK: %[[D:.*]] = udiv i32 %[[T]], 7
; CHECK: uitofp i32 %[[D]] to float
declare i32 @llvm.dx.load.input.i32(i32, i32, i32, i8, i32)
define float @immediate() {
  %in = call i32 @llvm.dx.load.input.i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %t = trunc i32 %in to i8
  %d = udiv i8 %t, 7
  %f = uitofp nneg i8 %d to float
  ret float %f
}
