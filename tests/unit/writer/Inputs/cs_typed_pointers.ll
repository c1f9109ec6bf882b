; Pointer-heavy IR the writer must type: a groupshared array reached through
; constant-expression and byte-offset (i8) GEPs, an alloca array, a loop phi
; over pointers, select of pointers, groupshared atomics, plus constructs
; with no 3.7 encoding that the writer rewrites (fneg, freeze, lifetime).
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@gs = internal addrspace(3) global [64 x float] undef, align 4
@counter = internal addrspace(3) global i32 undef, align 4

define void @main() {
entry:
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %arr = alloca [4 x float], align 4
  call void @llvm.lifetime.start.p0(ptr %arr)
  %slot = getelementptr inbounds [4 x float], ptr %arr, i32 0, i32 1
  store float 1.000000e+00, ptr %slot, align 4
  %byte = getelementptr inbounds i8, ptr %arr, i32 8
  store float 2.000000e+00, ptr %byte, align 4
  %g = getelementptr inbounds [64 x float], ptr addrspace(3) @gs, i32 0, i32 %tid
  store float 3.000000e+00, ptr addrspace(3) %g, align 4
  %c = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @gs, i32 16), align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %p = phi ptr [ %slot, %entry ], [ %q, %loop ]
  %v = load float, ptr %p, align 4
  %n = fneg fast float %v
  %fr = freeze float %n
  %q = getelementptr inbounds float, ptr %p, i32 1
  %next = add nuw nsw i32 %i, 1
  %done = icmp eq i32 %next, 2
  br i1 %done, label %exit, label %loop

exit:
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %sel = select i1 %isodd, ptr %slot, ptr %byte
  %sv = load float, ptr %sel, align 4
  %sum = fadd float %sv, %fr
  %sum2 = fadd float %sum, %c
  call void @llvm.lifetime.end.p0(ptr %arr)
  %old = atomicrmw add ptr addrspace(3) @counter, i32 1 monotonic, align 4
  %pair = cmpxchg ptr addrspace(3) @counter, i32 %old, i32 7 seq_cst seq_cst, align 4
  %bits = bitcast float %sum2 to i32
  %w = extractvalue { i32, i1 } %pair, 0
  %x = xor i32 %bits, %w
  store i32 %x, ptr addrspace(3) @counter, align 4
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #0
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))

attributes #0 = { nounwind memory(none) }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.entryPoints = !{!4}

!0 = !{!"dxild writer test"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 8}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{ptr @main, !"main", null, null, !5}
!5 = !{i32 0, i64 8388608, i32 4, !6}
!6 = !{i32 64, i32 1, i32 1}
