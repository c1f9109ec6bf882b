// `printf` in a function the entry does not reach (nvpro's shader_printf
// sample: the fragment shader prints, the vertex entry is compiled). DXC
// accepts printf only for SPIR-V and diagnoses only a reached call; the
// prelude declares it for no stage dxild compiles, so the vertex entry
// compiles and a reached call is an error.

// RUN: %dxilc -T vs_6_0 -E vertexMain %s -Fc - | FileCheck %s
// RUN: not %dxilc -T ps_6_0 -E fragmentMain %s -Fo %t.dxil 2>&1 | FileCheck %s --check-prefix=REACHED

cbuffer C {
  float4x4 mvp;
  float2 mouseCoord;
};

float4 vertexMain(float3 pos : POSITION) : SV_Position {
  return mul(mvp, float4(pos, 1));
}

float4 fragmentMain(float4 fragCoord : SV_Position) : SV_Target {
  if (all(int2(fragCoord.xy) == int2(mouseCoord)))
    // REACHED: printf-unreached.hlsl:[[@LINE+1]]:5: error: 'printf<const char *, int, int>' is unavailable
    printf("[%d, %d]\n", int(fragCoord.x), int(fragCoord.y));
  return 1;
}

// CHECK: define void @vertexMain()
// CHECK: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3,
