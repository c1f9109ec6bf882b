; RUN: not %dxild-opt -S -passes=dxil-local-resources %s 2>&1 | FileCheck %s

; `RWByteAddressBuffer B; if (c) B = X; else B = Y; B.Store(0, 1);`: the
; variable holds different resources at its use. DXC refuses it too ("local
; resource not guaranteed to map to unique global resource").

; CHECK: error: a local resource variable may hold different resources where it is used ({{.X., .Y.|.Y., .X.}}){{.*}}[dxild.binding.local-resource-not-unique]

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.0-pc-shadermodel6.0-compute"

@X.str = private unnamed_addr constant [2 x i8] c"X\00", align 1
@Y.str = private unnamed_addr constant [2 x i8] c"Y\00", align 1

declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)

define void @main(i1 %c) {
entry:
  %B = alloca target("dx.RawBuffer", i8, 1, 0), align 4
  br i1 %c, label %then, label %else
then:
  %x = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @X.str)
  store target("dx.RawBuffer", i8, 1, 0) %x, ptr %B, align 4
  br label %join
else:
  %y = tail call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 1, i32 1, i32 0, ptr @Y.str)
  store target("dx.RawBuffer", i8, 1, 0) %y, ptr %B, align 4
  br label %join
join:
  %h = load target("dx.RawBuffer", i8, 1, 0), ptr %B, align 4
  %p = tail call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %h, i32 0)
  store i32 1, ptr %p, align 4
  ret void
}
