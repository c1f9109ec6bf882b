//===- ViewIdStateTest.cpp - The dependency analysis on DXC's modules -----===//
//
// DXC's containers carry, in their bitcode, the module DXC optimized and the
// `!dx.viewIdState` DXC's ComputeViewIdState computed on it. LLVM 22 reads
// that module; dxild's analysis (DXILViewIdState) must compute the same
// array from the same code. The containers come from the shared corpora
// beside the repository (DXILD_SHARED_DIR): the real-world samples and the
// vkd3d reference shaders; the test skips when they are absent.
//
//===----------------------------------------------------------------------===//

#include "Lowering/DXILViewIdState.h"

#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/DXContainer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace llvm;

namespace {

/// Every DXC container under the shared corpora, relative to the shared
/// directory.
std::vector<std::string> dxcContainers() {
  std::vector<std::string> Names;
  const std::string Root = DXILD_SHARED_DIR;
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator It(Root + "/real-world", EC), End;
       It != End && !EC; It.increment(EC))
    if (StringRef(It->path()).ends_with(".dxc.dxil"))
      Names.push_back(It->path().substr(Root.size() + 1));
  for (sys::fs::directory_iterator It(Root + "/dxil-reference/vkd3d", EC), End;
       It != End && !EC; It.increment(EC))
    if (sys::path::extension(It->path()) == ".dxil")
      Names.push_back(It->path().substr(Root.size() + 1));
  std::sort(Names.begin(), Names.end());
  if (Names.empty())
    Names.push_back("none");
  return Names;
}

std::unique_ptr<Module> readModule(StringRef Container, LLVMContext &Ctx) {
  auto C = object::DXContainer::create(MemoryBufferRef(Container, "c"));
  if (!C) {
    consumeError(C.takeError());
    return nullptr;
  }
  const auto &DXIL = C->getDXIL();
  if (!DXIL)
    return nullptr;
  // LLVM 22 refuses DXIL's min-precision layout (i8:32): a stand-in.
  ParserCallbacks CB([](StringRef, StringRef) -> std::optional<std::string> {
    return std::string("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-"
                       "f16:16-f32:32-f64:64-n8:16:32:64");
  });
  auto M = parseBitcodeFile(
      MemoryBufferRef(StringRef(DXIL->second, DXIL->first.Bitcode.Size), "b"),
      Ctx, CB);
  if (!M) {
    consumeError(M.takeError());
    return nullptr;
  }
  return std::move(*M);
}

std::vector<uint32_t> dxcViewIdState(const Module &M) {
  std::vector<uint32_t> V;
  const NamedMDNode *N = M.getNamedMetadata("dx.viewIdState");
  if (!N || N->getNumOperands() != 1)
    return V;
  const MDNode *Node = N->getOperand(0);
  if (Node->getNumOperands() != 1)
    return V;
  if (auto *A =
          mdconst::dyn_extract_or_null<ConstantDataArray>(Node->getOperand(0)))
    for (unsigned I = 0; I != A->getNumElements(); ++I)
      V.push_back(uint32_t(A->getElementAsInteger(I)));
  return V;
}

std::string hex(const std::vector<uint32_t> &V) {
  std::string S;
  char B[16];
  for (uint32_t W : V) {
    std::snprintf(B, sizeof B, "%s0x%x", S.empty() ? "" : " ", W);
    S += B;
  }
  return "[" + S + "]";
}

class ViewIdStateTest : public ::testing::TestWithParam<std::string> {};

TEST_P(ViewIdStateTest, SameAsDXC) {
  auto Buf =
      MemoryBuffer::getFile(std::string(DXILD_SHARED_DIR) + "/" + GetParam());
  if (!Buf)
    GTEST_SKIP() << "shared DXC containers not available";
  LLVMContext Ctx;
  std::unique_ptr<Module> M = readModule((*Buf)->getBuffer(), Ctx);
  if (!M)
    GTEST_SKIP() << "LLVM 22 does not read this container's bitcode";
  std::vector<uint32_t> Expected = dxcViewIdState(*M);
  std::vector<uint32_t> Computed;
  bool Has = dxild::computeViewIdState(*M, Computed);
  // DXC writes none for compute shaders and libraries, and none when every
  // word is zero (no inputs, no outputs).
  if (Expected.empty() && Has &&
      std::all_of(Computed.begin(), Computed.end(),
                  [](uint32_t W) { return W == 0; }))
    return;
  EXPECT_EQ(Has, !Expected.empty());
  EXPECT_EQ(hex(Computed), hex(Expected));
}

INSTANTIATE_TEST_SUITE_P(DXC, ViewIdStateTest,
                         ::testing::ValuesIn(dxcContainers()),
                         [](const auto &Info) {
                           std::string N = Info.param;
                           for (char &C : N)
                             if (!isalnum((unsigned char)C))
                               C = '_';
                           return N;
                         });

} // namespace
