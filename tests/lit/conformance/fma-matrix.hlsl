// fma on double matrices (offload-test-suite fma.matrix): DXIL Fma (47) per
// element, in row order. Without the matrix overload Clang 22 converted each
// matrix argument to its first element (a warning, then the same value in
// every element).

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - 2>&1 | FileCheck %s

StructuredBuffer<double4> A : register(t0);
RWStructuredBuffer<double4> Out : register(u3);

// CHECK-NOT: warning
// CHECK: %[[L0:[0-9]+]] = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i8 15, i32 8)
// CHECK: %[[A0X:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L0]], 0
// CHECK: %[[A0Y:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L0]], 1
// CHECK: %[[A0Z:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L0]], 2
// CHECK: %[[L1:[0-9]+]] = call %dx.types.ResRet.f64 @dx.op.rawBufferLoad.f64(i32 139, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i8 15, i32 8)
// CHECK: %[[A1X:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L1]], 0
// CHECK: %[[A1Y:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L1]], 1
// CHECK: %[[A1Z:[0-9]+]] = extractvalue %dx.types.ResRet.f64 %[[L1]], 2
// Rows of double3x2(A[0].xyz, A[1].xyz): (A0.x A0.y) (A0.z A1.x) (A1.y A1.z).
// CHECK-DAG: %[[R00:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A0X]], double %[[A0X]], double %[[A0X]])
// CHECK-DAG: %[[R01:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A0Y]], double %[[A0Y]], double %[[A0Y]])
// CHECK-DAG: %[[R10:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A0Z]], double %[[A0Z]], double %[[A0Z]])
// CHECK-DAG: %[[R11:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A1X]], double %[[A1X]], double %[[A1X]])
// CHECK-DAG: %[[R20:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A1Y]], double %[[A1Y]], double %[[A1Y]])
// CHECK-DAG: %[[R21:[0-9]+]] = call double @dx.op.tertiary.f64(i32 47, double %[[A1Z]], double %[[A1Z]], double %[[A1Z]])
// CHECK: rawBufferStore.f64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, double %[[R00]], double %[[R01]], double %[[R10]], double %[[R11]], i8 15, i32 8)
// CHECK: rawBufferStore.f64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, double %[[R20]], double %[[R21]], double 0.000000e+00, double 0.000000e+00, i8 15, i32 8)
[numthreads(1, 1, 1)]
void main() {
  double3x2 M = double3x2(A[0].xyz, A[1].xyz);
  double3x2 R = fma(M, M, M);
  Out[0] = double4(R[0], R[1]);
  Out[1] = double4(R[2], 0.0, 0.0);
}
