// A matrix converted to a scalar or a matrix of another element type.
// Clang 22 builds some of these casts wrongly: the element conversion on
// the whole matrix with a scalar result, then a "truncation" to an
// unrelated type (`double d = bool1x2(1, 2);` never finished compiling,
// `bool b = float2x1(0, 1);` crashed), or a float-to-bool conversion named
// IntegralToBoolean (`bool3x3 b = m;`: invalid IR). The frontend's
// MatrixTruncation repair truncates first in the matrix's element type and
// converts by the element types, as DXC does; the values below are DXC
// 1.9's for this file (element (r, c) of an input matrix is input row c,
// column r).

// RUN: %dxilc -T vs_6_2 -E main %s -Fc - | FileCheck %s

float4 main(float3x3 m : M, float2x2 n : N) : SV_Position {
  bool2x3 a = m;
  bool3x3 b = m;
  bool c = n;
  int d = m;
  double e = bool1x2(1, 2);
  return float4(a[1][2], b[2][1], c, d + e);
}

// CHECK-DAG: %[[M00:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[M21:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 2, i32 undef)
// CHECK-DAG: %[[M12:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 2, i8 1, i32 undef)
// CHECK-DAG: %[[N00:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[A:.*]] = fcmp {{.*}}une float %[[M12]], 0.000000e+00
// CHECK-DAG: %[[B:.*]] = fcmp {{.*}}une float %[[M21]], 0.000000e+00
// CHECK-DAG: %[[C:.*]] = fcmp {{.*}}une float %[[N00]], 0.000000e+00
// CHECK-DAG: %[[D:.*]] = fptosi float %[[M00]] to i32
// CHECK-DAG: %[[AF:.*]] = uitofp i1 %[[A]] to float
// CHECK-DAG: %[[BF:.*]] = uitofp i1 %[[B]] to float
// CHECK-DAG: %[[CF:.*]] = uitofp i1 %[[C]] to float
// d + e: e is bool1x2(1, 2)'s first element, true, as 1.0.
// CHECK-DAG: sitofp i32 %[[D]] to double
// CHECK-DAG: fadd {{.*}}double %{{.*}}, 1.000000e+00
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %[[AF]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %[[BF]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %[[CF]])
