// Warnings Clang 22 has and DXC's Clang does not: a macro expanding to
// `defined` in `#if` (FlaxEngine), an int constant that float cannot hold
// exactly (Unity), `a | b ? c : d` (MiniEngine's AO upsampling). DXC never
// emits them, so with -WX the compile succeeds as with DXC; a user's own -W
// option for one of them still applies.

// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fo %t.dxil 2>&1 | FileCheck %s --allow-empty
// CHECK-NOT: warning
// CHECK-NOT: error
// RUN: not %dxilc -T cs_6_0 -E main -WX -Wexpansion-to-defined %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=ASKED
// ASKED: error: macro expansion producing 'defined' has undefined behavior

#define HAS_FEATURE defined(FEATURE_ON)
#define FEATURE_ON 1

RWStructuredBuffer<float> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
#if HAS_FEATURE
  float big = 16777217;
  uint bits = Id.x | Id.y ? 1 : 2;
  Out[Id.x] = big + bits;
#endif
}
