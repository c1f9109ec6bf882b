// PROFILE: ps_6_6 main
// Cook-Torrance GGX with Schlick Fresnel and Smith visibility, one point
// light, constant material.
cbuffer Material : register(b0) {
  float3 Albedo;
  float Metallic;
  float3 LightPos;
  float Roughness;
  float3 LightColor;
  float LightIntensity;
  float3 CameraPos;
};

static const float PI = 3.14159265;

float distributionGGX(float nh, float a) {
  float a2 = a * a;
  float d = nh * nh * (a2 - 1.0) + 1.0;
  return a2 / (PI * d * d);
}

float visibilitySmith(float nv, float nl, float a) {
  float k = a * 0.5;
  return 0.25 / ((nv * (1.0 - k) + k) * (nl * (1.0 - k) + k));
}

float3 fresnelSchlick(float vh, float3 f0) {
  return f0 + (1.0 - f0) * pow(1.0 - vh, 5.0);
}

float4 main(float4 position : SV_Position, float3 worldPos : POSITION1,
            float3 normal : NORMAL) : SV_Target {
  float3 n = normalize(normal);
  float3 v = normalize(CameraPos - worldPos);
  float3 toLight = LightPos - worldPos;
  float dist2 = dot(toLight, toLight);
  float3 l = toLight * rsqrt(dist2);
  float3 h = normalize(v + l);
  float nl = saturate(dot(n, l)), nv = max(dot(n, v), 1e-4);
  float a = Roughness * Roughness;
  float3 f0 = lerp(0.04.xxx, Albedo, Metallic);
  float3 F = fresnelSchlick(saturate(dot(v, h)), f0);
  float3 spec = distributionGGX(saturate(dot(n, h)), a) *
                visibilitySmith(nv, nl, a) * F;
  float3 kd = (1.0 - F) * (1.0 - Metallic);
  float3 radiance = LightColor * LightIntensity / dist2;
  float3 color = (kd * Albedo / PI + spec) * radiance * nl + Albedo * 0.03;
  return float4(color, 1.0);
}
