// -flegacy-macro-expansion (SpartanEngine passes it to every compile): a
// macro argument pasted with `##` is expanded first, as fxc's preprocessor
// does, so `REG(t, SLOT)` with `#define SLOT 3` is `register(t3)`. Each
// paste chain with a parameter operand becomes `__dxild_cat(...)`
// (LegacyMacroExpansion.h). Bindings equal DXC's with the option; without
// it both refuse `register(tSLOT)`. Before, dxild refused the option.

// RUN: %dxilc -T ps_6_0 -E main -flegacy-macro-expansion %s -Fo %t.dxil -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main %s -Fo %t2.dxil 2>&1 | FileCheck %s --check-prefix=STD

#define SLOT 3
#define SPACE 1
#define PASTE(a, b) a##b
#define REG(t, n) register(t##n)
#define REG2(t, n, s) register(t ## n, space ## s)
#define NAME(p) p##_tex
#define CAT3(a, b, c) a ## b ## c

Texture2D<float4> NAME(g_albedo) : REG(t, SLOT);
SamplerState smp : REG2(s, SLOT, SPACE);
cbuffer C : register(PASTE(b, SLOT)) { float4 tint; };
static const float CAT3(k, SLOT, SPACE) = 2;

// Names pasted as written where no operand is a macro (g_albedo_tex).
// CHECK: !{i32 0, ptr @dx.resource.sym.g_albedo_tex, !"g_albedo_tex", i32 0, i32 3, i32 1, i32 2, i32 0, ![[T:[0-9]+]]}
// CHECK: !{i32 0, ptr @dx.resource.sym.C, !"C", i32 0, i32 3, i32 1, i32 16, null}
// CHECK: !{i32 0, ptr @dx.resource.sym.smp, !"smp", i32 1, i32 3, i32 1, i32 0, null}
// STD: error: register number should be an integer
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return g_albedo_tex.Sample(smp, uv) * tint * k31;
}
