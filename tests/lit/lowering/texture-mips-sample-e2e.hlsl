// tex.mips[level][pos] and ms.sample[index][pos] through the whole
// pipeline: textureLoad (66) with the level or sample index in its mip
// operand and undef offsets, as DXC emits for the nested subscripts; the
// texture copies inside the subscript objects leave no resource behind.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main -Od %s -Fc - | FileCheck %s --check-prefix=OD

Texture1D<float4> T1 : register(t0);
Texture1DArray<float4> T1A : register(t1);
Texture2D<float4> Tex : register(t2);
Texture2DArray<uint> T2A : register(t3);
Texture3D<float4> Vol : register(t4);
Texture2DMS<float4, 4> Ms : register(t5);
Texture2DMSArray<float2> MsA : register(t6);
RWBuffer<float4> Out : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 r = T1.mips[1][id.x];
  r += T1A.mips[2][id.xy];
  r += Tex.mips[3][id.xy];
  r.x += (float)T2A.mips[id.z][id];
  r += Vol.mips[4][id];
  r += Ms.sample[5][id.xy];
  r.xy += MsA.sample[id.z][id];
  Out[id.x] = r;
}

// CHECK-COUNT-8: call %dx.types.Handle @dx.op.createHandleFromBinding(
// CHECK-NOT: @dx.op.createHandleFromBinding(
// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: %[[Z:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 2)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 1, i32 %[[X]], i32 undef, i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 2, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 3, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 %[[Z]], i32 %[[X]], i32 %[[Y]], i32 %[[Z]], i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 4, i32 %[[X]], i32 %[[Y]], i32 %[[Z]], i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 5, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 %[[Z]], i32 %[[X]], i32 %[[Y]], i32 %[[Z]], i32 undef, i32 undef, i32 undef)
// CHECK-NOT: dxild
// OD-COUNT-7: @dx.op.textureLoad.{{f32|i32}}(i32 66,
