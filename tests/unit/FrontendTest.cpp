//===- FrontendTest.cpp - the in-process Clang frontend -------------------===//

#include "Corpus.h"
#include "TestShaders.h"
#include "dxild/core/Compiler.h"

#include <gtest/gtest.h>

#include <thread>

using namespace dxild;
using namespace dxild::test;

namespace {

CompileRequest scaleRequest(const std::string &Scale = "2.0") {
  CompileRequest R;
  R.Source = ScaleShader;
  R.SourceName = "scale.hlsl";
  R.Profile = "cs_6_6";
  R.UsePrelude = false;
  R.Defines.push_back({"SCALE", Scale});
  // These tests are about Clang's part: look at its output.
  R.StopAfter = PipelineStage::Frontend;
  return R;
}

bool hasError(const CompileResult &R) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Level == Severity::Error || D.Level == Severity::Fatal)
      return true;
  return false;
}

std::string allMessages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.File + ":" + std::to_string(D.Line) + ": " + D.Message + "\n";
  return S;
}

TEST(Frontend, ValidComputeShaderYieldsBoundHandles) {
  CompileResult R = compile(scaleRequest());
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  EXPECT_NE(R.LLVMIR.find("@llvm.dx.resource.handlefrombinding"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("dxilv1.6-pc-shadermodel6.6-compute"),
            std::string::npos);
  // The define reached the code: 2.0 is folded into a multiply.
  EXPECT_NE(R.LLVMIR.find("2.000000e+00"), std::string::npos) << R.LLVMIR;
  EXPECT_FALSE(hasError(R));
}

TEST(Frontend, ProfileSelectsShaderModel) {
  CompileRequest Req = scaleRequest();
  Req.Profile = "cs_6_2";
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  EXPECT_NE(R.LLVMIR.find("shadermodel6.2-compute"), std::string::npos);
}

TEST(Frontend, BrokenShaderGivesStructuredErrorAtLineAndColumn) {
  CompileRequest Req;
  Req.Source = BrokenShader;
  Req.SourceName = "broken.hlsl";
  Req.UsePrelude = false;
  CompileResult R = compile(Req);
  EXPECT_FALSE(R.succeeded());
  EXPECT_EQ(R.Status, CompileStatus::InvalidInput);
  ASSERT_FALSE(R.Diagnostics.empty());
  const Diagnostic &D = R.Diagnostics.front();
  EXPECT_EQ(D.Level, Severity::Error);
  EXPECT_EQ(D.File, "broken.hlsl");
  EXPECT_EQ(D.Line, 4u);
  EXPECT_EQ(D.Column, 3u);
  EXPECT_NE(D.Message.find("undeclared identifier 'oops'"), std::string::npos)
      << D.Message;
  EXPECT_EQ(D.Category, "Semantic Issue");
  EXPECT_TRUE(R.LLVMIR.empty());
}

TEST(Frontend, WarningsCarryTheirOption) {
  CompileRequest Req = scaleRequest();
  Req.Source = std::string("#warning hello there\n") + ScaleShader;
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  ASSERT_FALSE(R.Diagnostics.empty());
  EXPECT_EQ(R.Diagnostics[0].Level, Severity::Warning);
  EXPECT_EQ(R.Diagnostics[0].Option, "#warnings");
  EXPECT_EQ(R.Diagnostics[0].Line, 1u);
}

TEST(Frontend, UnknownProfileIsRejected) {
  CompileRequest Req = scaleRequest();
  Req.Profile = "cs_5_0";
  CompileResult R = compile(Req);
  EXPECT_EQ(R.Status, CompileStatus::InvalidInput);
  ASSERT_EQ(R.Diagnostics.size(), 1u);
  EXPECT_EQ(R.Diagnostics[0].Code, "dxild.request.profile");
}

TEST(Frontend, UnknownHLSLVersionIsRejected) {
  CompileRequest Req = scaleRequest();
  Req.HLSLVersion = "1999";
  CompileResult R = compile(Req);
  EXPECT_EQ(R.Status, CompileStatus::InvalidInput);
  ASSERT_FALSE(R.Diagnostics.empty());
  EXPECT_EQ(R.Diagnostics[0].Code, "dxild.request.hlsl-version");
}

TEST(Frontend, VirtualIncludesResolveAndAreReported) {
  CompileRequest Req = scaleRequest();
  Req.Source = std::string("#include \"common/scale.hlsli\"\n") + ScaleShader;
  Req.Defines.clear();
  Req.IncludeFiles["common/scale.hlsli"] =
      "#include \"detail.hlsli\"\n#define SCALE (DETAIL * 3.0)\n";
  Req.IncludeFiles["common/detail.hlsli"] = "#define DETAIL 5.0\n";
  Req.IncludeFiles["unused.hlsli"] = "#error never included\n";
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  EXPECT_NE(R.LLVMIR.find("1.500000e+01"), std::string::npos);
  ASSERT_EQ(R.IncludedFiles.size(), 2u);
  EXPECT_EQ(R.IncludedFiles[0], "common/scale.hlsli");
  EXPECT_EQ(R.IncludedFiles[1], "common/detail.hlsli");
}

TEST(Frontend, IncludeDirectoriesAreSearched) {
  CompileRequest Req = scaleRequest();
  Req.Source = std::string("#include <scale.hlsli>\n") + ScaleShader;
  Req.Defines.clear();
  Req.IncludeDirs = {"inc"};
  Req.IncludeFiles["inc/scale.hlsli"] = "#define SCALE 7.0\n";
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  EXPECT_NE(R.LLVMIR.find("7.000000e+00"), std::string::npos);
}

// A compile must never read the server's filesystem, whatever the include.
TEST(Frontend, IncludesCannotEscapeTheRequest) {
  for (const char *Path :
       {"/etc/passwd", "../../etc/passwd", "../../../../../../etc/hostname",
        "/proc/self/environ", "..\\..\\etc\\passwd"}) {
    CompileRequest Req = scaleRequest();
    Req.Source = std::string("#include \"") + Path + "\"\n" + ScaleShader;
    CompileResult R = compile(Req);
    EXPECT_EQ(R.Status, CompileStatus::InvalidInput) << Path;
    ASSERT_FALSE(R.Diagnostics.empty()) << Path;
    EXPECT_NE(R.Diagnostics[0].Message.find("not found"), std::string::npos)
        << R.Diagnostics[0].Message;
    EXPECT_EQ(R.Diagnostics[0].Line, 1u);
    EXPECT_TRUE(R.IncludedFiles.empty()) << Path;
    EXPECT_EQ(allMessages(R).find("root:"), std::string::npos);
  }
  // Not through include directories either.
  CompileRequest Req = scaleRequest();
  Req.Source = std::string("#include <passwd>\n") + ScaleShader;
  Req.IncludeDirs = {"../../../../etc"};
  CompileResult R = compile(Req);
  EXPECT_EQ(R.Status, CompileStatus::InvalidInput);
}

TEST(Frontend, RequestPathsMustStayInsideTheVirtualRoot) {
  CompileRequest Req = scaleRequest();
  Req.IncludeFiles["../outside.hlsli"] = "";
  EXPECT_EQ(compile(Req).Status, CompileStatus::InvalidInput);
  Req = scaleRequest();
  Req.SourceName = "/abs/shader.hlsl";
  EXPECT_EQ(compile(Req).Status, CompileStatus::InvalidInput);
}

TEST(Frontend, PreprocessOnly) {
  CompileRequest Req = scaleRequest("4.5");
  Req.Outputs = OutputPreprocessed;
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded()) << allMessages(R);
  EXPECT_TRUE(R.LLVMIR.empty());
  EXPECT_NE(R.Preprocessed.find("In[tid.x] * 4.5"), std::string::npos)
      << R.Preprocessed;
}

