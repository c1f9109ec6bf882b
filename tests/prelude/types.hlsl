// Type names, sizes and layouts of scalars, vectors and matrices.
// RUN: %clang_hlsl %lib66 %s -o - | FileCheck %s --check-prefixes=CHECK,M32
// RUN: %clang_hlsl %lib66 %native16 %s -o - | FileCheck %s --check-prefixes=CHECK,M16

// Every name exists with the expected size. min16* are 32-bit without
// 16-bit types (minimum precision may be stored wider) and 16-bit with them.
#define SIZE(T, N) _Static_assert(sizeof(T) == N, #T);
SIZE(bool, 4) SIZE(int, 4) SIZE(uint, 4) SIZE(dword, 4) SIZE(float, 4)
SIZE(double, 8) SIZE(int32_t, 4) SIZE(uint32_t, 4) SIZE(int64_t, 8)
SIZE(uint64_t, 8) SIZE(float32_t, 4) SIZE(float64_t, 8)
SIZE(float2, 8) SIZE(float4, 16) SIZE(int2, 8) SIZE(uint4, 16)
SIZE(double2, 16) SIZE(double4, 32) SIZE(uint64_t2, 16) SIZE(bool4, 16)
SIZE(float4x4, 64) SIZE(float3x3, 36) SIZE(float2x3, 24) SIZE(float1x4, 16)
SIZE(int4x4, 64) SIZE(double2x2, 32) SIZE(uint3x2, 24)
#if defined(__HLSL_ENABLE_16_BIT)
SIZE(half, 2) SIZE(float16_t, 2) SIZE(int16_t, 2) SIZE(uint16_t, 2)
SIZE(min16float, 2) SIZE(min16int, 2) SIZE(min16uint, 2) SIZE(min10float, 2)
SIZE(min12int, 2) SIZE(half4, 8) SIZE(int16_t2, 4) SIZE(float16_t4x4, 32)
#else
SIZE(half, 4) SIZE(min16float, 4) SIZE(min16int, 4) SIZE(min16uint, 4)
SIZE(min10float, 4) SIZE(min12int, 4) SIZE(half4, 16)
#endif

// Element order of vectors and matrices in memory (what IR sees): vectors in
// component order; matrices column-major, m[r][c] at r + c * rows.
// CHECK-LABEL: @_Z{{[0-9]+}}elem
// CHECK: extractelement <12 x float> %m, i64 7
export float elem(float3x4 m) { return m[1][2]; }

// A struct of float2 + float + float4: 8 + 4 + (pad to 16) 16... HLSL
// structured-buffer layout packs to 4 bytes: offsets 0, 8, 12, size 28.
struct S {
  float2 a;
  float b;
  float4 c;
};
// CHECK-LABEL: @_Z{{[0-9]+}}size_s
// CHECK: ret i32 28
export int size_s() { return sizeof(S); }
RWStructuredBuffer<S> Buf;
// CHECK-LABEL: @_Z{{[0-9]+}}load_c
// CHECK: getelementptr inbounds nuw i8, ptr %{{.*}}, i32 12
export float4 load_c(uint i) { return Buf[i].c; }

// 16-bit vectors use 16-bit IR types when enabled.
// M16-LABEL: @_Z{{[0-9]+}}h4
// M16: <4 x half>
// M32-LABEL: @_Z{{[0-9]+}}h4
// M32: <4 x float>
export half4 h4(half4 x) { return x; }
