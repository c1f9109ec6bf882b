//===- EntryTest.cpp - real entry points (issue 13) -----------------------===//
//
// HLSL entry shapes through dxild::compile(): struct inputs/outputs with
// semantics, system values, interpolation modifiers, vk:: attributes and the
// DXC packing of the signatures. Expected metadata is what DXC writes for
// the same shader (element order, kind, interpolation, rows, start row and
// column).
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

#include <random>

using namespace dxild;

namespace {

CompileResult compileEntry(const std::string &Source,
                           const std::string &Profile,
                           const std::string &Entry = "main") {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "entry.hlsl";
  R.Profile = Profile;
  R.EntryPoint = Entry;
  return compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + " " + D.File + ":" + std::to_string(D.Line) + ":" +
         std::to_string(D.Column) + ": " + D.Message + "\n";
  return S;
}

bool has(const CompileResult &R, const std::string &Text) {
  return R.LLVMIR.find(Text) != std::string::npos;
}

const Diagnostic *firstError(const CompileResult &R) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Level == Severity::Error)
      return &D;
  return nullptr;
}

TEST(Entry, VertexStructInOut) {
  CompileResult R = compileEntry(R"(
struct VSIn { float3 pos : POSITION; float3 normal : NORMAL; float2 uv : TEXCOORD0; uint vid : SV_VertexID; };
struct VSOut { float4 pos : SV_Position; float2 uv : TEXCOORD0; float3 n : NORMAL; nointerpolation uint id : ID; };
VSOut main(VSIn v) { VSOut o; o.pos = float4(v.pos, 1); o.uv = v.uv; o.n = v.normal; o.id = v.vid; return o; }
)",
                                 "vs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "define void @main()"));
  // Inputs: one row each (input-assembler packing); SV_VertexID kind 1.
  EXPECT_TRUE(
      has(R, "!\"POSITION\", i8 9, i8 0, !9, i8 0, i32 1, i8 3, i32 0, i8 0"))
      << R.LLVMIR;
  EXPECT_TRUE(
      has(R, "!\"TEXCOORD\", i8 9, i8 0, !9, i8 0, i32 1, i8 2, i32 2, i8 0"));
  EXPECT_TRUE(has(
      R, "!\"SV_VertexID\", i8 5, i8 1, !9, i8 0, i32 1, i8 1, i32 3, i8 0"));
  // Outputs: SV_Position linear-noperspective; nointerpolation = constant.
  EXPECT_TRUE(has(
      R, "!\"SV_Position\", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0"));
  EXPECT_TRUE(
      has(R, "!\"TEXCOORD\", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 1, i8 0"));
  EXPECT_TRUE(
      has(R, "!\"NORMAL\", i8 9, i8 0, !9, i8 2, i32 1, i8 3, i32 2, i8 0"));
  EXPECT_TRUE(
      has(R, "!\"ID\", i8 5, i8 0, !9, i8 1, i32 1, i8 1, i32 3, i8 0"));
  EXPECT_TRUE(has(
      R,
      "call i32 @dx.op.loadInput.i32(i32 4, i32 3, i32 0, i8 0, i32 undef)"));
  EXPECT_TRUE(
      has(R, "call void @dx.op.storeOutput.i32(i32 5, i32 3, i32 0, i8 0"));
}

TEST(Entry, PackingSharesRowsAsDXC) {
  // Two float2 outputs share one row (DXC prefix-stable packing).
  CompileResult R = compileEntry(R"(
struct O { float4 p : SV_Position; float2 a : TEXCOORD0; float2 b : TEXCOORD1; float c : FOG; };
O main(float4 p : POSITION) { O o; o.p = p; o.a = p.xy; o.b = p.zw; o.c = p.x; return o; }
)",
                                 "vs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(
      has(R, "!\"TEXCOORD\", i8 9, i8 0, !9, i8 2, i32 1, i8 2, i32 1, i8 0"));
  EXPECT_TRUE(has(R, "i8 2, i32 1, i8 2, i32 1, i8 2, !"))
      << R.LLVMIR; // b at row 1 col 2
  EXPECT_TRUE(
      has(R, "!\"FOG\", i8 9, i8 0, !9, i8 2, i32 1, i8 1, i32 2, i8 0"));
}

