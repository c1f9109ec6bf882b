; Input of handle-phis.ll: a loop phi of two different resources.
target triple = "dxilv1.6-pc-shadermodel6.6-compute"
@A.str = private unnamed_addr constant [2 x i8] c"A\00", align 1
@B.str = private unnamed_addr constant [2 x i8] c"B\00", align 1
define void @main(i32 %n) {
entry:
  %a = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @A.str)
  %b = call target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32 0, i32 1, i32 1, i32 0, ptr @B.str)
  br label %loop
loop:
  %h = phi target("dx.TypedBuffer", i32, 1, 0, 0) [ %a, %entry ], [ %b, %loop ]
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0) %h, i32 0)
  store i32 1, ptr %p, align 4
  %c = icmp eq i32 %n, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
declare target("dx.TypedBuffer", i32, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_i32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_i32_1_0_0t(target("dx.TypedBuffer", i32, 1, 0, 0), i32)
