// Writing through a swizzle of a matrix row (`M[3].xyz += v`; DirectXTex's
// BC7 encoder rotates `endPoint[0].ra = endPoint[0].ar`): Clang 22
// generates garbage for it (an optimizer hang before), so the AST check
// refuses it (MatrixRowSwizzle.h) and the second parse writes it as element
// writes (MatrixSwizzle.h): `M[1].y = v` -> `M[1][1] = v`, several elements
// through the prelude's __dxild_mset. An out argument through such a
// swizzle is written back right by Clang 22 itself; an inout one (BC7's
// `swap(endPoint[0].rgb, endPoint[1].rgb)`) aborted Clang's verifier: in a
// call that is a whole statement it becomes copy-in to temporaries, the
// call, and element writes back in argument order (HLSL's copy-in/copy-out);
// inside a larger expression it is refused with a stable code.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_5 -E main -D INOUT %s -Fc - | FileCheck %s --check-prefixes=CHECK,INOUT
// RUN: not %dxilc -T cs_6_5 -E main -D INEXPR %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=INEXPR

RWStructuredBuffer<float4> Out : register(u0);

void setTwo(out float2 V) { V = float2(7, 8); }
void swap(inout float3 A, inout float3 B) {
  float3 T = A;
  A = B;
  B = T;
}
float bump(inout float2 V) {
  V += 1;
  return V.x;
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
  // Reads of row swizzles inside a vector constructor (BC7's
  // `int2(dot(pixel.rgb - endPoint[0].rgb, ...), ...)`): Clang keeps each
  // element's expression in an OpaqueValueExpr, which the read repair now
  // reaches (Clang 22's row-long shuffle aborted its verifier).
  float2x4 F = float2x4(1, 2, 3, 4, 5, 6, 7, 8);
  // CHECK: %hlsl.dot{{.*}} = call float @dx.op.dot3.f32(i32 55, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00)
  // CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 7, i32 0, float %hlsl.dot{{.*}}, float 1.000000e+00, float 6.000000e+00, float 5.000000e+00, i8 15, i32 4)
  Out[7] = float4(dot(F[0].rgb, F[1].rgb), F[0].x, F[1].yx);
#ifdef INOUT
  // M[0] = (1, 2, 7, 8), M[1] = (0, 100, 0, 0): swapped in x, y, z.
  if (M[3].x > 0)
    swap(M[0].xyz, M[1].xyz);
  // INOUT: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 5, i32 0, float 0.000000e+00, float 1.000000e+02, float 0.000000e+00, float 8.000000e+00, i8 15, i32 4)
  Out[5] = M[0];
  // INOUT: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 6, i32 0, float 1.000000e+00, float 2.000000e+00, float 7.000000e+00, float 0.000000e+00, i8 15, i32 4)
  Out[6] = M[1];
#endif
#ifdef INEXPR
  // INEXPR: matrix-row-swizzle-write.hlsl:[[@LINE+1]]:24: error: assigning through a swizzle of a matrix row is not supported
  Out[5].x = bump(M[0].zw);
#endif
}
