// A sized global array declared after the headers whose helpers take it
// (one in each header, one helper overloaded with another number of
// parameters): the declaration moves before the first of them in the
// translation unit, and calls of the other overload are left alone. Clang 22
// passed the array as poison ("stored to memory") before
// (ResourceArrayParams.h).

// RUN: %dxilc -T ps_6_0 -E main -I %S/Inputs/resource-array-params %s -Fc - | FileCheck %s

#include "lighting.h"

Texture2D ShadowMaps[MAX_SHADOW_MAPS] : register(t8);
Texture2D ScreenShadow : register(t0);
SamplerComparisonState Cmp : register(s0);

// The array's handle, indexed with I, and the other overload's texture.
// CHECK: [[I:%[0-9]+]] = call i32 @dx.op.loadInput.i32(
// CHECK: [[IDX:%[0-9]+]] = add i32 8, [[I]]
// CHECK: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 0, i32 0, i32 [[IDX]], i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65,
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66,
float4 main(float3 P : TEXCOORD, nointerpolation uint I : INDEX) : SV_Target {
  return calcShadow(I, Cmp, P, ShadowMaps) + calcShadow(P.xy, ScreenShadow);
}
