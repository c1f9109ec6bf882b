; DXILDForwardAtomicDestPass: Clang's copy-in/copy-out temporaries around the
; inout destination of an atomic are replaced by the real address, through the
; prelude's wrapper and at its call sites; anything else is left alone.
; RUN: %dxild-opt -passes=dxild-forward-atomic-dest %s -o - | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@gs = hidden addrspace(3) global [64 x i32] zeroinitializer, align 4
@gsv = hidden addrspace(3) global <4 x i32> zeroinitializer, align 16

declare i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr noalias, i32)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)

; The wrapper passes its own parameter; noalias goes, since the address now
; aliases memory the caller reaches in other ways.
; CHECK-LABEL: define {{.*}} @_ZN4hlsl14InterlockedAddERji(ptr noundef %dest, i32 %value)
; CHECK-NOT: alloca i32
; CHECK: %0 = load ptr, ptr %dest.addr
; CHECK-NEXT: call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %0, i32 %value)
; CHECK-NEXT: ret void
define linkonce_odr hidden void @_ZN4hlsl14InterlockedAddERji(ptr noalias noundef %dest, i32 %value) {
entry:
  %dest.addr = alloca ptr, align 4
  %tmp = alloca i32, align 4
  store ptr %dest, ptr %dest.addr, align 4
  %0 = load ptr, ptr %dest.addr, align 4
  %1 = load i32, ptr %0, align 4
  store i32 %1, ptr %tmp, align 4
  call void @llvm.lifetime.start.p0(ptr %tmp)
  %call = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr noalias %tmp, i32 %value)
  %2 = load i32, ptr %tmp, align 4
  store i32 %2, ptr %0, align 4
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}

; The caller's temporary goes too; a groupshared address reaches the generic
; parameter through an addrspacecast.
; CHECK-LABEL: define void @groupshared(i32 %i)
; CHECK-NOT: alloca
; CHECK: %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
; CHECK-NEXT: %p.gen = addrspacecast ptr addrspace(3) %p to ptr
; CHECK-NEXT: call void @_ZN4hlsl14InterlockedAddERji(ptr %p.gen, i32 1)
; CHECK-NEXT: ret void
define void @groupshared(i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr %tmp, align 4
  call void @llvm.lifetime.start.p0(ptr %tmp)
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr addrspace(3) %p, align 4
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}

; A local variable is initialized by a store, not copied in from memory: no
; copy-in/copy-out pattern, nothing forwarded (the lowering reports it).
; CHECK-LABEL: define void @local()
; CHECK: %tmp = alloca i32
; CHECK: call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
define void @local() {
entry:
  %x = alloca i32, align 4
  %tmp = alloca i32, align 4
  store i32 0, ptr %x, align 4
  store i32 0, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr %x, align 4
  ret void
}

; The copy-back goes elsewhere than the copy-in came from: not forwarded.
; CHECK-LABEL: define void @mismatch(i32 %i)
; CHECK: call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
define void @mismatch(i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr addrspace(3) @gs, align 4
  ret void
}

; A user function whose inout parameter only feeds an atomic forwards it, so
; its callers pass the real address too.
; CHECK-LABEL: define void @calls_pure(i32 %i)
; CHECK-NOT: alloca
; CHECK: call void @_Z4pureRj(ptr %p.gen)
define hidden void @_Z4pureRj(ptr noalias %x) {
entry:
  %x.addr = alloca ptr, align 4
  %tmp = alloca i32, align 4
  store ptr %x, ptr %x.addr, align 4
  %0 = load ptr, ptr %x.addr, align 4
  %1 = load i32, ptr %0, align 4
  store i32 %1, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 2)
  %2 = load i32, ptr %tmp, align 4
  store i32 %2, ptr %0, align 4
  ret void
}
define void @calls_pure(i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr %tmp, align 4
  call void @_Z4pureRj(ptr noalias %tmp)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr addrspace(3) %p, align 4
  ret void
}

