; Instruction and constant forms beyond the dx.op calls of the other inputs:
; switch (whose case values LLVM 22 keeps outside the operand list), vector
; element ops, fast-math compares, half arithmetic, aggregate and data-array
; constants (half arrays have no 3.7 DATA form), strings, metadata call
; operands, exact/nuw/nsw flags, unreachable and a loop phi.
target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64"
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@table = internal constant [4 x i32] [i32 1, i32 -2, i32 2147483647, i32 -2147483648], align 4
@halves = internal constant [3 x half] [half 0xH3C00, half 0xH4000, half 0xH0000], align 2

define void @main() {
entry:
  %tid = call i32 @dx.op.threadId.i32(i32 93, i32 0)
  %s = shufflevector <2 x i32> <i32 1, i32 2>, <2 x i32> undef, <2 x i32> <i32 1, i32 0>
  %e = extractelement <2 x i32> %s, i32 0
  %ins = insertelement <2 x i32> %s, i32 %tid, i32 1
  %e2 = extractelement <2 x i32> %ins, i32 1
  %q = sdiv exact i32 %e2, 4
  %w = add nuw nsw i32 %q, %e
  switch i32 %w, label %other [ i32 1, label %one
                                i32 7, label %seven ]
one:
  %f = fcmp fast olt float 1.0, 2.0
  br i1 %f, label %loop, label %other
seven:
  %h = fadd half 0xH3C00, 0xH3C00
  %hd = fpext half %h to double
  %ds = alloca [2 x double], align 8
  store [2 x double] [double 1.0, double 2.0], ptr %ds, align 8
  %d0 = getelementptr inbounds [2 x double], ptr %ds, i32 0, i32 1
  store double %hd, ptr %d0, align 8
  %ws = alloca [4 x i8], align 1
  store [4 x i8] c"ab\00c", ptr %ws, align 1
  %cs = alloca [3 x i8], align 1
  store [3 x i8] c"ok\00", ptr %cs, align 1
  %r = call float @llvm.experimental.constrained.fadd.f32(float 1.0, float 2.0, metadata !"round.dynamic", metadata !"fpexcept.strict") #1
  br label %loop
loop:
  %i = phi i32 [ 0, %one ], [ 0, %seven ], [ %next, %loop ]
  %gp = getelementptr inbounds [4 x i32], ptr @table, i32 0, i32 %i
  %tv = load i32, ptr %gp, align 4
  %hp = getelementptr inbounds [3 x half], ptr @halves, i32 0, i32 %i
  %hv = load half, ptr %hp, align 2
  %next = add i32 %i, %tv
  %done = icmp sge i32 %next, 3
  br i1 %done, label %other, label %loop
other:
  %sel = select i1 true, i32 %tid, i32 5
  %dead = icmp eq i32 %sel, 99
  br i1 %dead, label %never, label %exit
never:
  unreachable
exit:
  ret void
}

declare i32 @dx.op.threadId.i32(i32, i32) #0
declare float @llvm.experimental.constrained.fadd.f32(float, float, metadata, metadata)

attributes #0 = { nounwind memory(none) }
attributes #1 = { strictfp }

!dx.version = !{!0}
!dx.valver = !{!0}
!dx.shaderModel = !{!1}
!dx.entryPoints = !{!2}

!0 = !{i32 1, i32 6}
!1 = !{!"cs", i32 6, i32 6}
!2 = !{ptr @main, !"main", null, null, !3}
!3 = !{i32 0, i64 8388608, i32 4, !4}
!4 = !{i32 8, i32 1, i32 1}
