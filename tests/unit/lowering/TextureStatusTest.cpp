//===- TextureStatusTest.cpp - Status forms, mips/sample, SampleCmpLevel --===//
//
// Through dxild::compile(): the status forms of texture and buffer methods
// with CheckAccessFullyMapped (seed 001's check bit), `.mips`/`.sample`,
// and the shader-model rule of SampleCmpLevel (6.7) and SampleCmpBias/Grad
// (6.8), whose diagnostic carries a stable code.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

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
                            const std::string &Profile) {
  CompileRequest Req;
  Req.Source = Source;
  Req.Profile = Profile;
  Req.Outputs = OutputLLVMIR | OutputDXIL;
  return compile(Req);
}

size_t count(const std::string &Text, const std::string &Needle) {
  size_t N = 0;
  for (size_t At = Text.find(Needle); At != std::string::npos;
       At = Text.find(Needle, At + 1))
    ++N;
  return N;
}

TEST(TextureStatus, EveryStatusIsChecked) {
  const char *Src = R"(
Texture2D<float4> T : register(t0);
TextureCubeArray<float4> C : register(t1);
StructuredBuffer<float2> SB : register(t2);
ByteAddressBuffer BA : register(t3);
SamplerState S : register(s0);
RWBuffer<float4> Out : register(u0);
[numthreads(4, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint a, b, c, d, e;
  float4 r = T.SampleGrad(S, id.xy / 4.0, float2(1, 0), float2(0, 1),
                          int2(1, 1), 0.0, a);
  r += C.GatherAlpha(S, float4(id, 1), b);
  r.xy += SB.Load(id.x, c);
  r.x += asfloat(BA.Load<uint>(id.x * 4, d));
  r += T.Load(int3(id.xy, 0), int2(0, 0), e);
  uint mapped = CheckAccessFullyMapped(a) + CheckAccessFullyMapped(b) +
                CheckAccessFullyMapped(c) + CheckAccessFullyMapped(d) +
                CheckAccessFullyMapped(e);
  Out[id.x] = r * mapped;
})";
  CompileResult R = compileSource(Src, "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(count(R.LLVMIR, "call i1 @dx.op.checkAccessFullyMapped.i32(i32 71"),
            5u)
      << R.LLVMIR;
  EXPECT_EQ(count(R.LLVMIR, ", 4\n"), 5u) << R.LLVMIR;
  EXPECT_EQ(R.LLVMIR.find("alloca"), std::string::npos) << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.sampleGrad.f32(i32 63"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.textureGather.f32(i32 73"),
            std::string::npos);
}

// A status used as a number (not only through CheckAccessFullyMapped) is
// the check bit as 0 or 1.
TEST(TextureStatus, StatusValueIsTheCheckBit) {
  const char *Src = R"(
Texture2D<float> T : register(t0);
RWBuffer<uint> Out : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  uint s;
  float v = T.Load(int3(id.xy, 0), int2(0, 0), s);
  Out[id.x] = s + (uint)v;
})";
  CompileResult R = compileSource(Src, "cs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("call i1 @dx.op.checkAccessFullyMapped.i32(i32 71"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("zext i1"), std::string::npos) << R.LLVMIR;
}

TEST(TextureStatus, MipsAndSampleSubscripts) {
  const char *Src = R"(
Texture2DArray<float4> T : register(t0);
Texture2DMSArray<float4, 8> M : register(t1);
RWBuffer<float4> Out : register(u0);
[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {
  Out[id.x] = T.mips[id.z + 1][id] + M.sample[7][id];
})";
  CompileResult R = compileSource(Src, "cs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_EQ(count(R.LLVMIR, "@dx.op.textureLoad.f32(i32 66"), 2u) << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("i32 7, i32 %"), std::string::npos) << R.LLVMIR;
}

struct ModelCase {
  const char *Call;
  const char *Method;
  const char *Below, *From;
};

class SampleCmpModel : public ::testing::TestWithParam<ModelCase> {};

TEST_P(SampleCmpModel, NeedsItsShaderModel) {
  const ModelCase &C = GetParam();
  std::string Src = std::string(R"(
Texture2D<float> D : register(t0);
SamplerComparisonState S : register(s0);
float4 main(float4 p : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  return )") + C.Call +
                    R"(;
})";
  CompileResult Old = compileSource(Src, C.Below);
  ASSERT_FALSE(Old.succeeded());
  bool Found = false;
  for (const Diagnostic &D : Old.Diagnostics)
    Found |= D.Code == "dxild.lower.texture-shader-model" &&
             D.Message.find(C.Method) != std::string::npos &&
             D.Message.find(C.Below) != std::string::npos;
  EXPECT_TRUE(Found) << messages(Old);
  CompileResult New = compileSource(Src, C.From);
  EXPECT_TRUE(New.succeeded()) << messages(New);
  EXPECT_FALSE(New.DXILContainer.empty());
}

INSTANTIATE_TEST_SUITE_P(
    TextureStatus, SampleCmpModel,
    ::testing::Values(
        ModelCase{"D.SampleCmpLevel(S, uv, 0.5, 1.0)", "SampleCmpLevel",
                  "ps_6_6", "ps_6_7"},
        ModelCase{"D.SampleCmpBias(S, uv, 0.5, 1.0)", "SampleCmpBias", "ps_6_7",
                  "ps_6_8"},
        ModelCase{"D.SampleCmpGrad(S, uv, 0.5, float2(1, 0), float2(0, 1))",
                  "SampleCmpGrad", "ps_6_7", "ps_6_8"}));

} // namespace
