// PROFILE: ps_6_0 main
// Blinn-Phong with one directional light.
cbuffer Light : register(b0) {
  float3 LightDir;
  float Shininess;
  float3 LightColor;
  float Ambient;
  float3 CameraPos;
};

// Inputs are parameters: Clang 22 crashes on entry structs with more than
// two semantic members (see core/prelude/SUPPORT.md).
float4 main(float4 position : SV_Position, float3 worldPos : POSITION1,
            float3 normal : NORMAL) : SV_Target {
  float3 n = normalize(normal);
  float3 l = normalize(-LightDir);
  float3 v = normalize(CameraPos - worldPos);
  float3 h = normalize(l + v);
  float diff = saturate(dot(n, l));
  float spec = pow(saturate(dot(n, h)), Shininess) * step(0.0, dot(n, l));
  return float4(LightColor * (Ambient + diff) + spec, 1.0);
}
