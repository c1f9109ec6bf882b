// Math intrinsics: each overload family maps onto the expected LLVM or
// llvm.dx intrinsic.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// RUN: %clang_hlsl %lib66 %native16 %s -o - | %clean | FileCheck %s --check-prefix=HALF

// CHECK-LABEL: @_Z{{[0-9]+}}abs_f
// CHECK: call {{.*}}float @llvm.fabs.f32(
export float abs_f(float x) { return abs(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}abs_i4
// CHECK: call <4 x i32> @llvm.abs.v4i32(
export int4 abs_i4(int4 x) { return abs(x); }
// Unsigned abs is the identity.
// CHECK-LABEL: @_Z{{[0-9]+}}abs_u
// CHECK-NOT: call
// CHECK: ret i32 %x
export uint abs_u(uint x) { return abs(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}abs_d2
// CHECK: call {{.*}}<2 x double> @llvm.fabs.v2f64(
export double2 abs_d2(double2 x) { return abs(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}abs_i64
// CHECK: call i64 @llvm.abs.i64(
export int64_t abs_i64(int64_t x) { return abs(x); }
// half is 32-bit without -fnative-half-type, 16-bit with it.
// CHECK-LABEL: @_Z{{[0-9]+}}abs_h3
// CHECK: call {{.*}}<3 x float> @llvm.fabs.v3f32(
// HALF-LABEL: @_Z{{[0-9]+}}abs_h3
// HALF: call {{.*}}<3 x half> @llvm.fabs.v3f16(
export half3 abs_h3(half3 x) { return abs(x); }

// CHECK-LABEL: @_Z{{[0-9]+}}trig
// CHECK-DAG: call {{.*}}<3 x float> @llvm.sin.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.cos.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.tan.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.asin.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.acos.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.atan.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.sinh.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.cosh.v3f32(
// CHECK-DAG: call {{.*}}<3 x float> @llvm.tanh.v3f32(
export float3 trig(float3 x) {
  return sin(x) + cos(x) + tan(x) + asin(x) + acos(x) + atan(x) + sinh(x) +
         cosh(x) + tanh(x);
}
// HALF-LABEL: @_Z{{[0-9]+}}trig_h
// HALF: call {{.*}}half @llvm.sin.f16(
export half trig_h(half x) { return sin(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}atan2_f
// CHECK: call {{.*}}float @llvm.atan2.f32(float %y, float %x)
export float atan2_f(float y, float x) { return atan2(y, x); }
// CHECK-LABEL: @_Z{{[0-9]+}}explog
// CHECK-DAG: call {{.*}}<4 x float> @llvm.exp.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.exp2.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.log.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.log2.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.log10.v4f32(
export float4 explog(float4 x) {
  return exp(x) + exp2(x) + log(x) + log2(x) + log10(x);
}
// CHECK-LABEL: @_Z{{[0-9]+}}pow_f
// CHECK: call {{.*}}float @llvm.pow.f32(float %x, float %y)
export float pow_f(float x, float y) { return pow(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}sqrt_f2
// CHECK-DAG: call {{.*}}<2 x float> @llvm.sqrt.v2f32(
// CHECK-DAG: call {{.*}}<2 x float> @llvm.dx.rsqrt.v2f32(
export float2 sqrt_f2(float2 x) { return sqrt(x) + rsqrt(x); }
// HLSL round() is round-half-to-even.
// CHECK-LABEL: @_Z{{[0-9]+}}rounding
// CHECK-DAG: call {{.*}}<4 x float> @llvm.floor.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.ceil.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.roundeven.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.trunc.v4f32(
// CHECK-DAG: call {{.*}}<4 x float> @llvm.dx.frac.v4f32(
export float4 rounding(float4 x) {
  return floor(x) + ceil(x) + round(x) + trunc(x) + frac(x);
}
// CHECK-LABEL: @_Z{{[0-9]+}}fmod_f
// CHECK: frem {{.*}}float %x, %y
export float fmod_f(float x, float y) { return fmod(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}min_f
// CHECK: call {{.*}}float @llvm.minnum.f32(
export float min_f(float x, float y) { return min(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}max_i
// CHECK: call i32 @llvm.smax.i32(
export int max_i(int x, int y) { return max(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}min_u3
// CHECK: call <3 x i32> @llvm.umin.v3i32(
export uint3 min_u3(uint3 x, uint3 y) { return min(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}max_d
// CHECK: call {{.*}}double @llvm.maxnum.f64(
export double max_d(double x, double y) { return max(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}max_u64
// CHECK: call i64 @llvm.umax.i64(
export uint64_t max_u64(uint64_t x, uint64_t y) { return max(x, y); }
// CHECK-LABEL: @_Z{{[0-9]+}}clamp_f
// CHECK: call {{.*}}float @llvm.dx.nclamp.f32(float %x, float %lo, float %hi)
export float clamp_f(float x, float lo, float hi) { return clamp(x, lo, hi); }
// CHECK-LABEL: @_Z{{[0-9]+}}clamp_i2
// CHECK: call <2 x i32> @llvm.dx.sclamp.v2i32(
export int2 clamp_i2(int2 x, int2 lo, int2 hi) { return clamp(x, lo, hi); }
// CHECK-LABEL: @_Z{{[0-9]+}}clamp_u
// CHECK: call i32 @llvm.dx.uclamp.i32(
export uint clamp_u(uint x, uint lo, uint hi) { return clamp(x, lo, hi); }
// CHECK-LABEL: @_Z{{[0-9]+}}saturate_f4
// CHECK: call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.dx.saturate.v4f32(
export float4 saturate_f4(float4 x) { return saturate(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}saturate_d
// CHECK: call {{.*}}double @llvm.dx.saturate.f64(
export double saturate_d(double x) { return saturate(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}lerp_f3
// CHECK: call {{.*}}<3 x float> @llvm.dx.lerp.v3f32(<3 x float> %a, <3 x float> %b, <3 x float> %t)
export float3 lerp_f3(float3 a, float3 b, float3 t) { return lerp(a, b, t); }
// CHECK-LABEL: @_Z{{[0-9]+}}step_f
// CHECK: call {{.*}}float @llvm.dx.step.f32(float %e, float %x)
export float step_f(float e, float x) { return step(e, x); }
// smoothstep is t*t*(3-2t) with t = saturate((x-a)/(b-a)).
// CHECK-LABEL: @_Z{{[0-9]+}}smoothstep_f
// CHECK: fsub {{.*}} %x, %a
// CHECK: fsub {{.*}} %b, %a
// CHECK: call {{.*}}float @llvm.dx.saturate.f32(
// CHECK: fsub {{.*}}float 3.000000e+00
export float smoothstep_f(float a, float b, float x) {
  return smoothstep(a, b, x);
}
// CHECK-LABEL: @_Z{{[0-9]+}}mad_f
// CHECK: call {{.*}}float @llvm.fmuladd.f32(float %a, float %b, float %c)
export float mad_f(float a, float b, float c) { return mad(a, b, c); }
// CHECK-LABEL: @_Z{{[0-9]+}}mad_i
// CHECK: call i32 @llvm.dx.imad.i32(i32 %a, i32 %b, i32 %c)
export int mad_i(int a, int b, int c) { return mad(a, b, c); }
// CHECK-LABEL: @_Z{{[0-9]+}}mad_u
// CHECK: call i32 @llvm.dx.umad.i32(i32 %a, i32 %b, i32 %c)
export uint mad_u(uint a, uint b, uint c) { return mad(a, b, c); }
// CHECK-LABEL: @_Z{{[0-9]+}}fma_d
// CHECK: call {{.*}}double @llvm.fma.f64(double %a, double %b, double %c)
export double fma_d(double a, double b, double c) { return fma(a, b, c); }
// CHECK-LABEL: @_Z{{[0-9]+}}sign_f3
// CHECK: call <3 x i32> @llvm.dx.sign.v3f32(<3 x float> %x)
export int3 sign_f3(float3 x) { return sign(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}sign_i
// CHECK: call i32 @llvm.dx.sign.i32(i32 %x)
export int sign_i(int x) { return sign(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}rcp_f
// CHECK: fdiv {{.*}}float 1.000000e+00, %x
export float rcp_f(float x) { return rcp(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}degrad
// CHECK-DAG: call {{.*}}<2 x float> @llvm.dx.degrees.v2f32(
// CHECK-DAG: call {{.*}}<2 x float> @llvm.dx.radians.v2f32(
export float2 degrad(float2 x) { return degrees(x) + radians(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}isnan_f
// CHECK: call i1 @llvm.dx.isnan.f32(float %x)
export bool isnan_f(float x) { return isnan(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}isinf_f2
// CHECK: call <2 x i1> @llvm.dx.isinf.v2f32(<2 x float> %x)
export bool2 isinf_f2(float2 x) { return isinf(x); }
// isfinite must survive -O3 although arguments are nofpclass(nan inf).
// CHECK-LABEL: @_Z{{[0-9]+}}isfinite_f
// CHECK-DAG: call i1 @llvm.dx.isinf.f32(float %x)
// CHECK-DAG: call i1 @llvm.dx.isnan.f32(float %x)
// CHECK-NOT: ret i1 true
// CHECK: ret i1
export bool isfinite_f(float x) { return isfinite(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}ldexp_f
// CHECK: call {{.*}}float @llvm.exp2.f32(float %e)
// CHECK: fmul
export float ldexp_f(float x, float e) { return ldexp(x, e); }
// CHECK-LABEL: @_Z{{[0-9]+}}modf_f
// CHECK: [[IP:%.*]] = tail call {{.*}}float @llvm.trunc.f32(float %x)
// CHECK-DAG: store float [[IP]], ptr %ip
// CHECK-DAG: fsub {{.*}}float %x, [[IP]]
export float modf_f(float x, out float ip) { return modf(x, ip); }
// CHECK-LABEL: @_Z{{[0-9]+}}sincos_f
// CHECK-DAG: call {{.*}}float @llvm.sin.f32(float %x)
// CHECK-DAG: call {{.*}}float @llvm.cos.f32(float %x)
export float sincos_f(float x) {
  float s, c;
  sincos(x, s, c);
  return s * c;
}
// frexp: mantissa in [0.5, 1) with the sign of x, exponent as a float, both
// 0 for 0 (checked on constants the optimizer folds through the bit code).
// CHECK-LABEL: @_Z{{[0-9]+}}frexp_const
// CHECK: store <4 x float> <float 4.000000e+00, float 2.000000e+00, float 0.000000e+00, float -2.000000e+00>, ptr %e
// CHECK: ret <4 x float> <float 5.000000e-01, float -7.500000e-01, float 0.000000e+00, float 6.250000e-01>
// HALF-LABEL: @_Z{{[0-9]+}}frexp_const
// HALF: ret <4 x float> <float 5.000000e-01, float -7.500000e-01, float 0.000000e+00, float 6.250000e-01>
export float4 frexp_const(out float4 e) {
  return frexp(float4(8.0f, -3.0f, 0.0f, 0.15625f), e);
}
// The exponent field minus 126; sign and fraction kept with the exponent
// field of 0.5 (0x807fffff, 0x3f000000); zero selects 0 for both.
// CHECK-LABEL: @_Z{{[0-9]+}}frexp_f
// CHECK-DAG: [[BITS:%.*]] = bitcast float %x to i32
// CHECK-DAG: [[NZ:%.*]] = fcmp {{.*}}une float %x, 0.000000e+00
// CHECK-DAG: [[SHR:%.*]] = lshr i32 [[BITS]], 23
// CHECK-DAG: [[FIELD:%.*]] = and i32 [[SHR]], 255
// CHECK-DAG: [[EXP:%.*]] = add nsw i32 [[FIELD]], -126
// CHECK-DAG: [[EXPF:%.*]] = sitofp i32 [[EXP]] to float
// CHECK-DAG: [[E:%.*]] = select {{.*}}i1 [[NZ]], float [[EXPF]], float 0.000000e+00
// CHECK-DAG: [[KEEP:%.*]] = and i32 [[BITS]], -2139095041
// CHECK-DAG: [[SET:%.*]] = or disjoint i32 [[KEEP]], 1056964608
// CHECK-DAG: [[MF:%.*]] = bitcast i32 [[SET]] to float
// CHECK-DAG: [[M:%.*]] = select {{.*}}i1 [[NZ]], float [[MF]], float 0.000000e+00
// CHECK-DAG: store float [[E]], ptr %e
// CHECK: ret float [[M]]
export float frexp_f(float x, out float e) { return frexp(x, e); }
// CHECK-LABEL: @_Z{{[0-9]+}}frexp_f3
// CHECK: fcmp {{.*}}une <3 x float> %x, zeroinitializer
// CHECK: ret <3 x float>
export float3 frexp_f3(float3 x, out float3 e) { return frexp(x, e); }
// half goes through float (exact for every half, denormals included).
// HALF-LABEL: @_Z{{[0-9]+}}frexp_h
// HALF: fpext {{.*}}half %x to float
// HALF: fptrunc {{.*}}float {{.*}} to half
// HALF: ret half
export half frexp_h(half x, out half e) { return frexp(x, e); }
// 6 = 0.75 * 2^3, -0.125 = -0.5 * 2^-2.
// HALF-LABEL: @_Z{{[0-9]+}}frexp_h_const
// HALF: store <2 x half> <half 0xH4200, half 0xHC000>, ptr %e
// HALF: ret <2 x half> <half 0xH3A00, half 0xHB800>
export half2 frexp_h_const(out half2 e) {
  return frexp(half2(6.0h, -0.125h), e);
}
