// C-style casts of descriptor-heap elements, `(T)ResourceDescriptorHeap[i]`,
// when T was not instantiated before: Clang 22 alone crashes in
// SemaHLSL::CanPerformElementwiseCast; the frontend spells the type through
// the prelude's __dxild_complete_t<T> (core/lib/Frontend/HeapCasts.h).
// Expected lines are DXC 1.9's output for the same source (dxc -T cs_6_6);
// DXC's validator accepts both containers. (DXC crashes on a cast used
// directly as an lvalue, `((RWTexture2D<float4>)ResourceDescriptorHeap[i])[p]
// = v`; dxild compiles that too, see INLINE.)

// RUN: %dxilc -T cs_6_6 -E main -DUAV %s -Fc - | FileCheck %s --check-prefix=UAV
// RUN: %dxilc -T cs_6_6 -E main -DSAMPLE %s -Fc - | FileCheck %s --check-prefix=SAMPLE
// RUN: %dxilc -T cs_6_6 -E main -DINLINE %s -Fc - | FileCheck %s --check-prefix=INLINE

#if defined(UAV)
cbuffer C : register(b0) { uint idx; };
[numthreads(8, 8, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  RWTexture2D<float4> o = (RWTexture2D<float4>)ResourceDescriptorHeap[idx];
  o[tid.xy] = float4(1, 2, 3, 4);
}
// UAV: %[[H:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 false)
// UAV-NEXT: %[[A:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[H]], %dx.types.ResourceProperties { i32 4098, i32 1033 })
// UAV: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[A]],
#elif defined(SAMPLE)
RWBuffer<float> O : register(u0);
[numthreads(1, 1, 1)] void main() {
  SamplerState s = (SamplerState)SamplerDescriptorHeap[2];
  Texture2D<float4> t = (Texture2D<float4>)ResourceDescriptorHeap[1];
  O[0] = t.SampleLevel(s, float2(0, 0), 0).x;
}
// SAMPLE: %[[S:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 2, i1 true, i1 false)
// SAMPLE-NEXT: %[[SA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[S]], %dx.types.ResourceProperties { i32 14, i32 0 })
// SAMPLE: %[[T:.*]] = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 1, i1 false, i1 false)
// SAMPLE-NEXT: %[[TA:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %[[T]], %dx.types.ResourceProperties { i32 2, i32 1033 })
// SAMPLE: call %dx.types.ResRet.f32 @dx.op.sampleLevel.f32(i32 62, %dx.types.Handle %[[TA]], %dx.types.Handle %[[SA]],
#elif defined(INLINE)
cbuffer C : register(b0) { uint idx; };
[numthreads(8, 8, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  float v = ((Texture2D<float>) ResourceDescriptorHeap[NonUniformResourceIndex(idx + 1)]).Load(int3(tid.xy, 0));
  ((RWBuffer<float>)ResourceDescriptorHeap[5])[tid.x] = v;
}
// INLINE: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 %{{.*}}, i1 false, i1 true)
// INLINE-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 2, i32 265 })
// INLINE: call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 5, i1 false, i1 false)
// INLINE-NEXT: call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4106, i32 265 })
#endif
