// Sources whose lines end in a lone CR (classic Mac text; some of
// GameTechDev's AOIT files mix them with CRLF). Clang counts a lone CR as a
// line break, and dxild's second-parse rewrites locate their sites by
// Clang's line and column: the lines are now counted the same way (each
// lone CR is read as '\n'). Before, the HLSL 2018 conversion below was
// rewritten at the wrong place and the file failed to parse. This file is
// the template; the test writes it with CR line ends.

// RUN: %python -c "import sys; t = open(sys.argv[1]).read(); open(sys.argv[2], 'w', newline='').write(t.replace('\n', '\r'))" %s %t.hlsl
// RUN: %dxilc -T ps_6_0 -E main -HV 2018 %t.hlsl -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E main -HV 2018 -D BROKEN %t.hlsl -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=LINE

struct ColorData {
  uint4 color[2];
};
StructuredBuffer<ColorData> Buf : register(t0);

float4 main(uint i : I) : SV_Target {
  uint4 c[2];
  c = Buf[i];
#ifdef BROKEN
  // LINE: lone-cr-line-ends.hlsl.tmp.hlsl:[[@LINE+1]]:10: error: use of undeclared identifier 'missing'
  return missing;
#endif
  return c[1];
}

// CHECK: %[[L:.*]] = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 68, %dx.types.Handle %{{.*}}, i32 %{{.*}}, i32 16)
// CHECK: extractvalue %dx.types.ResRet.i32 %[[L]], 0
