// A function Clang 22 still generates as invalid IR is a compile error that
// names it (Intrinsics/VerifyFrontendOutput.h); LLVM's verifier used to
// abort the worker ("internal compiler error: the compiler crashed (signal
// ABRT)"). The construct below is one dxild does not repair yet: a matrix
// cast that truncates and converts the elements, passed straight to a
// template function (assigned to a local first, it compiles).

// RUN: not %dxilc -T cs_6_6 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -DLOCAL %s -Fo %t.dxil

// CHECK: error: Clang 22 generated invalid IR for function 'main(unsigned int)' (DestTy too small for FPExt: {{.*}}); this construct is not supported yet
// CHECK-NOT: crashed

StructuredBuffer<float4x4> M : register(t0);
RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  float4x4 Bones = M[I];
#ifdef LOCAL
  half3x3 R = (half3x3)Bones;
  Out[I] = float4(mul(R, half3(1, 2, 3)), 1);
#else
  Out[I] = float4(mul((half3x3)Bones, half3(1, 2, 3)), 1);
#endif
}
