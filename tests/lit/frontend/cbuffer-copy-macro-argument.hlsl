// A cbuffer struct variable a macro's argument writes, where the macro both
// returns it and pastes it into a name (FlaxEngine's
// `DECLARE_GBUFFERDATA_ACCESS(GBuffer)`, 82 of its 240 entries): the
// parameter's use in the body becomes a call of a per-variable copy
// function (CBufferCopy.h). Before, it was Clang 22's "no matching
// constructor for initialization of 'GBufferData'".

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main -D MIXED %s 2>&1 | FileCheck %s --check-prefix=MIXED

#define META_CB_BEGIN(index, name) cbuffer name : register(b##index) {
#define META_CB_END };

struct GBufferData {
  float4 ViewInfo;
  float3 ViewPos;
  float ViewFar;
  float4 Rows[2];
};

#define DECLARE_ACCESS(u) GBufferData Get##u##Data() { return u; }

META_CB_BEGIN(0, PerFrame)
GBufferData GBuffer;
META_CB_END

cbuffer Other : register(b1) {
  float4 Tint;
  GBufferData Second;
};

DECLARE_ACCESS(GBuffer)
DECLARE_ACCESS(Second)

#ifdef MIXED
// An expansion passing a local: the parameter cannot be a pasted call for
// every expansion, so Clang 22's error stays (no wrong code).
static GBufferData Local;
DECLARE_ACCESS(Local)
#endif

float4 main() : SV_Target {
  GBufferData a = GetGBufferData();
  GBufferData b = GetSecondData();
  return a.ViewInfo + float4(b.ViewPos, b.ViewFar) + b.Rows[1] + Tint;
}

// GBuffer.ViewInfo is row 0 of b0; Tint row 0 of b1, Second.ViewPos and
// ViewFar row 2, Second.Rows[1] row 4.
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[B0:[0-9a-z_.]+]], i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[B1:[0-9a-z_.]+]], i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[B1]], i32 2)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %[[B1]], i32 4)
// CHECK-NOT: cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 3)

// MIXED: no matching constructor for initialization of 'GBufferData'
