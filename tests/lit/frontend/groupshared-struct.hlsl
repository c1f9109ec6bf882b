// Structs in groupshared memory: Clang 22 refuses them ("no matching
// constructor for initialization of 'groupshared S'", "no viable overloaded
// '='") where DXC accepts them; Frontend/HLSLTargetInfo gives Sema Clang 23's
// rule (the default address space holds groupshared addresses), and the
// lowering folds the resulting address-space casts, expands the copies and
// flattens the struct array into one scalar array ([16 x float] for eight
// {float, uint}; the uint lanes are bitcast), as DXC's validator accepts.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main -Od %s -Fc - | FileCheck %s --check-prefix=OD

// CHECK: @gsAcc = addrspace(3) global [16 x float]
// CHECK: @gsOne = addrspace(3) global [2 x float]
// CHECK-NOT: addrspacecast
// `gsAcc[tid] = (Acc)0; gsAcc[tid].add(2.5)`: {2.5, 1} at elements 2*tid, 2*tid+1.
// CHECK: %[[I:.*]] = getelementptr inbounds [16 x float], ptr addrspace(3) @gsAcc, i32 0, i32 %{{.*}}
// CHECK-NEXT: store float 2.500000e+00, ptr addrspace(3) %[[I]]
// CHECK: store float 0x36A0000000000000, ptr addrspace(3)
// `gsOne = gsAcc[0]`: two element copies.
// CHECK: load float, ptr addrspace(3) @gsAcc
// CHECK: load float, ptr addrspace(3) getelementptr inbounds ([16 x float], ptr addrspace(3) @gsAcc, i32 0, i32 1)
// CHECK: store float %{{.*}}, ptr addrspace(3) @gsOne
// CHECK: store float %{{.*}}, ptr addrspace(3) getelementptr inbounds ([2 x float], ptr addrspace(3) @gsOne, i32 0, i32 1)
// CHECK: call void @dx.op.barrier(i32 80, i32 9)
// CHECK-NOT: llvm.memcpy

// OD: @gsAcc = addrspace(3) global [16 x float]
// OD-NOT: addrspacecast
// OD-NOT: llvm.mem
// OD: call void @dx.op.barrier(i32 80, i32 9)

struct Acc {
  float sum;
  uint count;
  void add(float v) { sum += v; count += 1; }
};
groupshared Acc gsAcc[8];
groupshared Acc gsOne;
RWStructuredBuffer<float> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_GroupIndex) {
  Acc z = (Acc)0;
  gsAcc[tid] = z;
  gsAcc[tid].add(2.5);
  if (tid == 0)
    gsOne = gsAcc[0];
  GroupMemoryBarrierWithGroupSync();
  Acc a = gsAcc[7 - tid];
  Out[tid] = a.sum + a.count + gsOne.count;
}
