// An effect annotation on a declaration that starts with a macro
// (FaceMapping2's Maya shaders: `ML float4x4 A < string UIWidget = "None";
// >;` with `#define ML row_major`, 24 entries; or a macro defined empty).
// DXC skips the annotation after macro expansion with a warning. Before,
// the macro was taken for the type and the annotation stayed: "unknown type
// name 'string'", and A was dropped. A macro before `cbuffer` still starts
// no variable declaration.

// RUN: %dxilc -T vs_6_0 -E main -HV 2018 %s -Fc - | FileCheck %s

#define ML row_major
#define EMPTY
#define BEGIN_CB

BEGIN_CB cbuffer cb : register(b0) {
  ML float4x4 A < string UIWidget = "None"; >;
  EMPTY float4 Tint < string UIName = "Tint"; float UIMin = 0; >;
};

float4 main(float4 p : POSITION) : SV_Position { return mul(p, A) + Tint; }

// A is row_major: mul(p, A) reads A's four rows 0..3; Tint is row 4.
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 3)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
