// Interlocked* on a 32-bit integer destination with a float value (VALAR's
// `InterlockedAdd(s, v * 65535.0f)` on a groupshared uint, built with DXC):
// DXC converts the value to the destination's type. Before, the prelude's
// int and uint value overloads tied ("call to 'InterlockedAdd' is
// ambiguous").

// RUN: %dxilc -T cs_6_2 -E main %s -Fc - | FileCheck %s

groupshared uint s;
groupshared int m;
RWBuffer<uint> o : register(u0);

[numthreads(64, 1, 1)] void main(uint3 t : SV_DispatchThreadID) {
  float v = t.x * 0.5f;
  uint prev;
  InterlockedAdd(s, v * 65535.0f);
  InterlockedMin(m, v - 3.0f, prev);
  GroupMemoryBarrierWithGroupSync();
  o[t.x] = s + m + prev;
}

// CHECK: %[[U:[a-z0-9.]+]] = fptoui float %{{[a-z0-9.]+}} to i32
// CHECK: atomicrmw add ptr addrspace(3) @s, i32 %[[U]]
// CHECK: %[[I:[a-z0-9.]+]] = fptosi float %{{[a-z0-9.]+}} to i32
// CHECK: atomicrmw min ptr addrspace(3) @m, i32 %[[I]]
