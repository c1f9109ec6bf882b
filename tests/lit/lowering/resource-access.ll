; RUN: %dxild-opt -passes=dxil-resource-access -disable-verify %s | FileCheck %s

; Structured-buffer loads and stores become rawBufferLoad/Store on groups of
; at most four contiguous components, with index + byte offset, the
; component mask and the alignment DXIL requires (offsets in DXC's layout,
; Lowering/HLSLRawLayout.h; the same as Clang's for this struct).

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%struct.S = type { <4 x float>, i32 }

; CHECK-LABEL: define void @main(
; CHECK: %[[H:.*]] = call %dx.types.Handle @dxild.handle.cast.0(target("dx.RawBuffer", %struct.S, 1, 0) %h)
; CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[H]], i32 %i, i32 0, i8 15, i32 4)
; CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{.*}}, i32 %i, i32 16, i8 1, i32 4)
; CHECK: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle {{.*}}, i32 %i, i32 0, float {{.*}}, float {{.*}}, float {{.*}}, float undef, i8 7, i32 4)
; CHECK-NOT: getpointer
define void @main(i32 %i) "hlsl.shader"="compute" "hlsl.numthreads"="1,1,1" {
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  %v = load <4 x float>, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i32 16
  %n = load i32, ptr %q
  %w = shufflevector <4 x float> %v, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  store <3 x float> %w, ptr %p
  ret void
}

; Byte-address buffers: the byte address is the index and the element offset
; is undef.
; CHECK-LABEL: define void @raw(
; CHECK: %[[A:.*]] = add i32 %off, 8
; CHECK: call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle {{.*}}, i32 %[[A]], i32 undef, i8 3, i32 4)
define void @raw(i32 %off) {
  %h = call target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32 0, i32 1, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0) %h, i32 %off)
  %q = getelementptr inbounds i8, ptr %p, i32 8
  %v = load <2 x i32>, ptr %q
  ret void
}

; Typed buffers: bufferLoad/bufferStore with an undef second coordinate.
; CHECK-LABEL: define void @typed(
; CHECK: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68, %dx.types.Handle {{.*}}, i32 %i, i32 undef)
; CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{.*}}, i32 %i, i32 undef, float {{.*}}, float {{.*}}, float {{.*}}, float {{.*}}, i8 15)
define void @typed(i32 %i) {
  %h = call target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32 0, i32 2, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0) %h, i32 %i)
  %v = load <4 x float>, ptr %p
  %d = fadd <4 x float> %v, %v
  store <4 x float> %d, ptr %p
  ret void
}

; Atomics on a structured UAV element: atomicBinOp with (index, offset).
; CHECK-LABEL: define i32 @atomic(
; CHECK: %[[OLD:.*]] = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle {{.*}}, i32 0, i32 %i, i32 16, i32 undef, i32 1)
; CHECK: ret i32 %[[OLD]]
define i32 @atomic(i32 %i) {
  %h = call target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32 0, i32 0, i32 1, i32 0, ptr null)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0) %h, i32 %i)
  %q = getelementptr inbounds i8, ptr %p, i32 16
  %old = atomicrmw add ptr %q, i32 1 monotonic
  ret i32 %old
}

declare target("dx.RawBuffer", %struct.S, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_s_struct.Ss_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_s_struct.Ss_1_0t(target("dx.RawBuffer", %struct.S, 1, 0), i32)
declare target("dx.RawBuffer", i8, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_0_0t(target("dx.RawBuffer", i8, 0, 0), i32)
declare target("dx.TypedBuffer", <4 x float>, 1, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.TypedBuffer_v4f32_1_0_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.TypedBuffer_v4f32_1_0_0t(target("dx.TypedBuffer", <4 x float>, 1, 0, 0), i32)
