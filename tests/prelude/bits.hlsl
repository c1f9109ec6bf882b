// Bit intrinsics.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// RUN: %clang_hlsl %lib66 %native16 %s -o - | %clean | FileCheck %s --check-prefix=I16

// countbits returns uint whatever the input width.
// CHECK-LABEL: @_Z{{[0-9]+}}countbits_u4
// CHECK: call {{.*}}<4 x i32> @llvm.ctpop.v4i32(<4 x i32> %x)
export uint4 countbits_u4(uint4 x) { return countbits(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}countbits_i64
// CHECK: [[P:%.*]] = tail call {{.*}}i64 @llvm.ctpop.i64(i64 %x)
// CHECK: trunc {{.*}}i64 [[P]] to i32
export uint countbits_i64(int64_t x) { return countbits(x); }
// Signed and unsigned firstbithigh differ (sign bit handling).
// CHECK-LABEL: @_Z{{[0-9]+}}firstbithigh_i
// CHECK: call i32 @llvm.dx.firstbitshigh.i32(i32 %x)
export uint firstbithigh_i(int x) { return firstbithigh(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}firstbithigh_u2
// CHECK: call <2 x i32> @llvm.dx.firstbituhigh.v2i32(<2 x i32> %x)
export uint2 firstbithigh_u2(uint2 x) { return firstbithigh(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}firstbitlow_u
// CHECK: call i32 @llvm.dx.firstbitlow.i32(i32 %x)
export uint firstbitlow_u(uint x) { return firstbitlow(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}reversebits_u
// CHECK: call i32 @llvm.bitreverse.i32(i32 %x)
export uint reversebits_u(uint x) { return reversebits(x); }
// CHECK-LABEL: @_Z{{[0-9]+}}reversebits_u64
// CHECK: call i64 @llvm.bitreverse.i64(i64 %x)
export uint64_t reversebits_u64(uint64_t x) { return reversebits(x); }

#if defined(__HLSL_ENABLE_16_BIT)
// I16-LABEL: @_Z{{[0-9]+}}countbits_u16
// I16: call {{.*}}i16 @llvm.ctpop.i16(i16 %x)
export uint countbits_u16(uint16_t x) { return countbits(x); }
// I16-LABEL: @_Z{{[0-9]+}}firstbitlow_i16
// I16: call i32 @llvm.dx.firstbitlow.i16(i16 %x)
export uint firstbitlow_i16(int16_t x) { return firstbitlow(x); }
#endif
