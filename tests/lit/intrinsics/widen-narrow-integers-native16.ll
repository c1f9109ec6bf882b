; DXILDWidenNarrowIntegersPass with -enable-16bit-types: i16 is a DXIL type
; and stays; i8 (AMD Capsaicin's TAA: `udiv i8` for an index the optimizer
; proved < 256, which dxv refused) is rewritten in i32 as without 16-bit
; types.
; RUN: %dxild-opt -passes=dxild-widen-narrow-integers-native16 %s -S -o - | FileCheck %s

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define i32 @byte(
; CHECK-NOT: i8
; CHECK: %[[T:.*]] = and i32 %i, 255
; CHECK: %[[D:.*]] = udiv i32 %[[T]], 10
; CHECK: ret i32 %[[D]]
define i32 @byte(i32 %i) {
  %t = trunc i32 %i to i8
  %d = udiv i8 %t, 10
  %z = zext i8 %d to i32
  ret i32 %z
}

; CHECK-LABEL: define i16 @half(
; CHECK-NEXT: %d = udiv i16 %x, 10
; CHECK-NEXT: ret i16 %d
define i16 @half(i16 %x) {
  %d = udiv i16 %x, 10
  ret i16 %d
}

; An i8 truncated from an i16 and extended back: the i16 ends stay.
; CHECK-LABEL: define i16 @mixed(
; CHECK-NOT: i8
; CHECK: %[[W:.*]] = zext i16 %x to i32
; CHECK: %[[M:.*]] = and i32 %[[W]], 255
; CHECK: %[[D:.*]] = udiv i32 %[[M]], 3
; CHECK: %{{.*}} = trunc i32 %[[D]] to i16
define i16 @mixed(i16 %x) {
  %t = trunc i16 %x to i8
  %d = udiv i8 %t, 3
  %z = zext i8 %d to i16
  ret i16 %z
}
