// Warnings Clang 22 has and DXC's Clang does not: a macro expanding to
// `defined` in `#if` (FlaxEngine), an int constant that float cannot hold
// exactly (Unity), `a | b ? c : d` (MiniEngine's AO upsampling). DXC never
// emits them, so with -WX the compile succeeds as with DXC; a user's own -W
// option for one of them still applies. Nor does DXC warn about a comma
// expression assigned (`Li = (0.f, 0.f, 2.f);`, RTXPT), about another
// stage's attribute in any letter case (`[MaxVertexCount(12)]`, Intel's
// DynamicResolutionRendering), about `[allow_uav_condition]` before a
// loop with a directive line between them (RTXPT), or about a user semantic
// on a cbuffer member or a global (`float4x4 World : WORLD;`, Intel's CPUT
// effect files), which is blanked; a conditional's `:` at file scope and
// the semantics of parameters and struct fields stay.

// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fo %t.dxil 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: warning
// CHECK-NOT: error
// The blanked semantics change nothing else: Tints[1] is row 5 (World
// takes rows 0-3), as in DXC.
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s --check-prefix=ROWS
// ROWS: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
// RUN: not %dxilc -T cs_6_0 -E main -WX -Wexpansion-to-defined %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=ASKED
// ASKED: error: macro expansion producing 'defined' has undefined behavior

#define HAS_FEATURE defined(FEATURE_ON)
#define FEATURE_ON 1

RWStructuredBuffer<float> Out : register(u0);

cbuffer PerModel : register(b0) {
  float4x4 World : WORLD;
  float4 Tints[2] : TINTS;
};
float4 Global : GLOBALSEM;
static const float Pick = 1 ? 2 : 3;
struct VOut {
  float4 Pos : SV_Position;
  float2 UV : TEXCOORD0;
};

[MaxVertexCount(12)]
void GSZoom(point float4 In[1] : POSITION, inout TriangleStream<float4> S) {
  S.Append(In[0]);
}

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
#if HAS_FEATURE
  float big = 16777217;
  uint bits = Id.x | Id.y ? 1 : 2;
  float3 Li;
  Li = (0.f, 0.f, 2.f);
  uint i = 0;
#ifndef SPIRV
  [allow_uav_condition]
#endif
  while (true) {
    if (++i > Id.x)
      break;
  }
  Out[Id.x] = big + bits + Li.z + i + World[0].x + Tints[1].y + Global.z +
              Pick;
#endif
}
