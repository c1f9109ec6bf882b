// HLSL 2016-2018: a for statement's declaration belongs to the enclosing
// block (DXC -HV 2018; DirectXTex's BC7 encoder reads its loop counter
// after the loop). LegacyForScope.h hoists such declarations; with HLSL 2021
// the name is undeclared after the loop, as in DXC.

// RUN: %dxilc -T cs_6_0 -E main -HV 2018 %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -HV 2021 %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=HV2021

RWStructuredBuffer<int> Out : register(u0);

[numthreads(1, 1, 1)]
void main() {
  int V[6] = {3, 8, 1, 9, 4, 7};
  // The first element over 5 is at 1.
  for (int i = 0; i < 6; ++i)
    if (V[i] > 5)
      break;
  // HV2021: legacy-for-scope.hlsl:[[@LINE+1]]:12: error: use of undeclared identifier 'i'
  Out[0] = i;
  // The same name again in the same block (DXC merges it with a warning),
  // with an attribute on the same line and no blank in `for(`.
  [loop] for(int i = 5; i >= 0; --i) {
    if (V[i] < 2)
      break;
  }
  Out[1] = i;
  // An attribute on the line before; two declarators.
  [unroll]
  for (uint k = 0, n = 0; k < 6; ++k)
    n += V[k];
  Out[2] = k * 100 + n;
  // A loop whose counter is not used after it is left alone, and a
  // later loop in a nested block may declare the name again.
  int Sum = 0;
  for (int j = 0; j < 2; ++j)
    Sum += j;
  {
    for (int j = 3; j < 5; ++j)
      Sum += j;
    Out[3] = Sum * 10 + j;
  }
  // No blank anywhere in `for(int m=0;` (OGRE's Hair shader): the
  // indentation before `for` makes room.
  for(int m=0;m<6;m++)
    if (V[m] == 9)
      break;
  Out[4] = m;
}

// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 0, i32 0, i32 1, i32 undef, i32 undef, i32 undef, i8 1)
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 1, i32 0, i32 2, i32 undef, i32 undef, i32 undef, i8 1)
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 2, i32 0, i32 632, i32 undef, i32 undef, i32 undef, i8 1)
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 3, i32 0, i32 85, i32 undef, i32 undef, i32 undef, i8 1)
// CHECK: bufferStore.i32(i32 69, %dx.types.Handle %{{[0-9]+}}, i32 4, i32 0, i32 3, i32 undef, i32 undef, i32 undef, i8 1)
