; RUN: %dxild-opt -passes=dxil-signatures,dxil-eval-attribute -disable-verify %s \
; RUN:   -entry-input=COLOR0:4,UV0:2,ID0:2 -entry-output=SV_Target0:4 \
; RUN:   | FileCheck %s
; RUN: not %dxild-opt -passes=dxil-signatures,dxil-eval-attribute \
; RUN:   -disable-output %S/Inputs/eval-attribute-errors.ll \
; RUN:   -entry-input=COLOR0:4,ID0:2 -entry-output=SV_Target0:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=ERR

; dxil-eval-attribute: each lane of the value is traced (insertelement,
; extractelement, shufflevector) to the loadInput dxil-signatures made of it,
; and the evaluation reads that element, row and column directly, as DXC's
; TranslateEvalHelper does. Floats here are linear (COLOR element 0, UV
; element 1), the integer ID (element 2) is nointerpolation.

target triple = "dxilv1.1-pc-shadermodel6.1-pixel"

; CHECK-LABEL: define void @main()
; CHECK-NOT: alloca
; EvaluateAttributeAtSample(color, s): one EvalSampleIndex (88) per lane.
; CHECK: call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
; CHECK: %s = extractelement <2 x i32>
; CHECK: call float @dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 0, i32 %s)
; CHECK: call float @dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 1, i32 %s)
; CHECK: call float @dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 2, i32 %s)
; CHECK: call float @dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 3, i32 %s)
; EvaluateAttributeCentroid(uv.yx): lanes follow the shuffle. The value
; passes through a local, as at -Od: SROA promotes it first (DXC's
; DxilLegalizeEvalOperations does the same).
; CHECK: call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 1)
; CHECK: call float @dx.op.evalCentroid.f32(i32 89, i32 1, i32 0, i8 0)
; EvaluateAttributeSnapped(color.z, int2(1, -2)): the offset's lanes.
; CHECK: call float @dx.op.evalSnapped.f32(i32 87, i32 0, i32 0, i8 2, i32 1, i32 -2)
; GetAttributeAtVertex(id, 2): AttributeAtVertex (137), i8 vertex.
; CHECK: call i32 @dx.op.attributeAtVertex.i32(i32 137, i32 2, i32 0, i8 0, i8 2)
; CHECK: call i32 @dx.op.attributeAtVertex.i32(i32 137, i32 2, i32 0, i8 1, i8 2)
; CHECK-NOT: llvm.dx.dxild
; CHECK: declare float @dx.op.evalSampleIndex.f32(i32, i32, i32, i8, i32) [[RN:#[0-9]+]]
; CHECK: declare float @dx.op.evalCentroid.f32(i32, i32, i32, i8) [[RN]]
; CHECK: declare float @dx.op.evalSnapped.f32(i32, i32, i32, i8, i32, i32) [[RN]]
; CHECK: declare i32 @dx.op.attributeAtVertex.i32(i32, i32, i32, i8, i8) [[RN]]

define void @main() #0 {
  %slot = alloca <2 x float>
  %color = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %uv = call <2 x float> @llvm.dx.load.input.v2f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %id = call <2 x i32> @llvm.dx.load.input.v2i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %s = extractelement <2 x i32> %id, i32 0
  %a = call <4 x float> @llvm.dx.dxild.eval.sample.index.v4f32(<4 x float> %color, i32 %s)
  %uvyx = shufflevector <2 x float> %uv, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  store <2 x float> %uvyx, ptr %slot
  %uvl = load <2 x float>, ptr %slot
  %b = call <2 x float> @llvm.dx.dxild.eval.centroid.v2f32(<2 x float> %uvl)
  %cz = extractelement <4 x float> %color, i32 2
  %c = call float @llvm.dx.dxild.eval.snapped.f32(float %cz, <2 x i32> <i32 1, i32 -2>)
  %d = call <2 x i32> @llvm.dx.dxild.attribute.at.vertex.v2i32(<2 x i32> %id, i32 2)
  %b0 = extractelement <2 x float> %b, i32 0
  %d1 = extractelement <2 x i32> %d, i32 1
  %d1f = uitofp i32 %d1 to float
  %r0 = fadd <4 x float> %a, <float 1.0, float 1.0, float 1.0, float 1.0>
  %r1 = insertelement <4 x float> %r0, float %b0, i32 0
  %r2 = insertelement <4 x float> %r1, float %c, i32 1
  %r3 = insertelement <4 x float> %r2, float %d1f, i32 2
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %r3)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare <2 x float> @llvm.dx.load.input.v2f32(i32, i32, i32, i8, i32)
declare <2 x i32> @llvm.dx.load.input.v2i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare <4 x float> @llvm.dx.dxild.eval.sample.index.v4f32(<4 x float>, i32)
declare <2 x float> @llvm.dx.dxild.eval.centroid.v2f32(<2 x float>)
declare float @llvm.dx.dxild.eval.snapped.f32(float, <2 x i32>)
declare <2 x i32> @llvm.dx.dxild.attribute.at.vertex.v2i32(<2 x i32>, i32)

attributes #0 = { "hlsl.shader"="pixel" }

; ERR-DAG: error: attribute evaluation can only be done on values taken directly from inputs ('EvaluateAttributeCentroid') (in function 'main') [dxild.lower.eval-attribute]
; ERR-DAG: error: 'EvaluateAttributeCentroid' needs a floating-point input: DXIL evaluates only half and float attributes (in function 'main') [dxild.lower.eval-attribute]
; ERR-DAG: error: attribute COLOR must have nointerpolation mode in order to use GetAttributeAtVertex (in function 'main') [dxild.lower.eval-attribute]
; ERR-DAG: error: the vertex index of 'GetAttributeAtVertex' must be a constant (DXIL takes an 8-bit immediate) (in function 'main') [dxild.lower.eval-attribute]
