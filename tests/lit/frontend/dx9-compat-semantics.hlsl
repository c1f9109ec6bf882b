// -Gec, DXC's backward-compatibility mode (MonoGame builds its DX11 effects
// with it): the entry's own DX9 semantics map to system values as DXC's
// RemapObsoleteSemantic maps them. A pixel shader's COLOR[n] and DEPTH
// outputs are SV_Target[n] and SV_Depth, its VPOS input SV_Position; a
// vertex shader's POSITION[n] output is SV_Position. Struct fields keep
// theirs, as in DXC. Without -Gec the pixel shader is refused, as by DXC.

// RUN: %dxilc -T ps_6_0 -E PSMain -Gec %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: %dxilc -T vs_6_0 -E VSMain -Gec %s -Fc - | FileCheck %s --check-prefix=VS
// RUN: not %dxilc -T ps_6_0 -E PSMain %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=NOGEC

Texture2D t : register(t0);
SamplerState s : register(s0);

float4 VSMain(float4 p : POSITION0, float2 uv : TEXCOORD0,
              out float2 ouv : TEXCOORD0) : POSITION0 {
  ouv = uv;
  return p;
}

float4 PSMain(float2 uv : TEXCOORD0, float4 vp : VPOS,
              out float d : DEPTH) : COLOR0 {
  d = vp.z;
  return t.Sample(s, uv);
}

// PS: !{i32 {{[0-9]+}}, !"SV_Position", i8 9, i8 3,
// PS: !{i32 0, !"SV_Target", i8 9, i8 16,
// PS: !{i32 1, !"SV_Depth", i8 9, i8 17,
// VS: !{i32 0, !"POSITION", i8 9, i8 0,
// VS: !{i32 {{[0-9]+}}, !"SV_Position", i8 9, i8 3,
// NOGEC: error: semantic 'COLOR' is invalid as pixel shader output
