// min() and max() of integer constants are constant expressions, as DXC
// folds them: DiligentFX's light scattering sizes its thread group and its
// groupshared arrays with `max(INITIAL_SAMPLE_STEP, 32)`. Clang 22's were
// ordinary functions, and the array became a variable-length array (an
// error). DXC folds only literal int arguments (not `min(8u, 3)`); dxild
// folds every integer scalar overload. At run time they are still
// IMax/UMin.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

#define GROUP_SIZE max(4, 32)
groupshared uint Flags[GROUP_SIZE / 16];
groupshared float Values[min(8, 3)];

RWBuffer<uint> Out : register(u0);

[numthreads(GROUP_SIZE, 1, 1)]
void main(uint i : SV_GroupIndex) {
  Flags[i % 2] = i;
  Values[i % 3] = (float)i;
  GroupMemoryBarrierWithGroupSync();
  Out[i] = max(Flags[(i + 1) % 2], (uint)Values[(i + 1) % 3]) +
           (uint)min((int)i, 7);
}

// Two uints and three floats in groupshared memory.
// CHECK-DAG: @{{.*}}Flags{{.*}} = {{.*}}addrspace(3) global [2 x i32]
// CHECK-DAG: @{{.*}}Values{{.*}} = {{.*}}addrspace(3) global [3 x float]
// CHECK: call i32 @dx.op.binary.i32(i32 39,
// CHECK: call i32 @dx.op.binary.i32(i32 38,
// CHECK: !{i32 32, i32 1, i32 1}
