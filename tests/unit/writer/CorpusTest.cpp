//===- CorpusTest.cpp - The writer on every lowered corpus shader ---------===//
//
// Compiles each tests/corpus shader through dxild::compile (frontend,
// binding, lowering), then writes the lowered module and checks the result
// with the same independent readers as WriterTest. A shader the earlier
// stages reject is skipped with their diagnostic: it says nothing about the
// writer.
//
//===----------------------------------------------------------------------===//

#include "Frontend/ClangFrontend.h"
#include "dxild/core/Compiler.h"
#include "dxild/core/Profile.h"

#include "Corpus.h"
#include "WriterTestUtil.h"

#include "llvm/IR/Verifier.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"

#include <sys/wait.h>
#include <unistd.h>

namespace {
using namespace writertest;

/// Runs dxild::compile in a child process so a crash in an earlier stage
/// (lowering is under active development) fails that stage, not this test
/// binary. Returns the lowered IR, or std::nullopt with \p Why set; the
/// pipeline's own container goes to \p Container.
std::optional<std::string> compileIsolated(const dxild::CompileRequest &Req,
                                           std::string &Why,
                                           std::string &Container) {
  SmallString<128> Out, OutDXIL;
  if (sys::fs::createTemporaryFile("writer-corpus", "ll", Out) ||
      sys::fs::createTemporaryFile("writer-corpus", "dxil", OutDXIL)) {
    Why = "cannot create a temporary file";
    return std::nullopt;
  }
  pid_t Pid = fork();
  if (Pid == 0) {
    dxild::CompileResult R = dxild::compile(Req);
    std::error_code EC;
    raw_fd_ostream OS(Out, EC);
    if (!R.succeeded())
      OS << "; FAILED: "
         << (R.Diagnostics.empty() ? std::string() : R.Diagnostics[0].Message);
    else
      OS << R.LLVMIR;
    OS.close();
    raw_fd_ostream DXIL(OutDXIL, EC);
    DXIL << R.DXILContainer;
    DXIL.close();
    _exit(0);
  }
  int Status = 0;
  waitpid(Pid, &Status, 0);
  auto Text = MemoryBuffer::getFile(Out);
  if (auto C = MemoryBuffer::getFile(OutDXIL))
    Container = (*C)->getBuffer().str();
  sys::fs::remove(Out);
  sys::fs::remove(OutDXIL);
  if (!WIFEXITED(Status)) {
    Why = "the compile crashed (signal " + std::to_string(WTERMSIG(Status)) +
          ") before the writer ran";
    return std::nullopt;
  }
  if (!Text) {
    Why = "no compile output";
    return std::nullopt;
  }
  StringRef IR = (*Text)->getBuffer();
  if (IR.starts_with("; FAILED: ")) {
    Why = "earlier stage rejects it: " + IR.drop_front(10).str();
    return std::nullopt;
  }
  return IR.str();
}

class CorpusWriterTest
    : public ::testing::TestWithParam<dxild::test::CorpusShader> {};

TEST_P(CorpusWriterTest, LoweredModuleWritesAndReadsBack) {
  dxild::CompileRequest Req = dxild::test::corpusRequest(GetParam());
  Req.Outputs = dxild::OutputLLVMIR | dxild::OutputDXIL;
  std::string Why, PipelineContainer;
  std::optional<std::string> IR = compileIsolated(Req, Why, PipelineContainer);
  // Every corpus shader goes through the whole pipeline: one that no longer
  // does is a regression somewhere before the writer.
  ASSERT_TRUE(IR) << Why;

  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseText(*IR, Ctx);
  ASSERT_TRUE(M);
  if (!M->getNamedMetadata("dx.shaderModel"))
    GTEST_SKIP() << "the pipeline has no lowering stage yet";

  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  Written Again = write(*M);
  EXPECT_EQ(W.Container, Again.Container) << "not deterministic";

  auto C = object::DXContainer::create(MemoryBufferRef(W.Container, "c"));
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  uint32_t Expected = 32 + 4 * C->getHeader().PartCount;
  for (const auto &P : *C) {
    EXPECT_EQ(P.Offset, Expected);
    Expected = P.Offset + 8 + P.Part.Size;
  }
  EXPECT_EQ(Expected, W.Container.size());
  EXPECT_TRUE(C->getPSVInfo().has_value());

  StringRef BC = bitcodeOf(W.Container);
  std::vector<std::string> Bad = post37Items(walkBitstream(BC));
  EXPECT_TRUE(Bad.empty()) << join(Bad, "\n");

  LLVMContext ReadCtx;
  std::unique_ptr<Module> Back = readBack(BC, ReadCtx);
  ASSERT_TRUE(Back);
  std::string VerifierOut;
  raw_string_ostream OS(VerifierOut);
  EXPECT_FALSE(verifyModule(*Back, &OS)) << VerifierOut;
  EXPECT_EQ(dxOpCalls(*Back), dxOpCalls(*M));
  EXPECT_EQ(namedMetadata(*Back), namedMetadata(*M));
  EXPECT_EQ(firstDifference(opcodeSequence(*Back), opcodeSequence(*M)), "");

  // The pipeline runs the writer itself: same bytes as writing the printed
  // lowered module (printing and parsing change nothing the writer sees).
  EXPECT_EQ(PipelineContainer, W.Container);
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, CorpusWriterTest,
    ::testing::ValuesIn(dxild::test::loadCorpus(WRITER_CORPUS_DIR)),
    dxild::test::CorpusShaderName());

} // namespace

