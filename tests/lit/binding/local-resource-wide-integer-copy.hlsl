// A resource in a struct right after a float3 (MJP's DXR path tracer,
// ShadingInput.SpotLightClusterBuffer after EmissiveMap): SROA copies the
// float3's padding and the handle as one i64, `(zext i32 %handle) << 32`.
// The handle inside the wide integer is followed at its offset
// (Binding/LocalResources.h); before, the copy lost it and the shader was
// refused ("used before a resource is assigned to it"). A dynamically
// indexed constant buffer copy keeps the struct in memory after promotion.

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
SamplerState Aniso : register(s0);
Texture2D Albedo : register(t0);
ByteAddressBuffer Raw[] : register(t1);

struct ShadingInput {
  float3 Normal;
  ByteAddressBuffer Clusters;
  SamplerState S;
  float2 UV;
  LightConstants Lights;
};

float3 shade(ShadingInput In, uint I) {
  float3 C = Albedo.Sample(In.S, In.UV).xyz * In.Normal;
  return C * In.Lights.Lights[I].Color.xyz * asfloat(In.Clusters.Load(I * 4));
}

// CHECK: [[I:%[0-9]+]] = call i32 @dx.op.loadInput.i32(i32 4, i32 2, i32 0, i8 0, i32 undef)
// CHECK: [[RI:%[0-9]+]] = add i32 1, [[I]]
// CHECK-NEXT: [[R:%[0-9]+]] = call %dx.types.Handle @dx.op.createHandleFromBinding(i32 217, %dx.types.ResBind { i32 1, i32 -1, i32 0, i8 0 }, i32 [[RI]], i1 false)
// CHECK-NEXT: [[RA:%[0-9]+]] = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle [[R]], %dx.types.ResourceProperties { i32 11, i32 0 })
// CHECK: call %dx.types.ResRet.f32 @dx.op.rawBufferLoad.f32(i32 139, %dx.types.Handle [[RA]],
float4 main(float2 UV : TEXCOORD0, float3 N : NORMAL, nointerpolation uint I : INDEX) : SV_Target {
  ShadingInput In;
  In.Normal = N;
  In.UV = UV;
  In.S = Aniso;
  In.Clusters = Raw[I];
  In.Lights = LightCB;
  return float4(shade(In, I), 1);
}
