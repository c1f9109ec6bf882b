// PROFILE: cs_6_6 main
// Transforms positions and normals of a batch of instances with their
// world matrices (mul in row-vector form, normal matrix by transpose).
struct Instance {
  float4x4 world;
  float4 color;
};

StructuredBuffer<Instance> Instances : register(t0);
StructuredBuffer<float4> LocalPositions : register(t1);
StructuredBuffer<float4> LocalNormals : register(t2);
RWStructuredBuffer<float4> WorldPositions : register(u0);
RWStructuredBuffer<float4> WorldNormals : register(u1);

cbuffer Params : register(b0) { uint VertsPerInstance; uint InstanceCount; };

[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint inst = id.x / VertsPerInstance;
  if (inst >= InstanceCount)
    return;
  uint v = id.x % VertsPerInstance;
  float4x4 w = Instances[inst].world;
  float3x3 w3 = (float3x3)w;
  float det = determinant(w3);
  float3 n = mul(LocalNormals[v].xyz, transpose(w3));
  WorldPositions[id.x] = mul(float4(LocalPositions[v].xyz, 1.0), w);
  WorldNormals[id.x] = float4(normalize(n) * sign(det), 0.0);
}
