// SM 6.6 dynamic resources (core/prelude/prelude_heap.hlsl): every
// ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i] conversion becomes
// createHandleFromHeap(index, samplerHeap, nonUniform) + annotateHandle with
// the properties a bound resource of the type gets, with no dx.resources
// record; the shader flags get the heap-indexing bits. Every expected line
// is DXC 1.9's output for the same source (dxc -T cs_6_6 / ps_6_6), and
// DXC's validator accepts the three containers.

// RUN: %dxilc -T cs_6_6 -E main -DCS %s -Fc - | FileCheck %s --check-prefix=CS
// RUN: %dxilc -T ps_6_6 -E main -DPS %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: %dxilc -T cs_6_6 -E main -DCOUNTER %s -Fc - | FileCheck %s --check-prefix=COUNTER
// RUN: %dxilc -T cs_6_6 -E main -DATOMIC %s -Fc - | FileCheck %s --check-prefix=ATOMIC66
// RUN: %dxilc -T cs_6_7 -E main -DATOMIC %s -Fc - | FileCheck %s --check-prefix=ATOMIC67
// RUN: %dxilc -T cs_6_6 -E main -DATOMIC -O0 %s -Fc - | FileCheck %s --check-prefix=ATOMIC66
// RUN: %dxilc -T cs_6_6 -E main -DCS %s --reflect-json %t.json -Fo %t.dxil
// RUN: %python -c "import json, sys; [print(json.dumps(r)) for r in json.load(open(sys.argv[1]))['resources']]" %t.json | FileCheck %s --check-prefix=TABLE

