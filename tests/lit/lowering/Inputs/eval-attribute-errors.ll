; Inputs of eval-attribute.ll's error run: COLOR (element 0, linear float4)
; and ID (element 1, nointerpolation uint2).

target triple = "dxilv1.1-pc-shadermodel6.1-pixel"

define void @main() #0 {
  %color = call <4 x float> @llvm.dx.load.input.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %id = call <2 x i32> @llvm.dx.load.input.v2i32(i32 4, i32 0, i32 0, i8 0, i32 poison)
  %twice = fmul <4 x float> %color, <float 2.0, float 2.0, float 2.0, float 2.0>
  %a = call <4 x float> @llvm.dx.dxild.eval.centroid.v4f32(<4 x float> %twice)
  %b = call <2 x i32> @llvm.dx.dxild.eval.centroid.v2i32(<2 x i32> %id)
  %c = call <4 x float> @llvm.dx.dxild.attribute.at.vertex.v4f32(<4 x float> %color, i32 1)
  %v = extractelement <2 x i32> %id, i32 0
  %d = call <2 x i32> @llvm.dx.dxild.attribute.at.vertex.v2i32(<2 x i32> %id, i32 %v)
  %e = fadd <4 x float> %a, %c
  call void @llvm.dx.store.output.v4f32(i32 4, i32 0, i32 0, i8 0, i32 poison, <4 x float> %e)
  ret void
}

declare <4 x float> @llvm.dx.load.input.v4f32(i32, i32, i32, i8, i32)
declare <2 x i32> @llvm.dx.load.input.v2i32(i32, i32, i32, i8, i32)
declare void @llvm.dx.store.output.v4f32(i32, i32, i32, i8, i32, <4 x float>)
declare <4 x float> @llvm.dx.dxild.eval.centroid.v4f32(<4 x float>)
declare <2 x i32> @llvm.dx.dxild.eval.centroid.v2i32(<2 x i32>)
declare <4 x float> @llvm.dx.dxild.attribute.at.vertex.v4f32(<4 x float>, i32)
declare <2 x i32> @llvm.dx.dxild.attribute.at.vertex.v2i32(<2 x i32>, i32)

attributes #0 = { "hlsl.shader"="pixel" }
