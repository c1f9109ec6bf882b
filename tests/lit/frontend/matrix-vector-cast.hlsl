// `(float4)M` of a 2x2 matrix: the matrix's elements row by row (M._11,
// M._12, M._21, M._22), converted to the vector's element type, as DXC
// casts it. Clang 22's code generation crashed on this cast (DXC's test
// MatArrayOutput.hlsl); the frontend's MatrixTruncation repair builds the
// vector from the elements. Values below are DXC 1.9's for this file: a
// column_major input matrix arrives column by column (input row c holds
// column c), a row_major one row by row.

// RUN: %dxilc -T vs_6_0 -E main %s -Fc - | FileCheck %s

float4 main(float2x2 m : M, row_major int2x2 n : N) : SV_Position {
  float4 a = (float4)m;
  float4 b = (float4)n;
  return a + b.wzyx;
}

// CHECK-DAG: %[[M11:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[M21:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 0, i8 1, i32 undef)
// CHECK-DAG: %[[M12:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 0, i32 undef)
// CHECK-DAG: %[[M22:.*]] = call float @dx.op.loadInput.f32(i32 4, i32 0, i32 1, i8 1, i32 undef)
// CHECK-DAG: %[[N11:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK-DAG: %[[N12:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 1, i32 undef)
// CHECK-DAG: %[[N21:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 1, i8 0, i32 undef)
// CHECK-DAG: %[[N22:.*]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 1, i8 1, i32 undef)
// CHECK-DAG: %[[F11:.*]] = sitofp i32 %[[N11]] to float
// CHECK-DAG: %[[F12:.*]] = sitofp i32 %[[N12]] to float
// CHECK-DAG: %[[F21:.*]] = sitofp i32 %[[N21]] to float
// CHECK-DAG: %[[F22:.*]] = sitofp i32 %[[N22]] to float
// CHECK-DAG: %[[O0:.*]] = fadd {{.*}}float %[[F22]], %[[M11]]
// CHECK-DAG: %[[O1:.*]] = fadd {{.*}}float %[[F21]], %[[M12]]
// CHECK-DAG: %[[O2:.*]] = fadd {{.*}}float %[[F12]], %[[M21]]
// CHECK-DAG: %[[O3:.*]] = fadd {{.*}}float %[[F11]], %[[M22]]
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %[[O0]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 1, float %[[O1]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 2, float %[[O2]])
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3, float %[[O3]])
