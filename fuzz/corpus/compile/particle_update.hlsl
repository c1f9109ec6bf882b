// PROFILE: cs_6_6 main
// Integrates particles under gravity and drag, bounces them off the ground
// plane and respawns the ones whose lifetime ran out.
struct Particle {
  float3 position;
  float life;
  float3 velocity;
  float seed;
};

cbuffer SimParams : register(b0) {
  float3 Gravity;
  float DeltaTime;
  float3 Emitter;
  float Drag;
  float Restitution;
  uint ParticleCount;
};

RWStructuredBuffer<Particle> Particles : register(u0);

float hash11(float p) {
  p = frac(p * 0.1031);
  p *= p + 33.33;
  p *= p + p;
  return frac(p);
}

[numthreads(256, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x >= ParticleCount)
    return;
  Particle p = Particles[id.x];
  p.velocity += Gravity * DeltaTime;
  p.velocity *= saturate(1.0 - Drag * DeltaTime);
  p.position += p.velocity * DeltaTime;
  if (p.position.y < 0.0) {
    p.position.y = -p.position.y;
    p.velocity.y = abs(p.velocity.y) * Restitution;
  }
  p.life -= DeltaTime;
  if (p.life <= 0.0) {
    float a = hash11(p.seed + id.x) * 6.2831853;
    float r = sqrt(hash11(p.seed * 1.7 + 3.1));
    p.position = Emitter;
    p.velocity = float3(cos(a) * r, 4.0 + 2.0 * hash11(a), sin(a) * r);
    p.life = lerp(1.0, 3.0, hash11(p.seed + 7.0));
    p.seed = frac(p.seed + 0.618034);
  }
  Particles[id.x] = p;
}
