// `vector<T, N>` and `matrix<T, R, C>` written out, and `matrix`/`vector`
// without template arguments, which are matrix<float, 4, 4> and
// vector<float, 4> (MiniEngine's `matrix CurToPrevXForm;`). With the
// precompiled prelude Clang 22 found two hlsl::vector templates ("reference
// to 'vector' is ambiguous"; core/prelude/prelude_names.hlsl), and bare names
// need `<>`: the frontend spells them `__trix`/`__ctor`, same-length aliases (core/lib/Frontend/SourceCompat.h). A
// member may still be called vector.

// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s < %t.ll

// The cbuffer is a float4x4, a float4 and another float4x4: 144 bytes.
cbuffer CB : register(b0) {
  matrix World;
  vector Offset;
  matrix<float, 4, 4> Rotation;
}

#define NOT_A_TYPE vector
struct Named {
  float vector; // a member may be called vector
};
RWStructuredBuffer<float4> Out : register(u0);

vector transform(vector p) {
  vector<float, 4> r = mul(p, Rotation);
  return mul(r, World) + Offset;
}

// Four rows of Rotation, four of World and the vector: nine legacy loads.
// CHECK-COUNT-9: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy.f32(i32 59,
// CHECK-NOT: call %dx.types.CBufRet.f32 @dx.op.cbufferLoadLegacy
// CHECK: !{i32 0, ptr @dx.resource.sym.CB, !"CB", i32 0, i32 0, i32 1, i32 144, null}
[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Named n;
  n.vector = 2.0;
  Out[tid.x] = transform(Out[tid.x]) * n.vector;
}
