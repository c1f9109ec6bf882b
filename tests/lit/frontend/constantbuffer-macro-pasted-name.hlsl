// ConstantBuffer<T> declared inside a longer macro body with a pasted name
// (NVIDIA OMM: `#define OMM_CONSTANTS_END(name, reg) }; ConstantBuffer<name>
// g_ ## name : register(b ## reg);`, closing a struct another macro opened,
// and a decorated one after a `;` in the same body). Each declaration in
// the body is rewritten as a file-scope one (ResourceBufferDecls.h); the
// buffers are named and bound as DXC names and binds them. Before, only a
// body starting with the declaration and an identifier as the name were
// rewritten, and these were refused as "must be declared alone".

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

#define VK_PUSH_CONSTANT
#define CONSTANTS_START(name) struct name {
#define CONSTANT(type, member) type member;
#define CONSTANTS_END(name, reg)                                               \
  };                                                                           \
  ConstantBuffer<name> g_ ## name : register(b ## reg);
#define TWO_BUFFERS(a, b, reg)                                                 \
  ConstantBuffer<a> a##_cb : register(b##reg); VK_PUSH_CONSTANT                \
  ConstantBuffer<b> b##_cb##reg : register(b1##reg, space2)

CONSTANTS_START(Globals)
CONSTANT(uint, Count)
CONSTANT(float, Scale)
CONSTANTS_END(Globals, 2)
struct A { float4 v; };
struct B { uint n; };
TWO_BUFFERS(A, B, 3);

RWBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  Out[I] = g_Globals.Scale * g_Globals.Count + A_cb.v * B_cb3.n;
}

// CHECK-DAG: @dx.resource.sym.g_Globals = external constant %CBuffer.g_Globals
// CHECK-DAG: @dx.resource.sym.A_cb = external constant %CBuffer.A_cb
// CHECK-DAG: @dx.resource.sym.B_cb3 = external constant %CBuffer.B_cb3
// CHECK-LABEL: define void @main()
// CHECK-DAG: createHandle(i32 57, i8 2, i32 {{[0-9]+}}, i32 2, i1 false)
// CHECK-DAG: createHandle(i32 57, i8 2, i32 {{[0-9]+}}, i32 3, i1 false)
// CHECK-DAG: createHandle(i32 57, i8 2, i32 {{[0-9]+}}, i32 13, i1 false)
// CHECK: !{i32 {{[0-9]+}}, ptr @dx.resource.sym.g_Globals, !"g_Globals", i32 0, i32 2, i32 1, i32 8, null}
// CHECK: !{i32 {{[0-9]+}}, ptr @dx.resource.sym.B_cb3, !"B_cb3", i32 2, i32 13, i32 1, i32 4, null}
