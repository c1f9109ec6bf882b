; RUN: %dxild-opt -passes=dxil-resource-access,dxil-handle-lower -disable-verify %s | FileCheck %s
; RUN: sed -e '/^!dxild.resource.order/d' %s | %dxild-opt -passes=dxil-resource-access,dxil-handle-lower -disable-verify | FileCheck %s --check-prefix=BYREG

; DXC numbers the resources of each class in declaration order (what the
; frontend records in !dxild.resource.order), not by register: here the
; space-1 buffer and u32 are declared first, as in vkd3d's
; structured_buffer_address_wrapping (DXC: Indices t0 space1 is SRV 0,
; Outputs u32 is UAV 0). Without the order the IDs follow the bindings.

target triple = "dxilv1.6-pc-shadermodel6.0-compute"

; CHECK-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; CHECK-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 0, i1 false)
; CHECK-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 32, i1 false)
; CHECK-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 0, i1 false)
; CHECK: !{i32 0, ptr @dx.resource.sym.Indices, !"Indices", i32 1, i32 0, i32 1,
; CHECK: !{i32 1, ptr @dx.resource.sym.Inputs1, !"Inputs1", i32 0, i32 0, i32 1,
; CHECK: !{i32 0, ptr @dx.resource.sym.Outputs, !"Outputs", i32 0, i32 32, i32 1,
; CHECK-NEXT: !{i32 1, ptr @dx.resource.sym.Outputs1, !"Outputs1", i32 0, i32 0, i32 1,
; CHECK-NOT: dxild.resource.order

; BYREG-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 0, i1 false)
; BYREG-DAG: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 1, i32 0, i1 false)
; BYREG: !{i32 0, ptr @dx.resource.sym.Inputs1, !"Inputs1", i32 0, i32 0, i32 1,
; BYREG: !{i32 1, ptr @dx.resource.sym.Indices, !"Indices", i32 1, i32 0, i32 1,
; BYREG: !{i32 0, ptr @dx.resource.sym.Outputs1, !"Outputs1", i32 0, i32 0, i32 1,
; BYREG-NEXT: !{i32 1, ptr @dx.resource.sym.Outputs, !"Outputs", i32 0, i32 32, i32 1,

define void @main() {
  %in = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 0, i32 0, i32 1, i32 0, ptr @n.in)
  %idx = call target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32 1, i32 0, i32 1, i32 0, ptr @n.idx)
  %out1 = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 0, i32 1, i32 0, ptr @n.out1)
  %out = call target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32 0, i32 32, i32 1, i32 0, ptr @n.out)
  %pin = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %in, i32 0)
  %pidx = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0) %idx, i32 0)
  %a = load i32, ptr %pin
  %b = load i32, ptr %pidx
  %s = add i32 %a, %b
  %pout1 = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out1, i32 0)
  %pout = call ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0) %out, i32 0)
  store i32 %s, ptr %pout1
  store i32 %s, ptr %pout
  ret void
}

@n.in = private constant [8 x i8] c"Inputs1\00"
@n.idx = private constant [8 x i8] c"Indices\00"
@n.out1 = private constant [9 x i8] c"Outputs1\00"
@n.out = private constant [8 x i8] c"Outputs\00"

!dxild.resource.order = !{!0, !1, !2, !3}
!0 = !{!"Indices"}
!1 = !{!"Outputs"}
!2 = !{!"Outputs1"}
!3 = !{!"Inputs1"}

declare target("dx.RawBuffer", i32, 0, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_0_0t(i32, i32, i32, i32, ptr)
declare target("dx.RawBuffer", i32, 1, 0) @llvm.dx.resource.handlefrombinding.tdx.RawBuffer_i32_1_0t(i32, i32, i32, i32, ptr)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_0_0t(target("dx.RawBuffer", i32, 0, 0), i32)
declare ptr @llvm.dx.resource.getpointer.p0.tdx.RawBuffer_i32_1_0t(target("dx.RawBuffer", i32, 1, 0), i32)
