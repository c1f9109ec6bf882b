// DXC's -Wconversion group holds its implicit vector and matrix truncation
// warning; Clang 22 has them in -Wvector-conversion and -Wmatrix-conversion.
// -Wno-conversion (WickedEngine builds with it, and -WX) silences both, as
// in DXC; without it they are warnings (errors under -WX) in both.
// RUN: %dxilc -T cs_6_0 -WX -Wno-conversion %s -Fo %t.dxil 2>&1 | count 0
// RUN: not %dxilc -T cs_6_0 -WX %s -Fo %t.dxil 2>&1 | FileCheck %s

RWStructuredBuffer<float4> o;
cbuffer C { float4x4 M; float4 V; };
[numthreads(1, 1, 1)] void main() {
  float3x4 t = M;
  float3 v = V;
  o[0] = t[0] + v.x;
}
// CHECK-DAG: error: implicit conversion truncates matrix
// CHECK-DAG: error: implicit conversion truncates vector
