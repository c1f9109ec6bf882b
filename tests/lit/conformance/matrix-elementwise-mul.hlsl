// `*` between two matrices multiplies element by element in HLSL; Clang 22
// emits the matrix product (llvm.matrix.multiply) for square operands, which
// was refused before and must never be lowered as a product.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<float4> OutF : register(u0);
RWStructuredBuffer<int4> OutI : register(u1);
cbuffer Inputs : register(b0) { float4 A; float4 B; };

// (1,2,3,4) * (5,6,7,8) element-wise; the product would be (19,22,43,50).
// CHECK: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, float 5.000000e+00, float 1.200000e+01, float 2.100000e+01, float 3.200000e+01, i8 15, i32 4)
// `*=` too, on integers: (2,3,4,5) * (2,3,4,5).
// CHECK: rawBufferStore.i32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 4, i32 9, i32 16, i32 25, i8 15, i32 4)
// Unknown values: one multiply per element pair (A.x * B.x, ...), nothing
// summed as a product would be.
// CHECK: [[A0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 0
// CHECK: [[A1:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 1
// CHECK: [[A2:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 2
// CHECK: [[A3:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 3
// CHECK: [[B0:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 0
// CHECK: [[B1:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 1
// CHECK: [[B2:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 2
// CHECK: [[B3:%[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 3
// CHECK-NEXT: [[P0:%.*]] = fmul {{.*}}float [[B0]], [[A0]]
// CHECK-NEXT: [[P1:%.*]] = fmul {{.*}}float [[B1]], [[A1]]
// CHECK-NEXT: [[P2:%.*]] = fmul {{.*}}float [[B2]], [[A2]]
// CHECK-NEXT: [[P3:%.*]] = fmul {{.*}}float [[B3]], [[A3]]
// CHECK-NEXT: rawBufferStore.f32(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, float [[P0]], float [[P1]], float [[P2]], float [[P3]], i8 15, i32 4)
// CHECK-NOT: matrix.multiply
[numthreads(1, 1, 1)]
void main() {
  float2x2 F = float2x2(1, 2, 3, 4) * float2x2(5, 6, 7, 8);
  OutF[0] = float4(F[0], F[1]);
  int2x2 I = int2x2(2, 3, 4, 5);
  I *= int2x2(2, 3, 4, 5);
  OutI[0] = int4(I[0], I[1]);
  float2x2 X = float2x2(A.x, A.y, A.z, A.w) * float2x2(B.x, B.y, B.z, B.w);
  OutF[1] = float4(X[0], X[1]);
}
