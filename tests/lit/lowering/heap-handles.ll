; RUN: %dxild-opt -passes=dxil-resource-access,dxil-handle-lower -disable-verify %s | FileCheck %s

; Descriptor-heap handles (Support/HeapHandles.h): a handlefrombinding with
; range 0 and the heap's marker name becomes createHandleFromHeap(index,
; samplerHeap, nonUniform) + annotateHandle at its place, with the
; properties of its type (a counter use sets hasCounter), and gets no
; dx.resources record; the bound buffer keeps its record and ID 0.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; CHECK-LABEL: define void @main(i32 %i)
; CHECK: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 1 }, i32 0, i1 false)
; CHECK: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %i, i1 false, i1 true)
; CHECK-NEXT: %[[A:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], %dx.types.ResourceProperties { i32 36876, i32 4 })
; CHECK: call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[A]], i8 1)
; CHECK: %[[S:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 7, i1 true, i1 false)
; CHECK-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]], %dx.types.ResourceProperties { i32 4107, i32 0 })
; CHECK-NOT: call target("dx.
define void @main(i32 %i) {
  %b = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @out)
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 0, i32 0, i32 0, i32 %nu, ptr @rheap)
  %n = call i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i8 1)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 %n)
  %v = load float, ptr %p
  ; A raw buffer read from the sampler heap: DXC only sets the sampler bit.
  %s = call target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32 0, i32 0, i32 0, i32 7, ptr @sheap)
  %sp = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0) %s, i32 0)
  %w = load float, ptr %sp
  %sum = fadd float %v, %w
  %q = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %b, i32 0)
  store float %sum, ptr %q
  ret void
}

; CHECK: !dx.resources = !{![[R:[0-9]+]]}
; CHECK: ![[R]] = !{null, ![[U:[0-9]+]], null, null}
; CHECK: ![[U]] = !{![[OUT:[0-9]+]]}
; CHECK: ![[OUT]] = !{i32 0, ptr @dx.resource.sym.Out, !"Out", i32 0, i32 0, i32 1, i32 12,
; CHECK-NOT: heap

@out = private constant [4 x i8] c"Out\00"
@rheap = private constant [22 x i8] c"__dxild_resource_heap\00"
@sheap = private constant [21 x i8] c"__dxild_sampler_heap\00"

declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i8, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i8_1_0t(i32, i32, i32, i32, ptr)
declare i32 @llvm.dx.resource.updatecounter.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i8)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i8_1_0t(target("dx.RawBuffer", i8, 1, 0), i32)
