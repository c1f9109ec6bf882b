// PROFILE: vs_6_6 main
// Grid terrain: vertex position from a vertex-index attribute, height from a structured
// buffer heightmap, normal from central differences.
cbuffer Terrain : register(b0) {
  float4x4 ViewProj;
  uint GridSize;
  float CellSize;
  float HeightScale;
};

StructuredBuffer<float> Heights : register(t0);

struct VSOut {
  float4 position : SV_Position;
  float4 normalHeight : NORMAL;
};

float heightAt(int x, int z) {
  uint ux = (uint)clamp(x, 0, (int)GridSize - 1);
  uint uz = (uint)clamp(z, 0, (int)GridSize - 1);
  return Heights[uz * GridSize + ux] * HeightScale;
}

VSOut main(uint vid : VERTEXINDEX) {
  int x = (int)(vid % GridSize), z = (int)(vid / GridSize);
  float h = heightAt(x, z);
  float3 n = normalize(float3(heightAt(x - 1, z) - heightAt(x + 1, z), 2.0 * CellSize,
                              heightAt(x, z - 1) - heightAt(x, z + 1)));
  VSOut o;
  o.position = mul(float4(x * CellSize, h, z * CellSize, 1.0), ViewProj);
  o.normalHeight = float4(n, h);
  return o;
}
