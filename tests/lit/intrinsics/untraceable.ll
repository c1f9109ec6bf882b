; A destination that is neither a resource element nor groupshared memory
; (here a local variable, left as Clang's temporary) is an error naming the
; intrinsic, never a silent non-atomic update.
; RUN: not %dxild-opt -passes=dxild-lower-intrinsics %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: error: the destination of 'InterlockedAdd' must be an element of a RWBuffer, RWStructuredBuffer or RW texture or a groupshared variable; it could not be traced to one {{.*}}(in function 'local()') [dxild.intrinsics.untraceable-destination]
; CHECK: error: the destination of 'InterlockedCompareExchange' {{.*}}(in function 'global()') [dxild.intrinsics.untraceable-destination]

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@static_var = internal global i32 0

declare i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr, i32)
declare i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u32ERjjj(ptr, i32, i32)

define i32 @_Z5localv() {
  %tmp = alloca i32, align 4
  store i32 0, ptr %tmp
  %r = call i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr %tmp, i32 1)
  ret i32 %r
}

; A non-groupshared global (static) is not a valid target either.
define i32 @_Z6globalv() {
  %r = call i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u32ERjjj(ptr @static_var, i32 0, i32 1)
  ret i32 %r
}
