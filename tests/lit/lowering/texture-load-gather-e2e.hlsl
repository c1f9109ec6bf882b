// Texture loads, gathers and GetDimensions through the whole pipeline, with
// the DXIL operations DXC emits.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

Texture2D<float4> Tex : register(t0);
Texture2D<uint> Ids : register(t1);
Texture2DMS<float4, 4> Msaa : register(t2);
Texture2DArray<float> Arr : register(t3);
TextureCube<float4> Env : register(t4);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);
RWBuffer<float4> Out : register(u0);

[numthreads(8, 8, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  float4 r = Tex.Load(int3(id.xy, 2));
  r += Tex.Load(int3(id.xy, 0), int2(-1, 1));
  r += Tex[id.xy];
  r.x += (float)Ids[id.yx];
  r += Msaa.Load(int2(id.xy), 3);
  r.x += Arr.Load(int4(id.xy, 5, 1));
  float2 uv = id.xy / 64.0;
  r += Tex.Gather(Lin, uv);
  r += Tex.GatherGreen(Lin, uv, int2(1, 1));
  r += Env.GatherAlpha(Lin, float3(uv, 1));
  r += Tex.GatherCmpRed(Cmp, uv, 0.5);
  uint w, h, levels;
  Tex.GetDimensions(1, w, h, levels);
  float fw, fh, fe, fl;
  Arr.GetDimensions(fw, fh, fe, fl);
  uint mw, mh, ms;
  Msaa.GetDimensions(mw, mh, ms);
  // Without a mip level (DXC: level 0's size; Sascha Willems' bloom blur
  // writes float2 components): getDimensions at mip 0.
  float2 size;
  Tex.GetDimensions(size.x, size.y);
  Out[id.x] = r + float4(w, h, levels, fw + fh + fe + fl) + float4(mw, mh, ms, size.x + size.y);
}

// CHECK-DAG: %dx.types.ResourceProperties { i32 3, i32 263177 }
// CHECK-DAG: %dx.types.ResourceProperties { i32 2, i32 261 }
// CHECK: %[[X:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 0)
// CHECK: %[[Y:.*]] = call i32 @dx.op.threadId.i32(i32 93, i32 1)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 2, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[X]], i32 %[[Y]], i32 undef, i32 -1, i32 1, i32 undef)
// CHECK: @dx.op.textureLoad.i32(i32 66, %dx.types.Handle %{{.*}}, i32 0, i32 %[[Y]], i32 %[[X]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 3, i32 %[[X]], i32 %[[Y]], i32 undef, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureLoad.f32(i32 66, %dx.types.Handle %{{.*}}, i32 1, i32 %[[X]], i32 %[[Y]], i32 5, i32 undef, i32 undef, i32 undef)
// CHECK: @dx.op.textureGather.f32(i32 73, {{.*}}, float undef, float undef, i32 0, i32 0, i32 0)
// CHECK: @dx.op.textureGather.f32(i32 73, {{.*}}, float undef, float undef, i32 1, i32 1, i32 1)
// CHECK: @dx.op.textureGather.f32(i32 73, {{.*}}, float 1.000000e+00, float undef, i32 undef, i32 undef, i32 3)
// CHECK: @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, float undef, float undef, i32 0, i32 0, i32 0, float 5.000000e-01)
// CHECK: @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 1)
// CHECK: @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 0)
// CHECK: @dx.op.getDimensions(i32 72, %dx.types.Handle %{{.*}}, i32 0)
// CHECK-NOT: dxild.res
