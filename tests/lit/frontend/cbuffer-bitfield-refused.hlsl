// A bit-field in a struct of a constant buffer (HLSL 2021): Clang 22 reads
// it as a whole member of the record's ordinary layout, without shift or
// mask and at an element of the wrong field, so dxild refuses it with a
// stable code rather than compile wrong values (before: `cp.b` read the
// next 32-bit component whole; DXC packs `a` and `b` into one uint).
// Bit-fields of local structs are not affected.

// RUN: not %dxilc -T cs_6_2 -E main -HV 2021 %s 2>&1 | FileCheck %s
// RUN: %dxilc -T cs_6_2 -E main -HV 2021 -D LOCAL_ONLY %s -Fc - | FileCheck %s --check-prefix=LOCAL

struct Packed {
  uint a : 8;
  uint b : 24;
};

#ifndef LOCAL_ONLY
cbuffer C : register(b0) {
  Packed cp;
};
#endif

RWStructuredBuffer<uint> o : register(u0);

[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {
  Packed p;
  p.a = i;
  p.b = i * 3;
#ifdef LOCAL_ONLY
  o[i] = p.a + p.b;
#else
  o[i] = p.a + p.b + cp.a + cp.b;
#endif
}

// CHECK: error: bit-field 'a' of struct 'Packed' in a constant buffer is not supported (Clang 22 does not read bit-fields out of constant buffers)
// LOCAL: and i32 %{{[0-9]+}}, 255
// LOCAL: and i32 %{{[a-z0-9.]+}}, 16777215
