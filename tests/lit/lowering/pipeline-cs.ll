; RUN: %dxild-opt -passes=dxil-lower %s | FileCheck %s

; The whole stage on a small compute shader: DXIL ops, no vectors, metadata
; and shader flags (raw/structured buffers = bit 4; SM 6.7 UAV use adds
; ResMayNotAlias, bit 33).

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.7-pc-shadermodel6.7-compute"

; CHECK-LABEL: define void @main() {
; CHECK: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK: call i32 @dx.op.threadId.i32(i32 93, i32 0)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, {{.*}}, i8 15, i32 4)
; CHECK: call float @dx.op.unary.f32(i32 24,
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, {{.*}}, i8 15, i32 4)
; CHECK-NOT: <4 x float>
; CHECK: !dx.version = !{![[V:[0-9]+]]}
; CHECK: !dx.valver = !{![[VV:[0-9]+]]}
; CHECK: !dx.shaderModel = !{![[SM:[0-9]+]]}
; CHECK: !dx.entryPoints = !{![[EP:[0-9]+]]}
; CHECK: ![[V]] = !{i32 1, i32 7}
; CHECK: ![[VV]] = !{i32 1, i32 8}
; CHECK: ![[SM]] = !{!"cs", i32 6, i32 7}
; CHECK: ![[EP]] = !{ptr @main, !"main", null, !{{[0-9]+}}, ![[P:[0-9]+]]}
; CHECK: ![[P]] = !{i32 0, i64 8589934608, i32 4, ![[NT:[0-9]+]]}
; CHECK: ![[NT]] = !{i32 8, i32 1, i32 1}
define void @main() "hlsl.shader"="compute" "hlsl.numthreads"="8,1,1" {
  %h = call target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %t = call i32 @llvm.dx.thread.id(i32 0)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0) %h, i32 %t)
  %v = load <4 x float>, ptr %p
  %s = call <4 x float> @llvm.sqrt.v4f32(<4 x float> %v)
  store <4 x float> %s, ptr %p
  ret void
}

declare i32 @llvm.dx.thread.id(i32)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>)
declare target("dx.RawBuffer", <4 x float>, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_v4f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_v4f32_1_0t(target("dx.RawBuffer", <4 x float>, 1, 0), i32)
