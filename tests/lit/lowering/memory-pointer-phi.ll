; RUN: %dxild-opt -S -passes=dxil-memory-pointer-phi %s | FileCheck %s

; DXIL has no pointer values: accesses to allocas and groupshared memory are
; GEPs of the object itself. Pointer phis and selects Clang's optimizer
; leaves become byte offsets from their one object, and accesses through a
; select of two objects an if/else (vkd3d's cs_wmma_alloca and
; cs_64bit_atomics_shared).

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@uv = hidden addrspace(3) global [11 x i64] zeroinitializer, align 8
@sv = hidden addrspace(3) global [11 x i64] zeroinitializer, align 8

; A pointer induction variable over a local array (loop strength reduction).
; CHECK-LABEL: define i32 @iv(
; CHECK: loop:
; CHECK-NEXT: %p.off = phi i32 [ 0, %entry ], [ %[[NEXT:.*]], %loop ]
; CHECK: %p = getelementptr inbounds i8, ptr %arr, i32 %p.off
; CHECK: store i32 %n, ptr %p
; CHECK: %[[NEXT]] = add i32 %p.off, 4
define i32 @iv(i32 %n) {
entry:
  %arr = alloca [4 x i32], align 4
  br label %loop
loop:
  %p = phi ptr [ %arr, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %n, ptr %p, align 4
  %next = getelementptr inbounds i8, ptr %p, i32 4
  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, 4
  br i1 %done, label %exit, label %loop
exit:
  %e = getelementptr inbounds i8, ptr %arr, i32 8
  %v = load i32, ptr %e, align 4
  ret i32 %v
}

; A select within one object: a select of offsets.
; CHECK-LABEL: define i64 @same(
; CHECK: %[[A:.*]] = mul nsw i32 %i, 8
; CHECK: %[[B:.*]] = add i32 %[[A]], 8
; CHECK: %s.off = select i1 %c, i32 %[[A]], i32 %[[B]]
; CHECK-NEXT: %s = getelementptr inbounds i8, ptr addrspace(3) @uv, i32 %s.off
; CHECK-NEXT: load i64, ptr addrspace(3) %s
define i64 @same(i1 %c, i32 %i) {
  %a = getelementptr inbounds i64, ptr addrspace(3) @uv, i32 %i
  %b = getelementptr inbounds i8, ptr addrspace(3) %a, i32 8
  %s = select i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %b
  %v = load i64, ptr addrspace(3) %s, align 8
  ret i64 %v
}

; `c ? sv[i] : uv[i]` on two groupshared arrays: a branch per array.
; CHECK-LABEL: define i64 @two(
; CHECK: br i1 %c, label %[[T:.*]], label %[[E:.*]]
; CHECK: [[T]]:
; CHECK-NEXT: %[[VT:.*]] = load i64, ptr addrspace(3) %a
; CHECK: [[E]]:
; CHECK-NEXT: %[[VE:.*]] = load i64, ptr addrspace(3) %b
; CHECK: %v = phi i64 [ %[[VT]], %[[T]] ], [ %[[VE]], %[[E]] ]
; CHECK: br i1 %c, label %[[T2:.*]], label %[[E2:.*]]
; CHECK: [[T2]]:
; CHECK-NEXT: store i64 %v, ptr addrspace(3) %a
; CHECK: [[E2]]:
; CHECK-NEXT: store i64 %v, ptr addrspace(3) %b
; CHECK-NOT: select
; CHECK: ret i64 %v
define i64 @two(i1 %c, i32 %i) {
  %a = getelementptr inbounds nuw i64, ptr addrspace(3) @sv, i32 %i
  %b = getelementptr inbounds nuw i64, ptr addrspace(3) @uv, i32 %i
  %s = select i1 %c, ptr addrspace(3) %a, ptr addrspace(3) %b
  %v = load i64, ptr addrspace(3) %s, align 8
  store i64 %v, ptr addrspace(3) %s, align 8
  ret i64 %v
}

@w2 = internal constant [2 x i32] [i32 0, i32 64]
@w3 = internal constant [3 x i32] [i32 0, i32 27, i32 64]
@w4 = internal constant [4 x i32] [i32 0, i32 21, i32 43, i32 64]

; SimplifyCFG's switch-to-lookup: `bits == 2 ? w2 : bits == 3 ? w3 : w4`
; selects the table and indexes the result (DXC's BC7Decode sample). Each
; table is read in its own branch, the nested select split in turn.
; CHECK-LABEL: define i32 @table(
; CHECK: br i1 %is2, label %[[T2:.*]], label %[[NOT2:.*]]
; CHECK: [[T2]]:
; CHECK-NEXT: %[[P2:.*]] = getelementptr inbounds nuw i32, ptr @w2, i32 %i
; CHECK-NEXT: %[[V2:.*]] = load i32, ptr %[[P2]]
; CHECK: [[NOT2]]:
; CHECK-NEXT: br i1 %is3, label %[[T3:.*]], label %[[T4:.*]]
; CHECK: [[T3]]:
; CHECK-NEXT: %[[P3:.*]] = getelementptr inbounds nuw i32, ptr @w3, i32 %i
; CHECK-NEXT: %[[V3:.*]] = load i32, ptr %[[P3]]
; CHECK: [[T4]]:
; CHECK-NEXT: %[[P4:.*]] = getelementptr inbounds nuw i32, ptr @w4, i32 %i
; CHECK-NEXT: %[[V4:.*]] = load i32, ptr %[[P4]]
; CHECK: %[[V34:.*]] = phi i32 [ %[[V3]], %[[T3]] ], [ %[[V4]], %[[T4]] ]
; CHECK: %v = phi i32 [ %[[V2]], %[[T2]] ], [ %[[V34]], %{{.*}} ]
; CHECK-NOT: select
; CHECK: ret i32 %v
define i32 @table(i32 %bits, i32 %i) {
  %is3 = icmp eq i32 %bits, 3
  %s34 = select i1 %is3, ptr @w3, ptr @w4
  %is2 = icmp eq i32 %bits, 2
  %s = select i1 %is2, ptr @w2, ptr %s34
  %p = getelementptr inbounds nuw i32, ptr %s, i32 %i
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; A store through a getelementptr of a select of two groupshared arrays.
; CHECK-LABEL: define void @storegep(
; CHECK: br i1 %c, label %[[T:.*]], label %[[E:.*]]
; CHECK: [[T]]:
; CHECK-NEXT: %[[PT:.*]] = getelementptr inbounds i64, ptr addrspace(3) @sv, i32 %i
; CHECK-NEXT: store i64 %x, ptr addrspace(3) %[[PT]]
; CHECK: [[E]]:
; CHECK-NEXT: %[[PE:.*]] = getelementptr inbounds i64, ptr addrspace(3) @uv, i32 %i
; CHECK-NEXT: store i64 %x, ptr addrspace(3) %[[PE]]
; CHECK-NOT: select
; CHECK: ret void
define void @storegep(i1 %c, i32 %i, i64 %x) {
  %s = select i1 %c, ptr addrspace(3) @sv, ptr addrspace(3) @uv
  %p = getelementptr inbounds i64, ptr addrspace(3) %s, i32 %i
  store i64 %x, ptr addrspace(3) %p, align 8
  ret void
}

; A load through a phi of two constant arrays in the phi's block
; (SimplifyCFG sinking `if (y == 2) v = a2[x]; else if (y == 4) v = a4[x];`,
; DynamicCheckerboardRendering's upsample passes): a load from each array at
; the end of its predecessor and a phi of the values.
@a2 = internal constant [2 x i32] [i32 1, i32 0]
@a4 = internal constant [4 x i32] [i32 0, i32 1, i32 2, i32 3]

; CHECK-LABEL: define i32 @phi_of_tables(
; CHECK: entry:
; CHECK: %[[P2:.*]] = getelementptr inbounds nuw i32, ptr @a2, i32 %x
; CHECK: %[[L2:.*]] = load i32, ptr %[[P2]]
; CHECK: four:
; CHECK: %[[P4:.*]] = getelementptr inbounds nuw i32, ptr @a4, i32 %x
; CHECK: %[[L4:.*]] = load i32, ptr %[[P4]]
; CHECK: join:
; CHECK-NEXT: %v = phi i32 [ %[[L4]], %four ], [ %[[L2]], %entry ]
; CHECK-NOT: phi ptr
define i32 @phi_of_tables(i32 %y, i32 %x) {
entry:
  switch i32 %y, label %exit [
    i32 2, label %join
    i32 4, label %four
  ]
four:
  br label %join
join:
  %t = phi ptr [ @a4, %four ], [ @a2, %entry ]
  %p = getelementptr inbounds nuw i32, ptr %t, i32 %x
  %v = load i32, ptr %p, align 4
  br label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %v, %join ]
  ret i32 %r
}

; The load in a block the phi's block reaches through a single-predecessor
; block, an early return between them (RBDOOM-3-BFG's `float3 b[2]` read
; as `b[side]` after `if (...) return 1;`): the same split.
; CHECK-LABEL: define float @phi_then_return(
; CHECK: entry:
; CHECK: %[[LA:.*]] = load float, ptr %a
; CHECK: other:
; CHECK: %[[LB:.*]] = load float, ptr %b
; CHECK: join:
; CHECK-NEXT: %v = phi float [ %[[LA]], %entry ], [ %[[LB]], %other ]
; CHECK: use:
; CHECK-NEXT: ret float %v
define float @phi_then_return(i1 %c, i1 %d) {
entry:
  %a = alloca float
  %b = alloca float
  store float 1.0, ptr %a
  store float 2.0, ptr %b
  br i1 %c, label %join, label %other
other:
  br label %join
join:
  %p = phi ptr [ %a, %entry ], [ %b, %other ]
  br i1 %d, label %early, label %use
early:
  ret float 0.0
use:
  %v = load float, ptr %p
  ret float %v
}

; The index computed after the join (SimplifyCFG sank `a[j] + a[j + 1]` and
; `b[k] + b[k + 1]` of two branches and merged `j` and `k` too: Capsaicin's
; ACES tone map), so no predecessor can load: the phi becomes a select on
; which predecessor came in, and each access an if/else on it.
; CHECK-LABEL: define i32 @phi_index_after_join(
; CHECK: join:
; CHECK-NEXT: %t.which = phi i32 [ 0, %two ], [ 1, %four ]
; CHECK-NEXT: %j = phi i32 [ %x, %two ], [ %y, %four ]
; CHECK-NEXT: %[[IS2:.*]] = icmp eq i32 %t.which, 0
; CHECK-NEXT: %k = add i32 %j, 1
; CHECK-NEXT: br i1 %[[IS2]],
; CHECK: getelementptr inbounds nuw i32, ptr @a2, i32 %k
; CHECK: getelementptr inbounds nuw i32, ptr @a4, i32 %k
; CHECK-NOT: phi ptr
; CHECK: ret i32
define i32 @phi_index_after_join(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %two, label %four
two:
  br label %join
four:
  br label %join
join:
  %t = phi ptr [ @a2, %two ], [ @a4, %four ]
  %j = phi i32 [ %x, %two ], [ %y, %four ]
  %k = add i32 %j, 1
  %p = getelementptr inbounds nuw i32, ptr %t, i32 %k
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
