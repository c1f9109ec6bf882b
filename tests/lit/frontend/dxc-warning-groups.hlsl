// Warning groups DXC has and Clang 22 does not (for-redefinition,
// ambig-lit-shift, ...: AMD's ParallelSort builds pass them with -WX) are
// accepted and have no effect; dxild never emits those warnings. Clang would
// have warned "unknown warning option", an error with -WX. A name neither
// knows is still reported.

// RUN: %dxilc -T cs_6_0 -E main -WX -Wno-for-redefinition -Wno-ambig-lit-shift -Werror=hlsl-legacy-literal -Wpayload-access-perf %s -Fo %t.dxil 2>&1 | FileCheck %s --allow-empty --check-prefix=KNOWN
// KNOWN-NOT: warning
// KNOWN-NOT: error
// RUN: %dxilc -T cs_6_0 -E main -Wno-not-a-warning-anywhere %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown warning option '-Wno-not-a-warning-anywhere'

RWStructuredBuffer<uint> Out : register(u0);

[numthreads(1, 1, 1)]
void main(uint3 Id : SV_DispatchThreadID) {
  Out[Id.x] = Id.y;
}
