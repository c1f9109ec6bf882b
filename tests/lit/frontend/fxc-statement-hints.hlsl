// DXC's statement hints that Clang 22 does not know: `[allow_uav_condition]`
// and `[fastopt]` on loops, `[forcecase]` and `[call]` on switches (FXC-era
// compute shaders). Clang 22 warned "unknown attribute ... ignored", an error
// under -WX; DXC drops them without a word, and so does the source
// compatibility rewrite now (Frontend/SourceCompat.h). A variable named
// `call` used as an index is left alone. A hint may follow a directive line
// (`#endif` then `[allow_uav_condition] while`, DirectStorage's GDeflate).

// RUN: %dxilc -T cs_6_0 -E main -WX %s -Fc - 2>&1 | FileCheck %s

RWStructuredBuffer<uint> O : register(u0);
cbuffer C : register(b0) { int n; };
static const uint Table[2] = {3, 5};

[numthreads(1, 1, 1)] void main(uint3 tid : SV_DispatchThreadID) {
  uint r = 0;
  int call = n & 1;
  [allow_uav_condition] for (int i = 0; i < n; ++i) r += O[i];
#if 1
#endif
  [fastopt] while (r < 100) r += n;
  [forcecase] switch (n) { case 0: r += 1; break; default: r += 2; }
  [call] switch (n) { case 0: r += 4; break; default: r += 8; }
  [FastOpt] [loop] for (int k = 0; k < n; ++k) r += k;
  O[0] = r + Table[call];
}

// CHECK-NOT: warning
// CHECK-NOT: error
// CHECK: define void @main()
// CHECK: call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68,
// CHECK: getelementptr inbounds [2 x i32], ptr @{{.*}}Table{{.*}}, i32 0, i32 %and
// CHECK: ret void
