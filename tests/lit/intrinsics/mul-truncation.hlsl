// mul() with a vector shorter than the matrix's matching dimension
// (GPUOpen GPUParticles11: `mul(-viewSpaceNormal, g_mViewInv).xyz` with a
// float3 and a float4x4). DXC truncates the matrix to the vector's length
// with a warning: mul(float3, float4x4) is float3 x float3x4, a float4;
// mul(float4x4, float3) is float4x3 x float3. Before, Clang 22 chose the
// scalar mul(T, T) and silently returned V.x * M._11 in every component.
// Matrices with different inner dimensions and vectors of different
// lengths are truncated the same way.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s

cbuffer C : register(b0) {
  row_major float4x4 M;
  float4 V;
};
RWStructuredBuffer<float4> O : register(u0);
RWStructuredBuffer<float> D : register(u1);

// mul(V.xyz, M): rows 0-2 of M, all four columns; row 3 is not read.
// CHECK-LABEL: define void @main()
// CHECK: [[V:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB:%.*]], i32 4)
// CHECK-DAG: [[VX:%.*]] = extractvalue %dx.types.CBufRet.f32 [[V]], 0
// CHECK-DAG: [[VY:%.*]] = extractvalue %dx.types.CBufRet.f32 [[V]], 1
// CHECK-DAG: [[VZ:%.*]] = extractvalue %dx.types.CBufRet.f32 [[V]], 2
// CHECK-DAG: [[R0:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 0)
// CHECK-DAG: [[R1:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 1)
// CHECK-DAG: [[R2:%.*]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 2)
// CHECK-DAG: [[M03:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R0]], 3
// CHECK-DAG: [[M13:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R1]], 3
// CHECK-DAG: [[M23:%.*]] = extractvalue %dx.types.CBufRet.f32 [[R2]], 3
// CHECK-DAG: [[P0:%.*]] = fmul {{.*}} float [[M03]], [[VX]]
// CHECK-DAG: [[P1:%.*]] = fmul {{.*}} float [[M13]], [[VY]]
// CHECK-DAG: [[S:%.*]] = fadd {{.*}} float [[P1]], [[P0]]
// CHECK-DAG: [[P2:%.*]] = fmul {{.*}} float [[M23]], [[VZ]]
// CHECK-DAG: [[W:%.*]] = fadd {{.*}} float [[P2]], [[S]]
// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 3)
// CHECK: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle {{%.*}}, i32 0, i32 0, float {{%.*}}, float {{%.*}}, float {{%.*}}, float [[W]], i8 15)
// mul(M, V.xyz): all four rows, three columns each.
// CHECK: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[CB]], i32 3)
// CHECK: call void @dx.op.bufferStore.f32(i32 69,
// The dot product of the shorter length (three products).
// CHECK: fmul
// CHECK: fmul
// CHECK: fmul
// CHECK-NOT: fmul
// CHECK: call void @dx.op.bufferStore.f32(i32 69,
[numthreads(1, 1, 1)] void main() {
  O[0] = mul(V.xyz, M);
  O[1] = float4(mul(M, V.xyz));
  D[0] = mul(V.xyz, M[3]);
}
