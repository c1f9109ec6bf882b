// QuadAny/QuadAll and IsHelperLane end to end, against DXC 1.9 on the same
// source. QuadVote (222, i1, op Any 0 / All 1) from shader model 6.7; below
// it DXC's fallback (sext, QuadOp 123 across X/Y/diagonal, or/and with the
// lane's own value, trunc), which needs no newer shader model.
// IsHelperLane: IsHelperLane (221) in pixel shaders from 6.6; below 6.6 DXC's
// emulation `Coverage() == 0` (91); false in compute shaders at any model.

// RUN: %dxilc -T ps_6_7 -E ps %s -Fc - | FileCheck %s --check-prefix=PS67
// RUN: %dxilc -T ps_6_6 -E ps %s -Fc - | FileCheck %s --check-prefix=PS66
// RUN: %dxilc -T ps_6_0 -E ps %s -Fc - | FileCheck %s --check-prefix=PS60
// RUN: not %dxilc -T ps_6_5 -E ps -D DISCARD %s -Fc - 2>&1 | FileCheck %s --check-prefix=DISC
// RUN: %dxilc -T ps_6_6 -E ps -D DISCARD %s -Fc - | FileCheck %s --check-prefix=DISC66
// RUN: %dxilc -T cs_6_0 -E cs %s -Fc - | FileCheck %s --check-prefix=CS

RWStructuredBuffer<uint> Out : register(u1);

float4 ps(float4 pos : SV_Position) : SV_Target {
#ifdef DISCARD
  if (pos.x > 4)
    discard;
#endif
  bool c = pos.x > 0;
  return float4(IsHelperLane(), QuadAny(c), QuadAll(c), 0);
}

[numthreads(4, 1, 1)]
void cs(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = IsHelperLane() ? 7 : 3;
}

// PS67: call i1 @dx.op.isHelperLane.i1(i32 221)
// PS67: call i1 @dx.op.quadVote.i1(i32 222, i1 %{{.*}}, i8 0)
// PS67: call i1 @dx.op.quadVote.i1(i32 222, i1 %{{.*}}, i8 1)
// PS67-NOT: quadOp

// PS66: call i1 @dx.op.isHelperLane.i1(i32 221)
// PS66: %[[C:.*]] = sext i1 %{{.*}} to i32
// PS66: %[[X:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 0)
// PS66: %[[Y:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 1)
// PS66: %[[Z:.*]] = call i32 @dx.op.quadOp.i32(i32 123, i32 %[[C]], i8 2)
// PS66: %[[O1:.*]] = or i32 %[[X]], %[[Y]]
// PS66: %[[O2:.*]] = or i32 %[[O1]], %[[Z]]
// PS66: %[[O3:.*]] = or i32 %[[O2]], %[[C]]
// PS66: trunc i32 %[[O3]] to i1
// PS66: call i32 @dx.op.quadOp.i32(i32 123, i32 %{{.*}}, i8 0)
// PS66: and i32
// PS66-NOT: quadVote

// PS60: %[[COV:.*]] = call i32 @dx.op.coverage.i32(i32 91)
// PS60: icmp eq i32 0, %[[COV]]
// PS60-NOT: isHelperLane
// PS60: call i32 @dx.op.quadOp.i32(i32 123,

// DISC: error: IsHelperLane in a pixel shader that discards needs shader model 6.6 or newer; profile ps_6_5 does not have it
// DISC66: call void @dx.op.discard(i32 82,
// DISC66: call i1 @dx.op.isHelperLane.i1(i32 221)

// CS-NOT: isHelperLane
// CS: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 3,
