// Input->output dependencies (dxil-viewid-state): `!dx.viewIdState` is
// [#input scalars, #output scalars, one row of output bits per input scalar]
// as DXC's ComputeViewIdState writes it, and PSV0's InputOutputMap copies it.
// Scalar n is row n/4, component n%4 of the packed signature.

// A full-screen triangle (MiniEngine's ScreenQuadCommonVS): SV_VertexID
// (input scalar 0) feeds SV_Position.xy (outputs 0, 1) and TEXCOORD.xy
// (outputs 4, 5): 0x33, DXC's value for that shader.
// RUN: %dxilc -T vs_6_6 -E vs_quad %s -Fc - | FileCheck %s --check-prefix=QUAD
// RUN: %dxilc -T vs_6_6 -E vs_quad %s -Fo %t.quad.dxil
// RUN: obj2yaml %t.quad.dxil | FileCheck %s --check-prefix=QUAD-PSV
// QUAD: !dx.viewIdState = !{[[VS:![0-9]+]]}
// QUAD-NEXT: !dx.entryPoints
// QUAD: [[VS]] = !{[3 x i32] [i32 1, i32 6, i32 51]}
// QUAD-PSV: InputOutputMap:
// QUAD-PSV-NEXT: - [ 0x33, 0x0, 0x0, 0x0 ]
void vs_quad(in uint VertID : SV_VertexID, out float4 Pos : SV_Position,
             out float2 Tex : TexCoord0) {
  Tex = float2(uint2(VertID, VertID << 1) & 2);
  Pos = float4(lerp(float2(-1, 1), float2(1, -1), Tex), 0, 1);
}

// Control dependence: the branch on K (input scalar 4) decides every
// component, COLOR.i (scalar i) feeds component i.
// RUN: %dxilc -T ps_6_6 -E ps_branch %s -Fc - | FileCheck %s --check-prefix=BRANCH
// BRANCH: !{[7 x i32] [i32 5, i32 4, i32 1, i32 2, i32 4, i32 8, i32 15]}
float4 ps_branch(float4 c : COLOR, float k : K) : SV_Target {
  [branch] if (k > 0)
    return c;
  return 0;
}

// Through memory: a local array indexed by I (scalar 4) holds A.x..A.w, so
// every output depends on every input.
// RUN: %dxilc -T ps_6_6 -E ps_array %s -Fc - | FileCheck %s --check-prefix=ARRAY
// ARRAY: !{[7 x i32] [i32 5, i32 4, i32 15, i32 15, i32 15, i32 15, i32 15]}
float4 ps_array(float4 a : A, uint i : I) : SV_Target {
  float arr[4] = {a.x, a.w, a.z, a.y};
  return arr[i & 3];
}

// Inputs nothing reads contribute nothing; constant outputs depend on no
// input. SV_Position fills row 0, TEXCOORD.xy row 1 (scalars 4, 5).
// RUN: %dxilc -T ps_6_6 -E ps_uv %s -Fc - | FileCheck %s --check-prefix=UV
// UV: !{[8 x i32] [i32 6, i32 4, i32 0, i32 0, i32 0, i32 0, i32 1, i32 2]}
float4 ps_uv(float4 p : SV_Position, float2 uv : TEXCOORD) : SV_Target {
  return float4(uv, 0, 1);
}

// A loop whose trip count is an input: the loop exit decides the value, so
// N (scalar 4: constant interpolation takes its own row) feeds the output;
// X (scalar 0) feeds it through the phi.
// RUN: %dxilc -T ps_6_6 -E ps_loop %s -Fc - | FileCheck %s --check-prefix=LOOP
// LOOP: !{[7 x i32] [i32 5, i32 1, i32 1, i32 0, i32 0, i32 0, i32 1]}
float ps_loop(float x : X, nointerpolation uint n : N) : SV_Target {
  float s = 0;
  [loop] for (uint j = 0; j < n; ++j)
    s = s * x + 1;
  return s;
}

// Compute shaders have no signatures and DXC writes no dx.viewIdState.
// RUN: %dxilc -T cs_6_6 -E cs_main %s -Fc - | FileCheck %s --check-prefix=CS
// CS-NOT: dx.viewIdState
RWBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)] void cs_main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = id.y;
}
