; After inlining, the out-of-line copy of a hidden helper that passes its own
; inout parameter to an atomic is dead: it is deleted rather than reported
; (the binding stage would delete it anyway). A visible function with the
; same body is reported.
; RUN: not %dxild-opt -passes=dxild-lower-intrinsics %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-NOT: bump
; CHECK: error: the destination of 'InterlockedAdd' {{.*}}(in function 'visible(unsigned int&)') [dxild.intrinsics.untraceable-destination]
; CHECK-NOT: error

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

declare i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr, i32)

define hidden void @_Z4bumpRj(ptr %slot) {
  %r = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %slot, i32 2)
  ret void
}

define void @_Z7visibleRj(ptr %slot) {
  %r = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %slot, i32 2)
  ret void
}
