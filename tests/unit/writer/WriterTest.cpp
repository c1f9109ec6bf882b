//===- WriterTest.cpp - Tests of the DXIL writer stage --------------------===//
//
// Every container is checked by readers the writer does not share code with:
// libLLVM's object::DXContainer, LLVM 22's bitcode reader plus verifier, a
// bitstream walk against a post-3.7 deny-list, and llvm-bcanalyzer. Golden
// parts are DXC's own bytes for the shaders the inputs were modeled on.
//
//===----------------------------------------------------------------------===//

#include "Writer/ContainerWriter.h"
#include "Writer/WriterStage.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/LLVMBitCodes.h"
#include "llvm/Bitstream/BitstreamReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Object/DXContainer.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include "WriterTestUtil.h"

#include <set>

using namespace llvm;

namespace {
using namespace writertest;

const char *const Inputs[] = {"cs_heap_counter.ll", "vs_position.ll",
                              "ps_passthrough.ll", "cs_typed_pointers.ll",
                              "cs_instruction_forms.ll"};

class WriterInputTest : public ::testing::TestWithParam<const char *> {};

TEST_P(WriterInputTest, ContainerParsesWithContiguousParts) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput(GetParam(), Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);

  auto C = object::DXContainer::create(MemoryBufferRef(W.Container, "c"));
  ASSERT_TRUE(bool(C)) << toString(C.takeError());
  const dxbc::Header &H = C->getHeader();
  EXPECT_EQ(H.FileSize, W.Container.size());
  EXPECT_EQ(H.Version.Major, 1);
  EXPECT_EQ(H.Version.Minor, 0);
  // Parts follow one another with no gaps and end at the file size.
  uint32_t Expected = 32 + 4 * H.PartCount;
  std::vector<std::string> Names;
  for (const auto &P : *C) {
    EXPECT_EQ(P.Offset, Expected) << P.Part.getName().str();
    Expected = P.Offset + 8 + P.Part.Size;
    Names.push_back(P.Part.getName().str());
  }
  EXPECT_EQ(Expected, W.Container.size());
  // DXC's order for a non-library shader.
  std::vector<std::string> Want = {"SFI0", "ISG1", "OSG1",
                                   "PSV0", "HASH", "DXIL"};
  EXPECT_EQ(Names, Want);

  const auto &DXIL = C->getDXIL();
  ASSERT_TRUE(DXIL.has_value());
  const dxbc::ProgramHeader &PH = DXIL->first;
  const uint32_t Padded = alignTo(PH.Bitcode.Size, 4);
  EXPECT_EQ(PH.Size, 6 + Padded / 4) << "program size counts dwords";
  EXPECT_EQ(PH.Bitcode.Offset, 16u);
  EXPECT_EQ(StringRef(reinterpret_cast<const char *>(PH.Bitcode.Magic), 4),
            "DXIL");
  EXPECT_TRUE(C->getPSVInfo().has_value());
  EXPECT_TRUE(C->getShaderFeatureFlags().has_value());
  ASSERT_TRUE(C->getShaderHash().has_value());
  EXPECT_TRUE(C->getShaderHash()->isPopulated());
}

TEST_P(WriterInputTest, BitcodeReadsBackAndMatchesTheInput) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput(GetParam(), Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);

  LLVMContext ReadCtx;
  std::unique_ptr<Module> Back = readBack(bitcodeOf(W.Container), ReadCtx);
  ASSERT_TRUE(Back);
  std::string VerifierOut;
  raw_string_ostream OS(VerifierOut);
  EXPECT_FALSE(verifyModule(*Back, &OS)) << VerifierOut;
  EXPECT_EQ(Back->getTargetTriple().str(), "dxil-ms-dx");
  EXPECT_EQ(dxOpCalls(*Back), dxOpCalls(*M));
  EXPECT_EQ(namedMetadata(*Back), namedMetadata(*M));
  EXPECT_EQ(firstDifference(opcodeSequence(*Back), opcodeSequence(*M)), "");
}

