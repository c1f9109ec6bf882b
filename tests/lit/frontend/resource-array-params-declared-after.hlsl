// Bindless helpers in a header included before the shader declares the
// global arrays they are called with (AMD Cauldron's gbufferps): the
// parameter becomes the global only if the global is declared before the
// helper, so a `TYPE NAME[N] : register(...);` declaration is moved to the
// line of the first helper that names it (lines stay where they were). A
// helper nothing calls (unusedFetch) does not keep the others from being
// rewritten. Handles are the globals', indexed dynamically
// (ResourceArrayParams.h).

// RUN: %dxilc -T ps_6_6 -E main -I %S/Inputs/resource-array-params %s -Fc - | FileCheck %s

#include "fetch.h"

Texture2D AllTextures[] : register(t0);
SamplerState AllSamplers[] : register(s0);

// Samplers 0 and 1, textures T and T + 1 of the global arrays.
// CHECK: define void @main()
// CHECK-DAG: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 3 }, i32 0, i1 false)
// CHECK-DAG: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 3 }, i32 1, i1 false)
// CHECK: [[T:%[0-9]+]] = call i32 @dx.op.loadInput.i32(
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 0 }, i32 %{{[0-9]+}}, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
// CHECK: add i32 [[T]], 1
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 0 }, i32 %{{[0-9]+}}, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
float4 main(float2 UV : TEXCOORD, nointerpolation uint T : INDEX) : SV_Target {
  return fetchTwice(T, AllTextures, AllSamplers, UV);
}
