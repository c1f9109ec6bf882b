// Bindless helpers that take the shader's unbounded resource arrays as
// parameters, called with the globals of the same names (AMD Cauldron's
// surfacerendercommon.h): Clang 22 refuses the parameters ("incomplete
// resource array in a function parameter"); the parameter is only another
// name for the global, so the body indexes the global itself
// (UnboundedArrayParams.h). Passing any other array keeps Clang's error
// (unbounded-array-params-other.hlsl).

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

Texture2D AllTextures[] : register(t0);
SamplerState AllSamplers[] : register(s0);

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

float4 main(float2 UV : TEXCOORD, nointerpolation int A : ALBEDO) : SV_Target {
  Indices I;
  I.Albedo = A;
  I.Sampler = 1;
  return twice(I, AllTextures, AllSamplers, UV);
}

// The sampler array's element 1 and the texture array at the dynamic,
// non-uniform index, both unbounded (range size -1).
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 3 }, i32 1, i1 false)
// CHECK: createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 -1, i32 0, i8 0 }, i32 %{{[0-9]+}}, i1 true)
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60,
// CHECK: fmul reassoc nnan ninf nsz arcp afn float %{{.*}}, 2.000000e+00
