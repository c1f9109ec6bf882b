// Unary minus on a matrix (DirectXTK's `mul(-lightDirections, normal)`):
// Clang 22 refuses it; the frontend reparses with each refused `-` written
// as `(-1*OPERAND)` (MatrixSwizzle.h). Values are checked after constant
// folding; a diagnostic after a rewritten negation keeps the user's column.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_5 -E main -D CLANG_ERRORS %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=ERR

RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<int4> IOut : register(u1);

float2x2 make() { return float2x2(1, 2, 3, 4); }

struct Holder { float2x2 M[2]; };

[numthreads(1, 1, 1)]
void main() {
  float2x2 M = float2x2(1, -2, 3, 0.5);
  int2x2 I = int2x2(5, -6, 7, 8);
  Holder H;
  H.M[0] = M;
  H.M[1] = make();
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float -1.000000e+00, float 2.000000e+00, float -3.000000e+00, float -5.000000e-01, i8 15, i32 4)
  float2x2 N = -M;
  Out[0] = float4(N[0], N[1]);
  // A call, a member chain with subscripts, a cast, a parenthesized sum.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float -1.000000e+00, float -2.000000e+00, float -3.000000e+00, float -4.000000e+00, i8 15, i32 4)
  float2x2 C = -make();
  Out[1] = float4(C[0], C[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float -1.000000e+00, float -2.000000e+00, float -3.000000e+00, float -4.000000e+00, i8 15, i32 4)
  float2x2 HM = -H.M[1];
  Out[2] = float4(HM[0], HM[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float -5.000000e+00, float 6.000000e+00, float -7.000000e+00, float -8.000000e+00, i8 15, i32 4)
  float2x2 F = -(float2x2)I;
  Out[3] = float4(F[0], F[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, float -2.000000e+00, float -0.000000e+00, float -6.000000e+00, float -4.500000e+00, i8 15, i32 4)
  float2x2 S = -(M + make());
  Out[4] = float4(S[0], S[1]);
  // Integers; a negation inside a product binds to its operand only.
  // CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 -5, i32 6, i32 -14, i32 -16, i8 15, i32 4)
  int2x2 J = -I * int2x2(1, 1, 2, 2);
  IOut[0] = int4(J[0], J[1]);
  // A vector row is negated as before (no rewrite needed).
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float -1.000000e+00, float 2.000000e+00, float -3.000000e+00, float -5.000000e-01, i8 15, i32 4)
  Out[5] = float4(-M[0], -M[1]);
#ifdef CLANG_ERRORS
  // ERR: matrix-negate.hlsl:[[@LINE+1]]:36: error: use of undeclared identifier 'undeclared'
  Out[6] = float4(-M[0], (-M)[1] + undeclared, 0);
#endif
}
