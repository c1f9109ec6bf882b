//===- StructuredLayoutE2ETest.cpp - DXC's structured-buffer layout -------===//
//
// Compiles shaders that read members of structured-buffer elements into a
// float output through dxild::compile() and reads, for every output
// element, the byte address (element offset + component * 4) of the
// rawBufferLoad it comes from. The expected addresses and strides are DXC's
// (dxc -T cs_6_6): float3 is 12 bytes, vectors are aligned to their scalars,
// structs to their largest scalar, and a struct's size is rounded to that.
// Clang 22's own layout (float3 padded to 16, float4 aligned to 16) gives
// other numbers for every struct below but Plain.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <map>

using namespace dxild;

namespace {

const char *Shader = R"(
struct Light { float3 pos; float radius; float4 color; };
struct In { float3 a; };
struct Nest { float x; In i; float2 y; float3 z; };
struct Mat { float a; float3x3 m; float b; };
struct Half2 { float a; float2 b; float c; };
struct Plain { float a; uint b; int c; float d; float4 e; };
StructuredBuffer<Light> Lights : register(t0);
StructuredBuffer<Nest> Nests : register(t1);
StructuredBuffer<Mat> Mats : register(t2);
StructuredBuffer<Half2> Pairs : register(t3);
StructuredBuffer<Plain> Plains : register(t4);
StructuredBuffer<float3> F3 : register(t5);
RWStructuredBuffer<float> Out : register(u0);
[numthreads(1, 1, 1)]
void main() {
  Out[0] = Lights[0].pos.y;
  Out[1] = Lights[0].radius;
  Out[2] = Lights[0].color.z;
  Out[3] = Nests[0].i.a.z;
  Out[4] = Nests[0].y.y;
  Out[5] = Nests[0].z.x;
  Out[6] = Mats[0].m[2][1];
  Out[7] = Mats[0].b;
  Out[8] = Pairs[0].b.y;
  Out[9] = Pairs[0].c;
  Out[10] = Plains[0].e.w;
  Out[11] = F3[0].z;
}
)";

/// Output index -> byte address its value is loaded from.
std::map<uint64_t, uint64_t> loadedAddresses(const std::string &IR,
                                             std::string &Error) {
  std::map<uint64_t, uint64_t> Out;
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(IR, Err, Ctx);
  if (!M) {
    Error = "unparsable IR: " + Err.getMessage().str();
    return Out;
  }
  auto IsCall = [](llvm::Value *V, llvm::StringRef Prefix) {
    auto *CI = llvm::dyn_cast_or_null<llvm::CallInst>(V);
    return CI && CI->getCalledFunction() &&
                   CI->getCalledFunction()->getName().starts_with(Prefix)
               ? CI
               : nullptr;
  };
  for (llvm::Function &F : *M)
    for (llvm::Instruction &I : llvm::instructions(F)) {
      llvm::CallInst *Store = IsCall(&I, "dx.op.rawBufferStore");
      if (!Store)
        continue;
      auto *Index = llvm::dyn_cast<llvm::ConstantInt>(Store->getArgOperand(2));
      auto *EV =
          llvm::dyn_cast<llvm::ExtractValueInst>(Store->getArgOperand(4));
      llvm::CallInst *Load =
          EV ? IsCall(EV->getAggregateOperand(), "dx.op.rawBufferLoad")
             : nullptr;
      auto *Offset =
          Load ? llvm::dyn_cast<llvm::ConstantInt>(Load->getArgOperand(3))
               : nullptr;
      if (!Index || !Offset) {
        Error = "store not fed by a constant-offset rawBufferLoad";
        continue;
      }
      Out[Index->getZExtValue()] =
          Offset->getZExtValue() + 4 * EV->getIndices()[0];
    }
  return Out;
}

CompileResult compileShader(unsigned OptLevel) {
  CompileRequest Req;
  Req.Source = Shader;
  Req.Profile = "cs_6_6";
  Req.Outputs = OutputLLVMIR;
  Req.OptLevel = OptLevel;
  return compile(Req);
}

class StructuredLayoutE2E : public ::testing::TestWithParam<unsigned> {};

TEST_P(StructuredLayoutE2E, MemberOffsetsAreDXCs) {
  CompileResult R = compileShader(GetParam());
  std::string Messages;
  for (const Diagnostic &D : R.Diagnostics)
    Messages += D.Message + "\n";
  ASSERT_TRUE(R.succeeded()) << Messages;
  std::string Error;
  std::map<uint64_t, uint64_t> Addr = loadedAddresses(R.LLVMIR, Error);
  EXPECT_EQ(Error, "") << R.LLVMIR;
  const std::map<uint64_t, uint64_t> DXC = {
      {0, 4},  {1, 12}, {2, 24}, {3, 12}, {4, 20},  {5, 24},
      {6, 24}, {7, 40}, {8, 8},  {9, 12}, {10, 28}, {11, 8}};
  EXPECT_EQ(Addr, DXC) << R.LLVMIR;
}

TEST_P(StructuredLayoutE2E, StridesAreDXCs) {
  CompileResult R = compileShader(GetParam());
  ASSERT_TRUE(R.succeeded());
  std::map<std::string, uint64_t> Strides;
  for (const ResourceBinding &B : R.Bindings)
    Strides[B.Name] = B.Stride;
  const std::map<std::string, uint64_t> DXC = {
      {"Lights", 32}, {"Nests", 36}, {"Mats", 44}, {"Pairs", 16},
      {"Plains", 32}, {"F3", 12},    {"Out", 4}};
  EXPECT_EQ(Strides, DXC);
  // The dx.resources record and annotateHandle carry the same stride.
  EXPECT_NE(R.LLVMIR.find("%dx.types.ResourceProperties { i32 524, i32 36 }"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("!{i32 1, i32 36}"), std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(OptLevels, StructuredLayoutE2E,
                         ::testing::Values(0u, 3u));

} // namespace