TEST_P(WriterInputTest, NoPost37BlocksOrRecords) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput(GetParam(), Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  StringRef BC = bitcodeOf(W.Container);
  EXPECT_EQ(BC.size() % 4, 0u);
  std::vector<BitstreamItem> Items = walkBitstream(BC);
  ASSERT_FALSE(Items.empty());
  EXPECT_TRUE(Items.front().IsBlock);
  EXPECT_EQ(Items.front().Code, unsigned(bitc::MODULE_BLOCK_ID));
  ASSERT_GT(Items.size(), 1u);
  EXPECT_EQ(Items[1].Code, unsigned(bitc::MODULE_CODE_VERSION));
  std::vector<std::string> Bad = post37Items(Items);
  EXPECT_TRUE(Bad.empty()) << join(Bad, "\n");
}

TEST_P(WriterInputTest, LLVMBcanalyzerShowsOnly37Constructs) {
  std::string Tool = std::string(LLVM_TOOLS_DIR) + "/llvm-bcanalyzer";
  if (!sys::fs::can_execute(Tool))
    GTEST_SKIP() << "llvm-bcanalyzer not installed";
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput(GetParam(), Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  SmallString<128> In, Out;
  ASSERT_FALSE(sys::fs::createTemporaryFile("writer", "bc", In));
  ASSERT_FALSE(sys::fs::createTemporaryFile("writer", "txt", Out));
  {
    std::error_code EC;
    raw_fd_ostream OS(In, EC);
    ASSERT_FALSE(EC);
    OS << bitcodeOf(W.Container);
  }
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out),
                                          std::nullopt};
  int RC = sys::ExecuteAndWait(Tool, {Tool, "--dump", In.str()}, std::nullopt,
                               Redirects);
  auto Dump = MemoryBuffer::getFile(Out);
  sys::fs::remove(In);
  sys::fs::remove(Out);
  ASSERT_EQ(RC, 0);
  ASSERT_TRUE(bool(Dump));
  StringRef Text = (*Dump)->getBuffer();
  EXPECT_TRUE(Text.contains("<VERSION op0=1/>"));
  for (const char *Denied :
       {"IDENTIFICATION_BLOCK", "STRTAB_BLOCK", "SYMTAB_BLOCK",
        "OPERAND_BUNDLE_TAGS", "SYNC_SCOPE_NAMES", "METADATA_KIND_BLOCK",
        "<STRINGS", "<INDEX_OFFSET", "<INDEX ", "VSTOFFSET", "<FNENTRY",
        "<SOURCE_FILENAME", "OPAQUE_POINTER", "INST_UNOP", "INST_FREEZE",
        "INST_CALLBR", "<POISON", "UnknownBlock"})
    EXPECT_FALSE(Text.contains(Denied)) << Denied;
  EXPECT_TRUE(Text.contains("# Toplevel Blocks: 1"));
}

INSTANTIATE_TEST_SUITE_P(Inputs, WriterInputTest, ::testing::ValuesIn(Inputs),
                         [](const auto &Info) {
                           std::string N = Info.param;
                           return N.substr(0, N.find('.'));
                         });

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

