; RUN: %dxild-opt -passes=dxil-resource-access,dxil-handle-lower -disable-verify %s | FileCheck %s --check-prefix=SM66
; RUN: sed -e 's/shadermodel6.6/shadermodel6.0/' %s | %dxild-opt -passes=dxil-resource-access,dxil-handle-lower -disable-verify | FileCheck %s --check-prefix=SM60

; Handles: SM 6.6 uses createHandleFromBinding + annotateHandle with the
; packed properties; SM 6.0 uses createHandle with the range ID. Both index
; with the absolute register, and NonUniformResourceIndex sets the bit.

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

; SM66: %[[B:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 6, i32 2, i8 1 }, i32 %{{.*}}, i1 true)
; SM66: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]], %dx.types.ResourceProperties { i32 4108, i32 4 })
; SM60: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 %{{.*}}, i1 true)
; SM66-NOT: call target("dx.
; SM60-NOT: call target("dx.
define void @main(i32 %i) {
  %nu = call i32 @llvm.dx.resource.nonuniformindex(i32 %i)
  %h = call target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32 2, i32 3, i32 4, i32 %nu, ptr @name)
  %p = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0) %h, i32 0)
  store float 1.0, ptr %p
  ret void
}

@name = private constant [4 x i8] c"Buf\00"

; SM66: !dx.resources = !{![[R:[0-9]+]]}
; SM66: ![[R]] = !{null, ![[U:[0-9]+]], null, null}
; SM66: !{i32 0, ptr @dx.resource.sym.Buf, !"Buf", i32 2, i32 3, i32 4, i32 12, i1 false, i1 false, i1 false, ![[T:[0-9]+]]}
; SM66: ![[T]] = !{i32 1, i32 4}

declare i32 @llvm.dx.resource.nonuniformindex(i32)
declare target("dx.RawBuffer", float, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_f32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_f32_1_0t(target("dx.RawBuffer", float, 1, 0), i32)
