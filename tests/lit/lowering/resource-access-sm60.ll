; RUN: %dxild-opt -passes=dxil-resource-access -disable-verify %s | FileCheck %s

; rawBufferLoad/Store need SM 6.2: before that, structured buffers use
; bufferLoad/bufferStore with (index, byte offset) and no mask on loads.

target triple = "dxilv1.0-pc-shadermodel6.0-compute"

; CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{.*}}, i32 %i, i32 0)
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{.*}}, i32 %i, i32 0, float {{.*}}, float undef, float undef, float undef, i8 1)
; CHECK-NOT: rawBuffer
define void @main(i32 %i) {
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %i)
  %v = load float, ptr %p
  %d = fadd float %v, 1.0
  store float %d, ptr %p
  ret void
}

declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
