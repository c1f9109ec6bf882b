// Storage and interpolation keywords DXC accepts where Clang 22 has none:
// `uniform` in a macro's body (Torque3D's `#define
// TORQUE_UNIFORM_SAMPLER2D(tex, reg) uniform Texture2D texture_##tex : ...`),
// a macro that is an interpolation modifier alone (`#define INTERP
// nointerpolation`, counted where it is used), and the effect framework's
// `shared` storage class (`shared cbuffer`, `shared float4`; OGRE's
// samples), which DXC ignores. Before, each was "unknown type name".

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// A modifier first in a macro's body that declares a member (ezEngine's
// `#define CUSTOM_INTERPOLATOR nointerpolation uint Flags : FLAGS;`
// expanded in a struct): the output is constant-interpolated, as in DXC.
// RUN: %dxilc -T vs_6_0 -E vs %s -Fc - | FileCheck %s --check-prefix=VS

#define TORQUE_UNIFORM_SAMPLER2D(tex, regist) uniform Texture2D texture_##tex : register(t##regist); uniform SamplerState tex : register(s##regist)
#define INTERP nointerpolation
#define SHARED_TINT shared float4 tint2;

TORQUE_UNIFORM_SAMPLER2D(ribTex, 0);
shared cbuffer Shared : register(b0) { float4 tint; };
SHARED_TINT

// The COLOR0 input is constant-interpolated (mode 1); both textures and
// the cbuffers bind as written.
// CHECK: !{i32 0, ptr @dx.resource.sym.texture_ribTex, !"texture_ribTex", i32 0, i32 0, i32 1, i32 2,
// CHECK: !{i32 1, !"COLOR", i8 9, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 4,
float4 main(float2 uv : TEXCOORD0, INTERP float4 c : COLOR0) : SV_Target {
  return texture_ribTex.Sample(ribTex, uv) * c * tint * tint2;
}

#define CUSTOM_INTERPOLATOR nointerpolation uint Flags : FLAGS;
struct VSOut {
  float4 Position : SV_Position;
  CUSTOM_INTERPOLATOR
};
// VS: !{i32 1, !"FLAGS", i8 5, i8 0, !{{[0-9]+}}, i8 1, i32 1, i8 1,
VSOut vs(float4 p : POSITION) {
  VSOut o;
  o.Position = p;
  o.Flags = 3;
  return o;
}
