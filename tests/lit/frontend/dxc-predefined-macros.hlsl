// The macros DXC predefines that Clang 22 lacks or defines otherwise
// (Frontend/PreludePCH.cpp): shaders test `__hlsl_dx_compiler` to tell DXC
// from FXC (NVIDIA's MathLib) and `__HLSL_VERSION` for the language
// version, which is DXC's number (2021 by default), not Clang's (2028).
// The compiles load the precompiled prelude: -WX shows that the PCH and the
// compile agree on the macros (no "macro redefined").

// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fc - | FileCheck %s --check-prefix=DEFAULT
// RUN: %dxilc -T cs_6_0 -E main -WX -HV 2018 %s -Fc - | FileCheck %s --check-prefix=HV2018
// RUN: %dxilc -T cs_6_0 -E main -WX -HV 202x %s -Fc - | FileCheck %s --check-prefix=HV202X
// RUN: %dxilc -T cs_6_0 -E main -P %s -Fi - | FileCheck %s --check-prefix=PP

RWBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
#ifdef __hlsl_dx_compiler
  Out[0] = __HLSL_VERSION;
#endif
  Out[1] = __DXC_VERSION_MAJOR * 100 + __DXC_VERSION_MINOR;
}

// DEFAULT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 0, i32 undef, i32 2021,
// DEFAULT: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 1, i32 undef, i32 109,
// HV2018: i32 0, i32 undef, i32 2018,
// HV202X: i32 0, i32 undef, i32 2029,
// PP: Out[0] = 2021;
// PP: Out[1] = 1 * 100 + 9;
