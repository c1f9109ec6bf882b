// asuint/asfloat around a RW texel: InstCombine folds `U[p] = asuint(f)`
// into a float store to the uint texel and `asfloat(U[p])` into a float
// load from it. The texel is read and written as its own type, the value
// bitcast, as DXC does (FidelityFX SDK's optical flow scene-change pass).

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

RWTexture2D<uint> U : register(u0);
RWTexture2D<float2> F : register(u1);
RWBuffer<float4> Out : register(u2);

// CHECK: [[LU:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66,
// CHECK: [[U:%.*]] = extractvalue %dx.types.ResRet.i32 [[LU]], 0
// CHECK: [[V:%.*]] = bitcast i32 [[U]] to float
// CHECK: [[H:%.*]] = fmul {{.*}}float [[V]], 5.000000e-01
// CHECK: [[HB:%.*]] = bitcast float [[H]] to i32
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 undef, i32 [[HB]], i32 [[HB]], i32 [[HB]], i32 [[HB]], i8 15)
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66,
// CHECK: call void @dx.op.textureStore.f32(i32 67,
[numthreads(1, 1, 1)]
void main(uint3 i : SV_DispatchThreadID) {
  float v = asfloat(U[i.xy]);
  U[i.xy + 1] = asuint(v * 0.5);
  uint2 b = asuint(F[i.xy]);
  F[i.xy + 1] = asfloat(b + 1);
  Out[i.x] = float4(v, b, 0);
}
