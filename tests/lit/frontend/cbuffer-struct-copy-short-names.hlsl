// Structs copied out of constant buffers under short names (`c`, `cb`: no
// alias of one or two characters was found before) and structs in the
// default constant buffer ($Globals: `A g;`, `A gLong;` at file scope,
// copied into a local or an inout parameter; DXC's static_global_copy
// test): Clang 22 cannot copy them ("no matching constructor", "no viable
// overloaded '='"), so each gets the member-wise copy of CBufferCopy.h.
// Rows are DXC 1.9's: $Globals g at rows 0-2, gLong at 3-5 (x[1] row 4, w
// row 5); cb's b is row 0 component 1 of its own buffer.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

// CHECK-DAG: %[[GLOBALS:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK-DAG: %[[CB:[0-9]+]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 2, i32 3, i1 false)
// CHECK-DAG: %[[CBROW:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CB]], i32 0)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 %[[CBROW]], 1
// CHECK-DAG: %[[X1:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS]], i32 4)
// CHECK-DAG: %[[W:[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS]], i32 5)
// CHECK-DAG: extractvalue %dx.types.CBufRet.f32 %[[W]], 0
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS]], i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS]], i32 1)

struct S { float a; float b; };
struct A { float4 x[2]; float w; };
ConstantBuffer<S> c : register(b2, space5);
ConstantBuffer<S> cb : register(b3);
A g;
A gLong;
S getS() { return c; }
float use(S s) { return s.a * s.b; }
void set(inout A aa) { aa = g; }
float4 main(uint l : L) : SV_Target {
  S local = cb;
  A q;
  set(q);
  A r = gLong;
  return c.a + getS().b + use(c) + local.b + q.x[l] + r.x[1] * r.w;
}
