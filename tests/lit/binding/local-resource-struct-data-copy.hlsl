// A local struct holding resources and a constant buffer's data
// (MJP's DXR path tracer: ShadingInput with a sampler, a raw buffer from an
// unbounded array and a copy of ConstantBuffer<LightConstants>, indexed by
// light): the data is copied into the struct with memcpy, from memory that
// holds no handle, and read with a dynamic index. The resource copies are
// still followed (Binding/LocalResources.h): the copies touch none of the
// struct's handles. Before, the struct stayed in memory with its handles
// ("stored to memory"). A `cbuffer` in the shader (its `.cb` handle global)
// does not stop the pass either.

// RUN: %dxilc -T ps_6_6 -E main %s -Fc - | FileCheck %s

struct Light {
  float4 Pos;
  float4 Color;
};
struct LightConstants {
  Light Lights[8];
  uint Count;
};
ConstantBuffer<LightConstants> LightCB : register(b0);
cbuffer Other : register(b1) { float Scale; };
SamplerState Aniso : register(s0);
Texture2D Albedo : register(t0);
ByteAddressBuffer Raw[] : register(t1);

struct ShadingInput {
  float2 UV;
  SamplerState S;
  ByteAddressBuffer Clusters;
  LightConstants Lights;
};

float3 shade(ShadingInput In, uint I) {
  float3 C = Albedo.Sample(In.S, In.UV).xyz;
  return C * In.Lights.Lights[I].Color.xyz * asfloat(In.Clusters.Load(I * 4));
}

// CHECK: [[S:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 0, i32 0, i32 0, i8 3 }, i32 0, i1 false)
// CHECK: [[SA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[S]],
// CHECK: [[T:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind zeroinitializer, i32 0, i1 false)
// CHECK: [[TA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[T]],
// CHECK: [[I:%[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 1, i32 0, i8 0, i32 undef)
// CHECK: [[RI:%[0-9]+]] = add i32 1, [[I]]
// CHECK: [[R:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 -1, i32 0, i8 0 }, i32 [[RI]], i1 false)
// CHECK: [[RA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[R]], %dx.types.ResourceProperties { i32 11, i32 0 })
// CHECK: call %dx.types.ResRet.f32 @dx.op.sample.f32(i32 60, %dx.types.Handle [[TA]], %dx.types.Handle [[SA]],
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[RA]],
float4 main(float2 UV : TEXCOORD0, nointerpolation uint I : INDEX) : SV_Target {
  ShadingInput In;
  In.UV = UV;
  In.S = Aniso;
  In.Clusters = Raw[I];
  In.Lights = LightCB;
  return float4(shade(In, I) * Scale, 1);
}
