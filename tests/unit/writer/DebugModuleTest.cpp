//===- DebugModuleTest.cpp - The -Zi debug programs and -Zss hash ---------===//
//
// What runWriterStage writes for DXC's -Zi: the ILDB payloads (program
// header + the debug module's bitcode), read back with libLLVM's
// DXContainer structures and LLVM 22's bitcode reader, and the HASH part of
// -Zss (flags IncludesSource, MD5 of the debug module).
//
//===----------------------------------------------------------------------===//

#include "WriterTestUtil.h"

#include "llvm/Support/MD5.h"

using namespace writertest;

namespace {

uint32_t u32(StringRef B, size_t At) {
  return uint32_t(uint8_t(B[At])) | uint32_t(uint8_t(B[At + 1])) << 8 |
         uint32_t(uint8_t(B[At + 2])) << 16 |
         uint32_t(uint8_t(B[At + 3])) << 24;
}

/// The strings of a named metadata node's first operand.
std::vector<std::string> strings(const Module &M, StringRef Name) {
  std::vector<std::string> Out;
  const NamedMDNode *N = M.getNamedMetadata(Name);
  if (!N || N->getNumOperands() == 0)
    return {"<missing>"};
  for (const MDNode *Op : N->operands())
    for (const MDOperand &O : Op->operands())
      Out.push_back(isa<MDString>(O) ? cast<MDString>(O)->getString().str()
                                     : "<not a string>");
  return Out;
}

std::string partOf(const std::string &Container, StringRef Name) {
  auto C = object::DXContainer::create(MemoryBufferRef(Container, "c"));
  if (!C) {
    ADD_FAILURE() << toString(C.takeError());
    return {};
  }
  for (const auto &P : *C)
    if (P.Part.getName() == Name)
      return toHex(P.Data, /*LowerCase=*/true);
  return "<missing>";
}

dxild::ContainerInputs debugInputs() {
  dxild::ContainerInputs In;
  In.Debug.Enabled = true;
  In.Debug.Sources = {{"main.hlsl", "float4 main() : SV_Position;"},
                      {"inc/a.hlsli", "#define A 1\n"}};
  In.Debug.Defines = {"A=1", "B"};
  In.Debug.MainFileName = "main.hlsl";
  In.Debug.Arguments = {"-T", "vs_6_0", "-Zi", "-DA=1"};
  return In;
}

TEST(WriterDebug, ProgramsCarryTheSourcesAndDXCsDummies) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("vs_position.ll", Ctx);
  ASSERT_TRUE(M);
  dxild::ContainerInputs In = debugInputs();
  std::string Container;
  std::vector<dxild::Diagnostic> Diags;
  dxild::DebugPrograms P;
  ASSERT_TRUE(dxild::runWriterStage(*M, In, Diags, Container, &P));
  // -Zi does not change the container itself (ILDB/ILDN are dxilc's edits).
  Written Plain = write(*M);
  ASSERT_TRUE(Plain.Ok);
  EXPECT_EQ(Container, Plain.Container);

  auto C = object::DXContainer::create(MemoryBufferRef(Container, "c"));
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  const auto &DXIL = C->getDXIL();
  ASSERT_TRUE(DXIL.has_value());
  StringRef Program(DXIL->second - 24, 24);
  for (const std::string *Part : {&P.WithSources, &P.WithoutSources}) {
    StringRef Ildb(*Part);
    ASSERT_GT(Ildb.size(), 24u);
    EXPECT_EQ(Ildb.size() % 4, 0u);
    // DXC's WriteProgramPart: the DXIL part's version and kind, its own
    // size in dwords, "DXIL", the DXIL version, offset 16, bitcode size.
    EXPECT_EQ(Ildb.substr(0, 4), Program.substr(0, 4));
    EXPECT_EQ(u32(Ildb, 4), Ildb.size() / 4);
    EXPECT_EQ(Ildb.substr(8, 8), Program.substr(8, 8));
    EXPECT_EQ(u32(Ildb, 16), 16u);
    EXPECT_LE(u32(Ildb, 20) + 24, Ildb.size());
  }

  LLVMContext ReadCtx;
  StringRef Full(P.WithSources);
  std::unique_ptr<Module> D = readBack(Full.substr(24, u32(Full, 20)), ReadCtx);
  ASSERT_TRUE(D);
  EXPECT_EQ(
      strings(*D, "dx.source.contents"),
      (std::vector<std::string>{"main.hlsl", "float4 main() : SV_Position;",
                                "inc/a.hlsli", "#define A 1\n"}));
  EXPECT_EQ(strings(*D, "dx.source.defines"),
            (std::vector<std::string>{"A=1", "B"}));
  EXPECT_EQ(strings(*D, "dx.source.mainFileName"),
            std::vector<std::string>{"main.hlsl"});
  EXPECT_EQ(strings(*D, "dx.source.args"),
            (std::vector<std::string>{"-T", "vs_6_0", "-Zi", "-DA=1"}));
  // The rest of the module is the DXIL part's.
  LLVMContext PlainCtx;
  std::unique_ptr<Module> Dxil = readBack(bitcodeOf(Plain.Container), PlainCtx);
  ASSERT_TRUE(Dxil);
  std::map<std::string, std::string> DebugMD = namedMetadata(*D);
  for (const auto &[Name, Text] : namedMetadata(*Dxil))
    EXPECT_EQ(DebugMD[Name], Text) << Name;
  EXPECT_EQ(dxOpCalls(*D), dxOpCalls(*Dxil));

  // DxilModule::StripShaderSourcesAndCompileOptions(true).
  StringRef NoSources(P.WithoutSources);
  LLVMContext StrippedCtx;
  std::unique_ptr<Module> S =
      readBack(NoSources.substr(24, u32(NoSources, 20)), StrippedCtx);
  ASSERT_TRUE(S);
  EXPECT_EQ(strings(*S, "dx.source.contents"),
            (std::vector<std::string>{"", ""}));
  EXPECT_EQ(strings(*S, "dx.source.defines"), std::vector<std::string>{});
  EXPECT_EQ(strings(*S, "dx.source.mainFileName"),
            std::vector<std::string>{""});
  EXPECT_EQ(strings(*S, "dx.source.args"), std::vector<std::string>{});
}

TEST(WriterDebug, HashIncludesSourceDigestsTheDebugModule) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("vs_position.ll", Ctx);
  ASSERT_TRUE(M);
  dxild::ContainerInputs In = debugInputs();
  In.Debug.HashIncludesSource = true;
  std::string Container;
  std::vector<dxild::Diagnostic> Diags;
  dxild::DebugPrograms P;
  ASSERT_TRUE(dxild::runWriterStage(*M, In, Diags, Container, &P));
  StringRef Full(P.WithSources);
  MD5 H;
  H.update(Full.substr(24, u32(Full, 20)));
  MD5::MD5Result R;
  H.final(R);
  EXPECT_EQ(partOf(Container, "HASH"),
            "01000000" + toHex(ArrayRef<uint8_t>(R.data(), 16), true));
  // Only HASH differs from the plain container.
  Written Plain = write(*M);
  ASSERT_TRUE(Plain.Ok);
  EXPECT_NE(partOf(Container, "HASH"), partOf(Plain.Container, "HASH"));
  EXPECT_EQ(partOf(Container, "DXIL"), partOf(Plain.Container, "DXIL"));
  EXPECT_EQ(Container.size(), Plain.Container.size());
}

} // namespace
