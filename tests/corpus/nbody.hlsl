// PROFILE: cs_6_6 main
// O(n^2) gravitational n-body step with positions tiled through groupshared.
#define TILE 128

struct Body {
  float4 posMass;
  float4 velocity;
};

StructuredBuffer<Body> BodiesIn : register(t0);
RWStructuredBuffer<Body> BodiesOut : register(u0);

cbuffer Params : register(b0) { uint BodyCount; float Dt; float Softening; };

groupshared float4 Cache[TILE];

[numthreads(TILE, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) {
  Body self = BodiesIn[min(id.x, BodyCount - 1)];
  float3 acc = 0;
  for (uint tile = 0; tile < (BodyCount + TILE - 1) / TILE; ++tile) {
    uint j = tile * TILE + gi;
    Cache[gi] = j < BodyCount ? BodiesIn[j].posMass : float4(0, 0, 0, 0);
    GroupMemoryBarrierWithGroupSync();
    [loop] for (uint k = 0; k < TILE; ++k) {
      float4 other = Cache[k];
      float3 d = other.xyz - self.posMass.xyz;
      float inv = rsqrt(dot(d, d) + Softening * Softening);
      acc += d * (other.w * inv * inv * inv);
    }
    GroupMemoryBarrierWithGroupSync();
  }
  if (id.x < BodyCount) {
    self.velocity.xyz += acc * Dt;
    self.posMass.xyz += self.velocity.xyz * Dt;
    BodiesOut[id.x] = self;
  }
}
