// Bit-fields of constant-buffer structs (WickedEngine's push constants:
// `uint materialIndex : 24; uint samplerIndex : 8;`, which every object
// shader reads). DXC packs a run of them into 32-bit units and reads a field
// as its unit shifted and masked (sign-extended for an int). Clang 22 read
// each field whole from its storage unit (`cp.b` was `cp.a`'s 32 bits):
// dxild reads the unit and shifts (CBufferBitFields.h), places each unit as
// DXC does (CBufferLayout.h), and copies such a struct out of a buffer
// field by field. Every value below is DXC's for the same source.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// An enum field is zero-extended when its values need no sign (DXC's
// `and 15`), an int one sign-extended.
// RUN: %dxilc -T cs_6_0 -E enums %s -Fc - | FileCheck %s --check-prefix=ENUM
// Local bit-fields are not affected.
// RUN: %dxilc -T cs_6_2 -E local %s -Fc - | FileCheck %s --check-prefix=LOCAL
// A bit-field dxild does not read out of a buffer (a bool one) is refused
// with a stable code, not miscompiled.
// RUN: not %dxilc -T cs_6_0 -E refused -D REFUSED %s 2>&1 | FileCheck %s --check-prefix=REFUSED

struct PC {
  uint geometryIndex;
  uint materialIndex : 24;
  uint samplerIndex : 8;
  int instances;
  int sgn : 5;
  uint rest : 27;
};
ConstantBuffer<PC> push : register(b3);
struct R {
  float f;
  uint a : 4;
  uint b : 4;
  float3 v;
  float g;
};
cbuffer Arr : register(b4) {
  PC items[3];
  R r;
};
RWStructuredBuffer<int> o : register(u0);
RWStructuredBuffer<float> of : register(u1);

int use(PC p) { return p.samplerIndex + p.sgn; }

[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  o[0] = push.materialIndex;
  o[1] = use(push);
  o[2] = items[i].samplerIndex;
  o[3] = items[i].sgn;
  o[4] = items[2].rest;
  o[5] = push.instances + push.geometryIndex;
  of[0] = r.b + r.v.x + r.g;
}

// CHECK: define void @main()
// The push constants' row 0: geometryIndex, the unit, instances, sgn/rest.
// CHECK: [[P0:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[PUSH:%[0-9]+]], i32 0)
// CHECK: [[U:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[P0]], 1
// CHECK: [[MAT:%[^ ]+]] = and i32 [[U]], 16777215
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 0, i32 0, i32 [[MAT]],
// The copy passed to use(): samplerIndex + sgn.
// CHECK-DAG: [[SAMP:%[^ ]+]] = lshr i32 {{%[0-9]+}}, 24
// CHECK-DAG: [[SGNU:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[P0]], 3
// CHECK-DAG: [[SHL:%[^ ]+]] = shl i32 [[SGNU]], 27
// CHECK-DAG: [[SGN:%[^ ]+]] = ashr exact i32 [[SHL]], 27
// CHECK: [[SUM:%[^ ]+]] = add nsw i32 [[SGN]], [[SAMP]]
// CHECK: call void @dx.op.bufferStore.i32(i32 69, %dx.types.Handle {{%[0-9]+}}, i32 1, i32 0, i32 [[SUM]],
// items[i]: one 16-byte row per element.
// CHECK: [[ROW:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[ARR:%[0-9]+]], i32 {{%[0-9]+}})
// CHECK: extractvalue %dx.types.CBufRet.i32 [[ROW]], 1
// CHECK: lshr i32 {{%[0-9]+}}, 24
// CHECK: extractvalue %dx.types.CBufRet.i32 [[ROW]], 3
// CHECK: shl i32 {{%[0-9]+}}, 27
// CHECK: ashr exact i32 {{%[^ ]+}}, 27
// items[2].rest: row 2, component 3, shifted by 5 (27 bits: no mask).
// CHECK: [[ROW2:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[ARR]], i32 2)
// CHECK: [[REST:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[ROW2]], 3
// CHECK: lshr i32 [[REST]], 5
// instances and geometryIndex: components 2 and 0 of row 0.
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 {{%[0-9]+}}, 2
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 {{%[0-9]+}}, 0
// r (after items, at row 3): b is bits 4-7 of the unit at byte 4; v starts
// a new row (row 4, DXC's byte 64), g is its component 3.
// CHECK: [[R3:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[ARR]], i32 3)
// CHECK: [[RU:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[R3]], 1
// CHECK: [[RB:%[^ ]+]] = lshr i32 [[RU]], 4
// CHECK: and i32 [[RB]], 15
// CHECK: [[R4:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[ARR]], i32 4)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R4]], 0
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 [[R4]], 3

enum Mode { ModeA, ModeB, ModeC = 5 };
struct WithEnum {
  Mode m : 4;
  int s : 4;
  uint u : 24;
};
ConstantBuffer<WithEnum> we : register(b6);
[numthreads(1, 1, 1)] void enums() {
  o[0] = we.m;
  o[1] = we.s;
  o[2] = we.u;
}
// ENUM: [[U:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 {{%[0-9]+}}, 0
// ENUM: and i32 [[U]], 15
// ENUM: [[S:%[^ ]+]] = shl i32 [[U]], 24
// ENUM: ashr i32 [[S]], 28
// ENUM: lshr i32 [[U]], 8

struct Packed {
  uint a : 8;
  uint b : 24;
};
[numthreads(1, 1, 1)] void local(uint i : SV_DispatchThreadID) {
  Packed p;
  p.a = i;
  p.b = i * 3;
  o[i] = p.a + p.b;
}
// LOCAL: and i32 %{{[0-9]+}}, 255
// LOCAL: and i32 %{{[a-z0-9.]+}}, 16777215

#ifdef REFUSED
struct Flags {
  bool on : 1;
  uint rest : 31;
};
ConstantBuffer<Flags> flags : register(b5);
[numthreads(1, 1, 1)] void refused() { o[0] = flags.rest; }
#endif
// REFUSED: error: bit-field 'on' of struct 'Flags' in a constant buffer is not supported
