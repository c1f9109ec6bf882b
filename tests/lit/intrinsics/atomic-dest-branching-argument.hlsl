// An atomic whose value argument branches (AMD Capsaicin's GI denoiser:
// `InterlockedAdd(lds_Count, m > 0.0f ? uint(...) : 0)`): Clang 22 copies
// the groupshared destination in before evaluating the `?:`, so the call
// sits in a later block than the copy-in. The destination is still traced
// (Intrinsics/ForwardAtomicDest.h); it was an "could not be traced" error.
// The DXIL equals DXC's: an atomicrmw on the groupshared variable itself.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

groupshared uint Count;
RWBuffer<uint> Out : register(u0);

[numthreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID, uint l : SV_GroupIndex) {
  if (l == 0)
    Count = 0;
  GroupMemoryBarrierWithGroupSync();
  float m = asfloat(Out[i]);
  InterlockedAdd(Count, m > 0.0f ? uint((2 * m + 1) * (2 * m + 1)) : 0);
  GroupMemoryBarrierWithGroupSync();
  if (l == 0)
    InterlockedAdd(Out[0], Count);
}

// CHECK: [[V:%.*]] = select i1 %{{.*}}, i32 %{{.*}}, i32 0
// CHECK: atomicrmw add ptr addrspace(3) @{{.*}}Count{{.*}}, i32 [[V]] seq_cst
// CHECK: [[C:%.*]] = load i32, ptr addrspace(3) @{{.*}}Count
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 undef, i32 undef, i32 [[C]])
