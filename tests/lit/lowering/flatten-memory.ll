; RUN: %dxild-opt -passes=dxil-flatten-memory %s | FileCheck %s

; Groupshared arrays of vectors and nested arrays become flat scalar arrays,
; and byte-offset GEPs become typed element GEPs.

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@Cache = addrspace(3) global [8 x <4 x float>] zeroinitializer, align 16
@Tile = addrspace(3) global [4 x [4 x i32]] zeroinitializer, align 4

; CHECK: @Cache = addrspace(3) global [32 x float] zeroinitializer, align 16
; CHECK: @Tile = addrspace(3) global [16 x i32] zeroinitializer, align 4
; CHECK-LABEL: define float @main(
; CHECK: getelementptr inbounds [32 x float], ptr addrspace(3) @Cache, i32 0, i32
; CHECK: getelementptr inbounds [16 x i32], ptr addrspace(3) @Tile, i32 0, i32
; CHECK-NOT: getelementptr {{.*}}i8
define float @main(i32 %i, i32 %j) {
  %off = shl i32 %i, 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @Cache, i32 %off
  %q = getelementptr inbounds i8, ptr addrspace(3) %p, i32 8
  %v = load float, ptr addrspace(3) %q, align 8
  %t = getelementptr inbounds [4 x [4 x i32]], ptr addrspace(3) @Tile, i32 0, i32 %i, i32 %j
  store i32 7, ptr addrspace(3) %t, align 4
  ret float %v
}

; A bool local at -Od: i1 stored in an i8 slot. DXIL memory holds no i8, so
; the slot becomes i32, stores zero-extend and loads truncate.
; CHECK-LABEL: define i1 @bool_local(
; CHECK: %flag = alloca i32, align 4
; CHECK: %[[Z:.*]] = zext i1 %c to i32
; CHECK: store i32 %[[Z]], ptr %flag, align 4
; CHECK: %[[L:.*]] = load i32, ptr %flag, align 4
; CHECK: %v = trunc i32 %[[L]] to i1
; CHECK: ret i1 %v
; CHECK-NOT: alloca i8
define i1 @bool_local(i1 %c) {
  %flag = alloca i8, align 4
  store i1 %c, ptr %flag, align 4
  %v = load i1, ptr %flag, align 4
  ret i1 %v
}
