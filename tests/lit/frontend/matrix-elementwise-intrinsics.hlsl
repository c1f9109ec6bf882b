// Element-wise intrinsics on matrices (DXC's `<>` forms): the prelude's
// generated matrix templates apply the scalar/vector overloads row by row;
// other element types convert first (atan2(int2x2, ...) is float2x2); all
// and any reduce every element.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_5 -E main -enable-16bit-types -D HALF %s -Fc - | FileCheck %s --check-prefix=HALF

RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4> In : register(t0);

[numthreads(1, 1, 1)]
void main() {
  float2x2 A = float2x2(-1.5, 2.25, 0.5, -4);
  float2x2 B = float2x2(2, 3, 1, 0.5);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.500000e+00, float 2.250000e+00, float 5.000000e-01, float 4.000000e+00, i8 15, i32 4)
  float2x2 R = abs(A);
  Out[0] = float4(R[0], R[1]);
  // CHECK: [[S0:%[0-9]+]] = call float @dx.op.unary.f32(i32 7, float -1.500000e+00)
  // CHECK: [[S1:%[0-9]+]] = call float @dx.op.unary.f32(i32 7, float 2.250000e+00)
  // CHECK: [[S2:%[0-9]+]] = call float @dx.op.unary.f32(i32 7, float 5.000000e-01)
  // CHECK: [[S3:%[0-9]+]] = call float @dx.op.unary.f32(i32 7, float -4.000000e+00)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float [[S0]], float [[S1]], float [[S2]], float [[S3]], i8 15, i32 4)
  R = saturate(A);
  Out[1] = float4(R[0], R[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 2.000000e+00, float 3.000000e+00, float 1.000000e+00, float 5.000000e-01, i8 15, i32 4)
  R = max(A, B);
  Out[2] = float4(R[0], R[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float 1.000000e+00, float 0.000000e+00, float 1.000000e+00, float 1.000000e+00, i8 15, i32 4)
  R = step(A, 1);
  Out[3] = float4(R[0], R[1]);
  // clamp with scalar bounds, lerp, floor, sign (an int matrix).
  // CHECK: [[MAX0:%[0-9]+]] = call float @dx.op.binary.f32(i32 35, float -1.500000e+00, float -1.000000e+00)
  // CHECK: [[MIN0:%[0-9]+]] = call float @dx.op.binary.f32(i32 36, float [[MAX0]], float 1.000000e+00)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, float [[MIN0]],
  R = clamp(A, -1, 1);
  Out[4] = float4(R[0], R[1]);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float 2.500000e-01, float 2.625000e+00, float 7.500000e-01, float -1.750000e+00, i8 15, i32 4)
  R = lerp(A, B, 0.5);
  Out[5] = float4(R[0], R[1]);
  int2x2 S = sign(A);
  float2x2 F = floor(A);
  // CHECK: sitofp i32 -1 to float
  // CHECK: sitofp i32 -1 to float
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, float %{{.*}}, float %{{.*}}, float -2.000000e+00, float -4.000000e+00, i8 15, i32 4)
  Out[6] = float4(S[0][0], S[1][1], F[0][0], F[1][1]);
  // modf with an out matrix.
  float2x2 Whole;
  float2x2 Frac = modf(A, Whole);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, float -5.000000e-01, float 2.500000e-01, float -1.000000e+00, float 2.000000e+00, i8 15, i32 4)
  Out[7] = float4(Frac[0], Whole[0]);

  // Run-time values: one DXIL operation per element, as DXC emits.
  float2x2 X = float2x2(In[0]);
  float2x2 Y = float2x2(In[1]);
  // CHECK-COUNT-4: call float @dx.op.unary.f32(i32 13,
  R = sin(X);
  Out[8] = float4(R[0], R[1]);
  // CHECK-COUNT-4: call float @dx.op.unary.f32(i32 21,
  R = exp(X);
  Out[9] = float4(R[0], R[1]);
  // pow(x, y) is exp2(y * log2(x)) per element, as DXC expands it.
  // CHECK-COUNT-4: call float @dx.op.unary.f32(i32 23,
  // CHECK-COUNT-4: call float @dx.op.unary.f32(i32 21,
  R = pow(X, Y);
  Out[10] = float4(R[0], R[1]);
  // An int matrix converts to float (DXC: atan2 is float-only).
  int2x2 I = int2x2(1, 2, 3, 4);
  float2x2 T = atan2(I, I);
  // CHECK-COUNT-4: call float @dx.op.unary.f32(i32 17, float 1.000000e+00)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 11, i32 0,
  Out[11] = float4(T[0], T[1]);
  // all/any of a matrix reduce every element, row by row (the rows' results
  // are left unfolded by the pipeline: row 0 true, row 1 false, ...).
  // CHECK-DAG: [[ALL0:%.*]] = and i1 true, false
  // CHECK-DAG: [[ANY1:%.*]] = or i1 false, true
  // CHECK-DAG: [[ALL2:%.*]] = and i1 true, true
  // CHECK-DAG: [[F0:%.*]] = uitofp i1 [[ALL0]] to float
  // CHECK-DAG: [[F1:%.*]] = uitofp i1 [[ANY1]] to float
  // CHECK-DAG: [[F2:%.*]] = uitofp i1 [[ALL2]] to float
  // CHECK-DAG: [[F3:%.*]] = uitofp i1 false to float
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 13, i32 0, float [[F0]], float [[F1]], float [[F2]], float [[F3]], i8 15, i32 4)
  Out[13] = float4(all(float2x2(1, 2, 3, 0)), any(int3x1(0, 0, 2)),
                   all(float2x2(1, 2, 3, 4)), any(float2x2(0, 0, 0, 0)));
#ifdef HALF
  // HALF: call half @dx.op.binary.f16(i32 35,
  half2x2 H = half2x2(In[2]);
  half2x2 HM = max(H, (half2x2)0);
  Out[12] = float4(HM[0], HM[1]);
#endif
}
