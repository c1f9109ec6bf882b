// DXC's resource keywords `globallycoherent`, `unorm` and `snorm` (Clang 22
// knows none of them): the globally-coherent field of the UAV's dx.resources
// record and bit 14 of its annotateHandle properties, and the UNorm/SNorm
// component type in the record, the properties and the binding table. The
// expected records and properties are DXC 1.9's for this source (cs_6_0 and
// cs_6_6). FidelityFX FSR2 declares its resources this way, partly through
// macros and typedefs.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc %t.60.ll --reflect-json %t.json
// RUN: FileCheck %s --check-prefix=MD < %t.60.ll
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.66.ll
// RUN: FileCheck %s --check-prefixes=MD,PROPS < %t.66.ll
// RUN: not %dxilc -T cs_6_0 -E main -DBAD_COHERENT %s 2>&1 | FileCheck %s --check-prefix=BADGC
// RUN: not %dxilc -T cs_6_0 -E main -DBAD_NORM %s 2>&1 | FileCheck %s --check-prefix=BADNORM

#define COHERENT globallycoherent
typedef float2 FLOAT2x;
typedef RWTexture2D<unorm float4> UnormTarget;

globallycoherent RWTexture2D<float> a : register(u0);
UnormTarget b : register(u1);
Texture2D<snorm FLOAT2x> c : register(t0);
COHERENT RWByteAddressBuffer d : register(u2);
RWBuffer<unorm float> e : register(u3);

#ifdef BAD_COHERENT
// BADGC: resource-keywords.hlsl:[[@LINE+1]]:35: error: 'globallycoherent' applies to read-write resources (UAVs) only; 'f' is not one
globallycoherent Texture2D<float> f : register(t1);
#endif
#ifdef BAD_NORM
// BADNORM: resource-keywords.hlsl:[[@LINE+1]]:25: error: unorm and snorm apply to floating-point element types only ('g')
RWTexture2D<unorm uint> g : register(u4);
#endif

void touch(globallycoherent RWTexture2D<float> t, uint2 i) { t[i] = 2; }

[numthreads(8, 8, 1)] void main(uint2 i : SV_DispatchThreadID) {
  a[i] = 1;
  b[i] = c[i].xyxy;
  d.Store(0, 1);
  e[i.x] = 0.5;
  touch(a, i);
}

// PROPS-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 20482, i32 265 })
// PROPS-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 525 })
// PROPS-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4098, i32 1038 })
// PROPS-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 20491, i32 0 })
// PROPS-DAG: @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4106, i32 270 })
// MD-NOT: annotation
// MD: !{i32 0, ptr @{{.*}}, !"c", i32 0, i32 0, i32 1, i32 2, i32 0, ![[SN:[0-9]+]]}
// MD: ![[SN]] = !{i32 0, i32 13}
// MD: !{i32 0, ptr @{{.*}}, !"a", i32 0, i32 0, i32 1, i32 2, i1 true, i1 false, i1 false, ![[F32:[0-9]+]]}
// MD: ![[F32]] = !{i32 0, i32 9}
// MD: !{i32 1, ptr @{{.*}}, !"b", i32 0, i32 1, i32 1, i32 2, i1 false, i1 false, i1 false, ![[UN:[0-9]+]]}
// MD: ![[UN]] = !{i32 0, i32 14}
// MD: !{i32 2, ptr @{{.*}}, !"d", i32 0, i32 2, i32 1, i32 11, i1 true, i1 false, i1 false, null}
// MD: !{i32 3, ptr @{{.*}}, !"e", i32 0, i32 3, i32 1, i32 10, i1 false, i1 false, i1 false, ![[UN]]}

// JSON: "name": "c",
// JSON: "element_type": "snorm_f32",
// JSON: "globally_coherent": false,
// JSON: "name": "a",
// JSON: "element_type": "f32",
// JSON: "globally_coherent": true,
// JSON: "name": "b",
// JSON: "element_type": "unorm_f32",
// JSON: "globally_coherent": false,
// JSON: "name": "d",
// JSON: "globally_coherent": true,
// JSON: "name": "e",
// JSON: "element_type": "unorm_f32",