TEST(Frontend, OptimizationLevelIsHonored) {
  CompileRequest Req = scaleRequest();
  Req.OptLevel = 0;
  CompileResult R0 = compile(Req);
  ASSERT_TRUE(R0.succeeded()) << allMessages(R0);
  Req.OptLevel = 3;
  CompileResult R3 = compile(Req);
  ASSERT_TRUE(R3.succeeded());
  // -O0 only runs the always-inliner: its scope markers survive, while -O3
  // cleans them up.
  EXPECT_NE(R0.LLVMIR.find("llvm.experimental.noalias.scope.decl"),
            std::string::npos);
  EXPECT_EQ(R3.LLVMIR.find("llvm.experimental.noalias.scope.decl"),
            std::string::npos);
}

TEST(Frontend, SameRequestGivesIdenticalOutput) {
  CompileRequest Req = scaleRequest();
  Req.StopAfter = PipelineStage::Complete;
  Req.Outputs = OutputLLVMIR | OutputDXIL;
  CompileResult A = compile(Req);
  CompileResult B = compile(Req);
  ASSERT_TRUE(A.succeeded()) << allMessages(A);
  EXPECT_EQ(A.LLVMIR, B.LLVMIR);
  EXPECT_EQ(A.DXILContainer, B.DXILContainer);
}

