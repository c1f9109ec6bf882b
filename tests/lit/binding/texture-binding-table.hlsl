// Textures, samplers and buffers bound together: textures take t, RW
// textures u, samplers s; implicit binding, arrays and unbounded arrays
// work across the new kinds exactly as for buffers, and each row names the
// DXIL kind.

// RUN: %dxilc -T ps_6_6 -E main %s --reflect-json %t.json -Fo %t.dxil
// RUN: %python -c "import json, sys; [print(json.dumps(r)) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s
// RUN: not %dxilc -T ps_6_6 -E main -D OVERLAP %s 2>&1 | FileCheck %s --check-prefix=OVERLAP

Texture2D Albedo;                         // implicit: t1 (t0 is taken)
Texture2D<float> Shadow : register(t0);
TextureCube Sky[2];                        // implicit array: t2..t3
Texture2DArray<float4> Bindless[] : register(t0, space1);
Buffer<float4> Lights;                     // implicit: t4
RWTexture2D<float4> Target;                // implicit: u0
SamplerState Linear;                       // implicit: s1
SamplerComparisonState ShadowCmp : register(s0);
#ifdef OVERLAP
SamplerState Point : register(s0);
#endif

float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  float4 r = Albedo.Sample(Linear, uv) * Shadow.SampleCmpLevelZero(ShadowCmp, uv, pos.z);
  r += Sky[(uint)pos.x & 1].Sample(Linear, pos.xyz);
  r += Bindless[NonUniformResourceIndex((uint)pos.y)].Sample(Linear, float3(uv, 0));
  r += Lights[0];
#ifdef OVERLAP
  r += Albedo.Sample(Point, uv);
#endif
  Target[(uint2)pos.xy] = r;
  return r;
}

// CHECK: "name": "Shadow", "class": "SRV", "kind": "Texture2D", "space": 0, "lower_bound": 0, "range_size": 1, "binding": "explicit", "element_type": "f32", "element_count": 1
// CHECK: "name": "Albedo", "class": "SRV", "kind": "Texture2D", "space": 0, "lower_bound": 1, "range_size": 1, "binding": "implicit", "element_type": "f32", "element_count": 4
// CHECK: "name": "Sky", "class": "SRV", "kind": "TextureCube", "space": 0, "lower_bound": 2, "range_size": 2, "binding": "implicit"
// CHECK: "name": "Lights", "class": "SRV", "kind": "TypedBuffer", "space": 0, "lower_bound": 4, "range_size": 1, "binding": "implicit"
// CHECK: "name": "Bindless", "class": "SRV", "kind": "Texture2DArray", "space": 1, "lower_bound": 0, "range_size": -1, "binding": "explicit"
// CHECK: "name": "Target", "class": "UAV", "kind": "Texture2D", "space": 0, "lower_bound": 0, "range_size": 1, "binding": "implicit"
// CHECK: "name": "ShadowCmp", "class": "Sampler", "kind": "Sampler", "space": 0, "lower_bound": 0, "range_size": 1, "binding": "explicit"
// CHECK: "name": "Linear", "class": "Sampler", "kind": "Sampler", "space": 0, "lower_bound": 1, "range_size": 1, "binding": "implicit"

// OVERLAP: error: resource 'Point' (s0, space0) overlaps with resource 'ShadowCmp' (s0, space0)
