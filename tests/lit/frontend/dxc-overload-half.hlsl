// Without -enable-16bit-types, `half` and `min16float` are DXC's partial-
// and minimum-precision floats: converting one to float is a promotion,
// float to one a cast. WickedEngine (`#define half min16float`) declares
// `float3 rotate_vector(float3, float4)` and `half3 rotate_vector(half3,
// half4)` and calls it with a half3 and a float4: DXC takes the float one
// (a promotion against a cast); Clang 22 found the call ambiguous
// (Frontend/DxcOverload.h). `mul` of a float matrix and a half vector
// converts both to float as DXC does (prelude_matrix.hlsl); Clang 22 found
// only mul(T, T) for scalars, ambiguous.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_6 -E main %s -Fo %t.dxil

#define half min16float
#define half3 min16float3
#define half4 min16float4

// The float overload scales, the half one adds 100: the DXIL shows which ran.
float3 rotate_vector(float3 v, float4 r) { return v * r.w; }
half3 rotate_vector(half3 v, half4 r) { return v + 100; }

StructuredBuffer<float4> In : register(t0);
StructuredBuffer<float3x3> Ms : register(t1);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)] void main(uint I : SV_DispatchThreadID) {
  half3 V = (half3)In[I].xyz;
  float4 Q = In[I + 1];
  Out[I] = float4(rotate_vector(V, Q), 0);
  Out[I + 1] = float4(mul(Ms[I], V), 0);
}

// rotate_vector: the float overload, V * Q.w (no + 100).
// CHECK: define void @main()
// CHECK-NOT: 1.000000e+02
// CHECK: [[W:%[^ ]+]] = extractvalue %dx.types.ResRet.f32 {{%[0-9]+}}, 3
// CHECK: fmul {{.*}}float [[W]], {{%[^ ]+}}
// mul(float3x3, half3): row 0 of the column-major matrix is at bytes 0,
// 12 and 24 (DXC's loads), each times V's component.
// CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 0, i8 1, i32 4)
// CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 12, i8 1, i32 4)
// CHECK: rawBufferLoad.f32(i32 139, %dx.types.Handle {{%[0-9]+}}, i32 {{%[0-9]+}}, i32 24, i8 1, i32 4)
// CHECK-NOT: 1.000000e+02
// CHECK: ret void
