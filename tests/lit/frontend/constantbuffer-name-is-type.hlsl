// A ConstantBuffer<T> named like its struct (the GDK samples' meshlet
// shaders: `ConstantBuffer<Constants> Constants : register(b0);`, also as an
// array). Inside dxild's cbuffer the buffer's name hides the struct's; the
// prelude names T through a typedef declared first (prelude_buffers.hlsl).
// Rows as DXC's: a at row 0, b at row 1 x; Ls[i].c row 0 of element i.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc - | FileCheck %s

struct Constants {
  float4 a;
  uint b;
};
ConstantBuffer<Constants> Constants : register(b0);
struct L {
  float4 c;
};
ConstantBuffer<L> L[2] : register(b1);
RWBuffer<float4> Out : register(u0);

// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle [[C:%[0-9]+]], i32 0)
// CHECK-DAG: [[B:%[0-9]+]] = call %dx.types.CBufRet.i32 @dx.op.cbufferLoadLegacy.i32(i32 59, %dx.types.Handle [[C]], i32 1)
// CHECK-DAG: extractvalue %dx.types.CBufRet.i32 [[B]], 0
// CHECK-DAG: !{i32 0, ptr @dx.resource.sym.Constants, !"Constants", i32 0, i32 0, i32 1, i32 20, null}
// CHECK-DAG: !{i32 1, ptr @dx.resource.sym.L, !"L", i32 0, i32 1, i32 2, i32 16, null}
[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  Out[i] = Constants.a * Constants.b + L[i & 1].c;
}
