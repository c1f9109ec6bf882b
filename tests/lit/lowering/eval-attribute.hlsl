// EvaluateAttributeAtSample/Centroid/Snapped on pixel-shader inputs, as DXC
// 1.9 compiles this shader (ps_6_0): each lane reads the input's element,
// row and column directly with EvalSampleIndex (88), EvalCentroid (89) or
// EvalSnapped (87) instead of loadInput; an element read only this way has
// usage mask 0 (no extended properties), as in DXC's signature.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T ps_6_0 -E main %s -Fo %t.dxil
// RUN: obj2yaml %t.dxil | FileCheck %s --check-prefix=PARTS

// CHECK-LABEL: define void @main()
// CHECK: [[S:%.*]] = call i32 @dx.op.sampleIndex.i32(i32 90)
// CHECK-NEXT: [[A0:%.*]] = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 0, i32 [[S]])
// CHECK-NEXT: [[A1:%.*]] = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 1, i32 [[S]])
// CHECK-NEXT: [[A2:%.*]] = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 2, i32 [[S]])
// CHECK-NEXT: [[A3:%.*]] = call float @dx.op.evalSampleIndex.f32(i32 88, i32 1, i32 0, i8 3, i32 [[S]])
// CHECK-NEXT: [[B0:%.*]] = call float @dx.op.evalCentroid.f32(i32 89, i32 2, i32 0, i8 0)
// CHECK-NEXT: [[B1:%.*]] = call float @dx.op.evalCentroid.f32(i32 89, i32 2, i32 0, i8 1)
// CHECK-NEXT: [[C:%.*]] = call float @dx.op.evalSnapped.f32(i32 87, i32 4, i32 0, i8 1, i32 1, i32 -2)
// CHECK-NEXT: [[D:%.*]] = call float @dx.op.evalCentroid.f32(i32 89, i32 3, i32 0, i8 0)
// CHECK-NOT: loadInput
// CHECK-DAG: fadd {{.*}}float [[B0]], [[A0]]
// CHECK-DAG: fadd {{.*}}float [[B1]], [[A1]]
// CHECK-DAG: fadd {{.*}}float [[C]], [[A2]]
// CHECK-DAG: fadd {{.*}}float [[D]], [[A3]]
// CHECK: ret void
// The input signature: SV_Position, COLOR, TEXCOORD (linear), KVAL
// (centroid 3), NORMAL and SV_SampleIndex (unpacked), none "used".
// CHECK-DAG: !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0:[0-9]+]], i8 4, i32 1, i8 4, i32 0, i8 0, null}
// CHECK-DAG: !{i32 1, !"COLOR", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 4, i32 1, i8 0, null}
// CHECK-DAG: !{i32 2, !"TEXCOORD", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 2, i32 2, i8 0, null}
// CHECK-DAG: !{i32 3, !"KVAL", i8 9, i8 0, ![[I0]], i8 3, i32 1, i8 1, i32 3, i8 0, null}
// CHECK-DAG: !{i32 4, !"NORMAL", i8 9, i8 0, ![[I0]], i8 2, i32 1, i8 3, i32 4, i8 0, null}
// CHECK-DAG: !{i32 5, !"SV_SampleIndex", i8 5, i8 12, ![[I0]], i8 1, i32 1, i8 1, i32 -1, i8 -1, null}
// ISG1 and PSV0 as DXC writes them (the parts are byte-identical to DXC's
// with -validator-version 1.10): no input is "used" (ExclusiveMask 0).
// PARTS-LABEL: - Name: ISG1
// PARTS: Name: SV_Position
// PARTS: Register: 0
// PARTS-NEXT: Mask: 15
// PARTS-NEXT: ExclusiveMask: 0
// PARTS: Name: COLOR
// PARTS: Register: 1
// PARTS-NEXT: Mask: 15
// PARTS-NEXT: ExclusiveMask: 0
// PARTS: Name: TEXCOORD
// PARTS: Register: 2
// PARTS-NEXT: Mask: 3
// PARTS-NEXT: ExclusiveMask: 0
// PARTS: Name: KVAL
// PARTS: Register: 3
// PARTS-NEXT: Mask: 1
// PARTS-NEXT: ExclusiveMask: 0
// PARTS: Name: NORMAL
// PARTS: Register: 4
// PARTS-NEXT: Mask: 7
// PARTS-NEXT: ExclusiveMask: 0
// PARTS: Name: SV_SampleIndex
// PARTS: Register: 4294967295
// PARTS-NEXT: Mask: 1
// PARTS-NEXT: ExclusiveMask: 0
// PARTS-LABEL: - Name: PSV0
// PARTS: SampleFrequency: 1
// PARTS: SigInputVectors: 5
struct PSIn {
  float4 pos : SV_Position;
  float4 color : COLOR0;
  float2 uv : TEXCOORD0;
  centroid float k : KVAL;
};
float4 main(PSIn i, float3 n : NORMAL, uint s : SV_SampleIndex) : SV_Target {
  float4 a = EvaluateAttributeAtSample(i.color, s);
  float2 b = EvaluateAttributeCentroid(i.uv);
  float c = EvaluateAttributeSnapped(n.y, int2(1, -2));
  float d = EvaluateAttributeCentroid(i.k);
  return a + float4(b, c, d);
}

// What DXC refuses too (in its frontend or its validator): a value not read
// directly from an input, an integer or nointerpolation input.
// RUN: not %dxilc -T ps_6_0 -E computed %s -Fo %t.e1.dxil 2>&1 | FileCheck %s --check-prefix=COMPUTED
// COMPUTED: error: attribute evaluation can only be done on values taken directly from inputs ('EvaluateAttributeCentroid') (in function 'computed')
float4 computed(float4 c : COLOR) : SV_Target {
  return EvaluateAttributeCentroid(c * 2);
}
// RUN: not %dxilc -T ps_6_0 -E flat %s -Fo %t.e2.dxil 2>&1 | FileCheck %s --check-prefix=FLAT
// FLAT: error: interpolation mode on COLOR used with 'EvaluateAttributeAtSample' must be linear or noperspective (with centroid or sample), not nointerpolation (in function 'flat')
float4 flat(nointerpolation float4 c : COLOR) : SV_Target {
  return EvaluateAttributeAtSample(c, 1);
}
// RUN: not %dxilc -T ps_6_0 -E integer %s -Fo %t.e3.dxil 2>&1 | FileCheck %s --check-prefix=INTEGER
// INTEGER: error: 'EvaluateAttributeSnapped' needs a floating-point input: DXIL evaluates only half and float attributes (in function 'integer')
float4 integer(nointerpolation int2 c : COLOR) : SV_Target {
  return EvaluateAttributeSnapped(c, int2(0, 0)).xyxy;
}
// RUN: not %dxilc -T vs_6_0 -E vertex %s -Fo %t.e4.dxil 2>&1 | FileCheck %s --check-prefix=VERTEX
// VERTEX: error: '__dxild_eval_centroid' is unavailable
float4 vertex(float4 c : COLOR) : SV_Position {
  return EvaluateAttributeCentroid(c);
}
