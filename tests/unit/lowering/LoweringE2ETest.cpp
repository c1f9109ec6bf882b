//===- LoweringE2ETest.cpp - DXIL lowering through dxild::compile() -------===//
//
// Every corpus shader must lower without error, pass LLVM's verifier and be
// in DXIL form: no llvm.dx.* calls, no target("dx.*") values, no vector
// values. Vertex and pixel signatures are named from the AST's entry
// semantics (Clang 22's IR does not carry them; core/lib/Lowering/README.md).
//
//===----------------------------------------------------------------------===//

#include "Corpus.h"
#include "dxild/core/Compiler.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <regex>

using namespace dxild;

namespace {

std::string messages(const CompileResult &R) {
  std::string S;
  for (const Diagnostic &D : R.Diagnostics)
    S += D.Message + " [" + D.Code + "]\n";
  return S;
}

bool hasCodePrefix(const CompileResult &R, const std::string &Prefix) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Code.rfind(Prefix, 0) == 0)
      return true;
  return false;
}

bool contains(const std::string &Text, const std::string &Pattern) {
  return std::regex_search(Text, std::regex(Pattern));
}

bool hasVector(llvm::Type *Ty) {
  if (Ty->isVectorTy())
    return true;
  for (llvm::Type *Sub : Ty->subtypes())
    if (hasVector(Sub))
      return true;
  return false;
}

/// Empty when \p IR is a valid DXIL-form module; otherwise why not.
std::string checkDXILForm(const std::string &IR) {
  llvm::LLVMContext Ctx;
  llvm::SMDiagnostic Err;
  std::unique_ptr<llvm::Module> M = llvm::parseAssemblyString(IR, Err, Ctx);
  if (!M)
    return "unparsable IR: " + Err.getMessage().str();
  std::string Why;
  llvm::raw_string_ostream OS(Why);
  if (llvm::verifyModule(*M, &OS))
    return "verifier: " + Why;
  if (IR.find("target(\"dx.") != std::string::npos)
    return "target(\"dx.*\") type remains";
  for (llvm::Function &F : *M) {
    if (F.getName().starts_with("llvm.dx."))
      return "llvm.dx intrinsic remains: " + F.getName().str();
    if (F.isDeclaration() && !F.getName().starts_with("dx.op."))
      return "non-DXIL declaration: " + F.getName().str();
    for (llvm::Instruction &I : llvm::instructions(F)) {
      bool Bad = hasVector(I.getType());
      for (llvm::Value *Op : I.operands())
        Bad |= hasVector(Op->getType());
      if (Bad) {
        I.print(OS);
        return "vector value: " + Why;
      }
      // DXIL allows i8 only as an intrinsic immediate: memory is addressed
      // in elements of its real type, never by byte GEPs (the validator's
      // "I8 can only be used as immediate value").
      if (auto *GEP = llvm::dyn_cast<llvm::GetElementPtrInst>(&I))
        if (GEP->getSourceElementType()->isIntegerTy(8)) {
          I.print(OS);
          return "byte-addressed GEP: " + Why;
        }
      // No memory of i8 or i1 either (bool locals live in i32).
      if (auto *AI = llvm::dyn_cast<llvm::AllocaInst>(&I))
        if (AI->getAllocatedType()->getScalarSizeInBits() == 8 ||
            AI->getAllocatedType()->getScalarSizeInBits() == 1) {
          I.print(OS);
          return "i8/i1 memory: " + Why;
        }
      // Arithmetic and selects must not read undef (the validator's
      // "Instructions should not read uninitialized value"); dx.op calls
      // may pass it for unused operands.
      if (llvm::isa<llvm::BinaryOperator, llvm::CmpInst, llvm::SelectInst,
                    llvm::CastInst>(I))
        for (llvm::Value *Op : I.operands())
          if (llvm::isa<llvm::UndefValue>(Op)) {
            I.print(OS);
            return "reads undef: " + Why;
          }
    }
  }
  for (const char *Name :
       {"dx.version", "dx.valver", "dx.shaderModel", "dx.entryPoints"})
    if (!M->getNamedMetadata(Name))
      return std::string("missing !") + Name;
  return "";
}