/// Parts of DXC 1.9's containers for the vkd3d shaders the inputs copy
/// (../shared/dxil-reference/vkd3d/*.dxil), byte for byte.
struct GoldenCase {
  const char *Input;
  const char *SFI0, *ISG1, *OSG1, *PSV0;
};
const GoldenCase Goldens[] = {
    {"cs_heap_counter.ll", "0000000200000000", "0000000008000000",
     "0000000008000000",
     "380000000000000000000000000000000000000000000000ffffffff0500000000000000"
     "00000000010000000100000001000000010000000000000001000000180000000200000"
     "00000000000000000000000000d0000000000000008000000006d61696e000000000000"
     "00"},
    {"vs_position.ll", "0000000000000000", "0000000008000000",
     "01000000080000000000000028000000000000000100000003000000000000000f000000"
     "0000000053565f506f736974696f6e00",
     "380000000100000000000000000000000000000000000000ffffffff0100000000010000"
     "010000000000000000000000000000000100000000000000000000000800000000"
     "6d61696e00000001000000000000001000000000000000000000000100440303040000"},
    {"ps_passthrough.ll", "0000000000000000",
     "01000000080000000000000028000000000000000000000003000000000000000f0f0000"
     "00000000434f4c4f52000000",
     "01000000080000000000000028000000000000004000000003000000000000000f000000"
     "0000000053565f546172676574000000",
     "380000000000000000000000000000000000000000000000ffffffff0000000001010001"
     "010000000000000000000000000000000700000000000000000000000c00000000434f4c"
     "4f52006d61696e0001000000000000001000000001000000000000000100440003020000"
     "0000000000000000010044100300000001000000020000000400000008000000"},
};

TEST(WriterGolden, PartsEqualDXCs) {
  for (const GoldenCase &G : Goldens) {
    SCOPED_TRACE(G.Input);
    LLVMContext Ctx;
    std::unique_ptr<Module> M = parseInput(G.Input, Ctx);
    ASSERT_TRUE(M);
    Written W = write(*M);
    ASSERT_TRUE(W.Ok) << diagText(W);
    EXPECT_EQ(partOf(W.Container, "SFI0"), G.SFI0);
    EXPECT_EQ(partOf(W.Container, "ISG1"), G.ISG1);
    EXPECT_EQ(partOf(W.Container, "OSG1"), G.OSG1);
    EXPECT_EQ(partOf(W.Container, "PSV0"), G.PSV0);
  }
}

TEST(WriterGolden, FeatureInfoFromShaderFlags) {
  using dxild::writer::featureInfoFromShaderFlags;
  // Raw/structured buffers (4) and ResMayNotAlias (33) have no SFI0 bit.
  EXPECT_EQ(featureInfoFromShaderFlags(0x200000010ull), 0u);
  // Heap indexing: module bits 30/31 -> SFI0 bits 25/26.
  EXPECT_EQ(featureInfoFromShaderFlags(3ull << 30), 3ull << 25);
  // Low precision without native mode is minimum precision (bit 4); with
  // native mode (23) it is native low precision (bit 18).
  EXPECT_EQ(featureInfoFromShaderFlags(1ull << 5), 1ull << 4);
  EXPECT_EQ(featureInfoFromShaderFlags((1ull << 5) | (1ull << 23)), 1ull << 18);
  // Doubles, wave ops, int64.
  EXPECT_EQ(
      featureInfoFromShaderFlags((1ull << 2) | (1ull << 19) | (1ull << 20)),
      (1ull << 0) | (1ull << 14) | (1ull << 15));
}

TEST(WriterDeterminism, ByteIdenticalAcrossRunsAndContexts) {
  for (const char *Input : Inputs) {
    SCOPED_TRACE(Input);
    std::string First;
    for (int Run = 0; Run != 3; ++Run) {
      LLVMContext Ctx;
      std::unique_ptr<Module> M = parseInput(Input, Ctx);
      ASSERT_TRUE(M);
      Written W = write(*M);
      ASSERT_TRUE(W.Ok) << diagText(W);
      // Writing twice from the same module must not disturb it either.
      Written Again = write(*M);
      EXPECT_EQ(W.Container, Again.Container);
      if (Run == 0)
        First = W.Container;
      else
        EXPECT_EQ(W.Container, First);
    }
  }
}

