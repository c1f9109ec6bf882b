// GatherCmp on an integer texture (RenderDoc's shader debugger samples
// TextureCubeArray<int> with GatherCmpGreen): DXC returns the texture's
// element type, an int4 of comparison results, from textureGatherCmp.i32.
// The prelude declared float4 for every GatherCmp while the lowering used
// the texture's i32 ResRet: invalid IR ("Call parameter type does not
// match", or a phi of mixed types when merged with a float texture's).

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

cbuffer CB : register(b0) { int dim; float cmp; };
SamplerComparisonState sc : register(s0);
Texture2DArray<float4> tf : register(t0);
TextureCubeArray<int> tic : register(t1);
Texture2D<int> ti : register(t2);

// CHECK-LABEL: define void @main()
// CHECK: [[G:%.*]] = call %dx.types.ResRet.i32 @dx.op.textureGatherCmp.i32(i32 74, %dx.types.Handle {{%.*}}, %dx.types.Handle {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, float {{%.*}}, i32 undef, i32 undef, i32 1, float {{%.*}})
// CHECK: [[X:%.*]] = extractvalue %dx.types.ResRet.i32 [[G]], 0
// CHECK: sitofp i32 [[X]] to float
// CHECK: call %dx.types.ResRet.f32 @dx.op.textureGatherCmp.f32(i32 74, {{.*}}, i32 2, float {{%.*}})
// CHECK: call %dx.types.ResRet.i32 @dx.op.textureGatherCmp.i32(i32 74, {{.*}}, i32 0, float 5.000000e-01)
float4 main(float4 uv : UV) : SV_Target {
  float4 r;
  if (dim == 3)
    r = tic.GatherCmpGreen(sc, uv, cmp);
  else
    r = tf.GatherCmpBlue(sc, uv.xyz, cmp);
  int4 i = ti.GatherCmp(sc, uv.xy, 0.5);
  return r + i;
}
