// The sum of a loop counter (`for (k < n) r += k`): LLVM's IndVarSimplify
// replaced the loop by its closed form n * (n - 1) / 2, computed in i33 to
// avoid overflow, an integer width DXIL does not have (DXC's validator:
// "Int type 'i33' has an invalid width"). DXC keeps the loop, and so does
// dxild now (Intrinsics/IntrinsicsStage.cpp, keepLoopExitValues).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint> O : register(u0);
cbuffer C : register(b0) { int n; };

[numthreads(1, 1, 1)] void main() {
  uint r = 0;
  for (int k = 0; k < n; ++k)
    r += k;
  O[0] = r;
}

// CHECK-NOT: i33
// CHECK: [[K:%.*]] = phi i32 [ 0, %{{.*}} ], [ [[NEXT:%.*]], %{{.*}} ]
// CHECK: [[R:%.*]] = phi i32 [ 0, %{{.*}} ], [ [[SUM:%.*]], %{{.*}} ]
// CHECK: [[SUM]] = add i32 [[K]], [[R]]
// CHECK-NOT: i33
// CHECK: call void @dx.op.bufferStore.i32(i32 69,
