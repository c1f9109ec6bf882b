// A resource type without template arguments passed to a macro that
// declares it (NVIDIA NRI's `NRI_RESOURCE(Texture2D, texture0, t, 0, 0)`,
// expanding to `Texture2D texture0 : register(t0, space0)`): DXC reads
// Texture2D<float4>, as written directly; the argument is spelled with the
// prelude's defaulted alias. A macro that writes the parameter before `<`
// (`type<float> name`) keeps the template. Before, "use of class template
// 'Texture2D' requires template arguments".

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

#define NRI_RESOURCE(resourceType, resourceName, regName, bindingIndex, setIndex) \
  resourceType resourceName : register(regName##bindingIndex, space##setIndex)
#define TYPED(type, name, reg) type<float> name : register(reg)
// In another macro's body (NRI's NRI_INPUT_ATTACHMENT).
#define INPUT_ATTACHMENT(name, binding) NRI_RESOURCE(Texture2D, name, t, binding, 0)

NRI_RESOURCE(Texture2D, texture0, t, 0, 0);
TYPED(Texture2D, depth, t1);
NRI_RESOURCE(SamplerState, sampler0, s, 0, 0);
INPUT_ATTACHMENT(normals, 2);

// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.texture0, !"texture0", i32 0, i32 0, i32 1, i32 2, i32 0, ![[F4:[0-9]+]]}
// CHECK-DAG: !{i32 1, ptr @dx.resource.sym.depth, !"depth", i32 0, i32 1, i32 1, i32 2, i32 0, ![[F4]]}
// CHECK-DAG: !{i32 2, ptr @dx.resource.sym.normals, !"normals", i32 0, i32 2, i32 1, i32 2, i32 0, ![[F4]]}
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return texture0.Sample(sampler0, uv) * depth.Sample(sampler0, uv) *
         normals.Sample(sampler0, uv);
}
