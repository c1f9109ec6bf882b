// The dxild intrinsic functions of the prelude (core/lib/Intrinsics): the
// HLSL overloads call the reserved __dxild_* externals that dxild's
// Intrinsics stage rewrites. Plain clang-22 leaves them as calls, which is
// what this checks (the rewrite is tested in tests/lit/intrinsics and
// tests/unit/intrinsics).
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// RUN: %clang_hlsl %lib66 %native16 %s -o - | %clean | FileCheck %s
// 64-bit atomics need shader model 6.6; group barriers need compute.
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.5-library -DATOMIC64 %s -o /dev/null 2>&1 | FileCheck --check-prefix=SM65 %s
// RUN: not %clang_hlsl -triple dxil-pc-shadermodel6.6-pixel -hlsl-entry ps -DPIXEL %s -o /dev/null 2>&1 | FileCheck --check-prefix=PS %s

#if ATOMIC64
// SM65: error: '__dxild_interlocked_add_u64' is only available on Shader Model 6.6 or newer
RWStructuredBuffer<uint64_t> B64;
export void atomic64(uint i) { InterlockedAdd(B64[i], 1); }
#elif PIXEL
// PS: error: '__dxild_group_memory_barrier' is unavailable
float4 ps(float4 p : SV_Position) : SV_Target { GroupMemoryBarrier(); return p; }
#else

groupshared uint gs[16];
groupshared int gi;

// The original value is the external's return value; the destination is an
// inout temporary (the Intrinsics stage forwards the real address).
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}add_gs
// CHECK: call {{.*}}i32 @_ZN4hlsl27__dxild_interlocked_add_u32ERjj(ptr {{.*}}, i32 %v)
export uint add_gs(uint i, uint v) {
  uint o;
  InterlockedAdd(gs[i], v, o);
  return o;
}

// A literal value or an original value of the other signedness is not
// ambiguous: min/max take their signedness from the destination.
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}mixed
// CHECK: call {{.*}}i32 @_ZN4hlsl27__dxild_interlocked_max_u32ERjj(ptr {{.*}}, i32 1)
// CHECK: call {{.*}}i32 @_ZN4hlsl27__dxild_interlocked_min_i32ERii(ptr {{.*}}, i32 0)
// CHECK: call {{.*}}i32 @_ZN4hlsl32__dxild_interlocked_exchange_i32ERii(ptr {{.*}}, i32 -2)
// CHECK: call {{.*}}i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_u32ERjjj(ptr {{.*}}, i32 0, i32 1)
// CHECK: call {{.*}}i32 @_ZN4hlsl40__dxild_interlocked_compare_exchange_i32ERiii(ptr {{.*}}, i32 3, i32 4)
// CHECK: call {{.*}}i32 @_ZN4hlsl27__dxild_interlocked_and_u32ERjj(
// CHECK: call {{.*}}i32 @_ZN4hlsl26__dxild_interlocked_or_u32ERjj(
// CHECK: call {{.*}}i32 @_ZN4hlsl27__dxild_interlocked_xor_u32ERjj(
export int mixed(uint i) {
  int o1;
  uint o2, o3;
  InterlockedMax(gs[i], 1);
  InterlockedMin(gi, 0u);
  InterlockedExchange(gi, -2, o2);
  InterlockedCompareExchange(gs[0], 0, 1, o1);
  InterlockedCompareStore(gi, 3, 4);
  InterlockedAnd(gs[1], 0xFFu, o3);
  InterlockedOr(gs[2], 1);
  InterlockedXor(gs[3], 1u);
  return o1 + (int)o2 + (int)o3;
}

// A float destination has InterlockedExchange only, on its own float
// external (the Intrinsics stage makes it an i32 exchange of the bits). A
// float lvalue must not pick an integer overload through a conversion.
groupshared float gf[4];
RWBuffer<float> TF;
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}exchange_f
// CHECK: call {{.*}}float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr {{.*}}, float %v)
// CHECK: call {{.*}}float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr {{.*}}, float 1.500000e+00)
// CHECK: call {{.*}}float @_ZN4hlsl32__dxild_interlocked_exchange_f32ERff(ptr {{.*}}, float 0.000000e+00)
export float exchange_f(uint i, float v) {
  float o1, o2, o3;
  InterlockedExchange(gf[i], v, o1);
  InterlockedExchange(TF[i], 1.5f, o2);
  // An integer value converts (a literal is not ambiguous).
  InterlockedExchange(gf[0], 0, o3);
  return o1 + o2 + o3;
}

// 64-bit destinations take 32-bit literals.
RWStructuredBuffer<int64_t> I64;
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}add64
// CHECK: call {{.*}}i64 @_ZN4hlsl27__dxild_interlocked_add_i64ERll(ptr {{.*}}, i64 1)
export int64_t add64(uint i) {
  int64_t o;
  InterlockedAdd(I64[i], 1, o);
  return o;
}

// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}wave_u
// CHECK-DAG: call i32 @_ZN4hlsl24__dxild_wave_prefix_usumEj(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl28__dxild_wave_prefix_uproductEj(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl28__dxild_wave_active_uproductEj(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl27__dxild_wave_active_bit_andEj(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl26__dxild_wave_active_bit_orEj(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl27__dxild_wave_active_bit_xorEj(i32 %x)
export uint wave_u(uint x) {
  return WavePrefixSum(x) + WavePrefixProduct(x) + WaveActiveProduct(x) +
         WaveActiveBitAnd(x) + WaveActiveBitOr(x) + WaveActiveBitXor(x);
}
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}wave_f3
// CHECK-DAG: call {{.*}}<3 x float> @_ZN4hlsl23__dxild_wave_prefix_sumEDv3_f(<3 x float> %x)
// CHECK-DAG: call {{.*}}<3 x float> @_ZN4hlsl27__dxild_wave_prefix_productEDv3_f(<3 x float> %x)
// CHECK-DAG: call {{.*}}<3 x float> @_ZN4hlsl27__dxild_wave_active_productEDv3_f(<3 x float> %x)
export float3 wave_f3(float3 x) {
  return WavePrefixSum(x) + WavePrefixProduct(x) + WaveActiveProduct(x);
}
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}quad_i
// CHECK-DAG: call i32 @_ZN4hlsl26__dxild_quad_read_across_xEi(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl26__dxild_quad_read_across_yEi(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl33__dxild_quad_read_across_diagonalEi(i32 %x)
// CHECK-DAG: call i32 @_ZN4hlsl25__dxild_quad_read_lane_atEij(i32 %x, i32 3)
export int quad_i(int x) {
  return QuadReadAcrossX(x) + QuadReadAcrossY(x) + QuadReadAcrossDiagonal(x) +
         QuadReadLaneAt(x, 3);
}
// CHECK-LABEL: define {{.*}}@_Z{{[0-9]+}}barriers
// CHECK: call void @_ZN4hlsl28__dxild_group_memory_barrierEv()
// CHECK: call void @_ZN4hlsl29__dxild_device_memory_barrierEv()
// CHECK: call void @_ZN4hlsl45__dxild_device_memory_barrier_with_group_syncEv()
// CHECK: call void @_ZN4hlsl26__dxild_all_memory_barrierEv()
// CHECK: call void @_ZN4hlsl42__dxild_all_memory_barrier_with_group_syncEv()
export void barriers() {
  GroupMemoryBarrier();
  DeviceMemoryBarrier();
  DeviceMemoryBarrierWithGroupSync();
  AllMemoryBarrier();
  AllMemoryBarrierWithGroupSync();
}
#endif