#if defined(CS)
cbuffer C : register(b0) { uint idx; uint k; };
[numthreads(8, 8, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  Texture2D<float4> t = ResourceDescriptorHeap[idx];
  SamplerState s = SamplerDescriptorHeap[NonUniformResourceIndex(k)];
  RWByteAddressBuffer b = ResourceDescriptorHeap[NonUniformResourceIndex(k + 1)];
  float4 c = t.SampleLevel(s, float2(tid.xy) / 64.0, 0);
  b.Store(tid.x * 4, asuint(c.x));
  RWTexture2D<float4> o = ResourceDescriptorHeap[3];
  o[tid.xy] = c;
  StructuredBuffer<float2> sb = ResourceDescriptorHeap[idx + 2];
  Buffer<uint> tb = ResourceDescriptorHeap[7];
  RWBuffer<float> rb = static_cast<RWBuffer<float> >(ResourceDescriptorHeap[8]);
  rb[tid.x] = sb[tid.y].x + tb[tid.x];
}
// CS: %[[T:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// CS-NEXT: %[[TA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]], %dx.types.ResourceProperties { i32 2, i32 1033 })
// CS: %[[S:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 true, i1 true)
// CS-NEXT: %[[SA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]], %dx.types.ResourceProperties { i32 14, i32 0 })
// CS: %[[B:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 true)
// CS-NEXT: %[[BA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[B]], %dx.types.ResourceProperties { i32 4107, i32 0 })
// CS: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %[[TA]], %dx.types.Handle %[[SA]],
// CS: call void @dx.op.rawBufferStore.i32(i32 140, %dx.types.Handle %[[BA]],
// CS: %[[O:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 3, i1 false, i1 false)
// CS-NEXT: %[[OA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[O]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
// CS: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[OA]],
// CS: %[[SB:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// CS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[SB]], %dx.types.ResourceProperties { i32 12, i32 8 })
// CS: %[[TB:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 7, i1 false, i1 false)
// CS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[TB]], %dx.types.ResourceProperties { i32 10, i32 261 })
// CS: %[[RB:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 8, i1 false, i1 false)
// CS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[RB]], %dx.types.ResourceProperties { i32 4106, i32 265 })
// Only the cbuffer has a record; resource and sampler heap indexing (bits
// 30 and 31), nothing else.
// CS: !dx.resources = !{![[RES:[0-9]+]]}
// CS: ![[RES]] = !{null, null, ![[CB:[0-9]+]], null}
// CS: !{i32 0, i64 3221225472, i32 4,
// The binding table has the cbuffer only.
// TABLE: {"name": "C", "class": "CBV", "kind": "CBuffer", "space": 0, "lower_bound": 0, "range_size": 1,
// TABLE-NOT: name
#elif defined(PS)
cbuffer C : register(b0) { uint matIdx; uint smpIdx; };
Texture2D<float4> Bound : register(t0);
SamplerState Lin : register(s0);
float4 main(float4 pos : SV_Position, float3 uv : TEXCOORD0,
            nointerpolation uint id : ID) : SV_Target {
  Texture2D<float4> albedo =
      ResourceDescriptorHeap[NonUniformResourceIndex(matIdx + id)];
  TextureCube<float4> sky = ResourceDescriptorHeap[matIdx + 1];
  Texture2DArray<float> layers = ResourceDescriptorHeap[matIdx + 2];
  Texture3D<half4> vol = ResourceDescriptorHeap[matIdx + 3];
  SamplerState aniso = SamplerDescriptorHeap[smpIdx];
  SamplerComparisonState cmp = SamplerDescriptorHeap[smpIdx + 1];
  float4 c = albedo.Sample(aniso, uv.xy) + sky.Sample(aniso, uv);
  c.x += layers.SampleCmpLevelZero(cmp, uv, 0.5);
  c += vol.SampleLevel(Lin, uv, 0);
  c += Bound.Sample(Lin, uv.xy);
  Texture2DMS<float4> ms = ResourceDescriptorHeap[9];
  c += ms.Load(int2(pos.xy), 1);
  return c;
}
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 true)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 1033 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 5, i32 1033 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 7, i32 265 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4, i32 1033 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 true, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 14, i32 0 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 true, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 32782, i32 0 })
// PS: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 9, i1 false, i1 false)
// PS-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 3, i32 1033 })
// The bound texture and sampler keep their records.
// PS: ![[RES:[0-9]+]] = !{![[SRV:[0-9]+]], null, ![[CB:[0-9]+]], ![[SMP:[0-9]+]]}
// PS: ![[SRV]] = !{![[T0:[0-9]+]]}
// PS: ![[T0]] = !{i32 0, ptr @{{.*}}, !"Bound", i32 0, i32 0, i32 1, i32 2,
// PS: !{i32 0, i64 3221225472}
#elif defined(COUNTER)
// vkd3d's bindless_heap_sm66_uav_counter, with a struct element and the
// Append/Consume buffers: the counter is the heap handle's, and its
// annotation has hasCounter (bit 15).
cbuffer Cbuf : register(b0) { uint index; };
struct S { float a; uint b; };
[numthreads(1, 1, 1)]
void main() {
  RWStructuredBuffer<S> Buf = ResourceDescriptorHeap[index];
  uint o;
  InterlockedAdd(Buf[0].b, 3, o);
  uint n = Buf.IncrementCounter();
  Buf[n].a = 2;
  AppendStructuredBuffer<uint4> ap = ResourceDescriptorHeap[index + 1];
  ap.Append(uint4(o, n, 0, 1));
  ConsumeStructuredBuffer<float> cs = ResourceDescriptorHeap[index + 2];
  Buf[1].a = cs.Consume();
}
// COUNTER: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// COUNTER-NEXT: %[[A:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], %dx.types.ResourceProperties { i32 37388, i32 8 })
// COUNTER-NEXT: call i32 @dx.op.atomicBinOp.i32(i32 78, %dx.types.Handle %[[A]], i32 0, i32 0, i32 4, i32 undef, i32 3)
// COUNTER-NEXT: call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[A]], i8 1)
// COUNTER: %[[AP:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// COUNTER-NEXT: %[[APA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[AP]], %dx.types.ResourceProperties { i32 36876, i32 16 })
// COUNTER-NEXT: call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[APA]], i8 1)
// COUNTER: %[[CN:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// COUNTER-NEXT: %[[CNA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[CN]], %dx.types.ResourceProperties { i32 36876, i32 4 })
// COUNTER-NEXT: call i32 @dx.op.bufferUpdateCounter(i32 70, %dx.types.Handle %[[CNA]], i8 -1)
// COUNTER: !dx.resources = !{![[RES:[0-9]+]]}
// COUNTER: ![[RES]] = !{null, null, ![[CB:[0-9]+]], null}
// Resource heap indexing only; no raw/structured-buffer bit for heap
// buffers (DXC decides it from records).
// COUNTER: !{i32 0, i64 1073741824, i32 4,
#elif defined(ATOMIC)
// Resources from the heap passed to a function, 64-bit atomics on a typed
// and a raw heap buffer (DXC: AtomicInt64OnHeapResource for both,
// AtomicInt64OnTypedResource for the typed one), at -O3 and -O0.
cbuffer C { uint idx; };
float4 get(Texture2D<float4> t, SamplerState s) {
  return t.SampleLevel(s, float2(0.5, 0.5), 0);
}
[numthreads(1, 1, 1)] void main() {
  RWStructuredBuffer<float4> o = ResourceDescriptorHeap[idx];
  Texture2D<float4> t = ResourceDescriptorHeap[idx + 1];
  o[0] = get(t, SamplerDescriptorHeap[0]);
  RWBuffer<uint64_t> tb = ResourceDescriptorHeap[5];
  InterlockedAdd(tb[0], 1);
  RWByteAddressBuffer b = ResourceDescriptorHeap[6];
  uint64_t x;
  b.InterlockedAdd64(8, 1, x);
}
// ATOMIC66: call i64 @dx.op.atomicBinOp.i64(i32 78,
// ATOMIC66: call i64 @dx.op.atomicBinOp.i64(i32 78,
// Bits 20 (int64), 27, 30, 31, 32 (and 33, ResMayNotAlias, from 6.7: a
// heap UAV counts as a UAV), as DXC.
// ATOMIC66: !{i32 0, i64 7651459072, i32 4,
// ATOMIC67: !{i32 0, i64 16241393664, i32 4,
#endif
