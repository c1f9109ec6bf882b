// A local struct of resources initialized by a braced list (FXAA 3.11's
// `FxaaTex tex = { sampler, texture };`, WickedEngine's fxaa pass): Clang 22
// counts no list element for a resource and refused it ("too few
// initializers in list for type 'FxaaTex' (expected 2 but found 0)").
// The frontend rewrites it into member assignments (ResourceInitLists.h);
// the sample reads the texture t3 with the sampler s1 the list names, as in
// DXC. A list of the wrong length keeps Clang's error.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_6 -E shortlist -D SHORT %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SHORT

// CHECK-DAG: %[[S:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 1, i32 0, i8 3 }
// CHECK-DAG: %[[T:.*]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 0, i8 0 }
// CHECK-DAG: %[[SA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]],
// CHECK-DAG: %[[TA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %[[TA]], %dx.types.Handle %[[SA]],

struct FxaaTex {
  SamplerState smpl;
  Texture2D tex;
};
SamplerState other : register(s0);
SamplerState linearClamp : register(s1);
Texture2D<float4> unused : register(t2);
Texture2D<float4> input : register(t3);
RWTexture2D<float4> output : register(u0);

float4 FxaaTexTop(FxaaTex t, float2 p) { return t.tex.SampleLevel(t.smpl, p, 0.0); }

#ifndef SHORT
[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  FxaaTex tex = { linearClamp, input };
  output[id.xy] = FxaaTexTop(tex, (id.xy + 0.5) / 64.0);
}
#else
// SHORT: error: too few initializers in list for type 'FxaaTex' (expected 2 but found 0)
[numthreads(8, 8, 1)]
void shortlist(uint3 id : SV_DispatchThreadID) {
  FxaaTex tex = { input };
  output[id.xy] = FxaaTexTop(tex, 0.5);
}
#endif
