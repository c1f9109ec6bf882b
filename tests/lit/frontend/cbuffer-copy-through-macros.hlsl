// Constant-buffer struct copies and method calls through macros that write
// part of the path (WickedEngine: `#define GetFrame() g_xFrame`, `#define
// load_entity(i) (GetFrame().entityArray[i])`, then `Clip c =
// GetFrame().clipmaps[i];`, `e = load_entity(i + 1);`): the path is renamed
// where its last token is written, over the macro invocations that write
// the rest (CBufferCopy.h). The rows are DXC's (a Clip is one row,
// clipmaps[k] row k; an Ent two rows from row 4): the same loads, in the
// same order, as DXC's output for this file.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct Clip { float3 center; float size; float get() { return size * 2; } };
struct Ent { float4 pos; uint flags; };
struct FrameCB { Clip clipmaps[4]; Ent entityArray[8]; };
ConstantBuffer<FrameCB> g_xFrame : register(b0);
#define GetFrame() g_xFrame
#define load_entity(entityIndex) (GetFrame().entityArray[entityIndex])
#define CB g_xFrame
RWBuffer<float> o;
float f(Clip c) { return c.center.x; }
[numthreads(1,1,1)] void main(uint i : SV_DispatchThreadID) {
  Clip c = GetFrame().clipmaps[i];
  Ent e;
  e = load_entity(i + 1);
  o[i] = c.size + e.pos.y + f(GetFrame().clipmaps[2]) + GetFrame().clipmaps[1].get() + CB.clipmaps[0].size + f(CB.clipmaps[3]);
}

// CHECK: define void @main()
// c.size: row i, w.
// CHECK: [[C:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H:%[0-9]+]], i32 [[I:%[^ )]+]])
// CHECK: extractvalue %dx.types.CBufRet.f32 [[C]], 3
// e.pos.y: row 4 + 2 * (i + 1), y.
// CHECK: [[E:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 {{%[^ )]+}})
// CHECK: extractvalue %dx.types.CBufRet.f32 [[E]], 1
// f(clipmaps[2]): row 2, x; clipmaps[1].get(): row 1, w, times 2;
// CB.clipmaps[0].size: row 0, w; f(CB.clipmaps[3]): row 3, x.
// CHECK: [[R2:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 2)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[R2]], 0
// CHECK: [[R1:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 1)
// CHECK: [[W1:%[^ ]+]] = extractvalue %dx.types.CBufRet.f32 [[R1]], 3
// CHECK: fmul {{.*}}float [[W1]], 2.000000e+00
// CHECK: [[R0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 0)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[R0]], 3
// CHECK: [[R3:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[H]], i32 3)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[R3]], 0