; One that also reads its parameter could tell a copy from the real address:
; its callers keep the copy (and the lowering reports the atomic).
; CHECK-LABEL: define void @calls_impure(i32 %i)
; CHECK: %tmp = alloca i32
; CHECK: %r = call i32 @_Z6impureRj(ptr noalias %tmp)
define hidden i32 @_Z6impureRj(ptr noalias %x) {
entry:
  %x.addr = alloca ptr, align 4
  %tmp = alloca i32, align 4
  store ptr %x, ptr %x.addr, align 4
  %0 = load ptr, ptr %x.addr, align 4
  %1 = load i32, ptr %0, align 4
  store i32 %1, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 2)
  %2 = load i32, ptr %tmp, align 4
  store i32 %2, ptr %0, align 4
  %3 = load ptr, ptr %x.addr, align 4
  %4 = load i32, ptr %3, align 4
  ret i32 %4
}
define void @calls_impure(i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %p = getelementptr inbounds [64 x i32], ptr addrspace(3) @gs, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  store i32 %v, ptr %tmp, align 4
  %r = call i32 @_Z6impureRj(ptr noalias %tmp)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr addrspace(3) %p, align 4
  ret void
}

; A component of a groupshared vector, dynamically indexed
; (`InterlockedOr(gsMask[i / 32], bit)`): Clang copies in through
; extractelement of the whole vector and back through a GEP of the
; component. The component's own address is passed (DXC's
; `getelementptr [4 x i32]` of the scalarized vector).
; CHECK-LABEL: define void @vector_component(i32 %i)
; CHECK-NEXT: entry:
; CHECK-NEXT: %gsv.elt = getelementptr inbounds <4 x i32>, ptr addrspace(3) @gsv, i32 0, i32 %i
; CHECK-NEXT: %gsv.elt.gen = addrspacecast ptr addrspace(3) %gsv.elt to ptr
; CHECK-NEXT: call void @_ZN4hlsl14InterlockedAddERji(ptr %gsv.elt.gen, i32 1)
; CHECK-NEXT: ret void
define void @vector_component(i32 %i) {
entry:
  %tmp = alloca i32, align 4
  %v = load <4 x i32>, ptr addrspace(3) @gsv, align 16
  %e = extractelement <4 x i32> %v, i32 %i
  store i32 %e, ptr %tmp, align 4
  call void @llvm.lifetime.start.p0(ptr %tmp)
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
  %n = load i32, ptr %tmp, align 4
  %p = getelementptr <4 x i32>, ptr addrspace(3) @gsv, i32 0, i32 %i
  store i32 %n, ptr addrspace(3) %p, align 4
  call void @llvm.lifetime.end.p0(ptr %tmp)
  ret void
}

; The copy-back must write the component the copy-in read: another index is
; left alone.
; CHECK-LABEL: define void @vector_other_component(i32 %i, i32 %j)
; CHECK: %tmp = alloca i32
; CHECK: call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
define void @vector_other_component(i32 %i, i32 %j) {
entry:
  %tmp = alloca i32, align 4
  %v = load <4 x i32>, ptr addrspace(3) @gsv, align 16
  %e = extractelement <4 x i32> %v, i32 %i
  store i32 %e, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 1)
  %n = load i32, ptr %tmp, align 4
  %p = getelementptr <4 x i32>, ptr addrspace(3) @gsv, i32 0, i32 %j
  store i32 %n, ptr addrspace(3) %p, align 4
  ret void
}

; A constant component (`InterlockedAdd(gsVec.y, 2)`): the copy-back goes
; through a constant-expression GEP.
; CHECK-LABEL: define void @vector_constant_component()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @_ZN4hlsl14InterlockedAddERji(ptr addrspacecast (ptr addrspace(3) getelementptr inbounds (<4 x i32>, ptr addrspace(3) @gsv, i32 0, i32 1) to ptr), i32 2)
; CHECK-NEXT: ret void
define void @vector_constant_component() {
entry:
  %tmp = alloca i32, align 4
  %v = load <4 x i32>, ptr addrspace(3) @gsv, align 16
  %e = extractelement <4 x i32> %v, i32 1
  store i32 %e, ptr %tmp, align 4
  call void @_ZN4hlsl14InterlockedAddERji(ptr noalias %tmp, i32 2)
  %n = load i32, ptr %tmp, align 4
  store i32 %n, ptr addrspace(3) getelementptr (<4 x i32>, ptr addrspace(3) @gsv, i32 0, i32 1), align 4
  ret void
}