TEST(WriterDigest, BypassByDefaultZeroOnRequest) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("cs_heap_counter.ll", Ctx);
  ASSERT_TRUE(M);
  Written Bypass = write(*M);
  ASSERT_TRUE(Bypass.Ok);
  EXPECT_EQ(Bypass.Container.substr(4, 16), std::string(16, '\x01'));
  dxild::ContainerInputs In;
  In.ZeroDigest = true;
  Written Zero = write(*M, In);
  ASSERT_TRUE(Zero.Ok);
  EXPECT_EQ(Zero.Container.substr(4, 16), std::string(16, '\0'));
  EXPECT_EQ(Bypass.Container.substr(20), Zero.Container.substr(20));
}

TEST(WriterDigest, HashPartIsMD5OfBitcode) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("vs_position.ll", Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok);
  MD5 H;
  H.update(bitcodeOf(W.Container));
  MD5::MD5Result R;
  H.final(R);
  EXPECT_EQ(partOf(W.Container, "HASH"),
            "00000000" + toHex(ArrayRef<uint8_t>(R.data(), 16), true));
}

/// The minimal valid DXIL shell around a compute entry \p Body.
std::string computeModule(StringRef Globals, StringRef Body,
                          StringRef Decls = "") {
  return (Globals + "\ndefine void @main() {\n" + Body + "\n  ret void\n}\n" +
          Decls +
          "\n!dx.version = !{!0}\n!dx.valver = !{!0}\n"
          "!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!2}\n"
          "!0 = !{i32 1, i32 6}\n!1 = !{!\"cs\", i32 6, i32 6}\n"
          "!2 = !{ptr @main, !\"main\", null, null, !3}\n"
          "!3 = !{i32 4, !4}\n!4 = !{i32 1, i32 1, i32 1}\n")
      .str();
}

void expectRejected(const std::string &IR, StringRef Code, StringRef Words) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseText(IR, Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  EXPECT_FALSE(W.Ok);
  EXPECT_TRUE(W.Container.empty());
  ASSERT_FALSE(W.Diags.empty());
  EXPECT_EQ(W.Diags[0].Code, Code.str()) << diagText(W);
  EXPECT_EQ(W.Diags[0].Level, dxild::Severity::Error);
  EXPECT_NE(W.Diags[0].Message.find(Words.str()), std::string::npos)
      << diagText(W);
}

TEST(WriterRejects, FloatAtomicRMW) {
  expectRejected(
      computeModule("@g = internal addrspace(3) global float undef",
                    "  %o = atomicrmw fadd ptr addrspace(3) @g, float 1.0 "
                    "monotonic"),
      "dxild.writer.unsupported", "atomicrmw 'fadd'");
}

TEST(WriterRejects, IndirectCall) {
  expectRejected(computeModule("@fp = internal global ptr null",
                               "  %f = load ptr, ptr @fp\n"
                               "  call void %f()"),
                 "dxild.writer.unsupported", "indirect call");
}

TEST(WriterRejects, PointerStoredToMemory) {
  expectRejected(computeModule("", "  %a = alloca ptr\n"
                                   "  %b = alloca i32\n"
                                   "  store ptr %b, ptr %a"),
                 "dxild.writer.unsupported", "store of a pointer");
}

TEST(WriterRejects, AddressInGlobalInitializer) {
  expectRejected(computeModule("@a = internal global i32 0\n"
                               "@b = internal global ptr @a",
                               ""),
                 "dxild.writer.unsupported", "initializer of 'b'");
}

TEST(WriterRejects, WideInteger) {
  expectRejected(computeModule("", "  %a = alloca i128\n"
                                   "  store i128 1, ptr %a"),
                 "dxild.writer.unsupported", "wider than 64 bits");
}

TEST(WriterRejects, MissingShaderModel) {
  expectRejected("define void @main() {\n  ret void\n}\n",
                 "dxild.writer.metadata", "dx.shaderModel");
}

TEST(WriterRejects, LibraryTarget) {
  std::string IR = computeModule("", "");
  IR.replace(IR.find("!\"cs\""), 5, "!\"lib\"");
  expectRejected(IR, "dxild.writer.unsupported", "'lib'");
}

