// An `[unroll]` loop whose trip count is unknown, in a helper the entry never
// calls (NVIDIA's MathLib prints digits with `[unroll] while (x)`): DXC
// optimizes only what the entry reaches and says nothing; dxild must not
// fail -WX with Clang's "loop not unrolled". Called, the loop is still an
// error under -WX, as in DXC.

// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fc - | FileCheck %s
// RUN: not %dxilc -T cs_6_0 -E main -WX -DCALLED %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CALLED

// CHECK: define void @main()
// CHECK-NOT: udiv
// CHECK: ret void

RWBuffer<uint> Out : register(u0);

uint CountDigits(uint x) {
  uint n = 0;
  [unroll]
  while (x) {
    x /= 10;
    n++;
  }
  return n;
}

[numthreads(1, 1, 1)]
void main(uint i : SV_DispatchThreadID) {
#ifdef CALLED
  // CALLED: error: loop not unrolled
  Out[i] = CountDigits(i);
#else
  Out[i] = 7;
#endif
}
