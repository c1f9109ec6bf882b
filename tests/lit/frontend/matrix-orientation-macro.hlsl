// An orientation keyword written in a macro's body holds for every
// expansion (Intel's XeGTAO: `#define vaMatrix4x4 column_major float4x4`):
// a struct member, a cbuffer variable and a typedef of the macro. Register
// and lane numbers are DXC's. Under -Zpr the column_major macro still wins.

// RUN: %dxilc -T cs_6_0 -E main %s -Fc - | FileCheck %s
// RUN: %dxilc -T cs_6_0 -E main -Zpr %s -Fc - | FileCheck %s

#define RM row_major float4x4
#define CM column_major float4x4
struct G {
  RM A;
  CM B;
};
typedef RM TRM;
cbuffer C0 : register(b0) {
  G g;
  TRM T;
}
RWBuffer<float4> o;

// g.A[1], row-major: all of register 1.
// CHECK: [[A:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 1)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[A]], 0
// CHECK: extractvalue %dx.types.CBufRet.f32 [[A]], 3
// g.B[2], column-major: lane 2 of registers 4 to 7.
// CHECK: [[B0:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 4)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[B0]], 2
// CHECK: [[B3:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 7)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[B3]], 2
// T[1], row-major through the typedef: all of register 9.
// CHECK: [[T:%[0-9]+]] = call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{[0-9]+}}, i32 9)
// CHECK: extractvalue %dx.types.CBufRet.f32 [[T]], 3

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) { o[i] = g.A[1] + g.B[2] + T[1]; }
