// Interlocked* destinations as real shaders write them (MiniEngine's
// FillLightGridCS: `InterlockedOr(tileLightBitMask[lightIndex / 32], ...)` on
// a groupshared uint4), each lowered to the operation DXC emits: a component
// of a groupshared vector is an `atomicrmw` on that component's address
// (DXC's `getelementptr [4 x i32]` of the scalarized vector), a struct member
// of a structured-buffer element an `atomicBinOp` with the member's byte
// offset as second coordinate, a byte-address method an `atomicBinOp` /
// `atomicCompareExchange` at the byte address, a RW texture's texel an
// `atomicBinOp` / `atomicCompareExchange` on the texture's handle at the
// texel's coordinates (undef for the ones the dimension lacks).

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct S {
  float f;
  uint a;
  int b[2];
};
groupshared uint4 Mask;
groupshared uint2 Pairs[8];
RWStructuredBuffer<S> SB : register(u0);
RWByteAddressBuffer BAB : register(u1);
RWBuffer<uint> Out : register(u2);
RWTexture2D<uint> Tex : register(u3);
RWTexture2DArray<int> TexA : register(u4);
RWTexture1D<uint> Tex1 : register(u5);

// CHECK-LABEL: define void @main()
// CHECK: [[I:%.*]] = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 96)
// CHECK: [[W:%.*]] = lshr i32 [[I]], 5
// CHECK: [[P:%.*]] = getelementptr inbounds [4 x i32], ptr addrspace(3) @Mask, i32 0, i32 [[W]]
// CHECK: atomicrmw or ptr addrspace(3) [[P]], i32 {{%.*}} seq_cst, align 4
// CHECK: atomicrmw add ptr addrspace(3) getelementptr inbounds ([4 x i32], ptr addrspace(3) @Mask, i32 0, i32 1), i32 2 seq_cst, align 4
// CHECK: atomicrmw umax ptr addrspace(3) {{%.*}}, i32 7 seq_cst, align 4
// Add 0 on member `a` (byte 4), IMax 5 on `b[1]` (byte 12).
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[SB:%.*]], i32 0, i32 [[I]], i32 4, i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[SB]], i32 5, i32 [[I]], i32 12, i32 undef, i32 5)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[BAB:%.*]], i32 0, i32 16, i32 undef, i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle [[BAB]], i32 48, i32 undef, i32 undef, i32 1, i32 2)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[TEX:%.*]], i32 0, i32 [[X:%.*]], i32 [[Y:%.*]], i32 undef, i32 1)
// CHECK: call i32 @dx.op.atomicCompareExchange.i32(i32 79, %dx.types.Handle [[TEXA:%.*]], i32 [[X]], i32 [[Y]], i32 1, i32 0, i32 3)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[TEXA]], i32 4, i32 [[X]], i32 [[Y]], i32 [[Z:%.*]], i32 -2)
// CHECK: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle [[TEX1:%.*]], i32 8, i32 [[X]], i32 undef, i32 undef, i32 9)
[numthreads(64, 1, 1)]
void main(uint i : SV_GroupIndex, uint3 tid : SV_DispatchThreadID) {
  if (i == 0)
    Mask = 0;
  GroupMemoryBarrierWithGroupSync();
  uint o0, o1, o2, o3, o5;
  int o4;
  InterlockedOr(Mask[i / 32], 1u << (i % 32));
  InterlockedAdd(Mask.y, 2, o0);
  InterlockedMax(Pairs[i % 8][i / 32], 7);
  InterlockedAdd(SB[i].a, 1, o1);
  InterlockedMax(SB[i].b[1], 5);
  BAB.InterlockedAdd(16, 1, o2);
  BAB.InterlockedCompareStore(48, 1, 2);
  InterlockedAdd(Tex[tid.xy], 1, o3);
  InterlockedCompareExchange(TexA[uint3(tid.xy, 1)], 0, 3, o4);
  InterlockedMin(TexA[tid], -2);
  InterlockedExchange(Tex1[tid.x], 9, o5);
  GroupMemoryBarrierWithGroupSync();
  Out[i] = Mask.x + o0 + o1 + o2 + o3 + o4 + o5 + Pairs[i % 8].x;
}
