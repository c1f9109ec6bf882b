; Modeled on DXC's output for vkd3d's bindless_heap_sm66_uav_counter (cs_6_6),
; in LLVM 22 syntax (opaque pointers). The resource symbol is an external
; global used only by metadata, the form dxil::ResourceInfo::getAsMetadata
; produces; the writer turns it into `%Cbuf* undef` as DXC writes it.
target triple = "dxilv1.6-pc-shadermodel6.6-compute"

%dx.types.Handle = type { ptr }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%Cbuf = type { i32 }

@Cbuf = external constant %Cbuf

define void @main() {
  %1 = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
  %2 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %1, %dx.types.ResourceProperties { i32 13, i32 4 })
  %3 = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %2, i32 0)
  %4 = extractvalue %dx.types.CBufRet.i32 %3, 0
  %5 = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %4, i1 false, i1 false)
  %6 = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %5, %dx.types.ResourceProperties { i32 36876, i32 4 })
  %7 = call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %6, i32 0, i32 0, i32 0, i32 undef, i32 3)
  %8 = call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %6, i8 1)
  ret void
}

declare %dx.types.Handle @dx.op.createHandleFromHeap(i32, i32, i1, i1) #0
declare i32 @dx.op.atomicBinOp.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32) #1
declare i32 @dx.op.bufferUpdateCounter(i32, %dx.types.Handle, i8) #1
declare %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32, %dx.types.Handle, i32) #2
declare %dx.types.Handle @dx.op.annotateHandle(i32, %dx.types.Handle, %dx.types.ResourceProperties) #0
declare %dx.types.Handle @dx.op.createHandleFromBinding(i32, %dx.types.ResBind, i32, i1) #0

attributes #0 = { nounwind memory(none) }
attributes #1 = { nounwind }
attributes #2 = { nounwind memory(read) }

!llvm.ident = !{!0}
!dx.version = !{!1}
!dx.valver = !{!2}
!dx.shaderModel = !{!3}
!dx.resources = !{!4}
!dx.entryPoints = !{!7}

!0 = !{!"dxc(private) 1.9.0.0 (private, 00000000)"}
!1 = !{i32 1, i32 6}
!2 = !{i32 1, i32 10}
!3 = !{!"cs", i32 6, i32 6}
!4 = !{null, null, !5, null}
!5 = !{!6}
!6 = !{i32 0, ptr @Cbuf, !"", i32 0, i32 0, i32 1, i32 4, null}
!7 = !{ptr @main, !"main", null, !4, !8}
!8 = !{i32 0, i64 1073741824, i32 4, !9}
!9 = !{i32 1, i32 1, i32 1}
