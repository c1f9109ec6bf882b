// `tex[p].xyz = v` on a RW texture: Clang 22 stores each component on its
// own, and a typed UAV store writes the whole texel, so each was a
// textureLoad and a textureStore (3 and 3; Capsaicin's color grading).
// Component stores of one texel that follow each other with nothing
// touching memory between them are one textureLoad (none when they cover
// the texel) and one textureStore, as DXC emits them.
// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// A read of the texel just before the stores (`t[p].xyz = t[p].xyz * 2`,
// Capsaicin's color grading) shares their load: one load, one store.
// RUN: %dxilc -T cs_6_0 -E scale %s -Fc - | FileCheck %s --check-prefix=SCALE

RWTexture2D<float4> Color : register(u0);
RWTexture2D<float4> Other : register(u1);
Texture2D<float> Src : register(t0);

[numthreads(8, 8, 1)] void main(uint2 p : SV_DispatchThreadID) {
  float s = Src[p];
  // One load (for .w) and one store.
  Color[p].xyz = float3(s, s * 2, s * 3);
  // Covering the texel: no load.
  Other[p].xy = float2(1, 2);
  Other[p].zw = float2(3, 4);
  // A read of the texel between the stores keeps them apart.
  Other[p + 1].x = s;
  float r = Other[p + 1].y;
  Other[p + 1].z = r;
}

// CHECK: define void @main()
// CHECK: [[S:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 {{%[0-9]+}}, 0
// CHECK-NOT: textureStore
// CHECK: [[OLD:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[COLOR:%[0-9]+]],
// CHECK-NOT: textureStore
// CHECK: [[W:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[OLD]], 3
// CHECK-NOT: textureLoad
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[COLOR]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 undef, float [[S]], float {{%[^,]+}}, float {{%[^,]+}}, float [[W]], i8 15)
// CHECK-NOT: textureLoad
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[OTHER:%[0-9]+]], i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 undef, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, i8 15)
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[OTHER]],
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[OTHER]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle [[OTHER]],
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle [[OTHER]],
// CHECK-NOT: textureStore
// CHECK: ret void

[numthreads(8, 8, 1)] void scale(uint2 p : SV_DispatchThreadID) {
  Color[p].xyz = Color[p].xyz * 2.0f;
}
// SCALE: [[T:%[0-9]+]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66,
// SCALE-NOT: textureLoad
// SCALE: [[W:%[0-9]+]] = extractvalue %dx.types.ResRet.f32 [[T]], 3
// SCALE-NOT: textureLoad
// SCALE: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 undef, float {{%[^,]+}}, float {{%[^,]+}}, float {{%[^,]+}}, float [[W]], i8 15)
// SCALE-NOT: texture
// SCALE: ret void
