// GetDimensions with outputs of different types (DeferredCoarsePixelShading's
// GBuffer.hlsl: `GetDimensions(0, size.x, size.y, levels)` with a float2 size
// and a uint count; FXC and DXC convert each output to its argument's type).
// Before, Clang 22 found no overload ("no known conversion from 'uint' to
// 'float &'"). One getDimensions (72); the size is converted with uitofp,
// the levels count stays an integer.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

Texture2D<float4> t : register(t0);
Texture2DMS<float4> ms : register(t1);
RWTexture2D<float> rw : register(u0);

float4 main() : SV_Target {
  float2 size;
  uint levels;
  t.GetDimensions(1, size.x, size.y, levels);
  int samples;
  float msw;
  uint msh;
  ms.GetDimensions(msw, msh, samples);
  float rww;
  int rwh;
  rw.GetDimensions(rww, rwh);
  return float4(size, levels + msw + msh + samples, rww + rwh);
}

// CHECK: %[[D:[0-9]+]] = call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: %[[W:[0-9]+]] = extractvalue %dx.types.Dimensions %[[D]], 0
// CHECK: %[[H:[0-9]+]] = extractvalue %dx.types.Dimensions %[[D]], 1
// CHECK: %[[L:[0-9]+]] = extractvalue %dx.types.Dimensions %[[D]], 3
// CHECK-DAG: uitofp i32 %[[W]] to float
// CHECK-DAG: uitofp i32 %[[H]] to float
// CHECK-DAG: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{[0-9]+}}, i32 0)
// CHECK-DAG: call %dx.types.Dimensions @dx.op.getDimensions(i32 72, %dx.types.Handle %{{[0-9]+}}, i32 undef)
