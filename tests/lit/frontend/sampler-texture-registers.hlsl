// DXC takes a `t` register for a sampler and an `s` register for a
// texture, binding each in its own class with that number (Khronos' Vulkan
// samples write `SamplerState _sampler : register(t0, space1)`). Clang 22
// refused the swapped letter; the frontend spells the resource's own.
// Buffers keep their one letter, as in DXC. The binding table and records
// are DXC's (sampler s5 in space 1, textures t4 and t8..t9).

// RUN: %dxilc -T ps_6_0 -E main %s -Fo %t.dxil --reflect-json %t.json
// RUN: %python -c "import json, sys; [print(r['name'], r['class'], r['lower_bound'], r['space'], r['range_size']) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main -DBUFFER %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=BUFFER

struct TextureParams { float4 Scale; };
// A declaration before the sampler names a type starting with "Texture":
// the sampler's `s2` stays.
ConstantBuffer<TextureParams> Params : register(b0);
SamplerState Lin : register(s2);
Texture2D Plain : register(t1);
SamplerState Smp : register(t5, space1);
Texture2D Tex3 : register(s4);
SamplerComparisonState Cmp : register(T7);
Texture2DArray<float> Layers[2] : register(s8);
#ifdef BUFFER
// BUFFER: error: binding type 's' only applies to sampler state
Buffer<float4> B : register(s1);
#endif

float4 main(float2 UV : TEXCOORD0) : SV_Target {
  return Plain.Sample(Smp, UV) + Tex3.Sample(Lin, UV) * Params.Scale +
         Layers[1].SampleCmpLevelZero(Cmp, float3(UV, 0), 0.5);
}

// CHECK: Plain SRV 1 0 1
// CHECK: Tex3 SRV 4 0 1
// CHECK: Layers SRV 8 0 2
// CHECK: Lin Sampler 2 0 1
// CHECK: Cmp Sampler 7 0 1
// CHECK: Smp Sampler 5 1 1
