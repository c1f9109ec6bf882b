// Effect files and samples keep a technique's geometry, hull, domain and
// mesh stages beside its vertex and pixel entries (d3d12book's
// TreeSprite.hlsl, the tessellation chapters, LLGL's meshlet test). DXC compiles the vertex or pixel entry of such
// a file; so does dxild: the other stages' attributes and primitive types
// are blanked (SourceCompat.h) and their stream and patch objects declared
// (core/prelude/prelude_stages.hlsl). A call the entry reaches is an
// availability error.

// RUN: %dxilc -T vs_6_0 -E VS %s -Fc - | FileCheck %s --check-prefix=VS
// RUN: %dxilc -T ps_6_0 -E PS -WX %s -Fc - | FileCheck %s --check-prefix=PS
// RUN: not %dxilc -T ps_6_0 -E PSReached %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REACHED

struct VOut {
  float4 Pos : SV_POSITION;
  float2 UV : TEXCOORD;
};
struct PatchTess {
  float Edges[3] : SV_TessFactor;
  float Inside : SV_InsideTessFactor;
};

VOut VS(float3 P : POSITION, float2 UV : TEXCOORD) {
  VOut O;
  O.Pos = float4(P, 1);
  O.UV = UV;
  return O;
}

[maxvertexcount(4)]
void GS(point VOut gin[1], uint PrimID : SV_PrimitiveID,
        inout TriangleStream<VOut> Stream) {
  VOut V = gin[0];
  Stream.Append(V);
  Stream.RestartStrip();
}

// After a macro invocation that expands to nothing (FlaxEngine's
// `META_GS(true, FEATURE_LEVEL_SM5)` line): Clang warned "unknown
// attribute", an error with -WX (the PS run).
#define META_GS(Enable, Level)
META_GS(true, 5)
[maxvertexcount(3)]
void GSAfterMeta(triangle VOut gin[3], inout TriangleStream<VOut> Stream) {
  Stream.Append(gin[0]);
}

[maxvertexcount(2)]
[instance(2)]
void GSLines(lineadj VOut gin[4], inout LineStream<VOut> Stream) {
  Stream.Append(gin[1]);
}

PatchTess ConstantHS(InputPatch<VOut, 3> Patch, uint PatchID : SV_PrimitiveID) {
  PatchTess T;
  T.Edges[0] = T.Edges[1] = T.Edges[2] = Patch[0].UV.x;
  T.Inside = 1;
  return T;
}

[domain("tri")]
[partitioning("integer")]
[outputtopology("triangle_cw")]
[outputcontrolpoints(3)]
[patchconstantfunc("ConstantHS")]
[maxtessfactor(64.0f)]
VOut HS(InputPatch<VOut, 3> Patch, uint I : SV_OutputControlPointID) {
  return Patch[I];
}

[domain("tri")]
VOut DS(PatchTess T, float3 Bary : SV_DomainLocation,
        const OutputPatch<VOut, 3> Tri) {
  VOut O = Tri[0];
  O.Pos *= Bary.x;
  return O;
}

// Mesh and amplification stages (LLGL's meshlet test keeps MS and PS in
// one file): the parameter modifiers are blanked, SetMeshOutputCounts and
// DispatchMesh declared.
struct Payload {
  uint Ids[4];
};
groupshared Payload SharedPayload;

[numthreads(4, 1, 1)]
void AS(uint T : SV_GroupThreadID) {
  SharedPayload.Ids[T] = T;
  DispatchMesh(4, 1, 1, SharedPayload);
}

[outputtopology("triangle")]
[numthreads(3, 1, 1)]
void MS(uint T : SV_GroupThreadID, in payload Payload P,
        out indices uint3 Tris[1], out vertices VOut Verts[3],
        out primitives PatchTess Prims[1]) {
  SetMeshOutputCounts(3, 1);
  Verts[T].Pos = float4(P.Ids[T], 0, 0, 1);
  if (T == 0)
    Tris[0] = uint3(0, 1, 2);
}

float4 PSReachedMesh(VOut In) : SV_Target {
  SetMeshOutputCounts(3, 1);
  return In.Pos;
}

// A variable named like a primitive type stays a variable.
float4 PS(VOut In) : SV_Target {
  float point = In.UV.x;
  float line = In.UV.y;
  return float4(point, line, 0, 1);
}

float4 PSReached(VOut In, InputPatch<VOut, 3> Patch) : SV_Target {
  return Patch[0].Pos;
}

// VS: define void @VS()
// VS: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0,
// PS: define void @PS()
// PS: call void @dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 0, float %{{.*}})
// REACHED: error: 'operator[]' is unavailable
// RUN: not %dxilc -T ps_6_5 -E PSReachedMesh %s -Fo %t.dxil 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REACHED-MESH
// REACHED-MESH: error: 'SetMeshOutputCounts' is unavailable

// `uniform` on a helper's parameter (DirectXTK's ComputeLights) and on a
// global: no meaning in DXC there, blanked (SourceCompat.h).
uniform float Scale;
float scaled(float X, uniform int Count) { return X * Count * Scale; }
float4 PSUniform(VOut In) : SV_Target { return scaled(In.UV.x, 2); }
// RUN: %dxilc -T ps_6_0 -E PSUniform %s -Fc - | FileCheck %s --check-prefix=UNIFORM
// UNIFORM: define void @PSUniform()
// UNIFORM: cbufferLoadLegacy
