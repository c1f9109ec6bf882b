// RUN: %dxilc -T ps_6_0 -E PS %s -Fc - | FileCheck %s

// A texture sampled from an array by a dynamic index, with the result
// unused (d3d12book's shadow pass without ALPHA_TEST). Clang copies the
// sampler through an i32 stack slot; once the unused sample is gone the
// slot, the sampler global and every resource the sample touched must go
// too (DXC's output has no resources either), not be refused as a handle
// "used in a way DXIL cannot express".

Texture2D gTextureMaps[10] : register(t2);
SamplerState gsamAnisotropicWrap : register(s4);
struct MaterialData { float4 DiffuseAlbedo; uint DiffuseMapIndex; };
StructuredBuffer<MaterialData> gMaterialData : register(t0, space1);
cbuffer PerPass : register(b0) { uint gMaterialIndex; };

void PS(float2 uv : TEXCOORD) {
  MaterialData m = gMaterialData[gMaterialIndex];
  float4 diffuseAlbedo = m.DiffuseAlbedo;
  diffuseAlbedo *= gTextureMaps[m.DiffuseMapIndex].Sample(gsamAnisotropicWrap, uv);
}

// CHECK: define void @PS()
// CHECK-NOT: dx.op.sample
// CHECK-NOT: createHandle
// CHECK: ret void
// CHECK-NOT: !dx.resources
