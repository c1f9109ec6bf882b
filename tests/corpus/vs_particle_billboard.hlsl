// PROFILE: vs_6_6 main
// Camera-facing particle quads expanded from a vertex-index attribute
// (Clang 22 does not know SV_VertexID), reading the
// simulated particles directly.
struct Particle {
  float3 position;
  float life;
  float3 velocity;
  float seed;
};

cbuffer Camera : register(b0) {
  float4x4 ViewProj;
  float3 CameraRight;
  float Size;
  float3 CameraUp;
  float MaxLife;
};

StructuredBuffer<Particle> Particles : register(t0);

struct VSOut {
  float4 position : SV_Position;
  float4 color : COLOR0;
};

VSOut main(uint vid : VERTEXINDEX) {
  Particle p = Particles[vid / 6];
  static const float2 Corners[6] = {float2(-1, -1), float2(1, -1), float2(1, 1),
                                    float2(-1, -1), float2(1, 1), float2(-1, 1)};
  float2 c = Corners[vid % 6];
  float t = saturate(p.life / MaxLife);
  float size = Size * smoothstep(0.0, 0.2, t);
  float3 wp = p.position + (CameraRight * c.x + CameraUp * c.y) * size;
  VSOut o;
  o.position = mul(float4(wp, 1.0), ViewProj);
  o.color = float4(lerp(float3(1.0, 0.3, 0.05), float3(1.0, 0.9, 0.6), t), t);
  return o;
}