CompileResult compileCorpus(const test::CorpusShader &S, unsigned OptLevel) {
  CompileRequest Req = test::corpusRequest(S);
  Req.OptLevel = OptLevel;
  Req.Outputs = OutputLLVMIR;
  return compile(Req);
}

class CorpusLowering : public ::testing::TestWithParam<test::CorpusShader> {};

// Unoptimized code (-Od) keeps copies, bool locals and dynamic vector
// indexing that -O3 folds away, so both levels are checked.
TEST_P(CorpusLowering, LowersToDXILForm) {
  const test::CorpusShader &S = GetParam();
  for (unsigned OptLevel : {3u, 0u}) {
    SCOPED_TRACE("-O" + std::to_string(OptLevel));
    CompileResult R = compileCorpus(S, OptLevel);
    ASSERT_TRUE(R.succeeded()) << messages(R);
    EXPECT_EQ(checkDXILForm(R.LLVMIR), "") << R.LLVMIR;
  }
}

INSTANTIATE_TEST_SUITE_P(
    Corpus, CorpusLowering,
    ::testing::ValuesIn(test::loadCorpus(DXILD_CORPUS_DIR)),
    test::CorpusShaderName());

CompileResult compileSource(const std::string &Source,
                            const std::string &Profile) {
  CompileRequest Req;
  Req.Source = Source;
  Req.Profile = Profile;
  Req.Outputs = OutputLLVMIR;
  return compile(Req);
}

const char *StructuredCopy = R"(
RWStructuredBuffer<float4> Out : register(u1);
StructuredBuffer<float4> In : register(t2, space1);
cbuffer C : register(b0) { float Scale; uint Count; };
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID) {
  if (id.x < Count)
    Out[id.x] = In[id.x] * Scale;
}
)";

TEST(LoweringE2E, SM66HandlesAreAnnotated) {
  CompileResult R = compileSource(StructuredCopy, "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandleFromBinding(i32 217, "
                          "%dx.types.ResBind { i32 1, i32 1, i32 0, i8 1 }"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.annotateHandle(i32 216"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.rawBufferLoad.f32(i32 139"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.rawBufferStore.f32(i32 140"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("i8 15, i32 4)"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.cbufferLoadLegacy.f32(i32 59"),
            std::string::npos);
  EXPECT_EQ(R.LLVMIR.find("createHandle(i32 57"), std::string::npos);
  EXPECT_EQ(checkDXILForm(R.LLVMIR), "");
}

