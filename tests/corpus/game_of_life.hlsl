// PROFILE: cs_6_6 main
// One generation of Conway's Life on a torus, one cell per thread, cells
// stored as bits (32 per uint).
StructuredBuffer<uint> Current : register(t0);
RWStructuredBuffer<uint> Next : register(u0);

cbuffer Grid : register(b0) { uint Width; uint Height; };

uint cell(int x, int y) {
  uint ux = (uint)((x + (int)Width) % (int)Width);
  uint uy = (uint)((y + (int)Height) % (int)Height);
  uint bit = uy * Width + ux;
  return (Current[bit >> 5] >> (bit & 31)) & 1;
}

[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  uint word = id.x;
  if (word * 32 >= Width * Height)
    return;
  uint result = 0;
  for (uint b = 0; b < 32; ++b) {
    uint bit = word * 32 + b;
    int x = (int)(bit % Width), y = (int)(bit / Width);
    uint n = 0;
    [unroll] for (int dy = -1; dy <= 1; ++dy)
      [unroll] for (int dx = -1; dx <= 1; ++dx)
        n += (dx != 0 || dy != 0) ? cell(x + dx, y + dy) : 0;
    uint alive = cell(x, y);
    uint next = (n == 3 || (alive != 0 && n == 2)) ? 1u : 0u;
    result |= next << b;
  }
  Next[word] = result;
}
