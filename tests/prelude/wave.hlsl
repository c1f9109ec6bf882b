// Wave intrinsics, including the ones composed in the prelude
// (WavePrefixCountBits) and dxild's own (WaveReadLaneFirst,
// WaveActiveAllEqual: DXIL's waveReadLaneFirst and waveActiveAllEqual).
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s

// CHECK-LABEL: @_Z{{[0-9]+}}lane_info
// CHECK-DAG: call i1 @llvm.dx.wave.is.first.lane()
// CHECK-DAG: call i32 @llvm.dx.wave.getlaneindex()
// CHECK-DAG: call i32 @llvm.dx.wave.get.lane.count()
export uint lane_info() {
  return (WaveIsFirstLane() ? 1u : 0u) + WaveGetLaneIndex() + WaveGetLaneCount();
}
// CHECK-LABEL: @_Z{{[0-9]+}}sum_u
// CHECK: call i32 @llvm.dx.wave.reduce.usum.i32(i32 %x)
export uint sum_u(uint x) { return WaveActiveSum(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}sum_f4
// CHECK: call {{.*}}<4 x float> @llvm.dx.wave.reduce.sum.v4f32(<4 x float> %x)
export float4 sum_f4(float4 x) { return WaveActiveSum(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}min_i
// CHECK: call i32 @llvm.dx.wave.reduce.min.i32(i32 %x)
export int min_i(int x) { return WaveActiveMin(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}max_f
// CHECK: call {{.*}}float @llvm.dx.wave.reduce.max.f32(float %x)
export float max_f(float x) { return WaveActiveMax(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}max_u64
// CHECK: call i64 @llvm.dx.wave.reduce.umax.i64(i64 %x)
export uint64_t max_u64(uint64_t x) { return WaveActiveMax(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}countbits_b
// CHECK: call i32 @llvm.dx.wave.active.countbits(i1 %b)
export uint countbits_b(bool b) { return WaveActiveCountBits(b); }
// CHECK-LABEL: @_Z{{[0-9]+}}ballot_b
// CHECK: call <4 x i32> @llvm.dx.wave.ballot(i1 %b)
export uint4 ballot_b(bool b) { return WaveActiveBallot(b); }
// CHECK-LABEL: @_Z{{[0-9]+}}alltrue_b
// CHECK: call i1 @llvm.dx.wave.all(i1 %b)
export bool alltrue_b(bool b) { return WaveActiveAllTrue(b); }
// CHECK-LABEL: @_Z{{[0-9]+}}anytrue_b
// CHECK: call i1 @llvm.dx.wave.any(i1 %b)
export bool anytrue_b(bool b) { return WaveActiveAnyTrue(b); }
// CHECK-LABEL: @_Z{{[0-9]+}}readlane_f3
// CHECK: call {{.*}}<3 x float> @llvm.dx.wave.readlane.v3f32(<3 x float> %x, i32 %l)
export float3 readlane_f3(float3 x, uint l) { return WaveReadLaneAt(x, l); }

// dxild intrinsics (lowered to waveReadLaneFirst 118 and
// waveActiveAllEqual 115 per component).
// CHECK-LABEL: @_Z{{[0-9]+}}readfirst_u
// CHECK: call {{.*}}i32 @_ZN4hlsl28__dxild_wave_read_lane_firstEj(i32 %x)
export uint readfirst_u(uint x) { return WaveReadLaneFirst(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}allequal_f
// CHECK: call {{.*}}i1 @_ZN4hlsl29__dxild_wave_active_all_equalEf(float %x)
export bool allequal_f(float x) { return WaveActiveAllEqual(x); }
// Vectors: a bool of the vector's shape.
// CHECK-LABEL: @_Z{{[0-9]+}}allequal_i2
// CHECK: call {{.*}}<2 x i1> @_ZN4hlsl29__dxild_wave_active_all_equalEDv2_i(<2 x i32> %x)
export bool2 allequal_i2(int2 x) { return WaveActiveAllEqual(x); }
// Ballot of b masked to the lanes below this one, then popcount.
// CHECK-LABEL: @_Z{{[0-9]+}}prefixcount_b
// CHECK-DAG: call <4 x i32> @llvm.dx.wave.ballot(i1 %b)
// CHECK-DAG: call i32 @llvm.dx.wave.getlaneindex()
// CHECK: call {{.*}}i32 @llvm.ctpop.i32(
export uint prefixcount_b(bool b) { return WavePrefixCountBits(b); }
