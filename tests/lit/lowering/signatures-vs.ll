; RUN: %dxild-opt -passes=dxil-signatures -disable-verify %s \
; RUN:   -entry-input=POSITION0:3,BLENDINDICES2:4:signed \
; RUN:   -entry-output=SV_POSITION0:4,NORMAL3:4 | FileCheck %s
; RUN: not %dxild-opt -passes=dxil-signatures -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOSEM
; RUN: not %dxild-opt -passes=dxil-signatures -disable-output %s \
; RUN:   -entry-input=POSITION0:3 -entry-output=SV_Position0:4,NORMAL0:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=COUNT
; RUN: not %dxild-opt -passes=dxil-signatures -disable-output %s \
; RUN:   -entry-input=POSITION0:4,BLENDINDICES0:4 \
; RUN:   -entry-output=SV_Position0:4,NORMAL0:4 2>&1 \
; RUN:   | FileCheck %s --check-prefix=WIDTH

; Clang 22's load.input/store.output calls carry no semantics: the i-th call
; takes the i-th entry semantic the frontend read from the AST (here given
; on the command line). System values get DXC's canonical spelling; a
; signed integer is I32 (4), floats F32 (9); vertex outputs interpolate
; (SV_Position noperspective 4, floats linear 2), vertex inputs do not.

target triple = "dxilv1.0-pc-shadermodel6.0-vertex"

; CHECK-LABEL: define void @main()
; CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
; CHECK: call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 2, i32 undef)
; CHECK: call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 3, i32 undef)
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float
; CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 0, float
; CHECK: !dx.lowering.signatures = !{![[SIGS:[0-9]+]]}
; CHECK: ![[SIGS]] = !{![[IN:[0-9]+]], ![[OUT:[0-9]+]], null}
; CHECK: ![[IN]] = !{![[POS:[0-9]+]], ![[IDX:[0-9]+]]}
; CHECK: ![[POS]] = !{i32 0, !"POSITION", i8 9, i8 0, ![[I0:[0-9]+]], i8 0, i32 1, i8 3, i32 0, i8 0, ![[M7:[0-9]+]]}
; CHECK: ![[I0]] = !{i32 0}
; CHECK: ![[M7]] = !{i32 3, i32 7}
; CHECK: ![[IDX]] = !{i32 1, !"BLENDINDICES", i8 4, i8 0, ![[I2:[0-9]+]], i8 0, i32 1, i8 4, i32 1, i8 0, ![[M15:[0-9]+]]}
; CHECK: ![[I2]] = !{i32 2}
; CHECK: ![[OUT]] = !{![[SVPOS:[0-9]+]], ![[NRM:[0-9]+]]}
; CHECK: ![[SVPOS]] = !{i32 0, !"SV_Position", i8 9, i8 3, ![[I0]], i8 4, i32 1, i8 4, i32 0, i8 0, ![[M15]]}
; CHECK: ![[NRM]] = !{i32 1, !"NORMAL", i8 9, i8 0, ![[I3:[0-9]+]], i8 2, i32 1, i8 4, i32 1, i8 0, ![[M15]]}
; CHECK: ![[I3]] = !{i32 3}

; NOSEM: error: the semantic of output #0 is unknown: Clang 22's IR does not name entry outputs and no entry semantics were supplied (in function 'main') [dxild.lower.unsupported-signature]
; COUNT: error: the entry has 1 input semantics but Clang emitted 2 input accesses; the signature cannot be matched [dxild.lower.unsupported-signature]
; WIDTH: error: semantic 'POSITION' is declared with 4 components but Clang's load has 3 (in function 'main') [dxild.lower.unsupported-signature]

define void @main() #0 {
  %pos = call <3 x float> @llvm.dx.load.input.v3f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %idx = call <4 x i32> @llvm.dx.load.input.v4i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %x = extractelement <3 x float> %pos, i32 0
  %z = extractelement <3 x float> %pos, i32 2
  %w = extractelement <4 x i32> %idx, i32 3
  %wf = uitofp i32 %w to float
  %v0 = insertelement <4 x float> poison, float %x, i32 0
  %v1 = insertelement <4 x float> %v0, float %z, i32 1
  %v2 = insertelement <4 x float> %v1, float %wf, i32 2
  %v3 = insertelement <4 x float> %v2, float 1.0, i32 3
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %v3)
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %v3)
  ret void
}

declare <3 x float> @llvm.dx.load.input.v3f32(i32, i32, i32, i8, i32)
declare <4 x i32> @llvm.dx.load.input.v4i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)

attributes #0 = { "hlsl.shader"="vertex" }