TEST(Pipeline, StopAfterShowsEachStagesModule) {
  CompileRequest Req = scaleRequest();
  CompileResult Frontend = compile(Req);
  ASSERT_TRUE(Frontend.succeeded()) << allMessages(Frontend);
  EXPECT_NE(Frontend.LLVMIR.find("handlefrombinding"), std::string::npos);
  Req.StopAfter = PipelineStage::Complete;
  CompileResult Complete = compile(Req);
  ASSERT_TRUE(Complete.succeeded()) << allMessages(Complete);
  // The finished module is DXIL: no dx intrinsics or handle types remain.
  EXPECT_EQ(Complete.LLVMIR.find("@llvm.dx."), std::string::npos)
      << Complete.LLVMIR;
  EXPECT_NE(Complete.LLVMIR.find("@dx.op."), std::string::npos);
}

TEST(Frontend, CancelledBeforeStartDoesNoWork) {
  std::atomic<bool> Cancelled{true};
  CompileControl Control;
  Control.Cancelled = &Cancelled;
  CompileResult R = compile(scaleRequest(), Control);
  EXPECT_EQ(R.Status, CompileStatus::Cancelled);
  EXPECT_EQ(R.Timings.FrontendUs, 0u);
}

TEST(Frontend, ExpiredDeadlineStops) {
  CompileControl Control;
  Control.Deadline = std::chrono::steady_clock::now();
  CompileResult R = compile(scaleRequest(), Control);
  EXPECT_EQ(R.Status, CompileStatus::DeadlineExceeded);
}

// Each thread compiles a different define; each must see only its own.
TEST(Frontend, ConcurrentCompilesAreIndependent) {
  constexpr int Threads = 8;
  std::vector<std::string> IR(Threads), Why(Threads);
  // Not vector<bool>: its elements share words, and threads write them.
  std::vector<char> Ok(Threads);
  std::vector<std::thread> Workers;
  for (int I = 0; I < Threads; ++I)
    Workers.emplace_back([&, I] {
      CompileResult R = compile(scaleRequest(std::to_string(I + 10) + ".0"));
      Ok[I] = R.succeeded();
      IR[I] = R.LLVMIR;
      Why[I] = allMessages(R);
    });
  for (std::thread &T : Workers)
    T.join();
  for (int I = 0; I < Threads; ++I) {
    ASSERT_TRUE(Ok[I]) << I << ": " << Why[I];
    char Expected[32];
    snprintf(Expected, sizeof(Expected), "%d.000000e+01", (I + 10) / 10);
    std::string Needle = std::to_string(I + 10) + ".0";
    // 10.0 prints as 1.000000e+01, 11.0 as 1.100000e+01, ...
    char Printed[32];
    snprintf(Printed, sizeof(Printed), "%.6e", static_cast<double>(I + 10));
    EXPECT_NE(IR[I].find(Printed), std::string::npos) << Printed;
  }
}

} // namespace

