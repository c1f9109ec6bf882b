// Shader model 6.5-6.7 intrinsics and msad4: the overloads call the
// __dxild_* externals the Intrinsics stage rewrites (tests/lit/intrinsics/
// pack-wave-ops.ll), with the argument and result types DXC's intrinsic
// table gives them (gen_intrin_main.txt): WaveMatch on numeric types (no
// bool), the unsigned multi-prefix sum/product forms for unsigned types,
// pack_clamp_* on signed types only, the 16-bit pack/unpack forms only with
// 16-bit types. Availability: WaveMatch/WaveMultiPrefix* need 6.5,
// pack/unpack 6.6; QuadAny/QuadAll, IsHelperLane and msad4 have no minimum
// (the DXIL lowering supplies DXC's fallbacks).
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s --check-prefixes=CHECK,NO16
// RUN: %clang_hlsl %lib66 %native16 -DW16 %s -o - | %clean | FileCheck %s --check-prefixes=CHECK,W16
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.4-library %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM64
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.5-library %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM65
// RUN: %clang_hlsl -triple dxil-pc-shadermodel6.0-library -DOLD %s -o - | %clean | FileCheck %s --check-prefix=OLD
// RUN: not %clang_hlsl %lib66 -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

#if OLD
// OLD-LABEL: define {{.*}}@_Z{{[0-9]+}}old
// OLD: call {{.*}}i1 @_ZN4hlsl16__dxild_quad_anyEb(i1
// OLD: call {{.*}}i1 @_ZN4hlsl16__dxild_quad_allEb(i1
// OLD: call {{.*}}i1 @_ZN4hlsl22__dxild_is_helper_laneEv()
// OLD: call {{.*}}i32 @_ZN4hlsl11__dxild_bfiEjjjj(i32 8, i32 24,
// OLD: call {{.*}}i32 @_ZN4hlsl12__dxild_msadEjjj(
export uint old(bool b, uint r, uint2 s, uint4 a) {
  return QuadAny(b) + QuadAll(b) + IsHelperLane() + msad4(r, s, a).y;
}
#elif BAD
// WaveMatch takes no bool (DXC refuses it too).
// BAD: error: call to 'WaveMatch' is ambiguous
export uint4 bad1(bool b) { return WaveMatch(b); }
#else

// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}match
// CHECK: call {{.*}}<4 x i32> @_ZN4hlsl18__dxild_wave_matchEj(i32 %x)
// CHECK: call {{.*}}<4 x i32> @_ZN4hlsl18__dxild_wave_matchEDv3_f(<3 x float> %v)
// SM64-DAG: error: '__dxild_wave_match' is only available on Shader Model 6.5 or newer
export uint4 match(uint x, float3 v) { return WaveMatch(x) & WaveMatch(v); }

// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}multi
// CHECK: call {{.*}}i32 @_ZN4hlsl30__dxild_wave_multi_prefix_usumEjDv4_j(i32 %u, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl29__dxild_wave_multi_prefix_sumEiDv4_j(i32 %i, <4 x i32> %m)
// CHECK: call {{.*}}float @_ZN4hlsl33__dxild_wave_multi_prefix_productEfDv4_j(float %f, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl34__dxild_wave_multi_prefix_uproductEjDv4_j(i32 %u, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl33__dxild_wave_multi_prefix_bit_andEiDv4_j(i32 %i, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl32__dxild_wave_multi_prefix_bit_orEjDv4_j(i32 %u, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl33__dxild_wave_multi_prefix_bit_xorEjDv4_j(i32 %u, <4 x i32> %m)
// CHECK: call {{.*}}i32 @_ZN4hlsl36__dxild_wave_multi_prefix_count_bitsEbDv4_j(i1 %b, <4 x i32> %m)
// SM64-DAG: error: '__dxild_wave_multi_prefix_usum' is only available on Shader Model 6.5 or newer
export float multi(uint u, int i, float f, bool b, uint4 m) {
  return WaveMultiPrefixSum(u, m) + WaveMultiPrefixSum(i, m) +
         WaveMultiPrefixProduct(f, m) + WaveMultiPrefixProduct(u, m) +
         WaveMultiPrefixBitAnd(i, m) + WaveMultiPrefixBitOr(u, m) +
         WaveMultiPrefixBitXor(u, m) + WaveMultiPrefixCountBits(b, m);
}

// uint8_t4_packed/int8_t4_packed are uint-sized and convert to and from
// uint (and each other), as in DXC.
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}pack
// CHECK: call {{.*}}i32 @_ZN4hlsl15__dxild_pack_u8EDv4_j(<4 x i32> %u)
// CHECK: call {{.*}}i32 @_ZN4hlsl15__dxild_pack_s8EDv4_i(<4 x i32> %i)
// CHECK: call {{.*}}i32 @_ZN4hlsl21__dxild_pack_clamp_u8EDv4_i(<4 x i32> %i)
// CHECK: call {{.*}}i32 @_ZN4hlsl21__dxild_pack_clamp_s8EDv4_i(<4 x i32> %i)
// CHECK: call {{.*}}<4 x i32> @_ZN4hlsl20__dxild_unpack_u8u32Ej(i32
// CHECK: call {{.*}}<4 x i32> @_ZN4hlsl20__dxild_unpack_s8s32Ej(i32
// SM65-DAG: error: '__dxild_pack_u8' is only available on Shader Model 6.6 or newer
// SM65-DAG: error: '__dxild_unpack_u8u32' is only available on Shader Model 6.6 or newer
export uint4 pack(uint4 u, int4 i) {
  uint8_t4_packed a = pack_u8(u);
  int8_t4_packed b = pack_s8(i);
  uint8_t4_packed c = pack_clamp_u8(i);
  uint d = pack_clamp_s8(i);
  return unpack_u8u32(a ^ c) + (uint4)unpack_s8s32(b + d);
}

// Without 16-bit types the 16-bit forms return min16uint4/min16int4, which
// are 32-bit here: the 32-bit forms (DXC also accepts them).
// NO16-LABEL: define {{.*}}@_Z{{[0-9]+}}unpack16
// NO16: call {{.*}}<4 x i32> @_ZN4hlsl20__dxild_unpack_u8u32Ej(i32
// NO16: call {{.*}}<4 x i32> @_ZN4hlsl20__dxild_unpack_s8s32Ej(i32
export min16int4 unpack16(uint p) { return (min16int4)unpack_u8u16(p) + unpack_s8s16(p); }

#if W16
// W16-LABEL: define {{.*}}@_Z{{[0-9]+}}pack16
// W16-DAG: call {{.*}}i32 @_ZN4hlsl15__dxild_pack_u8EDv4_t(<4 x i16> %u)
// W16-DAG: call {{.*}}i32 @_ZN4hlsl21__dxild_pack_clamp_s8EDv4_s(<4 x i16> %i)
// W16-DAG: call {{.*}}<4 x i16> @_ZN4hlsl20__dxild_unpack_u8u16Ej(i32
// W16-DAG: call {{.*}}<4 x i16> @_ZN4hlsl20__dxild_unpack_s8s16Ej(i32
export uint16_t4 pack16(uint16_t4 u, int16_t4 i) {
  return unpack_u8u16(pack_u8(u)) + (uint16_t4)unpack_s8s16(pack_clamp_s8(i));
}
#endif
#endif
