// dot on double and 64-bit integers (offload-test-suite dot.fp64,
// dot.int64): there is no Clang 22 builtin form, and the prelude's
// common-type fallback called itself (the shader became `unreachable`).
// Written out as a product and multiply-adds in component order.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

StructuredBuffer<double2> X : register(t0);
RWStructuredBuffer<double> OutD : register(u0);
RWStructuredBuffer<int64_t> OutI : register(u1);

// CHECK-NOT: unreachable
// CHECK: %[[A:.*]] = fmul {{.*}}double
// CHECK: %[[B:.*]] = fmul {{.*}}double
// CHECK: %[[S:.*]] = fadd {{.*}}double %[[A]], %[[B]]
// CHECK: rawBufferStore.f64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, double %[[S]],
// 1.5*2 + 2*4 = 11
// CHECK: rawBufferStore.f64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, double 1.100000e+01,
// 1*4 + 2*5 + 3*6 = 32; scalar -7 * 3 = -21
// CHECK: rawBufferStore.i64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i64 32,
// CHECK: rawBufferStore.i64(i32 140, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i64 -21,
[numthreads(1, 1, 1)]
void main() {
  OutD[0] = dot(X[0], X[1]);
  OutD[1] = dot(double2(1.5, 2.0), double2(2.0, 4.0));
  OutI[0] = dot(int64_t3(1, 2, 3), int64_t3(4, 5, 6));
  OutI[1] = dot((int64_t)-7, (int64_t)3);
}
