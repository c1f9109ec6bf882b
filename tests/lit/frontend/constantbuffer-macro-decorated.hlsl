// A ConstantBuffer<T> declaration decorated with macros that are empty for
// DXIL (donut's and NVIDIA RTXDI's `VK_PUSH_CONSTANT ConstantBuffer<T>
// g_Const : register(b0);`) is bound as DXC binds it, one CBV read with
// cbufferLoadLegacy; it was refused as "spelled by a macro". A storage
// class in front (`static`) is still refused.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -DSTATIC %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=STATIC

#define VK_PUSH_CONSTANT
#define VK_BINDING(reg, space)
struct Constants { float4 Scale; uint Count; };
#ifdef STATIC
// STATIC: error: ConstantBuffer<T> 'g_Const' must be declared alone at file scope
static ConstantBuffer<Constants> g_Const : register(b0);
#else
VK_PUSH_CONSTANT VK_BINDING(0, 1) ConstantBuffer<Constants> g_Const : register(b0);
#endif
RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)] void main() { Out[0] = g_Const.Scale * g_Const.Count; }

// CHECK: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 0, i32 0, i1 false)
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[H]], i32 0)
// CHECK: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[H]], i32 1)
// CHECK: !{i32 0, ptr @dx.resource.sym.g_Const, !"g_Const", i32 0, i32 0, i32 1, i32 20, null}