TEST(LoweringE2E, SM60UsesCreateHandleAndBufferOps) {
  CompileResult R = compileSource(StructuredCopy, "cs_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // UAV range 0, absolute register 1.
  EXPECT_NE(R.LLVMIR.find("@dx.op.createHandle(i32 57, i8 1, i32 0, i32 1, "
                          "i1 false)"),
            std::string::npos)
      << R.LLVMIR;
  // Raw buffer ops need SM 6.2.
  EXPECT_EQ(R.LLVMIR.find("rawBufferLoad"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.bufferLoad.f32(i32 68"), std::string::npos);
  EXPECT_EQ(R.LLVMIR.find("createHandleFromBinding"), std::string::npos);
  EXPECT_EQ(checkDXILForm(R.LLVMIR), "");
}

TEST(LoweringE2E, MetadataDescribesTheEntry) {
  CompileResult R = compileSource(StructuredCopy, "cs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("!{!\"cs\", i32 6, i32 6}"), std::string::npos);
  // Raw/structured buffers: shader flag bit 4; numthreads (tag 4).
  EXPECT_NE(R.LLVMIR.find("!{i32 0, i64 16, i32 4, "), std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("!{i32 64, i32 1, i32 1}"), std::string::npos);
}

TEST(LoweringE2E, VertexSignaturesComeFromTheAST) {
  CompileResult R = compileSource(R"(
struct VSOut {
  float4 pos : SV_POSITION;
  float2 uv : TEXCOORD3;
};
VSOut main(float3 p : POSITION, int4 ids : BLENDINDICES2) {
  VSOut o;
  o.pos = float4(p, ids.w);
  o.uv = p.xy;
  return o;
}
)",
                                  "vs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // Inputs: POSITION (F32 9, not interpolated) and the signed BLENDINDICES
  // with its index (I32 4).
  EXPECT_NE(R.LLVMIR.find("!\"POSITION\", i8 9, i8 0, "), std::string::npos)
      << R.LLVMIR;
  EXPECT_TRUE(contains(
      R.LLVMIR, R"(!"BLENDINDICES", i8 4, i8 0, !\d+, i8 0, i32 1, i8 4)"))
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("!{i32 2}"), std::string::npos);
  // Outputs: canonical SV_Position (kind 3, noperspective 4), TEXCOORD3
  // (linear 2) in the return struct's order.
  EXPECT_TRUE(contains(R.LLVMIR,
                       R"(!\{i32 0, !"SV_Position", i8 9, i8 3, !\d+, i8 4, )"))
      << R.LLVMIR;
  EXPECT_TRUE(
      contains(R.LLVMIR,
               R"(!\{i32 1, !"TEXCOORD", i8 9, i8 0, !\d+, i8 2, i32 1, i8 2)"))
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("!{i32 3}"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("@dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1"),
            std::string::npos);
  EXPECT_EQ(checkDXILForm(R.LLVMIR), "");
}

TEST(LoweringE2E, OutParameterSemanticsAreStored) {
  // The entry wrapper (Frontend/EntryInterface) copies out parameters to
  // outputs: TEXCOORD0 is output element 1, stored from p.xy.
  CompileResult R = compileSource(R"(
float4 main(float3 p : POSITION, out float2 uv : TEXCOORD0) : SV_Position {
  uv = p.xy;
  return float4(p, 1);
}
)",
                                  "vs_6_6");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("@dx.op.storeOutput.f32(i32 5, i32 1, i32 0, i8 1"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(!\{i32 1, !"TEXCOORD", i8 9, i8 0, !\d+, i8 2, i32 1, i8 2, i32 1, i8 0)"))
      << R.LLVMIR;
}

TEST(LoweringE2E, PixelTargetIndexFromTheAST) {
  CompileResult R = compileSource(R"(
float4 main(float4 pos : SV_Position) : SV_Target2 { return pos; }
)",
                                  "ps_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  // SV_Target2: semantic index 2 and start row 2.
  EXPECT_TRUE(contains(
      R.LLVMIR,
      R"(!\{i32 0, !"SV_Target", i8 9, i8 16, !\d+, i8 0, i32 1, i8 4, i32 2, i8 0)"))
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3"),
            std::string::npos);
}

TEST(LoweringE2E, PixelShaderSignatures) {
  CompileResult R = compileSource(R"(
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {
  return float4(uv, 0, 1);
}
)",
                                  "ps_6_0");
  ASSERT_TRUE(R.succeeded()) << messages(R);
  EXPECT_NE(R.LLVMIR.find("@dx.op.loadInput.f32(i32 4, i32 1, i32 0, i8 1"),
            std::string::npos)
      << R.LLVMIR;
  EXPECT_NE(R.LLVMIR.find("@dx.op.storeOutput.f32(i32 5, i32 0, i32 0, i8 3"),
            std::string::npos);
  EXPECT_NE(R.LLVMIR.find("!\"SV_Target\", i8 9, i8 16"), std::string::npos);
  EXPECT_NE(R.LLVMIR.find("!\"TEXCOORD\", i8 9, i8 0"), std::string::npos);
  EXPECT_EQ(checkDXILForm(R.LLVMIR), "");
}

} // namespace
