// Writing through a swizzle of a matrix row (`M[3].xyz += v`; DirectXTex's
// BC7 encoder rotates `endPoint[0].ra = endPoint[0].ar`): Clang 22
// generates garbage for it (an optimizer hang before), so the AST check
// refuses it (MatrixRowSwizzle.h) and the second parse writes it as element
// writes (MatrixSwizzle.h): `M[1].y = v` -> `M[1][1] = v`, several elements
// through the prelude's __dxild_mset. An out argument through such a
// swizzle is written back right by Clang 22 itself; an inout one (BC7's
// `swap(endPoint[0].rgb, endPoint[1].rgb)`) aborted Clang's verifier and is
// refused with a stable code.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_5 -E main -D INOUT %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=INOUT

RWStructuredBuffer<float4> Out : register(u0);

void setTwo(out float2 V) { V = float2(7, 8); }
void swap(inout float3 A, inout float3 B) {
  float3 T = A;
  A = B;
  B = T;
}

[numthreads(1, 1, 1)]
void main() {
  float4x4 M = (float4x4)0;
  M[1].y = 100;
  M[3].xyz += float3(1, 2, 3);
  M[2].wx = float2(5, 6);
  M[2].g++;
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 1.000000e+00, float 1.020000e+02, float 3.000000e+00, float 0.000000e+00, i8 15, i32 4)
  Out[0] = M[1] + M[3];
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float 6.000000e+00, float 1.000000e+00, float 0.000000e+00, float 5.000000e+00, i8 15, i32 4)
  Out[1] = M[2];
  // Rotation as in BC7: swap two channels of each row.
  float2x4 E = float2x4(1, 2, 3, 4, 5, 6, 7, 8);
  E[0].ra = E[0].ar;
  E[1].ra = E[1].ar;
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, float 4.000000e+00, float 2.000000e+00, float 3.000000e+00, float 1.000000e+00, i8 15, i32 4)
  Out[2] = E[0];
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, float 8.000000e+00, float 6.000000e+00, float 7.000000e+00, float 5.000000e+00, i8 15, i32 4)
  Out[3] = E[1];
  M[0] = float4(1, 2, 3, 4);
  setTwo(M[0].zw);
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, float 1.000000e+00, float 2.000000e+00, float 7.000000e+00, float 8.000000e+00, i8 15, i32 4)
  Out[4] = M[0];
#ifdef INOUT
  // INOUT: matrix-row-swizzle-write.hlsl:[[@LINE+2]]:13: error: assigning through a swizzle of a matrix row is not supported
  // INOUT: matrix-row-swizzle-write.hlsl:[[@LINE+1]]:23: error: assigning through a swizzle of a matrix row is not supported
  swap(M[0].xyz, M[1].xyz);
#endif
}
