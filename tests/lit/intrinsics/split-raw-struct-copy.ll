; DXILDSplitRawStructCopyPass: the memcpy between a byte-address buffer
; element (__dxild_res_raw_ref) and the sret result of Load<S> or the byval
; argument of Store<S> becomes one load and store per member, at HLSL's
; raw-buffer offsets on the buffer side (struct { uint3 a, b; }: b at 12) and
; Clang's layout on the local side (b at 16). A memcpy whose struct type is
; unknown (not a sret/byval parameter) is left alone.
; RUN: %dxild-opt -passes=dxild-split-raw-struct-copy %s -o - | FileCheck %s

target datalayout = "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:16:32:64-v48:16:16-v96:32:32-v192:64:64"
target triple = "dxilv1.6-unknown-shadermodel6.6-compute"

%struct.Uint6 = type { <3 x i32>, [4 x i8], <3 x i32>, [4 x i8] }
%struct.Mixed = type <{ <3 x float>, [4 x i8], float, <2 x i32>, [4 x i8], double, [2 x float], [8 x i8] }>

declare ptr @_ZN4hlsl19__dxild_res_raw_refI5Uint6EENS_11__dxild_refIT_E4typeEPKc(ptr)
declare ptr @_ZN4hlsl19__dxild_res_raw_refI5MixedEENS_11__dxild_refIT_E4typeEPKc(ptr)
declare void @llvm.memcpy.p0.p0.i32(ptr, ptr, i32, i1)

; CHECK-LABEL: define void @load_uint6(
; CHECK: %call = call ptr @_ZN4hlsl19__dxild_res_raw_refI5Uint6EENS_11__dxild_refIT_E4typeEPKc(ptr %e)
; CHECK-NEXT: %[[A:.*]] = load <3 x i32>, ptr %call, align 1
; CHECK-NEXT: store <3 x i32> %[[A]], ptr %agg.result, align 1
; CHECK-NEXT: %[[PB:.*]] = getelementptr inbounds i8, ptr %call, i64 12
; CHECK-NEXT: %[[LB:.*]] = getelementptr inbounds i8, ptr %agg.result, i64 16
; CHECK-NEXT: %[[B:.*]] = load <3 x i32>, ptr %[[PB]], align 1
; CHECK-NEXT: store <3 x i32> %[[B]], ptr %[[LB]], align 1
; CHECK-NEXT: ret void
define void @load_uint6(ptr sret(%struct.Uint6) %agg.result, ptr %e) {
  %call = call ptr @_ZN4hlsl19__dxild_res_raw_refI5Uint6EENS_11__dxild_refIT_E4typeEPKc(ptr %e)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %agg.result, ptr align 1 %call, i32 32, i1 false)
  ret void
}

; float3 +0, float +12, int2 +16, double +24, float[2] +32/+36 in the buffer.
; CHECK-LABEL: define void @store_mixed(
; CHECK: load <3 x float>, ptr %Value
; CHECK: store <3 x float> %{{.*}}, ptr %call
; CHECK: %[[H:.*]] = getelementptr inbounds i8, ptr %call, i64 12
; CHECK-NEXT: %[[HL:.*]] = getelementptr inbounds i8, ptr %Value, i64 16
; CHECK-NEXT: %[[HV:.*]] = load float, ptr %[[HL]]
; CHECK-NEXT: store float %[[HV]], ptr %[[H]]
; CHECK: getelementptr inbounds i8, ptr %call, i64 16
; CHECK-NEXT: getelementptr inbounds i8, ptr %Value, i64 20
; CHECK-NEXT: load <2 x i32>
; CHECK: getelementptr inbounds i8, ptr %call, i64 24
; CHECK-NEXT: getelementptr inbounds i8, ptr %Value, i64 32
; CHECK-NEXT: load double
; CHECK: getelementptr inbounds i8, ptr %call, i64 32
; CHECK-NEXT: getelementptr inbounds i8, ptr %Value, i64 40
; CHECK-NEXT: load float
; CHECK: getelementptr inbounds i8, ptr %call, i64 36
; CHECK-NEXT: getelementptr inbounds i8, ptr %Value, i64 44
; CHECK-NEXT: load float
; CHECK-NOT: memcpy
; CHECK: ret void
define void @store_mixed(ptr byval(%struct.Mixed) %Value, ptr %e) {
  %call = call ptr @_ZN4hlsl19__dxild_res_raw_refI5MixedEENS_11__dxild_refIT_E4typeEPKc(ptr %e)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %call, ptr align 1 %Value, i32 56, i1 false)
  ret void
}

; CHECK-LABEL: define void @unknown_local(
; CHECK: call void @llvm.memcpy.p0.p0.i32(ptr align 1 %local, ptr align 1 %call, i32 32, i1 false)
define void @unknown_local(ptr %e) {
  %local = alloca %struct.Uint6
  %call = call ptr @_ZN4hlsl19__dxild_res_raw_refI5Uint6EENS_11__dxild_refIT_E4typeEPKc(ptr %e)
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %local, ptr align 1 %call, i32 32, i1 false)
  ret void
}
