// A helper taking an unbounded resource array that one of its calls gives
// another array than the global of the parameter's name: the parameter is
// not only another name for that global, and Clang 22's error stays
// (ResourceArrayParams.h).

// RUN: not %dxilc -T ps_6_6 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s

Texture2D AllTextures[] : register(t0);
Texture2D OtherTextures[] : register(t0, space1);
SamplerState Sampler : register(s0);

// CHECK: resource-array-params-other.hlsl:[[@LINE+1]]:32: error: incomplete resource array in a function parameter
float4 fetch(uint I, Texture2D AllTextures[], float2 UV) {
  return AllTextures[I].Sample(Sampler, UV);
}

float4 main(float2 UV : TEXCOORD) : SV_Target {
  return fetch(0, AllTextures, UV) + fetch(1, OtherTextures, UV);
}
