// SM 6.6 pack/unpack end to end (prelude, Intrinsics stage, DXIL lowering),
// as DXC 1.9 compiles the same source: pack_u8/pack_s8 are Pack4x8 (220)
// mode Trunc 0 on int4 and uint4 alike, pack_clamp_u8/s8 modes UClamp 1 /
// SClamp 2 (signed types only), unpack_u8*/unpack_s8* Unpack4x8 (219) modes
// Unsigned 0 / Signed 1; the 16-bit forms are the .i16 overloads returning
// %dx.types.fouri16. The packed types are uint-sized (DXC converts them to
// and from uint implicitly). Neither compiler folds them on constants.
// Below shader model 6.6 the prelude refuses them.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -enable-16bit-types -D W16 %s -Fc - | FileCheck %s --check-prefix=W16
// RUN: not %dxilc -T cs_6_5 -E main %s -Fc - 2>&1 | FileCheck %s --check-prefix=SM65

RWStructuredBuffer<int4> In : register(u0);
RWStructuredBuffer<uint4> Out : register(u1);

[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
#ifdef W16
  int16_t4 s = (int16_t4)In[tid.x];
  uint16_t4 u = (uint16_t4)In[tid.x + 1];
  uint8_t4_packed a = pack_u8(u);
  int8_t4_packed b = pack_clamp_s8(s);
  uint8_t4_packed c = pack_clamp_u8(s);
  Out[tid.x] = uint4(a, b, c, 0);
  Out[tid.x + 1] = unpack_u8u16(a);
  Out[tid.x + 2] = (uint4)unpack_s8s16(b);
#else
  int4 s = In[tid.x];
  uint4 u = (uint4)In[tid.x + 1];
  uint8_t4_packed a = pack_u8(u);
  int8_t4_packed b = pack_s8(s);
  uint8_t4_packed c = pack_clamp_u8(s);
  int8_t4_packed d = pack_clamp_s8(s);
  Out[tid.x] = uint4(a, b, c, d);
  Out[tid.x + 1] = unpack_u8u32(a);
  Out[tid.x + 2] = (uint4)unpack_s8s32(d);
  // Constants are not folded (DXC keeps the operation too).
  Out[tid.x + 3] = unpack_u8u32(0x80ff0102u);
#endif
}

// CHECK: %[[A:.*]] = call i32 @dx.op.pack4x8.i32(i32 220, i8 0, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}})
// CHECK: %[[B:.*]] = call i32 @dx.op.pack4x8.i32(i32 220, i8 0, i32
// CHECK: %[[C:.*]] = call i32 @dx.op.pack4x8.i32(i32 220, i8 1, i32
// CHECK: %[[D:.*]] = call i32 @dx.op.pack4x8.i32(i32 220, i8 2, i32
// CHECK: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 0, i32 %[[A]], i32 %[[B]], i32 %[[C]], i32 %[[D]], i8 15, i32 4)
// CHECK: call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 0, i32 %[[A]])
// CHECK: call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 1, i32 %[[D]])
// CHECK: call %dx.types.fouri32 @dx.op.unpack4x8.i32(i32 219, i8 0, i32 -2130771710)
// CHECK: declare i32 @dx.op.pack4x8.i32(i32, i8, i32, i32, i32, i32) #[[RN:[0-9]+]]
// CHECK: attributes #[[RN]] = { nounwind willreturn memory(none) }

// W16: call i32 @dx.op.pack4x8.i16(i32 220, i8 0, i16 %{{.*}}, i16 %{{.*}}, i16 %{{.*}}, i16 %{{.*}})
// W16: call i32 @dx.op.pack4x8.i16(i32 220, i8 2, i16
// W16: call i32 @dx.op.pack4x8.i16(i32 220, i8 1, i16
// W16: call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 0, i32
// W16: call %dx.types.fouri16 @dx.op.unpack4x8.i16(i32 219, i8 1, i32

// SM65: error: '__dxild_pack_u8' is only available on Shader Model 6.6 or newer
