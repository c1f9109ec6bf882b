// Techniques that come out of macros (MonoGame's Macros.fxh: `#define
// TECHNIQUE(name, vsname, psname) technique name { pass { VertexShader =
// compile vs_6_0 vsname (); PixelShader = compile ps_6_0 psname(); } }`,
// used as `TECHNIQUE(BasicEffect, VSBasic, PSBasic)` in every built-in
// effect). DXC ignores the technique the invocation expands to; dxild blanks
// the macro's body (line continuations kept) so the invocation expands to
// nothing. A macro that is the keyword alone is taken for the keyword.
// Before, each was "unknown type name 'technique'".

// RUN: %dxilc -T ps_6_0 -E PSBasic %s -Fc - | FileCheck %s
// RUN: %dxilc -T vs_6_0 -E VSBasic %s -Fc - | FileCheck %s --check-prefix=VS

#define TECHNIQUE(name, vsname, psname ) \
	technique name { pass { VertexShader = compile vs_6_0 vsname (); \
	PixelShader = compile ps_6_0 psname(); } }
#define TECH technique

cbuffer Parameters : register(b0) { float4 DiffuseColor; };

float4 VSBasic(float4 p : POSITION) : SV_Position { return p; }
float4 PSBasic(float4 c : COLOR0) : SV_Target0 { return c * DiffuseColor; }

TECHNIQUE(BasicEffect, VSBasic, PSBasic)
TECH Other { pass { PixelShader = compile ps_6_0 PSBasic(); } }

// CHECK-LABEL: define void @PSBasic()
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle {{%.*}}, i32 0)
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,
// VS-LABEL: define void @VSBasic()
// VS: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,
