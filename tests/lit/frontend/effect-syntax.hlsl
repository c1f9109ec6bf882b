// Effect-framework (fx_5_0) syntax that DXC parses and ignores with a
// -Weffects-syntax warning: state blocks after declarators, sampler_state
// initializers, annotations, techniques (with directives inside) and effect
// object declarations (the DirectX SDK's NBodyGravityCS11 ParticleDraw.hlsl:
// `SamplerState g_samLinear { Filter = ...; };`). Clang 22 reported every
// token of it. The bindings below are DXC 1.9's for this source.

// RUN: %dxilc -T ps_6_0 -E main %s -Fo %t.dxil --reflect-json %t.json
// RUN: %python -c "import json, sys; [print(r['name'], r['class'], r['lower_bound'], r['space'], r['range_size'], r['cbuffer_size']) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s
// RUN: %dxilc -T ps_6_0 -E main -DWIREFRAME %s -Fo %t.dxil

// CHECK-DAG: diffuse SRV 3 0 1 0
// CHECK-DAG: macroTex SRV 5 0 1 0
// CHECK-DAG: tex SRV 0 0 1 0
// CHECK-DAG: t2 SRV 1 0 1 0
// CHECK-DAG: Params CBV 0 0 1 20
// CHECK-DAG: $Globals CBV 1 0 1 16
// CHECK-DAG: wrap Sampler 0 0 1 0
// CHECK-DAG: s1 Sampler 1 0 1 0
// CHECK-DAG: s2 Sampler 2 0 1 0
// CHECK-DAG: s3 Sampler 3 0 1 0
// CHECK-NOT: {{rs|vsObj|legacyTex|NoBlend|DS}} {{[A-Z]}}

// A type the file declares itself is not an effect object, nor a macro.
struct Texture { float4 v; };
Texture userTex;
#define PixelShader Texture2D
PixelShader macroTex : register(t5);

cbuffer Params : register(b0) {
  float4 tint < string UIName = "Tint"; string UIWidget = "Color"; > = float4(1, 1, 1, 1);
  float scale;
};

namespace fx {
SamplerState wrap { Filter = MIN_MAG_MIP_LINEAR; AddressU = Wrap; };
}
Texture2D<float4> diffuse : register(t3) < string ResourceName = "default.dds"; >;
Texture2D tex;
SamplerState s1 : register(s1) { Filter = MIN_MAG_MIP_POINT; };
SamplerState s2 = sampler_state { Texture = <tex>; Filter = ANISOTROPIC; };
SamplerComparisonState s3 { ComparisonFunc = LESS; };
Texture2D t2 { };

texture legacyTex;
VertexShader vsObj = CompileShader(vs_5_0, VSMain());
RasterizerState rs { FillMode = Wireframe; };
BlendState NoBlend { BlendEnable[0] = FALSE; };
DepthStencilState DS { DepthEnable = TRUE; };

float4 VSMain(float4 p : POSITION) : SV_Position { return p; }

float4 main(float2 uv : TEXCOORD) : SV_Target {
  return diffuse.Sample(fx::wrap, uv) * tint * scale + userTex.v +
         tex.Sample(s1, uv) + tex.Sample(s2, uv) +
         tex.SampleCmp(s3, uv, 0.5) + t2.Sample(fx::wrap, uv) +
         macroTex.Sample(s1, uv);
}

technique11 Render
{
#ifdef WIREFRAME
  pass Wire { SetRasterizerState(rs); }
#else
  pass Solid { SetVertexShader(vsObj); SetPixelShader(CompileShader(ps_5_0, main())); }
#endif
}