TEST(Entry, PixelSystemValuesAndModifiers) {
  CompileResult R = compileEntry(R"(
struct PSIn { float4 pos : SV_Position; centroid float2 uv : TEXCOORD0; nointerpolation uint id : ID; };
struct PSOut { float4 c : SV_Target0; float d : SV_Depth; };
[earlydepthstencil] PSOut main(PSIn i, uint cov : SV_Coverage, bool ff : SV_IsFrontFace) {
  if (i.uv.x < 0) discard;
  PSOut o; o.c = i.pos + i.id + cov + ff; o.d = i.uv.y; return o; }
)",
                                 "ps_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "call i32 @dx.op.coverage.i32(i32 91)"));
  EXPECT_TRUE(has(R, "@dx.op.discard(i32 82"));
  // centroid -> LinearCentroid (3); SV_Position -> LinearNoperspective (4).
  EXPECT_TRUE(
      has(R, "!\"TEXCOORD\", i8 9, i8 0, !9, i8 3, i32 1, i8 2, i32 1, i8 0"));
  EXPECT_TRUE(has(
      R, "!\"SV_Position\", i8 9, i8 3, !9, i8 4, i32 1, i8 4, i32 0, i8 0"));
  // SV_IsFrontFace: SGV, constant, packed to the right of ID.
  EXPECT_TRUE(has(
      R,
      "!\"SV_IsFrontFace\", i8 5, i8 13, !9, i8 1, i32 1, i8 1, i32 2, i8 1"));
  // SV_Depth is not packed: row/column -1.
  EXPECT_TRUE(has(
      R, "!\"SV_Depth\", i8 9, i8 17, !9, i8 0, i32 1, i8 1, i32 -1, i8 -1"))
      << R.LLVMIR;
  // [earlydepthstencil]: shader flag bit 3.
  EXPECT_TRUE(has(R, "!{i32 0, i64 8}")) << R.LLVMIR;
}

TEST(Entry, ComputeStructSystemValues) {
  CompileResult R = compileEntry(R"(
struct CSIn { uint3 id : SV_DispatchThreadID; uint gi : sv_groupindex; uint3 g : SV_GroupID; uint2 gt : SV_GroupThreadID; };
RWStructuredBuffer<uint> B;
[numthreads(8, 1, 1)] void main(CSIn i) { B[i.id.x] = i.gi + i.g.y + i.gt.y; }
)",
                                 "cs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "@dx.op.threadId.i32(i32 93, i32 0)"));
  EXPECT_TRUE(has(R, "@dx.op.flattenedThreadIdInGroup.i32(i32 96)"));
  EXPECT_TRUE(has(R, "@dx.op.groupId.i32(i32 94, i32 1)"));
  EXPECT_TRUE(has(R, "@dx.op.threadIdInGroup.i32(i32 95, i32 1)"));
}

TEST(Entry, ArraysMatricesAndOutParameters) {
  CompileResult R = compileEntry(R"(
struct VSIn { float4 p : POSITION; float4x4 world : WORLD; float2 t[2] : TEXCOORD0; };
void main(VSIn v, out float4 pos : SV_Position, out float2 uv[2] : TEXCOORD0) {
  pos = mul(v.p, v.world); uv[0] = v.t[1]; uv[1] = v.t[0]; }
)",
                                 "vs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // WORLD: 4 rows (indices 0..3) after POSITION; TEXCOORD array: 2 rows.
  EXPECT_TRUE(has(R, "!\"WORLD\", i8 9, i8 0, !")) << R.LLVMIR;
  EXPECT_TRUE(has(R, "i32 4, i8 4, i32 1, i8 0")) << R.LLVMIR;
  EXPECT_TRUE(has(R, "!{i32 0, i32 1, i32 2, i32 3}"));
  EXPECT_TRUE(has(R, "!{i32 0, i32 1}"));
  EXPECT_TRUE(has(R, "@dx.op.loadInput.f32(i32 4, i32 1, i32 3, i8 0"));
  EXPECT_TRUE(has(R, "@dx.op.storeOutput.f32(i32 5, i32 1, i32 1, i8 1"));
}

