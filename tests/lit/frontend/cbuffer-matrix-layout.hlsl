// DXC gives each column of a column-major matrix in a constant buffer its
// own 16-byte register (float3x3: 44 bytes, as MiniEngine's MeshConstants
// shows: WorldIT at 64, size 108); Clang 22 packs it into 36 bytes. Until
// dxild lays such matrices out itself they are rejected, never compiled with
// the wrong offsets. 4-row matrices lay out the same and compile.

// RUN: not %dxilc -T cs_6_6 -E main -DCBUFFER %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CB
// RUN: not %dxilc -T cs_6_6 -E main -DGLOBALS %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=GLOBALS
// RUN: not %dxilc -T cs_6_6 -E main -DNESTED %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NESTED
// RUN: %dxilc -T cs_6_6 -E main %s -Fc %t.ll
// RUN: FileCheck %s --check-prefix=OK < %t.ll

RWStructuredBuffer<float4> Out : register(u0);

#if defined(CBUFFER)
// CB: cbuffer-matrix-layout.hlsl:[[@LINE+3]]:12: error: constant buffer member 'WorldIT' holds a 3x3 matrix: DXC pads each of its columns to 16 bytes
cbuffer MeshConstants : register(b0) {
  float4x4 World;
  float3x3 WorldIT;
}
#define USE mul(World, float4(mul(WorldIT, Out[0].xyz), 1))
#elif defined(GLOBALS)
// GLOBALS: error: constant buffer member 'Skew' holds a 2x2 matrix
float2x2 Skew;
#define USE float4(mul(Skew, Out[0].xy), 0, 0)
#elif defined(NESTED)
struct Light {
  float4 Color;
  float2x3 Shape[2];
};
// NESTED: error: constant buffer member 'Lights' holds a 2x3 matrix
cbuffer Lighting { Light Lights[4]; }
#define USE Lights[1].Color
#else
// OK: !{i32 0, ptr @dx.resource.sym.CB, !"CB", i32 0, i32 0, i32 1, i32 124, null}
cbuffer CB : register(b0) {
  float4x4 World;
  float4x3 Normal; // four rows: the same 48 bytes in both layouts
  float3x1 Column; // one column: 12 bytes in both
}
#define USE float4(mul(World, mul(Normal, Out[0].xyz)).xyz + mul(Column, float1(Out[0].w)), 1)
#endif

[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) { Out[tid.x] = USE; }
