// Globals named as HLSL intrinsics (`cbuffer P { float step; }`, `float2
// ddx;`; DXC's own sampleGrad test): DXC's global hides the intrinsic,
// Clang 22 found both it and the prelude's hlsl::step ("reference to 'step'
// is ambiguous"). The global and its references are renamed for the next
// parse; a call of the hidden intrinsic is then DXC's error too.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main -DCALL %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=CALL

// step, distance, exp: row 0 components 0, 1, 2 of Params (DXC's).
// CHECK: %[[R0:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[P:[0-9]+]], i32 0)
// CHECK: extractvalue %dx.types.CBufRet.f32 %[[R0]], 0
// CHECK: extractvalue %dx.types.CBufRet.f32 %{{.*}}, 1
// CHECK: extractvalue %dx.types.CBufRet.f32 %{{.*}}, 2
// ddx and ddy: $Globals row 0 (x, y) and (z, w), read once, the gradients
// of SampleGrad.
// CHECK: %[[G:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS:[0-9]+]], i32 0)
// CHECK-NEXT: %[[DX0:.*]] = extractvalue %dx.types.CBufRet.f32 %[[G]], 0
// CHECK-NEXT: %[[DX1:.*]] = extractvalue %dx.types.CBufRet.f32 %[[G]], 1
// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[GLOBALS]], i32 0)
// CHECK: %[[DY0:.*]] = extractvalue %dx.types.CBufRet.f32 %[[G]], 2
// CHECK-NEXT: %[[DY1:.*]] = extractvalue %dx.types.CBufRet.f32 %[[G]], 3
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleGrad.f32(i32 63, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, float undef, i32 0, i32 0, i32 undef, float %[[DX0]], float %[[DX1]], float undef, float %[[DY0]], float %[[DY1]], float undef, float undef)
// CALL: intrinsic-named-globals.hlsl:[[@LINE+12]]:{{[0-9]+}}: error: called object type 'float' is not a function or function pointer

cbuffer Params : register(b0) { float step; float distance; float exp; };
float2 ddx;
float2 ddy;
Texture2D t : register(t0);
SamplerState s : register(s0);

float4 main(float2 uv : TEXCOORD) : SV_Target {
  float length = uv.x * step + distance + exp; // a local named so is fine
  float4 c = t.SampleGrad(s, uv, ddx, ddy);
#ifdef CALL
  c += step(0.5, uv.y);
#endif
  return c * length;
}