TEST(Entry, VkAttributesAndSampleVariableName) {
  CompileResult R = compileEntry(R"(
struct VSIn { [[vk::location(0)]] float4 p : POSITION; [[vk::location(1)]] float sample : S; };
[[vk::binding(0, 1)]] cbuffer CB { float k; };
float4 main(VSIn v) : SV_Position { float sample = v.sample * k; return v.p * sample; }
)",
                                 "vs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "cbufferLoadLegacy"));
}

TEST(Entry, SameSemanticForInputAndOutput) {
  CompileResult R =
      compileEntry("float4 main(float4 c : COLOR0) : COLOR0 { return c * 2; }\n"
                   "float4 ps(float4 c : COLOR0) : SV_Target { return c; }\n",
                   "vs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "!\"COLOR\""));
}

TEST(Entry, DiagnosticsAtUserLocation) {
  CompileResult R = compileEntry(
      "struct S { float4 a : A; float4 b; };\nfloat4 main(S s) : SV_Position "
      "{ return s.a + s.b; }\n",
      "vs_6_0");
  ASSERT_FALSE(R.succeeded());
  const Diagnostic *E = firstError(R);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Code, "dxild.entry.missing-semantic");
  EXPECT_EQ(E->Line, 1u);
  EXPECT_EQ(E->Column, 33u);

  R = compileEntry("float4 main(float4 a : A) : SV_VertexID { return a; }\n",
                   "vs_6_0");
  ASSERT_FALSE(R.succeeded());
  ASSERT_TRUE(firstError(R));
  EXPECT_EQ(firstError(R)->Code, "dxild.entry.invalid-semantic");
  EXPECT_EQ(firstError(R)->Line, 1u);

  R = compileEntry("float4 main() : SV_Target { return 1; }\n", "ps_6_0",
                   "nothere");
  ASSERT_FALSE(R.succeeded());
  ASSERT_TRUE(firstError(R));
  EXPECT_EQ(firstError(R)->Code, "dxild.entry.missing");
}

/// Random entry shapes: every one compiles or gets a clean diagnostic.
TEST(Entry, ShapeFuzz) {
  std::mt19937 Rng(1313);
  const char *Types[] = {"float", "float2", "float3", "float4",   "uint",
                         "int2",  "uint3",  "bool",   "float2x2", "half3"};
  const char *Sems[] = {"TEXCOORD",        "COLOR",
                        "SV_Position",     "SV_Target",
                        "SV_VertexID",     "SV_IsFrontFace",
                        "SV_Coverage",     "SV_Depth",
                        "SV_ClipDistance", "SV_PrimitiveID",
                        "SV_SampleIndex",  "SV_InstanceID",
                        "NORMAL",          ""};
  const char *Mods[] = {
      "",        "",       "nointerpolation ", "centroid ", "noperspective ",
      "sample ", "linear "};
  const char *Profiles[] = {"vs_6_0", "ps_6_0", "ps_6_6", "vs_6_6"};
  for (int Case = 0; Case < 120; ++Case) {
    std::string Src;
    auto Field = [&](int I) {
      std::string F = Mods[Rng() % 7];
      F += Types[Rng() % 10];
      F += " f" + std::to_string(I);
      if (Rng() % 4 == 0)
        F += "[2]";
      const char *S = Sems[Rng() % 14];
      if (*S)
        F += std::string(" : ") + S + std::to_string(Rng() % 3);
      return F;
    };
    int NIn = 1 + Rng() % 4, NOut = 1 + Rng() % 3;
    Src += "struct In {";
    for (int I = 0; I < NIn; ++I)
      Src += " " + Field(I) + ";";
    Src += " };\nstruct Out {";
    for (int I = 0; I < NOut; ++I)
      Src += " " + Field(I) + ";";
    Src += " };\nstruct Nest { In i; };\n";
    bool Nested = Rng() % 2;
    Src += std::string("Out main(") + (Nested ? "Nest n" : "In i") + ", " +
           Field(9) + ") { Out o = (Out)0; return o; }\n";
    CompileResult R = compileEntry(Src, Profiles[Rng() % 4]);
    EXPECT_NE(R.Status, CompileStatus::Internal) << Src << messages(R);
    if (!R.succeeded()) {
      const Diagnostic *E = firstError(R);
      ASSERT_TRUE(E) << Src;
      EXPECT_FALSE(E->Message.empty());
    }
  }
}

} // namespace

