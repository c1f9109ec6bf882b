// SM 6.6 bindless constant buffers: ConstantBuffer<T> from
// ResourceDescriptorHeap (core/lib/Frontend/HeapCBuffer.h). Each read is a
// cbufferLoadLegacy row of createHandleFromHeap(index) + annotateHandle
// { 13, DXC's size of T }, with no dx.resources record; constant, dynamic,
// NonUniformResourceIndex and cbuffer-loaded heap indices; matrices, arrays
// (dynamic row), nested structs, row_major matrices; the value passed to a
// function, copied to a local or assigned (read through a member-wise copy;
// DXC reads a dynamically indexed array of such a copy with a dynamic row,
// dxild reads the elements). Every expected line is DXC
// 1.9's output for the same source (dxc -T cs_6_6), and DXC's validator
// accepts both containers. The vkd3d reference
// undefined_descriptor_heap_mismatch_types_cbv is the VK case.

// RUN: %dxilc -T cs_6_6 -E main -DCS %s -Fc - | FileCheck %s --check-prefix=CS
// RUN: %dxilc -T cs_6_6 -E main -DVK %s -Fc - | FileCheck %s --check-prefix=VK
// RUN: not %dxilc -T cs_6_5 -E main -DVK %s -Fc - 2>&1 | FileCheck %s --check-prefix=SM
// RUN: %dxilc -T ps_6_6 -E main -DPS %s -Fc - | FileCheck %s --check-prefix=PS

#if defined(CS)
struct Inner { float2 a; uint b; };
struct Params { float4x4 mvp; float4 tint; uint texIndex; float arr[3]; Inner inner; row_major float3x2 rm; };
struct Push { uint cbIndex; uint other; };
ConstantBuffer<Push> pc : register(b0);
RWStructuredBuffer<float4> Out : register(u0);

float4 shade(ConstantBuffer<Params> p, float4 pos) { return mul(p.mvp, pos) * p.tint; }

[numthreads(4, 1, 1)]
void main(uint thr : SV_DispatchThreadID) {
  ConstantBuffer<Params> p = ResourceDescriptorHeap[pc.cbIndex];
  float4 c = p.tint + mul(p.mvp, float4(thr, 1, 2, 3));
  c.x += p.arr[thr % 3] + p.inner.a.y + p.inner.b + p.rm[2][1];
  ConstantBuffer<Params> q = ResourceDescriptorHeap[NonUniformResourceIndex(thr)];
  c += q.tint * p.texIndex;
  ConstantBuffer<Params> r = ResourceDescriptorHeap[7];
  c += shade(r, c);
  Out[thr] = c;
}
// CS: %[[R:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 7, i1 false, i1 false)
// CS-NEXT: %[[RA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[R]], %dx.types.ResourceProperties { i32 13, i32 200 })
// CS: %[[Q:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 true)
// CS-NEXT: %[[QA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[Q]], %dx.types.ResourceProperties { i32 13, i32 200 })
// CS: %[[PC:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CS-NEXT: %[[IDX:.*]] = extractvalue %dx.types.CBufRet.i32 %[[PC]], 0
// CS-NEXT: %[[P:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %[[IDX]], i1 false, i1 false)
// CS-NEXT: %[[PA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[P]], %dx.types.ResourceProperties { i32 13, i32 200 })
// CS-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 4)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 0)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 1)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 2)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 3)
// CS: %[[ROW:.*]] = add {{.*}}i32 %{{.*}}, 6
// CS-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 %[[ROW]])
// CS: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[PA]], i32 9)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[QA]], i32 4)
// CS: call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[PA]], i32 5)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[RA]], i32 0)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[RA]], i32 4)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 9)
// CS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[PA]], i32 12)
// Only the UAV and pc have records; ResourceDescriptorHeapIndexing (bit 30).
// CS: !dx.resources = !{![[RES:[0-9]+]]}
// CS: ![[RES]] = !{null, !{{[0-9]+}}, !{{[0-9]+}}, null}
// CS: !{ptr @main, !"main", null, !{{[0-9]+}}, ![[FL:[0-9]+]]}
// CS: ![[FL]] = !{i32 0, i64 1073741840,
#elif defined(PS)
// Two struct types, a helper function, a copy, an assignment.
struct Params { float4x4 mvp; float4 tint; float arr[3]; };
struct Other { uint4 k; float f; };
cbuffer Root : register(b0) { uint matIdx; uint otherIdx; };
float4 getTint(uint i) { ConstantBuffer<Params> p = ResourceDescriptorHeap[i]; return p.tint; }
float4 main(float4 pos : SV_Position) : SV_Target {
  ConstantBuffer<Other> o = ResourceDescriptorHeap[otherIdx];
  ConstantBuffer<Params> p = ResourceDescriptorHeap[matIdx];
  Params copy = p;
  float4 r = getTint(matIdx + 1) * o.f + copy.arr[(uint)pos.x % 3];
  p = ResourceDescriptorHeap[o.k.y];
  return r + p.tint;
}
// PS: %[[O:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: %[[OA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[O]], %dx.types.ResourceProperties { i32 13, i32 20 })
// The copy's array (rows 5 to 7; DXC: one dynamic row), then getTint's.
// PS: %[[C:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: %[[CA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[C]], %dx.types.ResourceProperties { i32 13, i32 116 })
// PS-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[CA]], i32 5)
// PS: %[[T:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: %[[TA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]], %dx.types.ResourceProperties { i32 13, i32 116 })
// PS-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[TA]], i32 4)
// PS: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[OA]], i32 1)
// PS: %[[K:.*]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle %[[OA]], i32 0)
// PS-NEXT: %[[KY:.*]] = extractvalue %dx.types.CBufRet.i32 %[[K]], 1
// PS-NEXT: %[[P2:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %[[KY]], i1 false, i1 false)
// PS-NEXT: %[[P2A:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[P2]], %dx.types.ResourceProperties { i32 13, i32 116 })
// PS-NEXT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[P2A]], i32 4)
#elif defined(VK)
RWStructuredBuffer<float> Output : register(u0);

struct Data { float v[1024]; };

[numthreads(1, 1, 1)]
void main(uint thr : SV_DispatchThreadID)
{
    ConstantBuffer<Data> T = ResourceDescriptorHeap[0];
    // SM: descriptor-heap-cbuffer.hlsl:[[@LINE-1]]:52: error: ResourceDescriptorHeap and SamplerDescriptorHeap need shader model 6.6 or newer
    Output[thr] = T.v[4 + thr];
}
// VK: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)
// VK-NEXT: %[[HA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], %dx.types.ResourceProperties { i32 13, i32 16372 })
// VK: %[[ROW:.*]] = add {{.*}}i32 %{{.*}}, 4
// VK-NEXT: %[[V:.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[HA]], i32 %[[ROW]])
// VK-NEXT: extractvalue %dx.types.CBufRet.f32 %[[V]], 0
// VK: !{i32 0, i64 1073741840, i32 4,
#endif
