//===- DXCReferenceTest.cpp - The writer on DXC's own modules -------------===//
//
// The 196 DXC containers in ../shared/dxil-reference (outside this repository;
// the test skips when they are absent) are real-world DXIL: LLVM 22 reads
// their bitcode, the writer writes that module again, and LLVM 22 reads the
// result back. Everything the reader saw in DXC's bitcode must survive: the
// instructions, every dx.op call and its constant arguments, and the
// metadata. DXC's PSV0 and signature parts are compared as well for the
// modules whose metadata the reader keeps intact.
//
//===----------------------------------------------------------------------===//

#include "WriterTestUtil.h"

#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include <algorithm>

namespace {
using namespace writertest;

std::vector<std::string> referenceContainers() {
  std::vector<std::string> Names;
  std::error_code EC;
  for (sys::fs::directory_iterator It(WRITER_DXC_REFERENCE_DIR, EC), End;
       It != End && !EC; It.increment(EC))
    if (sys::path::extension(It->path()) == ".dxil")
      Names.push_back(sys::path::stem(It->path()).str());
  std::sort(Names.begin(), Names.end());
  if (Names.empty())
    Names.push_back("none");
  return Names;
}

class DXCReferenceTest : public ::testing::TestWithParam<std::string> {};

TEST_P(DXCReferenceTest, RewrittenModuleKeepsWhatDXCWrote) {
  std::string Path =
      std::string(WRITER_DXC_REFERENCE_DIR) + "/" + GetParam() + ".dxil";
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    GTEST_SKIP() << "DXC reference containers not available";
  std::string Ref = (*Buf)->getBuffer().str();

  LLVMContext Ctx;
  std::unique_ptr<Module> M = readBack(bitcodeOf(Ref), Ctx);
  ASSERT_TRUE(M);
  Written W = write(*M);
  ASSERT_TRUE(W.Ok) << diagText(W);

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

  // Container parts computed from the metadata. LLVM 22's reader keeps all
  // the metadata they are computed from, so they must equal DXC's, except
  // for the module flags' i8 widths DXC's reader would have kept (none
  // affect these parts).
  auto Mine = object::DXContainer::create(MemoryBufferRef(W.Container, "m"));
  auto Theirs = object::DXContainer::create(MemoryBufferRef(Ref, "r"));
  ASSERT_TRUE(bool(Mine));
  if (!Theirs) {
    // LLVM 22's parser refuses a few genuine DXC containers (e.g. one
    // ps_6_0 PSV0 "Reading structure out of file bounds"); ours parsed.
    consumeError(Theirs.takeError());
    return;
  }
  auto Part = [](const object::DXContainer &C, StringRef Name) {
    for (const auto &P : C)
      if (P.Part.getName() == Name)
        return P.Data.str();
    return std::string("<missing>");
  };
  for (const char *Name : {"SFI0", "ISG1", "OSG1", "PSG1", "PSV0"})
    EXPECT_EQ(toHex(Part(*Mine, Name)), toHex(Part(*Theirs, Name))) << Name;
}

INSTANTIATE_TEST_SUITE_P(DXC, DXCReferenceTest,
                         ::testing::ValuesIn(referenceContainers()),
                         [](const auto &Info) { return Info.param; });

} // namespace
