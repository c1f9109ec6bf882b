// ConstantBuffer<T> declared through a macro (WickedEngine declares every
// buffer with `#define CONSTANTBUFFER(name, type, slot) ConstantBuffer< type >
// name : register(PASTE(b, slot))` and `CONSTANTBUFFER(g_xFrame, FrameCB,
// 0);`): the macro's body becomes dxild's cbuffer declaration
// (ResourceBufferDecls.h), so each invocation is a constant buffer bound
// where DXC binds it. Before, it was refused as "must be declared alone".

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// A #define whose body ends with its `;`, and one with an array:
// RUN: %dxilc -T cs_6_6 -E main -DWITH_SEMI %s -Fc - | FileCheck %s
// Declared by a macro and refused for another reason, the error stays at the
// invocation:
// RUN: not %dxilc -T cs_6_6 -E main -DREFUSED %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=REFUSED

#define PASTE1(a, b) a##b
#define PASTE(a, b) PASTE1(a, b)
#ifdef WITH_SEMI
#define CONSTANTBUFFER(name, type, slot) ConstantBuffer<type> name : register(PASTE(b, slot));
#else
#define CONSTANTBUFFER(name, type, slot) ConstantBuffer< type > name : register(PASTE(b, slot)) // a comment
#endif
#define LIGHTS(name) \
  ConstantBuffer<Light> name[2] : register(b4, space1)

struct Frame { float4 Tint; uint Count; };
struct Light { float3 Dir; float Intensity; };
CONSTANTBUFFER(g_xFrame, Frame, 3);
#ifdef REFUSED
#define TBUFS(name) TextureBuffer<Light> name[][2]
TBUFS(g_Tbufs);
// REFUSED: constantbuffer-macro-declaration.hlsl:[[@LINE-1]]:1: error: arrays of TextureBuffer<T> 'g_Tbufs' with more than one dimension, one of them unbounded, are not supported
#endif
LIGHTS(g_Lights);

RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  Out[I] = g_xFrame.Tint * g_xFrame.Count + g_Lights[I & 1].Intensity;
}

// g_xFrame: cb3 (the slot pasted by the macro), rows 0 (Tint) and 1 (Count);
// g_Lights: cb4-cb5 in space1, element I & 1.
// CHECK: @dx.resource.sym.g_xFrame = external constant %CBuffer.g_xFrame
// CHECK: @dx.resource.sym.g_Lights = external constant [2 x %CBuffer.g_Lights]
// CHECK: define void @main()
// CHECK: [[F:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 2 }, i32 3, i1 false)
// CHECK: [[FA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[F]], %dx.types.ResourceProperties { i32 13, i32 20 })
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[FA]], i32 0)
// CHECK: cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[FA]], i32 1)
// CHECK: [[E:%[^ ]+]] = and i32 {{%[0-9]+}}, 1
// CHECK: [[IDX:%[0-9]+]] = add i32 4, [[E]]
// CHECK: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 4, i32 5, i32 1, i8 2 }, i32 [[IDX]], i1 false)
