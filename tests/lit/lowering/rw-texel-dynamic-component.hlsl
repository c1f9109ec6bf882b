// A variable component of a RW texel (`output[did][lane]`, WickedEngine's
// shadow denoiser) was refused ("RW texture elements support accesses of
// constant components only"). A load is the texel's textureLoad and a
// select of the component; a store reads the texel, replaces the component
// the lane names and writes all four values back (mask 0xF, the first
// repeated past the texel's width), the values DXC's local-array form
// computes.

// RUN: %dxilc -T cs_6_5 -E main %s -Fc - | FileCheck %s

// CHECK: %[[T:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[H:[^,]*]], i32 undef, i32 %[[X:[^,]*]], i32 %[[Y:[^,]*]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK-DAG: %[[T2:.*]] = extractvalue %dx.types.ResRet.f32 %[[T]], 2
// CHECK-DAG: %[[T3:.*]] = extractvalue %dx.types.ResRet.f32 %[[T]], 3
// CHECK-DAG: %[[E2:.*]] = icmp eq i32 %[[L:.*]], 2
// CHECK: select i1 %[[E2]], float %[[T2]], float %[[T3]]
// CHECK: %[[U:.*]] = call %dx.types.ResRet.f32 @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %[[H]], i32 undef, i32 %[[X]], i32 %[[Y]],
// CHECK: %[[U0:.*]] = extractvalue %dx.types.ResRet.f32 %[[U]], 0
// CHECK: %[[U1:.*]] = extractvalue %dx.types.ResRet.f32 %[[U]], 1
// CHECK: %[[U2:.*]] = extractvalue %dx.types.ResRet.f32 %[[U]], 2
// CHECK: %[[U3:.*]] = extractvalue %dx.types.ResRet.f32 %[[U]], 3
// CHECK: %[[F0:.*]] = icmp eq i32 %[[M:.*]], 0
// CHECK: %[[S0:.*]] = select i1 %[[F0]], float %[[V:.*]], float %[[U0]]
// CHECK: %[[F1:.*]] = icmp eq i32 %[[M]], 1
// CHECK: %[[S1:.*]] = select i1 %[[F1]], float %[[V]], float %[[U1]]
// CHECK: %[[F2:.*]] = icmp eq i32 %[[M]], 2
// CHECK: %[[S2:.*]] = select i1 %[[F2]], float %[[V]], float %[[U2]]
// CHECK: %[[F3:.*]] = icmp eq i32 %[[M]], 3
// CHECK: %[[S3:.*]] = select i1 %[[F3]], float %[[V]], float %[[U3]]
// CHECK: call void @dx.op.textureStore.f32(i32 67, %dx.types.Handle %[[H]], i32 %[[X]], i32 %[[Y]], i32 undef, float %[[S0]], float %[[S1]], float %[[S2]], float %[[S3]], i8 15)
// A uint2 texel: two selects, the first value repeated.
// CHECK: %[[C:.*]] = call %dx.types.ResRet.i32 @dx.op.textureLoad.i32(
// CHECK: %[[C0:.*]] = select i1 %{{.*}}, i32 7, i32 %{{.*}}
// CHECK: %[[C1:.*]] = select i1 %{{.*}}, i32 7, i32 %{{.*}}
// CHECK: call void @dx.op.textureStore.i32(i32 67, %dx.types.Handle %{{.*}}, i32 %[[X]], i32 %[[Y]], i32 undef, i32 %[[C0]], i32 %[[C1]], i32 %[[C0]], i32 %[[C0]], i8 15)

RWTexture2D<float4> output : register(u1);
RWTexture2D<uint2> counts : register(u2);
cbuffer C : register(b0) { uint lane; };

[numthreads(8, 8, 1)]
void main(uint2 did : SV_DispatchThreadID) {
  float m = output[did][lane & 3];
  output[did][lane & 3] = m * 0.5;
  counts[did][did.x & 1] = 7;
}