namespace {

// The test build's crash hook: each kind of compiler failure fails only the
// request that caused it, and the next compile works.
TEST(CrashIsolation, CompilerCrashesFailOnlyTheirRequest) {
  for (const char *Kind : {"segv", "fatal", "abort"}) {
    CompileRequest Req = scaleRequest();
    Req.Defines.push_back({"DXILD_TEST_CRASH", std::string(Kind)});
    CompileResult R = compile(Req);
    EXPECT_EQ(R.Status, CompileStatus::Internal) << Kind;
    ASSERT_EQ(R.Diagnostics.size(), 1u) << Kind;
    EXPECT_EQ(R.Diagnostics[0].Code, "dxild.internal.crash");
    EXPECT_TRUE(compile(scaleRequest()).succeeded()) << Kind;
  }
}

} // namespace

namespace {

// The precompiled prelude is an optimization only: same module either way.
TEST(Prelude, PrecompiledAndSourcePreludeGiveTheSameModule) {
  CompileRequest Req;
  Req.Source = R"hlsl(RWBuffer<float4> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = saturate(float4(tid, 1) * SCALE);
}
)hlsl";
  Req.Defines.push_back({"SCALE", std::string("0.25")});
  Req.StopAfter = PipelineStage::Frontend;
  CompileResult WithPCH = compile(Req);
  ASSERT_TRUE(WithPCH.succeeded()) << allMessages(WithPCH);
  Req.UsePreludePCH = false;
  CompileResult FromSource = compile(Req);
  ASSERT_TRUE(FromSource.succeeded()) << allMessages(FromSource);
  EXPECT_EQ(WithPCH.LLVMIR, FromSource.LLVMIR);
  EXPECT_NE(WithPCH.LLVMIR.find("@llvm.dx.saturate"), std::string::npos);
  // The prelude is not a dependency the user has to track.
  EXPECT_TRUE(WithPCH.IncludedFiles.empty());
}

/// Compiles \p Req to Clang's module at each level, with the precompiled
/// prelude and with the prelude parsed from source: both must succeed
/// without diagnostics and give the same module. Returns the modules.
std::vector<std::string>
expectPrecompiledMatchesSource(CompileRequest Req,
                               std::initializer_list<unsigned> OptLevels) {
  std::vector<std::string> Modules;
  Req.StopAfter = PipelineStage::Frontend;
  for (unsigned OptLevel : OptLevels) {
    SCOPED_TRACE("-O" + std::to_string(OptLevel));
    Req.OptLevel = OptLevel;
    Req.UsePreludePCH = true;
    CompileResult WithPCH = compile(Req);
    EXPECT_TRUE(WithPCH.succeeded() && WithPCH.Diagnostics.empty())
        << allMessages(WithPCH);
    Req.UsePreludePCH = false;
    CompileResult FromSource = compile(Req);
    EXPECT_TRUE(FromSource.succeeded()) << allMessages(FromSource);
    EXPECT_EQ(WithPCH.LLVMIR, FromSource.LLVMIR);
    Modules.push_back(std::move(WithPCH.LLVMIR));
  }
  return Modules;
}

// The same over every corpus shader, optimized and not. Clang 22 reads some
// template bodies back from a precompiled header differently than it
// parses them (see core/prelude/prelude_matrix.hlsl): a prelude construct
// that trips over that shows up here as a difference.
class PreludeCorpus : public ::testing::TestWithParam<test::CorpusShader> {};

TEST_P(PreludeCorpus, PrecompiledAndSourcePreludeGiveTheSameModule) {
  expectPrecompiledMatchesSource(test::corpusRequest(GetParam()), {3, 0});
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, PreludeCorpus,
    ::testing::ValuesIn(test::loadCorpus(DXILD_CORPUS_DIR)),
    test::CorpusShaderName());

// Clang refuses a PCH built at another optimization level; -O1 and -O2
// (valid DXC flags) once failed that way.
TEST(Prelude, PrecompiledPreludeServesEveryOptimizationLevel) {
  CompileRequest Req;
  Req.Source = R"hlsl(RWBuffer<float4> Out : register(u0);
[numthreads(8, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  Out[tid.x] = float4(normalize(float3(tid)), 1);
}
)hlsl";
  expectPrecompiledMatchesSource(Req, {0, 1, 2, 3});
}

