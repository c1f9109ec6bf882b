//===- TextureE2ETest.cpp - Texture and sampler objects end to end --------===//
//
// The prelude's texture, sampler and byte-address buffer objects through
// dxild::compile(): annotateHandle properties against HLSL proposal 0015's
// tables (seed 003) and DXC's output for the same declarations
// (../shared/real-world/dxsamples), binding table rows, and the
// shader-model diagnostics.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

#include <cctype>
#include <string>

using namespace dxild;

namespace {

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Code + ": " + D.Message + "\n";
  return S;
}

CompileResult compileSource(const std::string &Source,
                            const std::string &Profile,
                            unsigned Outputs = OutputLLVMIR) {
  CompileRequest Req;
  Req.Source = Source;
  Req.Profile = Profile;
  Req.Outputs = Outputs;
  return compile(Req);
}

struct PropsCase {
  const char *Decl; ///< declaration of R
  const char *Use;  ///< expression using R, of type float4
  unsigned Word0, Word1;
};

// Word 0: resource kind, bit 12 UAV, bit 15 comparison sampler; word 1:
// component type (F32 9, I32 4, U32 5) | (components << 8). DXC emits the
// same words for these declarations (dxsamples' .dxc.ll files).
const PropsCase PropsCases[] = {
    {"Texture1D<float4> R", "R.Load(int2(1, 0))", 1, 1033},
    {"Texture1DArray<float4> R", "R.Load(int3(1, 0, 0))", 6, 1033},
    {"Texture2D<float4> R", "R.Load(int3(1, 2, 0))", 2, 1033},
    {"Texture2D<float> R", "R.Load(int3(1, 2, 0)).xxxx", 2, 265},
    {"Texture2D<uint> R", "(float4)R.Load(int3(1, 2, 0))", 2, 261},
    {"Texture2D<int2> R", "(float4)R.Load(int3(1, 2, 0)).xyxy", 2, 516},
    {"Texture2D<float3> R", "R.Load(int3(1, 2, 0)).xyzz", 2, 777},
    {"Texture2DArray<float4> R", "R.Load(int4(1, 2, 3, 0))", 7, 1033},
    {"Texture3D<float4> R", "R.Load(int4(1, 2, 3, 0))", 4, 1033},
    {"TextureCube<float4> R", "R.SampleLevel(S, float3(1, 2, 3), 0)", 5, 1033},
    {"TextureCubeArray<float4> R", "R.SampleLevel(S, float4(1, 2, 3, 4), 0)", 9,
     1033},
    {"Texture2DMS<float> R", "R.Load(int2(1, 2), 0).xxxx", 3, 265},
    {"RWTexture2D<float4> R", "R[uint2(1, 2)]", 4098, 1033},
    {"RWTexture2D<float> R", "R[uint2(1, 2)].xxxx", 4098, 265},
    {"RWTexture2DArray<float> R", "R[uint3(1, 2, 3)].xxxx", 4103, 265},
    {"RWTexture3D<float2> R", "R[uint3(1, 2, 3)].xyxy", 4100, 521},
    {"ByteAddressBuffer R", "asfloat(R.Load4(0))", 11, 0},
    {"RWByteAddressBuffer R", "asfloat(R.Load4(0))", 4107, 0},
};

class TextureProps : public ::testing::TestWithParam<PropsCase> {};

