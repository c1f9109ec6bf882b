// `C ? A : B` whose operands HLSL converts to a common type and Clang 22
// refuses: a vector condition over vectors of different element types
// (DirectXTex's BC6H encoder: `(x < 0) ? -x : x` of int3 and uint3), a
// vector against a scalar of another type, a matrix against a scalar or a
// matrix of another element type. The second parse rewrites them into the
// prelude's __dxild_sel (Frontend/MatrixSwizzle.h), element by element with
// the usual arithmetic conversions, as DXC does.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -DERR %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=ERR

RWStructuredBuffer<float3> O : register(u0);
RWStructuredBuffer<float4x4> OM : register(u1);
RWStructuredBuffer<uint3> OU : register(u2);
RWStructuredBuffer<int2x3> OI : register(u3);
RWStructuredBuffer<float2x2> OF : register(u4);
cbuffer C : register(b0) {
  float3 a;
  int3 ia;
  uint3 ua;
  bool b;
  float4x4 M;
  int4x4 IM;
  int2x3 IE;
  int n;
  float2x2 FA;
  float2x2 FB;
};

[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  // float3 vs int3: the int converts.
  // CHECK: [[A0:%.*]] = fcmp {{.*}} ule float [[X0:%[0-9]+]], 0.000000e+00
  // CHECK: [[C0:%.*]] = sitofp i32 {{%[0-9]+}} to float
  // CHECK: [[S0:%.*]] = select {{.*}} i1 [[A0]], float [[C0]], float [[X0]]
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, float [[S0]],
  O[0] = (a > 0) ? a : ia;
  // int3 vs uint3 over three lines: uint3, no conversion instruction.
  // CHECK: [[A1:%.*]] = icmp slt i32 [[I1:%[0-9]+]], 1
  // CHECK: [[S1:%.*]] = select i1 [[A1]], i32 {{%[0-9]+}}, i32 [[I1]]
  // CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, i32 [[S1]],
  OU[0] = (ia > 0)
            ? ia
            : ua;
  // int3 vs a float scalar: float3.
  // CHECK: [[A2:%.*]] = fcmp {{.*}} ogt float {{%[0-9]+}}, 1.000000e+00
  // CHECK: [[C2:%.*]] = sitofp i32 {{%[0-9]+}} to float
  // CHECK: [[S2:%.*]] = select {{.*}} i1 [[A2]], float [[C2]], float 2.500000e+00
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 1, i32 0, float [[S2]],
  O[1] = (a > 1) ? ia : 2.5;
  // A matrix against 0: each element or 0.
  // CHECK-COUNT-16: {{select i1 .*, float 0.000000e\+00$|phi .*float .*\[ 0.000000e\+00, %.* \]$}}
  OM[0] = b ? M : 0;
  // int4x4 against float4x4: float.
  // CHECK: sitofp i32
  OM[1] = b ? IM : M;
  // Nested.
  O[2] = b ? (a > 2 ? ia : a) : (a < 0 ? a : ua);
  // DirectXTex's BC6H sign extension: a bool matrix condition over a scalar
  // and a matrix, with matrix operators nested four deep (a rewrite round
  // each), and a compound assignment on a matrix.
  // CHECK: [[E0:%.*]] = or i32 %{{.*}}, %{{.*}}
  // CHECK: ashr i32 %{{.*}}, 15
  // CHECK: [[Q:%.*]] = icmp eq i32 [[E0]], -32767
  // CHECK: select i1 [[Q]], i32 %{{.*}}, i32 %{{.*}}
  // CHECK: call void @dx.op.bufferStore.i32(i32 69,
  int2x3 E = IE;
  E |= n;
  E = (-E == 0x7FFF) ? -((1 << (n - 1)) - 1)
                     : -(((-E << (n - 1)) + 3) >> 15);
  OI[0] = E;
  // A bool matrix condition over operands of one type: Clang 22 accepts it
  // but converts the condition to its first element (a -Wmatrix-conversion
  // warning, wrong code); it selects element by element, as in DXC.
  // (FA < FB ? FA : FB per element is the minimum: FMin, opcode 36.)
  // CHECK: [[M0:%[0-9]+]] = call float @dx.op.binary.f32(i32 36, float [[A0:%[0-9]+]], float [[B0:%[0-9]+]])
  // CHECK: [[M1:%[0-9]+]] = call float @dx.op.binary.f32(i32 36, float [[A1:%[0-9]+]], float [[B1:%[0-9]+]])
  // CHECK: [[M2:%[0-9]+]] = call float @dx.op.binary.f32(i32 36,
  // CHECK: [[M3:%[0-9]+]] = call float @dx.op.binary.f32(i32 36,
  // CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float [[M0]], float [[M1]], float [[M2]], float [[M3]], i8 15)
  OF[0] = (FA < FB) ? FA : FB;
#ifdef ERR
  // Lines and columns after a rewritten conditional are the user's.
  // ERR: conditional-mixed-types.hlsl:[[@LINE+1]]:10: error: use of undeclared identifier 'nothing'
  O[3] = nothing;
#endif
}
