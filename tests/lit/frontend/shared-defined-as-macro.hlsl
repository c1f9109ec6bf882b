// `shared` defined by the request itself (Magpie's prescalers:
// `#define shared groupshared`, then `shared float inp[429];`): the macro
// and its uses stay as written, so the array is group memory. dxild blanks
// the effect framework's `shared` storage class only where the request
// does not define the name (frontend/storage-keywords-in-macros.hlsl).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

#define shared groupshared
RWStructuredBuffer<float> Out : register(u0);
shared float inp[64];

// CHECK: @inp = {{.*}}addrspace(3) global [64 x float]
// CHECK-LABEL: define void @main()
// CHECK: store float {{%.*}}, ptr addrspace(3)
// CHECK: call void @dx.op.barrier(i32 80, i32 9)
[numthreads(64, 1, 1)] void main(uint i : SV_GroupIndex) {
  inp[i] = i;
  GroupMemoryBarrierWithGroupSync();
  Out[i] = inp[63 - i];
}
