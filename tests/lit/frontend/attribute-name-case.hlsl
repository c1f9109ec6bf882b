// DXC's attribute names are case-insensitive (Capsaicin's
// `[NumThreads(64, 1, 1)]`); Clang 22's are not: the entry had no
// numthreads, and `[Unroll]`/`[BRANCH]` were ignored with a warning (an
// error under -WX) and the loop left rolled. SourceCompat spells them as
// Clang does. A subscript by a variable named like an attribute
// (`Loop[i & 1]`) is not an attribute and stays.
// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fc - | FileCheck %s

RWStructuredBuffer<uint> O;
[NumThreads(64, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
  uint s = 0;
  [Unroll] for (uint k = 0; k < 4; k++)
    s += k * i;
  [BRANCH] if (i > 3) s += 1;
  uint Loop[2] = {1, 2};
  O[i] = s + Loop[i & 1];
}
// The unrolled sum: 0 + i + 2i + 3i.
// CHECK: define void @main()
// CHECK-NOT: phi
// CHECK: mul i32 {{%[0-9]+}}, 6
// CHECK: !{i32 64, i32 1, i32 1}