TEST(WriterMetadata, AttachmentsKeptAndKindsDeclared) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M =
      parseText(computeModule("",
                              "  %a = alloca float\n"
                              "  %v = load float, ptr %a, !dx.precise !9\n"
                              "  %w = fadd float %v, %v, !dx.precise !9\n"
                              "  store float %w, ptr %a, !nontemporal !9\n",
                              "!9 = !{i32 1}\n"),
                Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  LLVMContext ReadCtx;
  std::unique_ptr<Module> Back = readBack(bitcodeOf(W.Container), ReadCtx);
  ASSERT_TRUE(Back);
  unsigned Precise = 0, NonTemporal = 0;
  for (const Instruction &I : instructions(*Back->getFunction("main"))) {
    Precise += I.getMetadata("dx.precise") != nullptr;
    NonTemporal += I.getMetadata(LLVMContext::MD_nontemporal) != nullptr;
  }
  // dx.precise is one of the kinds DXIL keeps; nontemporal is dropped.
  EXPECT_EQ(Precise, 2u);
  EXPECT_EQ(NonTemporal, 0u);
}

TEST(WriterTypes, ResourceSymbolIsTypedUndef) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseInput("cs_heap_counter.ll", Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok);
  // The reader's metadata-type callback sees the typed pointer the writer
  // gave the resource's symbol: %Cbuf*, as DXC writes it.
  std::vector<std::string> PointeeNames;
  ParserCallbacks CB([](StringRef, StringRef) -> std::optional<std::string> {
    return std::string("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-"
                       "f32:32-f64:64-n8:16:32:64");
  });
  CB.MDType = [&](Metadata **MD, unsigned TypeID, GetTypeByIDTy GetType,
                  GetContainedTypeIDTy GetContained) {
    auto *C = dyn_cast<ConstantAsMetadata>(*MD);
    if (!C || !isa<UndefValue>(C->getValue()) ||
        !C->getValue()->getType()->isPointerTy())
      return;
    Type *Pointee = GetType(GetContained(TypeID, 0));
    if (auto *ST = dyn_cast_or_null<StructType>(Pointee))
      PointeeNames.push_back(ST->getName().str());
    else
      PointeeNames.push_back("<not a struct>");
  };
  LLVMContext ReadCtx;
  auto Back = parseBitcodeFile(MemoryBufferRef(bitcodeOf(W.Container), "b"),
                               ReadCtx, CB);
  ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
  EXPECT_EQ(PointeeNames, std::vector<std::string>{"Cbuf"});
  // And no GLOBALVAR was written for it.
  EXPECT_EQ((*Back)->global_size(), 0u);
}

} // namespace

