// mul in all nine forms, transpose, determinant. They are plain HLSL, so
// -O3 leaves vector arithmetic and shuffles and no llvm.matrix.* intrinsic.
// RUN: %clang_hlsl %lib66 %s -o - | %clean | FileCheck %s
// CHECK-NOT: @llvm.matrix.

// CHECK-LABEL: @_Z{{[0-9]+}}mul_ss
// CHECK: fmul {{.*}}float
export float mul_ss(float a, float b) { return mul(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}mul_sv
// CHECK: fmul {{.*}}<3 x float>
export float3 mul_sv(float a, float3 b) { return mul(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}mul_vs
// CHECK: fmul {{.*}}<3 x float>
export float3 mul_vs(float3 a, float b) { return mul(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}mul_sm
// CHECK: fmul {{.*}}<16 x float>
export float4x4 mul_sm(float a, float4x4 b) { return mul(a, b); }
// CHECK-LABEL: @_Z{{[0-9]+}}mul_ms
// CHECK: mul <6 x i32>
export int2x3 mul_ms(int2x3 a, int b) { return mul(a, b); }
// vector * vector is the dot product.
// CHECK-LABEL: @_Z{{[0-9]+}}mul_vv
// CHECK-COUNT-4: fmul {{.*}}float
// CHECK: ret float
export float mul_vv(float4 a, float4 b) { return mul(a, b); }
// Row vector times matrix: rows of the (column-major stored) matrix are
// gathered with stride 4 and scaled by each vector component.
// CHECK-LABEL: @_Z{{[0-9]+}}mul_vm
// CHECK: shufflevector <16 x float> %m, <16 x float> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
// CHECK: shufflevector <16 x float> %m, <16 x float> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
// CHECK: ret <4 x float>
export float4 mul_vm(float4 v, float4x4 m) { return mul(v, m); }
// Matrix times column vector: a dot product per row.
// CHECK-LABEL: @_Z{{[0-9]+}}mul_mv
// CHECK: extractelement <12 x float> %m, i64 0
// CHECK: ret <3 x float>
export float3 mul_mv(float3x4 m, float4 v) { return mul(m, v); }
// Non-square product: (2x3) * (3x4) = 2x4.
// CHECK-LABEL: @_Z{{[0-9]+}}mul_mm
// CHECK: ret <8 x float>
export float2x4 mul_mm(float2x3 a, float3x4 b) { return mul(a, b); }
// Column-major 3x4 in, column-major 4x3 out: out[k] = in[(k%4)*3 + k/4].
// CHECK-LABEL: @_Z{{[0-9]+}}transpose_m
// CHECK: shufflevector <12 x float> %m, <12 x float> poison, <12 x i32> <i32 0, i32 3, i32 6, i32 9, i32 1, i32 4, i32 7, i32 10, i32 2, i32 5, i32 8, i32 11>
export float4x3 transpose_m(float3x4 m) { return transpose(m); }
// CHECK-LABEL: @_Z{{[0-9]+}}det2
// CHECK: fsub
// CHECK: ret float
export float det2(float2x2 m) { return determinant(m); }
// 3x3: dot(row0, cross(row1, row2)).
// CHECK-LABEL: @_Z{{[0-9]+}}det3
// CHECK: call {{.*}}<3 x float> @llvm.dx.cross.v3f32(
// CHECK: call {{.*}}float @llvm.dx.fdot.v3f32(
export float det3(float3x3 m) { return determinant(m); }
// CHECK-LABEL: @_Z{{[0-9]+}}det4
// CHECK: ret float
export float det4(float4x4 m) { return determinant(m); }
