// Helpers that take the shader's resource arrays as parameters: bindless
// fetches with unbounded arrays called with the globals of the same names
// (AMD Cauldron's surfacerendercommon.h; Clang 22: "incomplete resource
// array in a function parameter") and a shadow-cascade helper taking a
// sized array under another name (Clang 22 passed poison). Each parameter
// is only another name for the global every call passes, so the body
// indexes the global itself (ResourceArrayParams.h); diagnostics after a
// rewritten name keep the user's columns. A call passing another array
// keeps Clang's error (resource-array-params-other.hlsl).

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_6 -E main -D BROKEN %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=BROKEN

Texture2D AllTextures[] : register(t0);
SamplerState AllSamplers[] : register(s0);
Texture2D ShadowMaps[4] : register(t0, space1);
SamplerComparisonState ShadowSampler : register(s0, space1);

struct Indices {
  int Albedo;
  int Sampler;
};

float4 albedo(Indices I, Texture2D AllTextures[], SamplerState AllSamplers[],
              float2 UV) {
  return AllTextures[NonUniformResourceIndex(I.Albedo)].Sample(
      AllSamplers[I.Sampler], UV);
}

// A helper passing its own parameters on.
float4 twice(Indices I, Texture2D AllTextures[], SamplerState AllSamplers[],
             float2 UV) {
  return 2 * albedo(I, AllTextures, AllSamplers, UV);
}

float shadow(float3 P, uint Cascade, Texture2D Maps[4],
             SamplerComparisonState S) {
#ifdef BROKEN
  // BROKEN: resource-array-params.hlsl:[[@LINE+1]]:46: error: use of undeclared identifier 'undeclared'
  return Maps[Cascade].SampleCmpLevelZero(S, undeclared, P.z);
#endif
  return Maps[Cascade].SampleCmpLevelZero(S, P.xy, P.z);
}

float4 main(float2 UV : TEXCOORD, nointerpolation int A : ALBEDO) : SV_Target {
  Indices I;
  I.Albedo = A;
  I.Sampler = 1;
  return twice(I, AllTextures, AllSamplers, UV) *
         shadow(float3(UV, 0.5), A & 3, ShadowMaps, ShadowSampler);
}

// The sampler array's element 1 and the texture array at the dynamic,
// non-uniform index, both unbounded (range size -1).
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 3 }, i32 1, i1 false)
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 0 }, i32 %{{[0-9]+}}, i1 true)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
// The shadow map at the cascade index, space 1, range 4.
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 3, i32 1, i8 0 }, i32 %{{[0-9]+}}, i1 false)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleCmpLevelZero.f32(i32 65,
// CHECK: fmul reassoc nnan ninf nsz arcp afn float %{{.*}}, 2.000000e+00
