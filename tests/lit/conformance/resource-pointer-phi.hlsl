// A buffer load sunk below a switch (offload-test-suite
// simplifycfg-sink-load-switch): SimplifyCFG leaves one load through a phi
// of element pointers; dxil-resource-pointer-phi loads in each case again.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint> BufA : register(u0);
RWStructuredBuffer<uint> BufB : register(u1);
RWStructuredBuffer<uint> BufC : register(u2);
RWStructuredBuffer<uint> Out : register(u3);

// CHECK-DAG: %[[HA:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 0, i32 0, i1 false)
// CHECK-DAG: %[[HB:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 1, i32 1, i1 false)
// CHECK-DAG: %[[HC:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 1, i32 2, i32 2, i1 false)
// CHECK: switch
// CHECK: bufferLoad.i32(i32 68, %dx.types.Handle %[[HA]],
// CHECK: bufferLoad.i32(i32 68, %dx.types.Handle %[[HB]],
// CHECK: bufferLoad.i32(i32 68, %dx.types.Handle %[[HC]],
// CHECK: phi i32
// CHECK: bufferStore.i32(i32 69,
[numthreads(8, 1, 1)]
void main(uint TID : SV_DispatchThreadID) {
  uint Val;
  switch (TID % 3u) {
  case 0: Val = BufA[TID]; break;
  case 1: Val = BufB[TID]; break;
  default: Val = BufC[TID]; break;
  }
  Out[TID] = Val;
}