// Every shape of the prelude's matrix templates: transpose and determinant
// once came back from the precompiled header as `unreachable` and as the
// wrong expression.
TEST(Prelude, PrecompiledMatrixTemplatesMatchSource) {
  CompileRequest Req;
  Req.Source = R"hlsl(RWStructuredBuffer<float4> Out : register(u0);
StructuredBuffer<float4x4> In : register(t0);
[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  float4x4 M = In[tid.x];
  float1x1 M1 = (float1x1)M;
  float2x2 M2 = (float2x2)M;
  float3x3 M3 = (float3x3)M;
  float2x3 M23 = (float2x3)M;
  float4x2 M42 = (float4x2)M;
  Out[0] = float4(determinant(M1), determinant(M2), determinant(M3),
                  determinant(M));
  Out[1] = transpose(M)[1] + float4(transpose(M23)[2], 0, 1);
  Out[2] = float4(transpose(M42)[1].zw, transpose(M3)[2].xy);
  Out[3] = float4(transpose(M2)[0], transpose(M1)[0], 0);
}
)hlsl";
  for (const std::string &Module : expectPrecompiledMatchesSource(Req, {3, 0}))
    EXPECT_EQ(Module.find("unreachable"), std::string::npos) << Module;
}

// Clang 22 completes resource templates lazily; after a precompiled prelude
// a second instantiation of one template used to fail (see
// core/prelude/prelude_resources.hlsl).
TEST(Prelude, PrecompiledPreludeAllowsManyResourceInstantiations) {
  CompileRequest Req;
  Req.Source = R"hlsl(RWStructuredBuffer<float> A : register(u0);
RWStructuredBuffer<uint> B : register(u1);
RWStructuredBuffer<float4> C : register(u2);
StructuredBuffer<float4> D : register(t0);
StructuredBuffer<int> E : register(t1);
RWBuffer<float4> F : register(u3);
RWBuffer<int> G : register(u4);
Buffer<float> H : register(t2);
Buffer<uint2> I : register(t3);
[numthreads(1, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID) {
  A[tid.x] = D[0].x + E[1] + H[0] + I[1].y;
  B[tid.x] = 5;
  C[0] = D[1];
  F[0] = D[2];
  G[0] = E[0];
}
)hlsl";
  expectPrecompiledMatchesSource(Req, {3});
}

TEST(Prelude, PrecompiledPreludeRespectsSixteenBitTypes) {
  CompileRequest Req;
  Req.Source = R"hlsl(RWBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() { half h = 1.5; Out[0] = sizeof(h); }
)hlsl";
  Req.StopAfter = PipelineStage::Frontend;
  CompileResult R32 = compile(Req);
  ASSERT_TRUE(R32.succeeded()) << allMessages(R32);
  Req.Enable16BitTypes = true;
  CompileResult R16 = compile(Req);
  ASSERT_TRUE(R16.succeeded()) << allMessages(R16);
  EXPECT_NE(R32.LLVMIR.find("4.000000e+00"), std::string::npos) << R32.LLVMIR;
  EXPECT_NE(R16.LLVMIR.find("2.000000e+00"), std::string::npos) << R16.LLVMIR;
}

} // namespace

namespace {

// The container digest: BYPASS (16 x 0x01) unless zeros are asked for.
TEST(Pipeline, ContainerDigestIsBypassOrZero) {
  CompileRequest Req = scaleRequest();
  Req.StopAfter = PipelineStage::Complete;
  Req.Outputs = OutputDXIL;
  CompileResult Bypass = compile(Req);
  ASSERT_TRUE(Bypass.succeeded()) << allMessages(Bypass);
  ASSERT_GE(Bypass.DXILContainer.size(), 20u);
  EXPECT_EQ(Bypass.DXILContainer.substr(0, 4), "DXBC");
  EXPECT_EQ(Bypass.DXILContainer.substr(4, 16), std::string(16, '\x01'));
  Req.ZeroDigest = true;
  CompileResult Zero = compile(Req);
  ASSERT_TRUE(Zero.succeeded()) << allMessages(Zero);
  EXPECT_EQ(Zero.DXILContainer.substr(4, 16), std::string(16, '\0'));
  // Only the digest differs.
  EXPECT_EQ(Zero.DXILContainer.substr(20), Bypass.DXILContainer.substr(20));
}

} // namespace
