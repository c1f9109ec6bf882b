// An interpolation modifier as the first token after a directive line
// (PCSX2's tfx.fx: `#else` then `nointerpolation float4 c : COLOR0;`) is a
// modifier, not an unknown type name; only the active branch's counts.
// Interpolation modes (the signature record's 6th operand) are DXC's:
// nointerpolation 1, linear 2, noperspective 4.

// RUN: %dxilc -T ps_6_0 -E main -DIIP=0 %s -Fc - | FileCheck %s --check-prefix=FLAT
// RUN: %dxilc -T ps_6_0 -E main -DIIP=1 %s -Fc - | FileCheck %s --check-prefix=SMOOTH

// FLAT: !{i32 1, !"COLOR", i8 9, i8 0, !{{[0-9]+}}, i8 1,
// FLAT: !{i32 2, !"COLOR", i8 5, i8 0, !{{[0-9]+}}, i8 1,
// FLAT: !{i32 3, !"TEXCOORD", i8 9, i8 0, !{{[0-9]+}}, i8 4,
// SMOOTH: !{i32 1, !"COLOR", i8 9, i8 0, !{{[0-9]+}}, i8 2,
// SMOOTH: !{i32 2, !"COLOR", i8 5, i8 0, !{{[0-9]+}}, i8 1,
// SMOOTH: !{i32 3, !"TEXCOORD", i8 9, i8 0, !{{[0-9]+}}, i8 4,

struct PS_INPUT {
  float4 p : SV_Position;
#if IIP
  float4 c : COLOR0;
#else
  nointerpolation float4 c : COLOR0;
#endif
  nointerpolation uint interior : COLOR2;
#define FLAG 1
  noperspective float n : TEXCOORD1;
};

float4 main(PS_INPUT i) : SV_Target { return i.c + i.interior + i.n; }
