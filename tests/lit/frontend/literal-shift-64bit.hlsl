// A literal integer shifted past 32 bits (DirectStorage's GDeflate:
// `vote(p, tid) == (1 << NUM_THREADS) - 1` with NUM_THREADS 32). DXC folds
// literal integers at 64 bits, so the mask is 0xFFFFFFFF; Clang 22 shifted
// an int past its width and compared with 0, with only a warning (wrong
// code; an error under -WX). The literal left of the `<<` Clang reported
// becomes `1ll` for the next parse. (A literal expression whose 64-bit
// value does not fit 32 bits, compared with a 32-bit value, still differs:
// DXC converts the folded value to the other operand's type.)

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fc - | FileCheck %s

#define NUM_THREADS 32
RWStructuredBuffer<uint> buf : register(u0);

// CHECK-LABEL: define void @main()
// CHECK: icmp eq i32 {{%.*}}, -1
// The value truncated to 32 bits where it is stored, as in DXC.
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%.*}}, i32 2, i32 0, i32 -65536,
[numthreads(1, 1, 1)] void main() {
  buf[1] = (buf[0] == (1 << NUM_THREADS) - 1) ? 1u : 0u;
  buf[2] = (0xFFFF << 48) >> 32;
}
