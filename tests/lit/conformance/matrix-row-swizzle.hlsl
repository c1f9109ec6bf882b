// A swizzle of a matrix row (`M[3].xyz`, `N[2].x`) read as a value: Clang 22
// built a row-long shuffle with uninitialized lanes (a verifier crash, or
// lanes written over other locals and read back as later components).
// Frontend/MatrixRowSwizzle.h loads the row first.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> Out : register(u0);
cbuffer Inputs : register(b0) { float4x4 W; };

// Row 3 of 0..15 row by row: (12, 13, 14).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.000000e+00, i8 15, i32 4)
// M[2].yx, M[1].zw: (9, 8, 6, 7).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 9.000000e+00, float 8.000000e+00, float 6.000000e+00, float 7.000000e+00, i8 15, i32 4)
// N[1].xz, N[2].x, then 0 (the 0 was lost before): (3, 5, 6, 0).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 3.000000e+00, float 5.000000e+00, float 6.000000e+00, float 0.000000e+00, i8 15, i32 4)
// A scalar and a chained swizzle after whole-row and element writes: M[1] is
// (4, 100, 6, 7), M[3] (-1, -2, -3, 15); M[3].xyz.zx = (-3, -1).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float 1.000000e+02, float -3.000000e+00, float -1.000000e+00, float 1.500000e+01, i8 15, i32 4)
// A cbuffer matrix's translation row: three loaded components and a constant.
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, float %{{.*}}, float %{{.*}}, float %{{.*}}, float 1.000000e+00, i8 15, i32 4)
// A swizzle repeating a lane is a value, not an lvalue (it was refused as a
// write): N[2].zzx = (8, 8, 6), then M[1].ww = 7.
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float 8.000000e+00, float 8.000000e+00, float 6.000000e+00, float 7.000000e+00, i8 15, i32 4)
[numthreads(1, 1, 1)]
void main() {
  float4x4 M = float4x4(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  Out[0] = float4(M[3].xyz, 1);
  Out[1] = float4(M[2].yx, M[1].zw);
  float3x3 N = float3x3(0, 1, 2, 3, 4, 5, 6, 7, 8);
  float2 Q = N[1].xz;
  Out[2] = float4(Q, N[2].x, 0);
  M[1][1] = 100;
  M[3] = float4(-1, -2, -3, M[3][3]);
  Out[3] = float4(M[1].y, M[3].xyz.zx, M[3].w);
  Out[4] = float4(W[3].xyz, 1);
  Out[5] = float4(N[2].zzx, M[1].ww.x);
}
