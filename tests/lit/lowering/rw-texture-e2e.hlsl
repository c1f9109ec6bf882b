// RW textures: operator[] stores write all four values with mask 0xF (the
// first repeated, as DXC does for narrower formats); a store to one
// component reads, modifies and writes the texel; loads have an undef mip.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

RWTexture2D<float4> Color : register(u0);
RWTexture2D<uint> Mask : register(u1);
RWTexture3D<float2> Vol : register(u2);
RWTexture2DArray<float> Layers : register(u3);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  Color[id.xy] = float4(1, 2, 3, 4);
  Mask[id.yx] = Mask.Load(int2(id.xy)) + 1;
  Color[id.xy].y = 7;
  Vol[id] = Vol[id.zyx] * 2;
  Layers[uint3(id.xy, 3)] = 5;
}

// CHECK-DAG: %dx.types.ResourceProperties { i32 4098, i32 1033 }
// CHECK-DAG: %dx.types.ResourceProperties { i32 4098, i32 261 }
// CHECK-DAG: %dx.types.ResourceProperties { i32 4100, i32 521 }
// CHECK-DAG: %dx.types.ResourceProperties { i32 4103, i32 265 }
// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[C:.*]], i32 %[[X]], i32 %[[Y]], i32 undef, float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, i8 15)
// CHECK: %[[M:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 undef, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: %[[M0:.*]] = extractvalue %dx.types.ResRet.i32 %[[M]], 0
// CHECK: %[[INC:.*]] = add i32 %[[M0]], 1
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[Y]], i32 %[[X]], i32 undef, i32 %[[INC]], i32 %[[INC]], i32 %[[INC]], i32 %[[INC]], i8 15)
// CHECK: %[[OLD:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[C]], i32 undef, i32 %[[X]], i32 %[[Y]], i32 undef,
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[C]], i32 %[[X]], i32 %[[Y]], i32 undef, float %{{.*}}, float 7.000000e+00, float %{{.*}}, float %{{.*}}, i8 15)
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 undef, i32 %{{.*}}, i32 %[[Y]], i32 %[[X]], i32 undef, i32 undef, i32 undef)
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y]], i32 %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, float %{{.*}}, i8 15)
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y]], i32 3, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, float 5.000000e+00, i8 15)
