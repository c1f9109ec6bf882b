// Vector intrinsics.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s

// CHECK-LABEL: @_Z{{[0-9]+}}dot_f3
// CHECK: call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %a, <3 x float> %b)
export float dot_f3(float3 a, float3 b) { return dot(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}dot_i4
// CHECK: call i32 @llvm.dx.sdot.v4i32(<4 x i32> %a, <4 x i32> %b)
export int dot_i4(int4 a, int4 b) { return dot(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}dot_u2
// CHECK: call i32 @llvm.dx.udot.v2i32(<2 x i32> %a, <2 x i32> %b)
export uint dot_u2(uint2 a, uint2 b) { return dot(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}cross_f3
// CHECK: call {{.*}}<3 x float> @llvm.dx.cross.v3f32(<3 x float> %a, <3 x float> %b)
export float3 cross_f3(float3 a, float3 b) { return cross(a, b); }
// length(v) = sqrt(dot(v, v)); of a scalar it is abs.
// CHECK-LABEL: @_Z{{[0-9]+}}length_f3
// CHECK: [[D:%.*]] = tail call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %a, <3 x float> %a)
// CHECK: call {{.*}}float @llvm.sqrt.f32(float [[D]])
export float length_f3(float3 a) { return length(a); }
// CHECK-LABEL: @_Z{{[0-9]+}}length_s
// CHECK: call {{.*}}float @llvm.fabs.f32(float %a)
export float length_s(float a) { return length(a); }
// CHECK-LABEL: @_Z{{[0-9]+}}distance_f2
// CHECK: [[S:%.*]] = fsub {{.*}}<2 x float> %a, %b
// CHECK: [[D:%.*]] = tail call {{.*}}float @llvm.dx.fdot.v2f32(<2 x float> [[S]], <2 x float> [[S]])
// CHECK: call {{.*}}float @llvm.sqrt.f32(float [[D]])
export float distance_f2(float2 a, float2 b) { return distance(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}normalize_f4
// CHECK: call {{.*}}<4 x float> @llvm.dx.normalize.v4f32(<4 x float> %a)
export float4 normalize_f4(float4 a) { return normalize(a); }
// reflect(i, n) = i - 2 * dot(i, n) * n
// CHECK-LABEL: @_Z{{[0-9]+}}reflect_f3
// CHECK: call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %i, <3 x float> %n)
// CHECK: fsub {{.*}}<3 x float> %i,
export float3 reflect_f3(float3 i, float3 n) { return reflect(i, n); }
// CHECK-LABEL: @_Z{{[0-9]+}}refract_f3
// CHECK: call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %n, <3 x float> %i)
// CHECK: fcmp {{.*}}olt float
// CHECK: call {{.*}}float @llvm.sqrt.f32(
// CHECK: ret <3 x float>
export float3 refract_f3(float3 i, float3 n, float eta) {
  return refract(i, n, eta);
}
// faceforward(n, i, ng) = dot(i, ng) < 0 ? n : -n
// CHECK-LABEL: @_Z{{[0-9]+}}faceforward_f3
// CHECK: [[D:%.*]] = tail call {{.*}}float @llvm.dx.fdot.v3f32(<3 x float> %i, <3 x float> %ng)
// CHECK: [[C:%.*]] = fcmp {{.*}}olt float [[D]], 0.0
// CHECK: select {{.*}}i1 [[C]], <3 x float> %n, <3 x float> %fneg
export float3 faceforward_f3(float3 n, float3 i, float3 ng) {
  return faceforward(n, i, ng);
}
// lit(n.l, n.h, m) = (1, diffuse, specular, 1): diffuse max(n.l, 0),
// specular (n.h)^m unless n.l < 0 or n.h < 0.
// CHECK-LABEL: @_Z{{[0-9]+}}lit_f
// CHECK-DAG: [[NL:%.*]] = fcmp {{.*}}olt float %nl, 0.000000e+00
// CHECK-DAG: [[NH:%.*]] = fcmp {{.*}}olt float %nh, 0.000000e+00
// CHECK-DAG: [[P:%.*]] = tail call {{.*}}float @llvm.pow.f32(float %nh, float %m)
// CHECK-DAG: [[D:%.*]] = tail call {{.*}}float @llvm.maxnum.f32(float %nl, float 0.000000e+00)
// CHECK: insertelement <4 x float> <float 1.000000e+00, float poison, float poison, float 1.000000e+00>, float [[D]], i64 1
// CHECK: ret <4 x float>
export float4 lit_f(float nl, float nh, float m) { return lit(nl, nh, m); }
// CHECK-LABEL: @_Z{{[0-9]+}}lit_const
// CHECK: ret <4 x float> <float 3.000000e+00, float 1.000000e+00, float 6.250000e-02, float 3.000000e+00>
export float4 lit_const() {
  // (1, .5, .0625, 1) + (1, 0, 0, 1) + (1, .5, 0, 1); integer m converts.
  return lit(0.5f, 0.25f, 2) + lit(-0.5f, 0.25f, 2) + lit(0.5f, -0.25f, 2);
}
// dst(src0, src1) = (1, src0.y * src1.y, src0.z, src1.w).
// CHECK-LABEL: @_Z{{[0-9]+}}dst_const
// CHECK: ret <4 x float> <float 1.000000e+00, float 1.500000e+01, float 7.000000e+00, float 1.100000e+01>
export float4 dst_const() {
  return dst(float4(2.0f, 3.0f, 7.0f, 9.0f), float4(4.0f, 5.0f, 6.0f, 11.0f));
}
// CHECK-LABEL: @_Z{{[0-9]+}}dst_f
// CHECK: fmul {{.*}}<4 x float> {{%a, %b|%b, %a}}
// CHECK: ret <4 x float>
export float4 dst_f(float4 a, float4 b) { return dst(a, b); }
