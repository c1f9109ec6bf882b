// A comparison of vectors is a bool vector in HLSL: true is 1 wherever it is
// used as a number. Clang 22 types it `vector<int, N>` with -1 for true, so
// `float3 m = (v > 0)` stored -1.0 and `(v > 0).y + 10` was 9 (wrong code,
// silently); for vectors of 32-bit half (`min16float3`, no 16-bit types) it
// generated invalid IR (Frontend/VectorCompares.h). The stored values are
// DXC's for this file: (m + k + b).y = 1 + 1 + 1, (v > 0).y + 10 = 11, and
// the half comparisons the same (what DXC folds and dxild leaves to run
// time, the dot product, any() and is_saturated, is not checked).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main %s -Fo %t.dxil
// HLSL 2018's `?:` over an int vector condition selects where it is
// nonzero (Clang 22 used the sign bit: int3(1, 0, 2) chose 5, 5, 5):
// RUN: %dxilc -T cs_6_6 -E cond -HV 2018 %s -Fc - | FileCheck %s --check-prefix=COND

RWStructuredBuffer<float4> Out : register(u0);

template <typename T> bool is_saturated(T a) { return all(a == saturate(a)); }

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  float3 V = float3(2, 0.5, -1);
  float3 M = (V > 0);
  int3 K = (V > 0);
  bool3 B = V > 0;
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, float 3.000000e+00, float 3.000000e+00, float 0.000000e+00, float 1.000000e+00, i8 15, i32 4)
  Out[0] = float4(M + K + B, 1);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 1, i32 0, float 1.100000e+01, float 1.000000e+00, float 0.000000e+00, float {{%[^,]+}}, i8 15, i32 4)
  Out[1] = float4((V > 0).y + 10, (V >= 0.5).y, (V == 7).z, dot(V < 1, 1.0));
  min16float3 H = (min16float3)V;
  // Half: (H > 0).y = 1 and the three H != 0 sum to 3.
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 2, i32 0, float 1.000000e+00, float {{%[^,]+}}, float {{%[^,]+}}, float 3.000000e+00, i8 15, i32 4)
  Out[2] = float4((H > 0).y, any(H < 0.25), is_saturated(H), (H != 0).x + (H != 0).y + (H != 0).z);
}

// COND: rawBufferStore.f32(i32 140, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, float 1.000000e+00, float 5.000000e+00, float 1.000000e+00, float 5.000000e+00, i8 15, i32 4)
[numthreads(1, 1, 1)] void cond() {
  int3 C = int3(1, 0, 2);
  float3 V = float3(2, 0.5, -1);
  Out[0] = float4(C ? float3(1, 1, 1) : float3(5, 5, 5), (V > 3).x ? 1 : 5);
}
