// A one-component vector where a wider one is expected (RBDOOM-3-BFG's
// DeepGBufferRadiosity blur: `float4 t = get();` with `float1 get()`):
// DXC converts `vector<T, 1>` as the scalar it is and splats it. Clang 22
// refused the initialization and the assignment; the value becomes
// `(value).xxxx` for the next parse.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

cbuffer C { float4 X; };

float1 get() { return X.y; }

float4 main() : SV_Target {
  float4 t = get();
  float3 u;
  u = get();
  return t + float4(u, 0);
}

// t is X.y in every component and u in x, y and z: t + u is X.y + X.y.
// CHECK: %[[Y:[0-9]+]] = extractvalue %dx.types.CBufRet.f32 %{{[0-9]+}}, 1
// CHECK-COUNT-3: fadd {{.*}}float %[[Y]], %[[Y]]
