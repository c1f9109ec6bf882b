// ConstantBuffer<T> as DXC compiles it: one CBV named after the variable,
// laid out as a cbuffer holding one T, members read with cbufferLoadLegacy.
// Expected values are DXC's (DirectX-Graphics-Samples D3D12DynamicIndexing
// pixel shader: annotateHandle { 13, 4 }, record size 4, row 0 component 0)
// and HLSL's 16-byte row packing, which DXC follows.

// RUN: %dxilc -T ps_6_6 -E ps -DSAMPLE %s -Fc - | FileCheck %s --check-prefix=SAMPLE
// RUN: %dxilc -T cs_6_6 -E main -DNESTED %s -Fc - | FileCheck %s --check-prefix=NESTED
// RUN: %dxilc -T cs_6_6 -E main -DNESTED -Od %s -Fc - | FileCheck %s --check-prefix=NESTED
// RUN: %dxilc -T cs_6_0 -E main -DNESTED %s -Fc - | FileCheck %s --check-prefix=SM60

#if defined(SAMPLE)
struct MaterialConstants {
  uint matIndex; // Dynamically set index for looking up from g_txMats[].
};
ConstantBuffer<MaterialConstants> materialConstants : register(b0, space0);
Texture2D g_txMats[] : register(t1);
SamplerState g_sampler : register(s0);

float4 ps(float2 uv : TEXCOORD0) : SV_TARGET {
  return g_txMats[materialConstants.matIndex].Sample(g_sampler, uv);
}
// SAMPLE: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
// SAMPLE: [[CBA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 13, i32 4 })
// SAMPLE: [[ROW:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[CBA]], i32 0)
// SAMPLE-NEXT: [[IDX:%[0-9]+]] = extractvalue %dx.types.CBufRet.i32 [[ROW]], 0
// SAMPLE-NEXT: [[SLOT:%[0-9]+]] = add i32 1, [[IDX]]
// SAMPLE-NEXT: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 -1, i32 0, i8 0 }, i32 [[SLOT]], i1 false)
// SAMPLE: !{i32 0, ptr @dx.resource.sym.materialConstants, !"materialConstants", i32 0, i32 0, i32 1, i32 4, null}

#elif defined(NESTED)
// Row padding inside T: every struct and array starts a new row, a float3
// does not fit behind a row's last component. Clang 22 indexed these
// members with the struct's ordinary field numbers (RepairCBufferFieldIndex).
struct Inner { float2 p; uint k; };
struct Mid { float x; Inner inn; float y; };
struct S {
  float a;       // row 0.x
  Mid m;         // x: 1.x; inn.p: 2.xy, inn.k: 2.z; y: 2.w
  Inner arr[2];  // arr[i]: row 3 + i; arr[i].k: .z
  float3 v;      // row 5.xyz (12 bytes do not fit behind arr[1].k)
  uint tail;     // row 5.w
};
struct D { float a; double d; float b; };
ConstantBuffer<S> cb : register(b3, space2);
ConstantBuffer<D> cd;  // implicit binding: b0, space 0
RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint i : SV_GroupIndex) {
  Out[0] = cb.a;
  Out[1] = cb.m.x;
  Out[2] = cb.m.inn.k;
  Out[3] = cb.m.y;
  Out[4] = cb.arr[i].k;
  Out[5] = cb.arr[1].p.y;
  Out[6] = cb.v.z;
  Out[7] = cb.tail;
  Out[8] = (float)cd.d; // row 0.zw
  Out[9] = cd.b;        // row 1.x
}
// NESTED-DAG: [[CB:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 3, i32 3, i32 2, i8 2 }, i32 3, i1 false)
// NESTED-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CB]], %dx.types.ResourceProperties { i32 13, i32 96 })
// NESTED-DAG: [[CD:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 2 }, i32 0, i1 false)
// NESTED-DAG: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[CD]], %dx.types.ResourceProperties { i32 13, i32 20 })
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 0
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 0
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.i32 [[R]], 2
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 2)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 3
// NESTED: [[ROW:%[0-9]+]] = add i32 %{{[0-9]+}}, 3
// NESTED-NEXT: [[R:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 [[ROW]])
// NESTED-NEXT: extractvalue %dx.types.CBufRet.i32 [[R]], 2
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 1
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 2
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 5)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.i32 [[R]], 3
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f64 @dx.op.cbufferLoadLegacy.f64(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 0)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f64 [[R]], 1
// NESTED: [[R:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// NESTED-NEXT: extractvalue %dx.types.CBufRet.f32 [[R]], 0
// NESTED-DAG: !{i32 {{[0-9]}}, ptr @dx.resource.sym.cb, !"cb", i32 2, i32 3, i32 1, i32 96, null}
// NESTED-DAG: !{i32 {{[0-9]}}, ptr @dx.resource.sym.cd, !"cd", i32 0, i32 0, i32 1, i32 20, null}
// Before shader model 6.6: createHandle with the CBV class (2) and range ID.
// SM60: call %dx.types.Handle @dx.op.createHandle(i32 57, i8 2, i32 {{[01]}}, i32 3, i1 false)
#endif
