; Names the Intrinsics stage does not know, or known names with a signature
; the prelude never emits, are errors rather than unresolved externals: only
; the exchange exists for float destinations (DXIL has no float arithmetic
; atomics), and f32tof16 converts one float.
; RUN: not %dxild-opt -passes=dxild-lower-intrinsics %s -o /dev/null 2>&1 | FileCheck %s

; CHECK-DAG: error: unknown dxild intrinsic '__dxild_interlocked_add_f32' (the prelude and the Intrinsics stage disagree) [dxild.intrinsics.unknown]
; CHECK-DAG: error: 'InterlockedExchange' has an unexpected signature (in function 'exchange_double(double)') [dxild.intrinsics.unknown]
; CHECK-DAG: error: 'f32tof16' has an unexpected signature (in function 'two_args(float)') [dxild.intrinsics.unknown]

target triple = "dxilv1.6-pc-shadermodel6.6-compute"

@gf = hidden addrspace(3) global float 0.0, align 4
@gd = hidden addrspace(3) global double 0.0, align 8

declare float @_ZN4hlsl27__dxild_interlocked_add_f32ERff(ptr, float)
declare double @_ZN4hlsl32__dxild_interlocked_exchange_f32ERdd(ptr, double)
declare i32 @_ZN4hlsl16__dxild_f32tof16Eff(float, float)

define float @_Z7add_flti() {
  %r = call float @_ZN4hlsl27__dxild_interlocked_add_f32ERff(ptr addrspacecast (ptr addrspace(3) @gf to ptr), float 1.0)
  ret float %r
}

define double @_Z15exchange_doubled(double %v) {
  %r = call double @_ZN4hlsl32__dxild_interlocked_exchange_f32ERdd(ptr addrspacecast (ptr addrspace(3) @gd to ptr), double %v)
  ret double %r
}

define i32 @_Z8two_argsf(float %x) {
  %r = call i32 @_ZN4hlsl16__dxild_f32tof16Eff(float %x, float %x)
  ret i32 %r
}
