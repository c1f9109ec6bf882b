// A `static const` local matrix with an initializer list (D3D12HDR's
// color.hlsli). Clang 22 initializes it at run time behind a guard and marks
// it llvm.invariant.start: the hint is dropped, the i1 guard gets an i32
// slot (DXIL memory holds no i1), and the values are the initializer's.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s < %t.ll

// CHECK: @[[M:_ZZ4convDv3_fE1M]] = internal global [9 x float] zeroinitializer
// CHECK: @[[G:_ZGVZ4convDv3_fE1M]] = internal global i32 0, align 4
// CHECK-NOT: invariant
// CHECK: [[B:%.*]] = load i32, ptr @[[G]], align 4
// CHECK: trunc i32 [[B]] to i1
// Column-major storage: the first column is 1, 4, 7.
// CHECK: store float 1.000000e+00, ptr @[[M]], align 4
// CHECK-NEXT: store float 4.000000e+00, ptr getelementptr inbounds ([9 x float], ptr @[[M]], i32 0, i32 1)
// CHECK-NEXT: store float 7.000000e+00, ptr getelementptr inbounds ([9 x float], ptr @[[M]], i32 0, i32 2)
// CHECK: store i32 1, ptr @[[G]], align 4
// CHECK-NOT: invariant
RWStructuredBuffer<float3> Out : register(u0);

float3 conv(float3 v) {
  static const float3x3 M = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  return mul(M, v);
}

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) { Out[tid.x] = conv(Out[tid.x]); }
