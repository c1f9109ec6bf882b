// A struct of two uints copied whole from groupshared memory to a buffer
// and from a buffer into a local (MJP's BindlessDeferred: MSAAMask's
// `MSAAMask[tileIdx] = GroupMask`, Deferred's `TileMSAAMask tileMask =
// msaaMaskBuffer[tileIdx]` read with a dynamic index): InstCombine copies
// it as one i64, which the memory flattening refused ("does not line up
// with its scalar elements"). Each element is now its own access
// (Lowering/DXILFlattenMemory.h), with no 64-bit arithmetic left (that
// would need the Int64Ops flag, which DXC's output does not have).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

struct TileMask { uint Masks[2]; };
RWStructuredBuffer<TileMask> Out : register(u0);
StructuredBuffer<TileMask> In : register(t0);
RWStructuredBuffer<uint> Bits : register(u1);
groupshared TileMask GroupMask;

[numthreads(64, 1, 1)] void main(uint GroupIndex : SV_GroupIndex,
                                 uint3 Gid : SV_GroupID) {
  if (GroupIndex < 2)
    GroupMask.Masks[GroupIndex] = 0;
  GroupMemoryBarrierWithGroupSync();
  InterlockedOr(GroupMask.Masks[GroupIndex / 32], 1u << (GroupIndex % 32));
  GroupMemoryBarrierWithGroupSync();
  if (GroupIndex == 0)
    Out[Gid.x] = GroupMask;
  TileMask Local = In[Gid.x];
  Bits[GroupIndex] = Local.Masks[GroupIndex / 32] & (1u << (GroupIndex % 32));
}

// CHECK: [[M0:%[0-9]+]] = load i32, ptr addrspace(3) @GroupMask, align 4
// CHECK: [[M1:%[0-9]+]] = load i32, ptr addrspace(3) getelementptr inbounds ([2 x i32], ptr addrspace(3) @GroupMask, i32 0, i32 1), align 4
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 %{{[0-9]+}}, i32 0, i32 [[M0]], i32 [[M1]], i32 undef, i32 undef, i8 3)
// CHECK-NOT: i64
// CHECK: ret void
