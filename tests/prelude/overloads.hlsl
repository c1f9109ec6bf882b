// Calls C++ overload rules would reject or find ambiguous but HLSL accepts:
// literal and integer arguments to float intrinsics, mixed scalar/vector
// arguments, 1-component vectors. The conversion templates route them to the
// exact overload with HLSL's conversions.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s

// max(float, int literal) picks the float overload.
// CHECK-LABEL: @_Z{{[0-9]+}}max_lit
// CHECK: call {{.*}}float @llvm.maxnum.f32(float %x, float 0.0
export float max_lit(float x) { return max(x, 0); }
// Vector and scalar: the scalar is splatted.
// CHECK-LABEL: @_Z{{[0-9]+}}max_vec_scalar
// CHECK: call {{.*}}<4 x float> @llvm.maxnum.v4f32(<4 x float> %x, <4 x float> splat (float 1.0
export float4 max_vec_scalar(float4 x) { return max(x, 1); }
// uint and int: usual arithmetic conversions give uint.
// CHECK-LABEL: @_Z{{[0-9]+}}max_mixed_int
// CHECK: call i32 @llvm.umax.i32(i32 %x, i32 %y)
export uint max_mixed_int(uint x, int y) { return max(x, y); }
// Float-only intrinsic with an int argument converts to float.
// CHECK-LABEL: @_Z{{[0-9]+}}sqrt_int
// CHECK: [[F:%.*]] = sitofp i32 %i to float
// CHECK: call {{.*}}float @llvm.sqrt.f32(float [[F]])
export float sqrt_int(int i) { return sqrt(i); }
// ... and with a double argument (DXC has no double sin).
// CHECK-LABEL: @_Z{{[0-9]+}}sin_double
// CHECK: fptrunc {{.*}}double %d to float
// CHECK: call {{.*}}float @llvm.sin.f32(
export float sin_double(double d) { return sin(d); }
// lerp(float3, float3, float) splats t.
// CHECK-LABEL: @_Z{{[0-9]+}}lerp_scalar_t
// CHECK: call {{.*}}<3 x float> @llvm.dx.lerp.v3f32(<3 x float> %a, <3 x float> %b, <3 x float>
export float3 lerp_scalar_t(float3 a, float3 b, float t) { return lerp(a, b, t); }
// clamp with literal bounds.
// CHECK-LABEL: @_Z{{[0-9]+}}clamp_lit
// CHECK: call {{.*}}<2 x float> @llvm.dx.nclamp.v2f32(<2 x float> %x, <2 x float> zeroinitializer, <2 x float> splat (float 1.0
export float2 clamp_lit(float2 x) { return clamp(x, 0, 1); }
// float1 behaves as float.
// CHECK-LABEL: @_Z{{[0-9]+}}float1_arg
// CHECK: call {{.*}}float @llvm.sin.f32(
export float float1_arg(float1 x) { return sin(x); }
// An int vector to dot with a float vector: both become float3.
// CHECK-LABEL: @_Z{{[0-9]+}}dot_mixed
// CHECK: sitofp <3 x i32> %a to <3 x float>
// CHECK: call {{.*}}float @llvm.dx.fdot.v3f32(
export float dot_mixed(int3 a, float3 b) { return dot(a, b); }
// half and float: float wins (no silent narrowing to half).
// CHECK-LABEL: @_Z{{[0-9]+}}pow_half_float
// CHECK: call {{.*}}float @llvm.pow.f32(
export float pow_half_float(half a, float b) { return pow(a, b); }
// Arguments converted by the wrapper, not handed raw to the builtin:
// clip(half3) reaches the float3 builtin.
// (Pixel-only; exercised in derivatives.hlsl via the smoke test.)
// A vector condition with scalar arms splats them (DXC's select): the result
// has the condition's width. Samples write select(v >= 0, 1.0, -1.0).
// CHECK-LABEL: @_Z{{[0-9]+}}select_scalar_arms
// CHECK: [[C:%.*]] = fcmp {{.*}}oge <2 x float> %v, zeroinitializer
// CHECK: select {{.*}}<2 x i1> [[C]], <2 x float> splat (float 1.0{{.*}}), <2 x float> splat (float -1.0
export float2 select_scalar_arms(float2 v) { return select(v >= 0.0, 1.0, -1.0); }
// One vector arm and one scalar arm.
// CHECK-LABEL: @_Z{{[0-9]+}}select_mixed_arms
// CHECK: select <3 x i1> %c, <3 x i32> %a, <3 x i32> splat (i32 7)
export int3 select_mixed_arms(bool3 c, int3 a) { return select(c, a, 7); }
// CHECK-LABEL: @_Z{{[0-9]+}}select_scalar_vector
// CHECK: select {{.*}}<4 x i1> %c, <4 x float> splat (float 2.0{{.*}}), <4 x float> %b
export float4 select_scalar_vector(bool4 c, float4 b) { return select(c, 2.0f, b); }
