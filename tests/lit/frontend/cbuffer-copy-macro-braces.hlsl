// A struct copied out of a cbuffer whose braces a macro writes
// (FlaxEngine's `META_CB_BEGIN(0, Data) ... META_CB_END` with `#define
// META_CB_END };`): the copy's conversion goes after the macro that closes
// the buffer (CBufferCopy.h). Before, it was Clang 22's "no matching
// constructor for initialization of 'GBufferData'". DXC reads g.Extra from
// row 1 and Other from row 2.

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s

#define META_CB_BEGIN(index, name) cbuffer name : register(b##index) {
#define META_CB_END };

struct GBufferData {
  float4 ViewPos;
  float4 Extra;
};

META_CB_BEGIN(0, Data)
GBufferData GBuffer;
float4 Other;
META_CB_END

float4 main() : SV_Target {
  GBufferData g = GBuffer;
  return g.Extra + Other;
}

// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 1)
// CHECK: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 2)
