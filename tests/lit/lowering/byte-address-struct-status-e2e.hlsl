// Load<S>(address, out status) of a struct on a byte-address buffer: one
// rawBufferLoad per member at HLSL's raw-buffer offsets, as Load<S> without
// a status, and the status is the last member load's, as DXC reports it
// (DXC 1.9 for this source: masks 1/3/1/7 at +0/+4/+12/+16, the check on
// element 4 of the float3 load).

// RUN: %dxilc -T cs_6_6 -E main -enable-16bit-types %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -enable-16bit-types -Od %s -Fc - | FileCheck %s

struct S { float a; uint2 b; half c; float3 d; };
ByteAddressBuffer In : register(t0);
RWByteAddressBuffer Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint st;
  S s = In.Load<S>(i * 32, st);
  Out.Store(0, CheckAccessFullyMapped(st) ? 1u : 0u);
  Out.Store<S>(16, s);
}

// CHECK: %[[IN:.*]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 11, i32 0 })
// CHECK: %[[BASE:.*]] = {{shl i32 %.*, 5|mul i32 %.*, 32}}
// CHECK: %[[LA:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[BASE]], i32 undef, i8 1, i32 4)
// CHECK: %[[A:.*]] = extractvalue %dx.types.ResRet.f32 %[[LA]], 0
// CHECK: %[[OB:.*]] = add i32 %[[BASE]], 4
// CHECK: %[[LB:.*]] = call %dx.types.ResRet.i32 @dx.op.rawBufferLoad.i32(i32 139, %dx.types.Handle %[[IN]], i32 %[[OB]], i32 undef, i8 3, i32 4)
// CHECK: %[[OC:.*]] = add i32 %[[BASE]], 12
// CHECK: %[[LC:.*]] = call %dx.types.ResRet.f16 @dx.op.rawBufferLoad.f16(i32 139, %dx.types.Handle %[[IN]], i32 %[[OC]], i32 undef, i8 1, i32 2)
// CHECK: %[[OD:.*]] = add i32 %[[BASE]], 16
// CHECK: %[[LD:.*]] = call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle %[[IN]], i32 %[[OD]], i32 undef, i8 7, i32 4)
// CHECK: %[[D0:.*]] = extractvalue %dx.types.ResRet.f32 %[[LD]], 0
// CHECK: %[[ST:.*]] = extractvalue %dx.types.ResRet.f32 %[[LD]], 4
// CHECK: call i1 @dx.op.checkAccessFullyMapped.i32(i32 71, i32 %[[ST]])
// The struct's values reach the store at DXC's offsets.
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 16, i32 undef, float %[[A]], float undef, float undef, float undef, i8 1, i32 4)
// CHECK: @dx.op.rawBufferStore.f32(i32 140, %dx.types.Handle %{{.*}}, i32 32, i32 undef, float %[[D0]], float %{{.*}}, float %{{.*}}, float undef, i8 7, i32 4)
// CHECK-NOT: dxild.intrinsics
