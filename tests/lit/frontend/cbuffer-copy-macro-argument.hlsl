// A struct copied out of a cbuffer where a macro's argument names it and
// the macro's body also pastes that argument into a name (FlaxEngine's
// `DECLARE_GBUFFERDATA_ACCESS(GBuffer)` defines `GetGBufferData()` returning
// `GBuffer`). The argument cannot be renamed (CBufferCopy.h), so Clang 22's
// "no matching constructor for initialization of 'GBufferData'" leads the
// second parse to cast in the macro's body: `return (GBufferData)(uniformName);`.
// DXC reads ViewPos from row 0 and Other from row 5 (the matrix takes rows
// 1-4).

// RUN: %dxilc -T ps_6_0 -E main %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E withArray -D ARRAYS %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ARRAYS

struct GBufferData {
  float4 ViewPos;
  float4x4 ViewMatrix;
};
cbuffer Data : register(b0) {
  GBufferData GBuffer;
  float4 Other;
};

#define DECLARE_GBUFFERDATA_ACCESS(uniformName)                               \
  GBufferData Get##uniformName##Data() { return uniformName; }
DECLARE_GBUFFERDATA_ACCESS(GBuffer)

float4 main() : SV_Target {
  GBufferData g = GetGBufferData();
  return g.ViewPos + Other;
}

// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 0)
// CHECK-DAG: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59, %dx.types.Handle %{{.*}}, i32 5)

// A struct with an array: Clang 22's code generation crashes on that cast,
// so it is not written and Clang's error stays (not a crash).
#ifdef ARRAYS
struct WithArray {
  float4 f;
  uint a;
  float3 arr[2];
};
cbuffer Arrays {
  WithArray wa;
};
#define DECLARE_ACCESS(T, u)                                                   \
  T Get##u##Data() { return u; }
DECLARE_ACCESS(WithArray, wa)
float4 withArray() : SV_Target { return GetwaData().f; }
#endif
// ARRAYS: error: no matching constructor for initialization of 'WithArray'
