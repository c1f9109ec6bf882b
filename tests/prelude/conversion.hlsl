// Reinterpreting and converting intrinsics.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// RUN: %clang_hlsl %lib66 %native16 %s -o - | %clean | FileCheck %s --check-prefix=I16

// CHECK-LABEL: @_Z{{[0-9]+}}asuint_f
// CHECK: bitcast float %x to i32
export uint asuint_f(float x) { return asuint(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}asint_f4
// CHECK: bitcast <4 x float> %x to <4 x i32>
export int4 asint_f4(float4 x) { return asint(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}asfloat_u3
// CHECK: bitcast <3 x i32> %x to <3 x float>
export float3 asfloat_u3(uint3 x) { return asfloat(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}asfloat_i
// CHECK: bitcast i32 %x to float
export float asfloat_i(int x) { return asfloat(x); }
// Same-type "conversions" are the identity.
// CHECK-LABEL: @_Z{{[0-9]+}}asuint_u
// CHECK: ret i32 %x
export uint asuint_u(uint x) { return asuint(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}asdouble_u
// CHECK: call {{.*}}double @llvm.dx.asdouble.i32(i32 %lo, i32 %hi)
export double asdouble_u(uint lo, uint hi) { return asdouble(lo, hi); }
// CHECK-LABEL: @_Z{{[0-9]+}}asdouble_u2
// CHECK: call {{.*}}<2 x double> @llvm.dx.asdouble.v2i32(<2 x i32> %lo, <2 x i32> %hi)
export double2 asdouble_u2(uint2 lo, uint2 hi) { return asdouble(lo, hi); }
// asuint(double, out uint, out uint) and splitdouble are the same operation.
// CHECK-LABEL: @_Z{{[0-9]+}}asuint_d
// CHECK: call { i32, i32 } @llvm.dx.splitdouble.i32(double %d)
export uint asuint_d(double d) {
  uint lo, hi;
  asuint(d, lo, hi);
  return lo ^ hi;
}
// CHECK-LABEL: @_Z{{[0-9]+}}splitdouble_d3
// CHECK: call { <3 x i32>, <3 x i32> } @llvm.dx.splitdouble.v3i32(<3 x double> %d)
export uint3 splitdouble_d3(double3 d) {
  uint3 lo, hi;
  splitdouble(d, lo, hi);
  return lo ^ hi;
}
// CHECK-LABEL: @_Z{{[0-9]+}}f16tof32_u
// CHECK: call {{.*}}float @llvm.dx.legacyf16tof32.i32(i32 %x)
export float f16tof32_u(uint x) { return f16tof32(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}f16tof32_u2
// CHECK: call {{.*}}<2 x float> @llvm.dx.legacyf16tof32.v2i32(<2 x i32> %x)
export float2 f16tof32_u2(uint2 x) { return f16tof32(x); }
// f32tof16 has no Clang builtin: it calls the dxild intrinsic, which plain
// clang-22 leaves as an unresolved external (dxild's Intrinsics stage turns
// it into DXIL's legacyF32ToF16). The external reads no memory, so repeated
// conversions of one value fold.
// CHECK-LABEL: @_Z{{[0-9]+}}f32tof16_f
// CHECK: [[H:%.*]] = tail call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float %x)
// CHECK-NOT: __dxild_f32tof16
// CHECK: ret i32 [[H]]
export uint f32tof16_f(float x) { return f32tof16(x) | f32tof16(x); }
// Vectors convert per component, as DXC does.
// CHECK-LABEL: @_Z{{[0-9]+}}f32tof16_f3
// CHECK: [[X:%.*]] = extractelement <3 x float> %x, i64 0
// CHECK: call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float [[X]])
// CHECK: [[Y:%.*]] = extractelement <3 x float> %x, i64 1
// CHECK: call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float [[Y]])
// CHECK: [[Z:%.*]] = extractelement <3 x float> %x, i64 2
// CHECK: call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float [[Z]])
// CHECK: ret <3 x i32>
export uint3 f32tof16_f3(float3 x) { return f32tof16(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}f32tof16_f4
// CHECK-COUNT-4: call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float
// CHECK: ret <4 x i32>
export uint4 f32tof16_f4(float4 x) { return f32tof16(x); }
// Other numeric arguments convert to float first, as in DXC.
// CHECK-LABEL: @_Z{{[0-9]+}}f32tof16_i2
// CHECK: [[C:%.*]] = sitofp <2 x i32> %x to <2 x float>
// CHECK: extractelement <2 x float> [[C]], i64 0
// CHECK-COUNT-2: call i32 @_ZN4hlsl16__dxild_f32tof16Ef(float
export uint2 f32tof16_i2(int2 x) { return f32tof16(x); }
// CHECK: declare {{.*}}i32 @_ZN4hlsl16__dxild_f32tof16Ef(float{{[^)]*}}){{.*}} #[[ATTR:[0-9]+]]
// CHECK: attributes #[[ATTR]] = {{.*}}memory(none)

#if defined(__HLSL_ENABLE_16_BIT)
// I16-LABEL: @_Z{{[0-9]+}}asuint16_h
// I16: bitcast half %x to i16
export uint16_t asuint16_h(half x) { return asuint16(x); }
// I16-LABEL: @_Z{{[0-9]+}}asfloat16_i2
// I16: bitcast <2 x i16> %x to <2 x half>
export half2 asfloat16_i2(int16_t2 x) { return asfloat16(x); }
// I16-LABEL: @_Z{{[0-9]+}}asint16_u
// I16: ret i16 %x
export int16_t asint16_u(uint16_t x) { return asint16(x); }
#endif
