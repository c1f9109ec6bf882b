// Regression: the constant-buffer copy analysis (CBufferCopy.h) crashed the
// compiler (SIGSEGV, isolated as dxild.internal.crash) on this shape from
// Sascha Willems' multiview sample: a struct in a cbuffer, resources, and a
// non-static global constant (which goes to $Globals). It now only walks
// the request's own parsed declarations.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

Texture2DArray textureView : register(t1);
SamplerState samplerView : register(s1);
const float VIEW_LAYER = 0.0f;
struct UBO { float distortionAlpha; };
cbuffer ubo : register(b0) { UBO ubo; }
float4 main(float2 inUV : TEXCOORD0) : SV_TARGET
{
	const float alpha = ubo.distortionAlpha;
	float2 p2 = inUV * alpha;
	bool inside = ((p2.x >= 0.0) && (p2.x <= 1.0));
	return inside ? textureView.Sample(samplerView, float3(p2, VIEW_LAYER)) : float4(0.0, 0.0, 0.0, 0.0);
}

// CHECK: @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: @dx.op.sample.f32(i32 60,