// dxild's AST checks report through Clang with their own stable code. A
// write through a matrix row swizzle is rewritten into element writes by
// the second parse (MatrixSwizzle.h) unless its row expression has side
// effects (it would be evaluated once per element).
TEST(Entry, MatrixRowSwizzleWriteHasItsCode) {
  CompileResult R =
      compileEntry("RWStructuredBuffer<float4> O : register(u0);\n"
                   "[numthreads(1, 1, 1)] void main() {\n"
                   "  float4x4 M = (float4x4)0;\n"
                   "  uint i = 0;\n"
                   "  M[i++].xy = 1;\n"
                   "  O[0] = M[1] + float4(M[2].xyz, 1);\n"
                   "}\n",
                   "cs_6_0");
  ASSERT_FALSE(R.succeeded());
  const Diagnostic *E = firstError(R);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Code, "dxild.frontend.matrix-row-swizzle-write");
  EXPECT_EQ(E->Message.rfind("assigning through a swizzle", 0), 0u);
  EXPECT_EQ(E->Line, 5u);
  EXPECT_EQ(E->Column, 10u);
}

// System values read by an operation of their own or not at all, and their
// shader-model marks (DXC's signature-point table); lit tests
// (tests/lit/lowering/view-id.hlsl, barycentrics.hlsl, draw-args-cull.hlsl)
// check the DXIL and parts against DXC's.
TEST(Entry, ViewIdBarycentricsDrawArgsCodes) {
  CompileResult R = compileEntry(
      "float4 main(float4 c : COLOR, uint v : SV_ViewID) : SV_Target {\n"
      "  return c * v;\n"
      "}\n",
      "ps_6_0");
  ASSERT_FALSE(R.succeeded());
  const Diagnostic *E = firstError(R);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Code, "dxild.entry.invalid-semantic");
  EXPECT_EQ(E->Message,
            "invalid semantic 'SV_ViewID' for ps 6.0 (it needs shader model "
            "6.1)");
  EXPECT_EQ(E->Line, 1u);
  EXPECT_EQ(E->Column, 40u);

  R = compileEntry("float4 main(float4 c : COLOR, uint v : SV_ViewID) : "
                   "SV_Target { return c * v; }\n",
                   "ps_6_1");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "call i32 @dx.op.viewID.i32(i32 138)"));
  EXPECT_TRUE(has(R, "!{i32 0, i64 2097152}")) << R.LLVMIR;

  R = compileEntry("float4 main(float2 b : SV_Barycentrics) : SV_Target {\n"
                   "  return b.xyxy;\n}\n",
                   "ps_6_1");
  ASSERT_FALSE(R.succeeded());
  ASSERT_TRUE(firstError(R));
  EXPECT_EQ(firstError(R)->Code, "dxild.entry.invalid-semantic");
  EXPECT_EQ(firstError(R)->Column, 24u);

  R = compileEntry("float4 main(uint a : SV_StartVertexLocation) : "
                   "SV_Position { return a; }\n",
                   "vs_6_7");
  ASSERT_FALSE(R.succeeded());
  ASSERT_TRUE(firstError(R));
  EXPECT_EQ(firstError(R)->Code, "dxild.entry.invalid-semantic");
}

// EvaluateAttribute* on a value that is not an input: the lowering's code.
TEST(Entry, EvaluateAttributeNeedsAnInput) {
  CompileResult R = compileEntry("float4 main(float4 c : COLOR) : SV_Target {\n"
                                 "  return EvaluateAttributeCentroid(c * 2);\n"
                                 "}\n",
                                 "ps_6_0");
  ASSERT_FALSE(R.succeeded());
  const Diagnostic *E = firstError(R);
  ASSERT_TRUE(E);
  EXPECT_EQ(E->Code, "dxild.lower.eval-attribute");
  EXPECT_EQ(E->Message.rfind("attribute evaluation can only be done on values "
                             "taken directly from inputs",
                             0),
            0u);

  R = compileEntry("float4 main(float4 c : COLOR, uint s : SV_SampleIndex) : "
                   "SV_Target { return EvaluateAttributeAtSample(c, s); }\n",
                   "ps_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_TRUE(has(R, "@dx.op.evalSampleIndex.f32(i32 88, i32 0, i32 0, i8 3,"));
  EXPECT_FALSE(has(R, "loadInput"));
}
