// asuint16/asint16/asfloat16 of a literal: DXC converts the literal to half
// first (asuint16(1) is 0x3C00 = 15360, asint16(2.0) is 0x4000), where C++
// found the half, int16_t and uint16_t overloads equally good ("call to
// 'asuint16' is ambiguous"; FidelityFX's FFX_TO_UINT16(1) in every 16-bit
// FSR2 pass). The values are DXC 1.9's for this source.

// RUN: %dxilc -T cs_6_2 -enable-16bit-types -E main %s -Fc - | FileCheck %s

RWStructuredBuffer<uint> o : register(u0);
[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  o[0] = asuint16(1);
  o[1] = asuint16(asfloat16(1.0));
  o[2] = asuint16(asfloat16(1));
  o[3] = asuint16(asfloat16((uint16_t)i));
  o[4] = asint16(2.0);
}
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0, i32 15360,
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 1, i32 0, i32 15360,
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 2, i32 0, i32 15360,
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 3, i32 0, i32 %{{.*}},
// CHECK: @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 4, i32 0, i32 16384,
