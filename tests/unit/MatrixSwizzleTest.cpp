//===- MatrixSwizzleTest.cpp - Matrix element swizzles through compile() --===//
//
// The matrix swizzle rewrite (core/lib/Frontend/MatrixSwizzle.h) as users
// see it: refused forms carry dxild's code at the swizzle, Clang's
// diagnostics on rewritten lines keep the user's columns, and a name such as
// `_11` that the shader declares itself is left alone. Values are checked by
// tests/lit/frontend/matrix-element-swizzle.hlsl.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

using namespace dxild;

namespace {

CompileResult compileCS(const std::string &Source) {
  CompileRequest R;
  R.Source = Source;
  R.SourceName = "swz.hlsl";
  R.Profile = "cs_6_5";
  R.EntryPoint = "main";
  return compile(R);
}

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + " " + D.File + ":" + std::to_string(D.Line) + ":" +
         std::to_string(D.Column) + ": " + D.Message + "\n";
  return S;
}

const char *Prologue = "RWStructuredBuffer<float4> Out : register(u0);\n"
                       "[numthreads(1, 1, 1)]\n"
                       "void main() {\n"
                       "  float4x4 M = (float4x4)0;\n";

TEST(MatrixSwizzle, RefusedFormsHaveDxildCodeAtTheSwizzle) {
  CompileResult R =
      compileCS(std::string(Prologue) + "  M._m00_m00 = float2(1, 2);\n"
                                        "  Out[0] = M[0];\n"
                                        "}\n");
  EXPECT_FALSE(R.succeeded());
  ASSERT_EQ(R.Diagnostics.size(), 1u) << messages(R);
  const Diagnostic &D = R.Diagnostics[0];
  EXPECT_EQ(D.Code, "dxild.frontend.matrix-swizzle");
  EXPECT_EQ(D.Line, 5u);
  EXPECT_EQ(D.Column, 4u);
  EXPECT_EQ(D.Message, "a matrix swizzle that names an element more than "
                       "once cannot be assigned");
}

TEST(MatrixSwizzle, InactiveRegionsAreNotReported) {
  CompileResult R =
      compileCS(std::string(Prologue) + "#if 0\n"
                                        "  M._m00_m00 = float2(1, 2);\n"
                                        "#endif\n"
                                        "  Out[0] = M._m00_m11_m22_m33;\n"
                                        "}\n");
  EXPECT_TRUE(R.succeeded()) << messages(R);
}

TEST(MatrixSwizzle, ColumnsAfterRewrittenSwizzlesAreTheUsers) {
  // `M._11_22` becomes a longer call; `oops` stays where the user wrote it.
  CompileResult R = compileCS(std::string(Prologue) +
                              "  Out[0] = float4(M._11_22, M._m33, oops);\n"
                              "}\n");
  EXPECT_FALSE(R.succeeded());
  ASSERT_FALSE(R.Diagnostics.empty());
  const Diagnostic &D = R.Diagnostics[0];
  EXPECT_EQ(D.Code, "clang");
  EXPECT_EQ(D.Line, 5u);
  EXPECT_EQ(D.Column, 37u) << messages(R);
}

TEST(MatrixSwizzle, NamesTheShaderDeclaresAreLeftAlone) {
  // D3DX-style structs name their fields like one-based swizzles.
  CompileResult R = compileCS("struct Mat { float _11, _12; };\n"
                              "RWStructuredBuffer<float4> Out : register(u0);\n"
                              "[numthreads(1, 1, 1)]\n"
                              "void main() {\n"
                              "  Mat S;\n"
                              "  S._11 = 1;\n"
                              "  S._12 = 2;\n"
                              "  float2x2 M = (float2x2)3;\n"
                              "  Out[0] = float4(S._11, S._12, M._m01, 0);\n"
                              "}\n");
  EXPECT_TRUE(R.succeeded()) << messages(R);
}

TEST(MatrixSwizzle, NamesDeclaredInAnIncludeAreLeftAlone) {
  CompileRequest R;
  R.IncludeFiles["mat.hlsli"] = "struct Mat { float _11, _12; };\n";
  R.Source = "#include \"mat.hlsli\"\n"
             "RWStructuredBuffer<float4> Out : register(u0);\n"
             "[numthreads(1, 1, 1)]\n"
             "void main() {\n"
             "  Mat S;\n"
             "  S._11 = 1;\n"
             "  S._12 = 2;\n"
             "  float2x2 M = (float2x2)3.0;\n"
             "  Out[0] = float4(S._11, S._12, M._m01_m10);\n"
             "}\n";
  R.SourceName = "swz.hlsl";
  R.Profile = "cs_6_5";
  R.EntryPoint = "main";
  CompileResult Result = compile(R);
  EXPECT_TRUE(Result.succeeded()) << messages(Result);
}

// The second parse (unary minus on a matrix, floating-point subscripts)
// finds the refused places in include files too, in a subdirectory, and
// diagnostics after them keep the user's columns.
TEST(MatrixSwizzle, TypedRewritesInAnIncludeFile) {
  CompileRequest R;
  R.IncludeFiles["inc/light.hlsli"] =
      "float3 lights(float3x3 Dirs, float3 N, float Bias) {\n"
      "  float W[3] = {1, 2, 3};\n"
      "  return mul(-Dirs, N) * W[Bias + 0.5];\n"
      "}\n";
  R.IncludeDirs = {"inc"};
  R.Source = "#include \"light.hlsli\"\n"
             "RWStructuredBuffer<float3> Out : register(u0);\n"
             "[numthreads(1, 1, 1)]\n"
             "void main() {\n"
             "  float3x3 D = (float3x3)1;\n"
             "  Out[0] = lights(D, float3(1, 0, 0), 1.0) + -D[0];\n"
             "#ifdef BROKEN\n"
             "  Out[1] = (-D)[0] + undeclared;\n"
             "#endif\n"
             "}\n";
  R.SourceName = "main.hlsl";
  R.Profile = "cs_6_5";
  R.EntryPoint = "main";
  CompileResult Result = compile(R);
  EXPECT_TRUE(Result.succeeded()) << messages(Result);
  R.Defines.push_back({"BROKEN", std::nullopt});
  Result = compile(R);
  ASSERT_FALSE(Result.succeeded());
  EXPECT_NE(messages(Result).find("main.hlsl:8:22: use of undeclared "
                                  "identifier 'undeclared'"),
            std::string::npos)
      << messages(Result);
  EXPECT_EQ(messages(Result).find("unary expression"), std::string::npos)
      << messages(Result);
}

} // namespace