TEST_P(TextureProps, AnnotateHandleMatchesDXC) {
  const PropsCase &C = GetParam();
  std::string Src = std::string(C.Decl) +
                    " : register(t0, space0);\n"
                    "SamplerState S : register(s0);\n"
                    "RWBuffer<float4> Out : register(u7);\n"
                    "[numthreads(1, 1, 1)] void main() { Out[0] = " +
                    C.Use + "; }\n";
  // RW objects take a u register.
  if (std::string(C.Decl).rfind("RW", 0) == 0)
    Src.replace(Src.find("register(t0"), 11, "register(u0");
  CompileResult R = compileSource(Src, "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R) << Src;
  std::string Want = "%dx.types.ResourceProperties { i32 " +
                     std::to_string(C.Word0) + ", i32 " +
                     std::to_string(C.Word1) + " }";
  EXPECT_NE(R.LLVMIR.find(Want), std::string::npos)
      << C.Decl << ": expected " << Want << "\n"
      << R.LLVMIR;
  EXPECT_EQ(R.LLVMIR.find("dxild.res"), std::string::npos);
}

// Stable test names ("Texture2D_float4_R"): the default would print the
// case's pointer bytes, which change from build to build.
std::string propsCaseName(const ::testing::TestParamInfo<PropsCase> &Info) {
  std::string Name;
  for (const char *C = Info.param.Decl; *C; ++C)
    Name += std::isalnum(static_cast<unsigned char>(*C)) ? *C : '_';
  return Name;
}

INSTANTIATE_TEST_SUITE_P(Seed003, TextureProps, ::testing::ValuesIn(PropsCases),
                         propsCaseName);

TEST(TextureE2E, SamplersAreDefaultOrComparison) {
  CompileResult R = compileSource(R"(
Texture2D<float> T : register(t0);
SamplerState Lin : register(s0);
SamplerComparisonState Cmp : register(s1);
float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  return T.Sample(Lin, uv) + T.SampleCmp(Cmp, uv, 0.5);
})",
                                  "ps_6_6", OutputLLVMIR | OutputBindings);
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("ResourceProperties { i32 14, i32 0 }"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("ResourceProperties { i32 32782, i32 0 }"),
            std::string::npos);
  ASSERT_EQ(R.Bindings.size(), 3u);
  EXPECT_EQ(R.Bindings[0].Name, "T");
  EXPECT_EQ(R.Bindings[0].Class, ResourceClass::SRV);
  EXPECT_EQ(R.Bindings[0].Kind, "Texture2D");
  EXPECT_EQ(R.Bindings[1].Name, "Lin");
  EXPECT_EQ(R.Bindings[1].Class, ResourceClass::Sampler);
  EXPECT_EQ(R.Bindings[1].Kind, "Sampler");
  EXPECT_EQ(R.Bindings[2].Name, "Cmp");
  EXPECT_EQ(R.Bindings[2].LowerBound, 1u);
}

TEST(TextureE2E, SM60UsesCreateHandleForTexturesAndSamplers) {
  CompileResult R = compileSource(R"(
Texture2D T : register(t3);
SamplerState S : register(s2);
float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  return T.Sample(S, uv);
})",
                                  "ps_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandle(i32 57, i8 0, i32 0, i32 3, "
                          "i1 false)"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandle(i32 57, i8 3, i32 0, i32 2, "
                          "i1 false)"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.sample.f32(i32 60"), std::string::npos);
}

// Implicit-derivative methods need a pixel shader or cs_6_6+: a clear error
// naming the profile, never invalid DXIL.
TEST(TextureE2E, DerivativeSamplingNeedsPixelOrCS66) {
  const char *Src = R"(
Texture2D T : register(t0);
SamplerState S : register(s0);
RWBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main() { Out[0] = T.Sample(S, float2(0.5, 0.5)); }
)";
  CompileResult Old = compileSource(Src, "cs_6_5");
  ASSERT_FALSE(Old.succeeded());
  bool Found = false;
  for (const Diagnostic &D : Old.Diagnostics)
    Found |= D.Code == "dxild.lower.texture-stage" &&
             D.Message.find("cs_6_5") != std::string::npos &&
             D.Message.find("Sample") != std::string::npos;
  EXPECT_TRUE(Found) << messages(Old);
  CompileResult New = compileSource(Src, "cs_6_6");
  EXPECT_TRUE(New.succeeded()) << messages(New);

  CompileResult VS = compileSource(R"(
Texture2D T : register(t0);
SamplerState S : register(s0);
float4 main(float4 p : SV_Position) : SV_Position {
  return p + T.Sample(S, p.xy) + T.SampleLevel(S, p.xy, 0);
})",
                                   "vs_6_0");
  ASSERT_FALSE(VS.succeeded());
  EXPECT_NE(messages(VS).find("vs_6_0"), std::string::npos) << messages(VS);
}

TEST(TextureE2E, DeterministicOutput) {
  const char *Src = R"(
Texture2D Albedo; TextureCube Sky[4]; SamplerState S;
RWTexture2D<float4> Out;
[numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID) {
  Out[id.xy] = Albedo.SampleLevel(S, id.xy / 8.0, 0) +
               Sky[id.z].SampleLevel(S, float3(id), 1);
})";
  CompileResult A = compileSource(Src, "cs_6_6");
  CompileResult B = compileSource(Src, "cs_6_6");
  ASSERT_TRUE(A.succeeded()) << messages(A);
  EXPECT_EQ(A.LLVMIR, B.LLVMIR);
}

} // namespace
