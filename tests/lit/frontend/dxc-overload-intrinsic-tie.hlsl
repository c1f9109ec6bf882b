// A function of the request with the name and signature of an intrinsic
// (Unity's Core RP defines `uint WaveReadLaneFirst(uint)` when its
// INTRINSIC_WAVEREADFIRSTLANE is not set): DXC calls the intrinsic, Clang
// 22 finds the call ambiguous. DxcOverload.h renames the call to a
// forwarder, written after the user's function, that calls the prelude's
// intrinsic by its qualified name.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

uint WaveReadLaneFirst(uint v) { return v + 1000; }

RWStructuredBuffer<uint> o;

[numthreads(64, 1, 1)] void main(uint g : SV_GroupIndex) {
  o[g] = WaveReadLaneFirst(g / 64);
}

// The intrinsic's value is stored; the user's `+ 1000` is not there.
// CHECK-NOT: add i32 %{{.*}}, 1000
// CHECK: %[[V:.*]] = call i32 @dx.op.waveReadLaneFirst.i32(i32 118,
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 %[[V]],
