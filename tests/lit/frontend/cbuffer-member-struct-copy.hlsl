// A struct member of a constant buffer variable passed or copied as a whole
// (AMD Cauldron's `GetPBRParams(..., InstanceInfo.MaterialInfo, ...)`):
// Clang 22 refuses it like a whole buffer struct ("no matching constructor
// for initialization of 'MaterialInformation'"); dxild reads the member's
// members one by one (CBufferCopy.h, member paths). Rows as DXC lays out the
// buffers: Instance.World 0-3, Instance.Material.Albedo 4, .Cutoff 5;
// Params.n.m 4-7, Params.n.k 8.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct Material { float4 Albedo; float Cutoff; };
struct Instance { float4x4 World; Material Mat; };
cbuffer CBInstance : register(b1) { Instance InstanceInfo; };

struct Inner { float4x4 m; uint k; };
struct CB { uint a; float4 b; uint c[2]; Inner n; };
ConstantBuffer<CB> Params : register(b0);

RWStructuredBuffer<float> o : register(u0);

float shade(Material M) { return M.Albedo.y * M.Cutoff; }
float inner(Inner I) { return I.m[2][3] + I.k; }

[numthreads(1, 1, 1)] void main() {
  o[0] = shade(InstanceInfo.Mat);
  Material Copy = InstanceInfo.Mat;
  o[1] = Copy.Cutoff + inner(Params.n);
  o[2] = InstanceInfo.Mat.Albedo.x; // member access stays a direct read
}

// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[I:%.*]], i32 4)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[I]], i32 5)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[P:%.*]], i32 7)
// CHECK-DAG: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[P]], i32 8)
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 0, i32 0,
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 1, i32 0,
// CHECK-DAG: call void @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 2, i32 0,
