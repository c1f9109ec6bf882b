// GetRenderTargetSampleCount and GetRenderTargetSamplePosition (pixel
// shaders only, as in DXC): DXIL renderTargetGetSampleCount (77) and
// renderTargetGetSamplePosition (76), whose %dx.types.SamplePos {x, y} is
// the float2.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E cs %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CS

// CHECK: %dx.types.SamplePos = type { float, float }
// CHECK: [[N:%.*]] = call i32 @dx.op.renderTargetGetSampleCount(i32 77)
// CHECK: [[P:%.*]] = call %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32 76, i32 [[I:%.*]])
// CHECK-DAG: [[X:%.*]] = extractvalue %dx.types.SamplePos [[P]], 0
// CHECK-DAG: [[Y:%.*]] = extractvalue %dx.types.SamplePos [[P]], 1
// CHECK-DAG: uitofp i32 [[N]] to float
// CHECK: declare i32 @dx.op.renderTargetGetSampleCount(i32) [[RO:#[0-9]+]]
// CHECK: declare %dx.types.SamplePos @dx.op.renderTargetGetSamplePosition(i32, i32) [[RO]]
// CHECK: attributes [[RO]] = { nounwind willreturn memory(read) }
float4 main(nointerpolation int i : INDEX) : SV_Target {
  uint n = GetRenderTargetSampleCount();
  float2 p = GetRenderTargetSamplePosition(i);
  return float4(p, n, 1);
}

// CS: error: '__dxild_rendertarget_sample_count' is unavailable
// CS: note: {{.*}} in pixel environment here, but the deployment target is Shader Model 6.0 compute environment
RWBuffer<uint> Out;
[numthreads(1, 1, 1)] void cs() { Out[0] = GetRenderTargetSampleCount(); }
