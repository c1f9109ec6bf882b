// Sampler feedback (SM 6.5): FeedbackTexture2D[Array] and every
// WriteSamplerFeedback* overload (writeSamplerFeedback 174, ...Bias 175,
// ...Level 176, ...Grad 177). Expected lines are DXC 1.9's output for this
// source (dxc -T ps_6_6 -validator-version 1.9); DXC's validator accepts
// dxild's container. The SamplerFeedback shader flag (bit 26) is set from
// validator 1.9 on, as DXC sets it; dxild's default validator version (1.8)
// expects it clear. Before 6.5 the methods are refused, and the forms with
// implicit derivatives exist in pixel shaders only.

// RUN: %dxilc -T ps_6_6 -validator-version 1.9 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s --check-prefix=VAL18
// RUN: not %dxilc -T ps_6_4 -E main %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=SM
// RUN: not %dxilc -T cs_6_6 -E cs -DCOMPUTE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=STAGE
// RUN: %dxilc -T cs_6_6 -E cs -DCOMPUTE -DLEVEL %s -Fc - | FileCheck %s --check-prefix=LEVEL
// RUN: not %dxilc -T ps_6_6 -E main -DBADTYPE %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=BADTYPE

Texture2D<float> T : register(t0);
Texture2DArray A : register(t1);
SamplerState S : register(s0);
FeedbackTexture2D<SAMPLER_FEEDBACK_MIP_REGION_USED> F : register(u0);
FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIN_MIP> FA[2];

#ifdef BADTYPE
// BADTYPE: error: the feedback type is SAMPLER_FEEDBACK_MIN_MIP or SAMPLER_FEEDBACK_MIP_REGION_USED
FeedbackTexture2D<2> Bad : register(u3);
#endif
#ifdef COMPUTE
[numthreads(1, 1, 1)]
void cs(uint3 Id : SV_DispatchThreadID) {
#ifdef LEVEL
  F.WriteSamplerFeedbackLevel(T, S, Id.xy, 2.0);
#else
  // STAGE: error: WriteSamplerFeedback computes derivatives, which profile cs_6_6 does not have (pixel shaders only); use WriteSamplerFeedbackLevel or WriteSamplerFeedbackGrad
  F.WriteSamplerFeedback(T, S, Id.xy);
#endif
}
// LEVEL: call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, %dx.types.Handle %{{.*}}, float %{{.*}}, float %{{.*}}, float undef, float undef, float 2.000000e+00)
#else
void record(FeedbackTexture2DArray<SAMPLER_FEEDBACK_MIN_MIP> Map, float3 UVW) {
  Map.WriteSamplerFeedbackLevel(A, S, UVW, 1.0);
}

float4 main(float2 UV : TEXCOORD, float3 UVW : UVW, uint I : IDX) : SV_Target {
  // SM: error: WriteSamplerFeedback needs shader model 6.5 or newer; profile ps_6_4 does not have it
  F.WriteSamplerFeedback(T, S, UV);
  F.WriteSamplerFeedback(T, S, UV, 1.5);
  F.WriteSamplerFeedbackBias(T, S, UV, 0.5);
  F.WriteSamplerFeedbackBias(T, S, UV, 0.5, 2.0);
  F.WriteSamplerFeedbackGrad(T, S, UV, float2(0.25, 0.75), float2(1.25, 1.75));
  F.WriteSamplerFeedbackGrad(T, S, UV, float2(0.25, 0.75), float2(1.25, 1.75), 4.0);
  F.WriteSamplerFeedbackLevel(T, S, UV, 3.0);
  FA[1].WriteSamplerFeedback(A, S, UVW);
  FA[0].WriteSamplerFeedbackGrad(A, S, UVW, float2(0.5, 0.5), float2(2, 2), 5.0);
  record(FA[NonUniformResourceIndex(I)], UVW);
  return 0;
}
#endif

// CHECK-DAG: annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4113, i32 1 })
// CHECK-DAG: annotateHandle(i32 216, %dx.types.Handle %{{.*}}, %dx.types.ResourceProperties { i32 4114, i32 0 })
// CHECK: %[[U:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK: %[[V:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
// CHECK: call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %[[F:.*]], %dx.types.Handle %[[T:.*]], %dx.types.Handle %[[S:.*]], float %[[U]], float %[[V]], float undef, float undef, float undef)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 1.500000e+00)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 5.000000e-01, float undef)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackBias(i32 175, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 5.000000e-01, float 2.000000e+00)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 2.500000e-01, float 7.500000e-01, float undef, float 1.250000e+00, float 1.750000e+00, float undef, float undef)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 2.500000e-01, float 7.500000e-01, float undef, float 1.250000e+00, float 1.750000e+00, float undef, float 4.000000e+00)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %[[F]], %dx.types.Handle %[[T]], %dx.types.Handle %[[S]], float %[[U]], float %[[V]], float undef, float undef, float 3.000000e+00)
// CHECK: call void @dx.op.writeSamplerFeedback(i32 174, %dx.types.Handle %{{.*}}, %dx.types.Handle %[[A:.*]], %dx.types.Handle %[[S]], float %[[X:.*]], float %[[Y:.*]], float %[[Z:.*]], float undef, float undef)
// CHECK-NEXT: call void @dx.op.writeSamplerFeedbackGrad(i32 177, %dx.types.Handle %{{.*}}, %dx.types.Handle %[[A]], %dx.types.Handle %[[S]], float %[[X]], float %[[Y]], float %[[Z]], float undef, float 5.000000e-01, float 5.000000e-01, float undef, float 2.000000e+00, float 2.000000e+00, float undef, float 5.000000e+00)
// FA (implicitly u1..u2), at an index under NonUniformResourceIndex:
// CHECK: call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 2, i32 0, i8 1 }, i32 %{{.*}}, i1 true)
// CHECK: call void @dx.op.writeSamplerFeedbackLevel(i32 176, %dx.types.Handle %{{.*}}, %dx.types.Handle %[[A]], %dx.types.Handle %[[S]], float %[[X]], float %[[Y]], float %[[Z]], float undef, float 1.000000e+00)
// The records: UAVs of kind 17 and 18 with the feedback type (tag 2).
// CHECK: !{i32 0, ptr @dx.resource.sym.F, !"F", i32 0, i32 0, i32 1, i32 17, i1 false, i1 false, i1 false, ![[T1:[0-9]+]]}
// CHECK: ![[T1]] = !{i32 2, i32 1}
// CHECK: !{i32 1, ptr @dx.resource.sym.FA, !"FA", i32 0, i32 1, i32 2, i32 18, i1 false, i1 false, i1 false, ![[T0:[0-9]+]]}
// CHECK: ![[T0]] = !{i32 2, i32 0}
// CHECK: !{i32 0, i64 67108864}
// VAL18: !dx.valver = !{![[VV:[0-9]+]]}
// VAL18: ![[VV]] = !{i32 1, i32 8}
// VAL18-NOT: i64 67108864