namespace {
using namespace writertest;

// Clang 22 parses [RootSignature(...)] into !dx.rootsignatures; the writer
// serializes the entry's signature as RTS0 with libLLVM's RootSignatureDesc.
TEST(WriterRootSignature, FromClangMetadataToRTS0) {
  dxild::CompileRequest Req;
  Req.Source = R"hlsl(
RWStructuredBuffer<uint> B : register(u0);
[RootSignature("RootFlags(0), UAV(u0), RootConstants(num32BitConstants=2, b0)")]
[numthreads(1, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) { B[id.x] = 1; }
)hlsl";
  Req.Profile = "cs_6_6";
  std::optional<dxild::Profile> P = dxild::parseProfile(Req.Profile);
  ASSERT_TRUE(P);
  dxild::FrontendResult FE =
      dxild::runClangFrontend(Req, *P, dxild::FrontendMode::EmitModule);
  ASSERT_TRUE(FE.Success);
  ASSERT_TRUE(FE.Module->getNamedMetadata("dx.rootsignatures"));
  std::vector<dxild::Diagnostic> Diags;
  std::string RTS0;
  ASSERT_TRUE(dxild::serializeRootSignature(*FE.Module, "main", Diags, RTS0));
  ASSERT_FALSE(RTS0.empty());
  // Header: version, #parameters, parameters offset, #samplers, samplers
  // offset, flags; the parameters follow the 24-byte header, as in DXC's
  // RTS0 (the validator reads them from that offset).
  ASSERT_GE(RTS0.size(), 48u);
  auto U32 = [&](size_t At) {
    return support::endian::read32le(RTS0.data() + At);
  };
  EXPECT_EQ(U32(4), 2u);
  EXPECT_EQ(U32(8), 24u);
  EXPECT_EQ(U32(12), 0u);
  EXPECT_EQ(U32(16), RTS0.size()); // No samplers: the offset is the end.
  // Parameter headers: type, visibility (0 = all), data offset.
  EXPECT_EQ(U32(24), 4u); // UAV
  EXPECT_EQ(U32(28), 0u);
  EXPECT_EQ(U32(36), 1u); // 32-bit constants
  EXPECT_EQ(U32(40), 0u);

  // Embed it in a container and read it back with libLLVM's parser.
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("cs_heap_counter.ll", Ctx);
  ASSERT_TRUE(M);
  dxild::ContainerInputs In;
  In.RootSignature = RTS0;
  Written W = write(*M, In);
  ASSERT_TRUE(W.Ok) << diagText(W);
  auto C = object::DXContainer::create(MemoryBufferRef(W.Container, "c"));
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  std::vector<std::string> Names;
  for (const auto &Part : *C)
    Names.push_back(Part.Part.getName().str());
  EXPECT_EQ(Names, (std::vector<std::string>{"SFI0", "ISG1", "OSG1", "PSV0",
                                             "RTS0", "HASH", "DXIL"}));
  ASSERT_TRUE(C->getRootSignature().has_value());
  EXPECT_EQ(C->getRootSignature()->getNumParameters(), 2u);

  // No root signature: nothing to embed.
  std::string None;
  EXPECT_TRUE(dxild::serializeRootSignature(*M, "main", Diags, None));
  EXPECT_TRUE(None.empty());
}

} // namespace
