//===- CBufferLayoutE2ETest.cpp - DXC's cbuffer layout end to end ---------===//
//
// Compiles shaders whose constant buffers hold matrices of several shapes
// and orientations through dxild::compile() and reads, for every output
// element, the cbufferLoadLegacy row and component it comes from. The
// expected registers are DXC's (column_major default; -Zpr and
// `#pragma pack_matrix(row_major)` make unmarked matrices row-major):
//   default / -Zpr:  A float3x3 0/0, B float 44/44, C float2x3 48/48,
//   R row_major float2x3 96/80, D column_major float3x2[2] 128/112,
//   E float1x3 192/176, F float 228/188.
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
#include <utility>

using namespace dxild;

namespace {

const char *Shader = R"(
PRAGMA
RWStructuredBuffer<float> Out : register(u0);
cbuffer CB : register(b0) {
  float3x3 A;
  float B;
  float2x3 C;
  row_major float2x3 R;
  column_major float3x2 D[2];
  float1x3 E;
  float F;
};
[numthreads(1, 1, 1)]
void main() {
  Out[0] = A[2][1];
  Out[1] = B;
  Out[2] = C[1][2];
  Out[3] = R[1][2];
  Out[4] = D[1][2][1];
  Out[5] = E[0][2];
  Out[6] = F;
  Out[7] = mul(A, float3(1, 0, 0)).y; // A[1][0]
}
)";

using RowComp = std::pair<uint64_t, uint64_t>;

/// Output index -> (cbufferLoadLegacy row, component) of the stored value.
std::map<uint64_t, RowComp> storedRegisters(const std::string &IR,
                                            std::string &Error) {
  std::map<uint64_t, RowComp> Out;
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(IR, Err, Ctx);
  if (!M) {
    Error = "unparsable IR: " + Err.getMessage().str();
    return Out;
  }
  for (llvm::Function &F : *M)
    for (llvm::Instruction &I : llvm::instructions(F)) {
      auto *Store = llvm::dyn_cast<llvm::CallInst>(&I);
      if (!Store || !Store->getCalledFunction() ||
          !Store->getCalledFunction()->getName().starts_with(
              "dx.op.rawBufferStore"))
        continue;
      auto *Index = llvm::dyn_cast<llvm::ConstantInt>(Store->getArgOperand(2));
      auto *EV =
          llvm::dyn_cast<llvm::ExtractValueInst>(Store->getArgOperand(4));
      auto *Load =
          EV ? llvm::dyn_cast<llvm::CallInst>(EV->getAggregateOperand())
             : nullptr;
      auto *Row =
          Load && Load->getCalledFunction() &&
                  Load->getCalledFunction()->getName().starts_with(
                      "dx.op.cbufferLoadLegacy")
              ? llvm::dyn_cast<llvm::ConstantInt>(Load->getArgOperand(2))
              : nullptr;
      if (!Index || !Row) {
        Error = "store not fed by a constant-row cbufferLoadLegacy";
        continue;
      }
      Out[Index->getZExtValue()] = {Row->getZExtValue(), EV->getIndices()[0]};
    }
  return Out;
}

std::map<uint64_t, RowComp> compileAndRead(bool RowMajorDefault,
                                           const std::string &Pragma) {
  std::string Source = Shader;
  Source.replace(Source.find("PRAGMA"), 6, Pragma);
  CompileRequest Req;
  Req.Source = Source;
  Req.Profile = "cs_6_6";
  Req.Outputs = OutputLLVMIR;
  Req.CodeGen.PackMatrixRowMajor = RowMajorDefault;
  CompileResult R = compile(Req);
  std::string Messages;
  for (const Diagnostic &D : R.Diagnostics)
    Messages += D.Message + "\n";
  EXPECT_TRUE(R.succeeded()) << Messages;
  std::string Error;
  std::map<uint64_t, RowComp> Regs = storedRegisters(R.LLVMIR, Error);
  EXPECT_EQ(Error, "") << R.LLVMIR;
  return Regs;
}

const std::map<uint64_t, RowComp> ColumnMajor = {
    {0, {1, 2}},  {1, {2, 3}},  {2, {5, 1}},  {3, {7, 2}},
    {4, {11, 2}}, {5, {14, 0}}, {6, {14, 1}}, {7, {0, 1}}};
const std::map<uint64_t, RowComp> RowMajor = {
    {0, {2, 1}},  {1, {2, 3}},  {2, {4, 2}},  {3, {6, 2}},
    {4, {10, 2}}, {5, {11, 2}}, {6, {11, 3}}, {7, {1, 0}}};

TEST(CBufferLayoutE2E, ColumnMajorByDefault) {
  EXPECT_EQ(compileAndRead(false, ""), ColumnMajor);
}

TEST(CBufferLayoutE2E, ZprMakesUnmarkedMatricesRowMajor) {
  EXPECT_EQ(compileAndRead(true, ""), RowMajor);
}

TEST(CBufferLayoutE2E, PackMatrixPragma) {
  EXPECT_EQ(compileAndRead(false, "#pragma pack_matrix(row_major)"), RowMajor);
  // The pragma wins over -Zpr, and only an active one counts.
  EXPECT_EQ(compileAndRead(true, "#pragma pack_matrix(column_major)"),
            ColumnMajor);
  EXPECT_EQ(compileAndRead(false, "#if 0\n#pragma pack_matrix(row_major)\n"
                                  "#endif"),
            ColumnMajor);
}

TEST(CBufferLayoutE2E, CBufferSizeIsDXCs) {
  CompileRequest Req;
  Req.Source =
      std::string(Shader).replace(std::string(Shader).find("PRAGMA"), 6, "");
  Req.Profile = "cs_6_6";
  Req.Outputs = OutputLLVMIR;
  CompileResult R = compile(Req);
  ASSERT_TRUE(R.succeeded());
  // F ends at 232 in DXC's layout (Clang's packed one is smaller).
  EXPECT_NE(R.LLVMIR.find("%dx.types.ResourceProperties { i32 13, i32 232 }"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("!\"CB\", i32 0, i32 0, i32 1, i32 232, null}"),
            std::string::npos);
}

} // namespace
