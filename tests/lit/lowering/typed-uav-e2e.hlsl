// Typed UAVs the way DXC's validator wants them: a store writes all four
// components (the first one repeated), and loading a typed UAV of more than
// one component sets the TypedUAVLoadAdditionalFormats flag (0x2000); a
// one-component load does not.

// RUN: %dxilc -T cs_6_6 -E vec4 %s -Fc - | FileCheck %s --check-prefix=VEC4
// RUN: %dxilc -T cs_6_6 -E scalar %s -Fc - | FileCheck %s --check-prefix=SCALAR

RWBuffer<float4> Colors : register(u0);
RWBuffer<float> Scalars : register(u1);

// VEC4: call %dx.types.ResRet.f32 @dx.op.bufferLoad.f32(i32 68,
// VEC4: call void @dx.op.bufferStore.f32(i32 69, {{.*}}, i8 15)
// VEC4: !{i32 0, i64 8192,
[numthreads(8, 1, 1)]
void vec4(uint3 tid : SV_DispatchThreadID) {
  Colors[tid.x] = Colors[tid.x + 1] * 2.0;
}

// SCALAR: %[[V:.*]] = fadd {{.*}}float
// SCALAR: call void @dx.op.bufferStore.f32(i32 69, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 undef, float %[[V]], float %[[V]], float %[[V]], float %[[V]], i8 15)
// SCALAR-NOT: i64 8192
[numthreads(8, 1, 1)]
void scalar(uint3 tid : SV_DispatchThreadID) {
  Scalars[tid.x] = Scalars[tid.x + 1] + 1.0;
}