/// The validator accepts only `distinct !{self}` plus one unroll hint
/// (full, disable or count) on `!llvm.loop`; LLVM 22's other loop hints
/// (here `llvm.loop.mustprogress`) are "Metadata must be well-formed" errors.
TEST(WriterMetadata, LoopHintsReducedToWhatDXILValidatorAccepts) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseText(
      computeModule("",
                    "  br label %a\n"
                    "a:\n"
                    "  %i = phi i32 [ 0, %0 ], [ %i1, %a ]\n"
                    "  %i1 = add i32 %i, 1\n"
                    "  %c = icmp ult i32 %i1, 8\n"
                    "  br i1 %c, label %a, label %b, !llvm.loop !10\n"
                    "b:\n"
                    "  %j = phi i32 [ 0, %a ], [ %j1, %b ]\n"
                    "  %j1 = add i32 %j, 1\n"
                    "  %d = icmp ult i32 %j1, 8\n"
                    "  br i1 %d, label %b, label %e, !llvm.loop !12\n"
                    "e:",
                    "!10 = distinct !{!10, !11}\n"
                    "!11 = !{!\"llvm.loop.mustprogress\"}\n"
                    "!12 = distinct !{!12, !11, !13}\n"
                    "!13 = !{!\"llvm.loop.unroll.count\", i32 4}\n"),
      Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  LLVMContext ReadCtx;
  std::unique_ptr<Module> Back = readBack(bitcodeOf(W.Container), ReadCtx);
  ASSERT_TRUE(Back);
  std::vector<const MDNode *> Loops;
  for (const Instruction &I : instructions(*Back->getFunction("main")))
    if (I.isTerminator() && I.getNumSuccessors() == 2)
      Loops.push_back(I.getMetadata(LLVMContext::MD_loop));
  ASSERT_EQ(Loops.size(), 2u);
  // Only mustprogress: the attachment goes.
  EXPECT_EQ(Loops[0], nullptr);
  // mustprogress dropped, the unroll count kept, the node still self-referent.
  ASSERT_NE(Loops[1], nullptr);
  ASSERT_EQ(Loops[1]->getNumOperands(), 2u);
  EXPECT_EQ(Loops[1]->getOperand(0).get(), Loops[1]);
  EXPECT_TRUE(Loops[1]->isDistinct());
  const auto *Hint = dyn_cast<MDNode>(Loops[1]->getOperand(1).get());
  ASSERT_TRUE(Hint);
  EXPECT_EQ(describe(Hint), "{\"llvm.loop.unroll.count\",i32 4,}");
  // The original module is not changed.
  EXPECT_NE(M->getFunction("main")->getEntryBlock().getNextNode()
                ->getTerminator()->getMetadata(LLVMContext::MD_loop),
            nullptr);
}

/// A use wanting the first element of an array (or struct) gets DXC's
/// `getelementptr inbounds [N x T], [N x T]* @g, i32 0, i32 0`, not a pointer
/// bitcast: the validator rejects size-changing pointer bitcasts ("Pointer
/// type bitcast must be have same size") and struct bitcasts.
TEST(WriterTypes, FirstElementUseIsZeroGEPNotBitcast) {
  LLVMContext Ctx;
  std::unique_ptr<Module> M = parseText(
      computeModule("@g = internal addrspace(3) global [4 x float] undef\n"
                    "%S = type { [2 x i32], float }\n"
                    "@s = internal addrspace(3) global %S undef",
                    "  %v = load float, ptr addrspace(3) @g\n"
                    "  %p = getelementptr float, ptr addrspace(3) @g, i32 2\n"
                    "  store float %v, ptr addrspace(3) %p\n"
                    "  %i = load i32, ptr addrspace(3) @s\n"
                    "  %f = uitofp i32 %i to float\n"
                    "  store float %f, ptr addrspace(3) @g"),
      Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);
  LLVMContext ReadCtx;
  std::unique_ptr<Module> Back = readBack(bitcodeOf(W.Container), ReadCtx);
  ASSERT_TRUE(Back);
  unsigned Casts = 0;
  std::vector<std::string> ZeroGEPs;
  for (const Instruction &I : instructions(*Back->getFunction("main"))) {
    Casts += isa<BitCastInst>(I);
    if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I);
        GEP && GEP->hasAllZeroIndices()) {
      std::string S;
      raw_string_ostream OS(S);
      GEP->getSourceElementType()->print(OS);
      OS << " x" << GEP->getNumIndices()
         << (GEP->isInBounds() ? " inbounds" : "");
      ZeroGEPs.push_back(OS.str());
    }
  }
  EXPECT_EQ(Casts, 0u);
  // @g for the load, the GEP and the store; @s down to its i32.
  EXPECT_EQ(ZeroGEPs, (std::vector<std::string>{
                          "[4 x float] x2 inbounds", "[4 x float] x2 inbounds",
                          "%S = type { [2 x i32], float } x3 inbounds",
                          "[4 x float] x2 inbounds"}));
}
