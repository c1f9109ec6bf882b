//===- WriterTestUtil.h - Shared helpers of the writer tests ----*- C++ -*-===//
//
// Independent readers of what the writer produces: libLLVM's DXContainer
// parser, LLVM 22's bitcode reader, a bitstream walk, and normalized views of
// a module's dx.op calls and metadata for comparing input and read-back.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_TESTS_WRITER_WRITERTESTUTIL_H
#define DXILD_TESTS_WRITER_WRITERTESTUTIL_H

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
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Object/DXContainer.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include "gtest/gtest.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace writertest {
using namespace llvm;

inline std::unique_ptr<Module> parseText(StringRef Text, LLVMContext &Ctx) {
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseAssemblyString(Text, Err, Ctx);
  if (!M) {
    std::string S;
    raw_string_ostream OS(S);
    Err.print("writer-test", OS);
    ADD_FAILURE() << S;
  }
  return M;
}

inline std::unique_ptr<Module> parseInput(StringRef Name, LLVMContext &Ctx) {
  auto Buf =
      MemoryBuffer::getFile(std::string(WRITER_INPUTS_DIR) + "/" + Name.str());
  if (!Buf) {
    ADD_FAILURE() << "cannot read " << Name.str();
    return nullptr;
  }
  return parseText((*Buf)->getBuffer(), Ctx);
}

struct Written {
  bool Ok = false;
  std::string Container;
  std::vector<dxild::Diagnostic> Diags;
};

inline Written write(const Module &M, dxild::ContainerInputs In = {}) {
  Written W;
  W.Ok = dxild::runWriterStage(M, In, W.Diags, W.Container);
  return W;
}

inline std::string diagText(const Written &W) {
  std::string S;
  for (const dxild::Diagnostic &D : W.Diags)
    S += D.Code + ": " + D.Message + "\n";
  return S;
}

/// The bitcode inside the container's DXIL part, found through libLLVM's
/// container reader.
inline StringRef bitcodeOf(const std::string &Container) {
  auto C = object::DXContainer::create(MemoryBufferRef(Container, "c"));
  if (!C) {
    ADD_FAILURE() << toString(C.takeError());
    return {};
  }
  const auto &DXIL = C->getDXIL();
  if (!DXIL) {
    ADD_FAILURE() << "no DXIL part";
    return {};
  }
  return StringRef(DXIL->second, DXIL->first.Bitcode.Size);
}

/// LLVM 22 refuses DXIL's min-precision layout (i8:32); the reader gets a
/// parseable stand-in, the bytes stay as DXC writes them.
inline std::unique_ptr<Module> readBack(StringRef Bitcode, LLVMContext &Ctx) {
  ParserCallbacks CB([](StringRef, StringRef) -> std::optional<std::string> {
    return std::string("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-"
                       "f16:16-f32:32-f64:64-n8:16:32:64");
  });
  Expected<std::unique_ptr<Module>> M =
      parseBitcodeFile(MemoryBufferRef(Bitcode, "dxil"), Ctx, CB);
  if (!M) {
    ADD_FAILURE() << "LLVM 22 reader: " << toString(M.takeError());
    return nullptr;
  }
  return std::move(*M);
}

/// Metadata as text, with a resource's "global symbol" (a declaration only
/// metadata uses, which the writer emits as `%T* undef` like DXC) and an
/// undef pointer treated alike.
inline std::string describe(const Metadata *MD) {
  if (!MD)
    return "null";
  if (const auto *S = dyn_cast<MDString>(MD))
    return "\"" + S->getString().str() + "\"";
  if (const auto *C = dyn_cast<ConstantAsMetadata>(MD)) {
    const Value *V = C->getValue();
    if (const auto *GV = dyn_cast<GlobalVariable>(V);
        GV && GV->isDeclaration() && GV->use_empty())
      return "symbol";
    if (isa<UndefValue>(V) && V->getType()->isPointerTy())
      return "symbol";
    std::string S;
    raw_string_ostream OS(S);
    V->printAsOperand(OS);
    return S;
  }
  const auto *N = cast<MDNode>(MD);
  std::string S = "{";
  for (const MDOperand &Op : N->operands())
    S += describe(Op.get()) + ",";
  return S + "}";
}

inline std::map<std::string, std::string> namedMetadata(const Module &M) {
  std::map<std::string, std::string> Out;
  for (const NamedMDNode &N : M.named_metadata()) {
    std::string S;
    for (const MDNode *Op : N.operands())
      S += describe(Op) + ";";
    Out[N.getName().str()] = S;
  }
  return Out;
}

/// Each dx.op call as "callee(args)".
inline std::vector<std::string> dxOpCalls(const Module &M) {
  std::vector<std::string> Out;
  for (const Function &F : M)
    for (const Instruction &I : instructions(F))
      if (const auto *CI = dyn_cast<CallInst>(&I);
          CI && CI->getCalledFunction() &&
          CI->getCalledFunction()->getName().starts_with("dx.op.")) {
        std::string S;
        raw_string_ostream OS(S);
        OS << CI->getCalledFunction()->getName() << "(";
        for (const Use &A : CI->args()) {
          if (isa<Constant>(A.get()))
            A->printAsOperand(OS);
          else
            OS << "%v";
          OS << ",";
        }
        OS << ")";
        Out.push_back(S);
      }
  return Out;
}

struct BitstreamItem {
  unsigned Block; ///< Enclosing block ID (~0u at top level).
  bool IsBlock;   ///< A sub-block (ID in Code) or a record.
  unsigned Code;
  SmallVector<uint64_t, 8> Ops;
};

/// Every block and record of a bitcode stream, in order.
inline std::vector<BitstreamItem> walkBitstream(StringRef Bitcode) {
  std::vector<BitstreamItem> Items;
  BitstreamCursor Cursor(Bitcode);
  for (unsigned Magic :
       {unsigned('B'), unsigned('C'), 0x0u, 0xCu, 0xEu, 0xDu}) {
    Expected<SimpleBitstreamCursor::word_t> W =
        Cursor.Read(Magic == 'B' || Magic == 'C' ? 8 : 4);
    if (!W || *W != Magic) {
      ADD_FAILURE() << "bad magic";
      return Items;
    }
  }
  std::vector<unsigned> Stack = {~0u};
  while (!Cursor.AtEndOfStream()) {
    Expected<BitstreamEntry> E = Cursor.advance();
    if (!E) {
      ADD_FAILURE() << toString(E.takeError());
      break;
    }
    switch (E->Kind) {
    case BitstreamEntry::SubBlock:
      Items.push_back({Stack.back(), true, E->ID, {}});
      if (Error Err = Cursor.EnterSubBlock(E->ID)) {
        ADD_FAILURE() << toString(std::move(Err));
        return Items;
      }
      Stack.push_back(E->ID);
      break;
    case BitstreamEntry::EndBlock:
      Stack.pop_back();
      if (Stack.size() == 1)
        return Items; // Any trailing data is checked by the caller's size.
      break;
    case BitstreamEntry::Record: {
      BitstreamItem It{Stack.back(), false, 0, {}};
      Expected<unsigned> Code = Cursor.readRecord(E->ID, It.Ops);
      if (!Code) {
        ADD_FAILURE() << toString(Code.takeError());
        return Items;
      }
      It.Code = *Code;
      Items.push_back(std::move(It));
      break;
    }
    case BitstreamEntry::Error:
      ADD_FAILURE() << "malformed bitstream";
      return Items;
    }
  }
  return Items;
}

/// Blocks and records a 3.7 reader does not know, by (block, code).
inline std::vector<std::string>
post37Items(const std::vector<BitstreamItem> &Items) {
  std::vector<std::string> Bad;
  const std::set<unsigned> KnownBlocks = {0,
                                          bitc::MODULE_BLOCK_ID,
                                          bitc::PARAMATTR_BLOCK_ID,
                                          bitc::PARAMATTR_GROUP_BLOCK_ID,
                                          bitc::CONSTANTS_BLOCK_ID,
                                          bitc::FUNCTION_BLOCK_ID,
                                          bitc::VALUE_SYMTAB_BLOCK_ID,
                                          bitc::METADATA_BLOCK_ID,
                                          bitc::METADATA_ATTACHMENT_ID,
                                          bitc::TYPE_BLOCK_ID_NEW,
                                          bitc::USELIST_BLOCK_ID};
  for (const BitstreamItem &I : Items) {
    std::string Where =
        "block " + std::to_string(I.Block) + " code " + std::to_string(I.Code);
    if (I.IsBlock) {
      if (!KnownBlocks.count(I.Code) ||
          (I.Block == ~0u && I.Code != bitc::MODULE_BLOCK_ID))
        Bad.push_back("sub-block " + Where);
      continue;
    }
    switch (I.Block) {
    case bitc::MODULE_BLOCK_ID:
      if (I.Code == bitc::MODULE_CODE_VERSION && I.Ops != ArrayRef<uint64_t>{1})
        Bad.push_back("module version other than 1");
      if (I.Code == bitc::MODULE_CODE_VSTOFFSET ||
          I.Code == bitc::MODULE_CODE_SOURCE_FILENAME ||
          I.Code == bitc::MODULE_CODE_HASH ||
          I.Code == bitc::MODULE_CODE_IFUNC ||
          I.Code == bitc::MODULE_CODE_ALIAS ||
          I.Code == bitc::MODULE_CODE_COMDAT)
        Bad.push_back(Where);
      break;
    case bitc::TYPE_BLOCK_ID_NEW:
      if (I.Code == bitc::TYPE_CODE_OPAQUE_POINTER ||
          I.Code == bitc::TYPE_CODE_TOKEN || I.Code == bitc::TYPE_CODE_BFLOAT ||
          I.Code == bitc::TYPE_CODE_X86_AMX ||
          I.Code == bitc::TYPE_CODE_TARGET_TYPE ||
          I.Code == bitc::TYPE_CODE_FUNCTION_OLD)
        Bad.push_back(Where);
      break;
    case bitc::CONSTANTS_BLOCK_ID:
      if (I.Code >= bitc::CST_CODE_CE_UNOP) // CE_UNOP, POISON, DSO_LOCAL...
        Bad.push_back(Where);
      break;
    case bitc::METADATA_BLOCK_ID:
      if (I.Code == bitc::METADATA_STRINGS ||
          I.Code == bitc::METADATA_INDEX_OFFSET ||
          I.Code == bitc::METADATA_INDEX ||
          I.Code == bitc::METADATA_GLOBAL_DECL_ATTACHMENT ||
          I.Code == bitc::METADATA_ARG_LIST)
        Bad.push_back(Where);
      break;
    case bitc::FUNCTION_BLOCK_ID:
      if (I.Code == bitc::FUNC_CODE_INST_UNOP ||
          I.Code == bitc::FUNC_CODE_INST_CALLBR ||
          I.Code == bitc::FUNC_CODE_INST_FREEZE ||
          I.Code == bitc::FUNC_CODE_INST_ATOMICRMW ||
          I.Code == bitc::FUNC_CODE_OPERAND_BUNDLE ||
          I.Code >= bitc::FUNC_CODE_BLOCKADDR_USERS ||
          (I.Code >= bitc::FUNC_CODE_INST_CLEANUPRET &&
           I.Code <= bitc::FUNC_CODE_INST_CATCHSWITCH))
        Bad.push_back(Where);
      if (I.Code == bitc::FUNC_CODE_INST_CALL && I.Ops.size() > 1 &&
          (I.Ops[1] & (1u << bitc::CALL_FMF)))
        Bad.push_back("call with fast-math flags");
      break;
    case bitc::VALUE_SYMTAB_BLOCK_ID:
      if (I.Code == bitc::VST_CODE_FNENTRY ||
          I.Code == bitc::VST_CODE_COMBINED_ENTRY)
        Bad.push_back(Where);
      break;
    default:
      break;
    }
  }
  return Bad;
}

/// Opcodes of every instruction, apart from the writer's typed-pointer casts
/// and first-element GEPs, and the constructs it rewrites (lifetime markers,
/// freeze, fneg). Constant expressions become instructions in the writer,
/// with LLVM's convertUsersOfConstantsToInstructions (which shares one
/// expansion among users it dominates), so the expected side is expanded the
/// same way.
inline std::vector<std::string> opcodeSequence(const Module &Original) {
  std::unique_ptr<Module> Copy = CloneModule(Original);
  SmallVector<Constant *, 16> Exprs;
  for (Function &F : *Copy)
    for (Instruction &I : instructions(F))
      for (Value *Op : I.operands())
        if (auto *CE = dyn_cast<ConstantExpr>(Op))
          Exprs.push_back(CE);
  if (!Exprs.empty())
    convertUsersOfConstantsToInstructions(Exprs, nullptr, true, true);
  const Module &Mod = *Copy;
  std::vector<std::string> Out;
  for (const Function &F : Mod)
    for (const Instruction &I : instructions(F)) {
      if (const auto *BC = dyn_cast<BitCastInst>(&I);
          BC && BC->getType() == BC->getOperand(0)->getType())
        continue;
      if (isa<FreezeInst>(I) || isa<LifetimeIntrinsic>(I))
        continue;
      // The writer's first-element GEPs (instead of size-changing casts).
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(&I);
          GEP && GEP->hasAllZeroIndices())
        continue;
      Out.push_back(I.getOpcode() == Instruction::FNeg ? "fsub"
                                                       : I.getOpcodeName());
    }
  return Out;
}

/// Where two opcode sequences first differ, for a readable failure.
inline std::string firstDifference(const std::vector<std::string> &A,
                                   const std::vector<std::string> &B) {
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  if (I == A.size() && I == B.size())
    return "";
  auto Around = [&](const std::vector<std::string> &V) {
    std::string S;
    for (size_t K = I >= 3 ? I - 3 : 0; K < V.size() && K < I + 4; ++K)
      S += (K == I ? "[" + V[K] + "]" : V[K]) + " ";
    return S;
  };
  return "at " + std::to_string(I) + ": " + Around(A) + "vs " + Around(B);
}

} // namespace writertest

#endif // DXILD_TESTS_WRITER_WRITERTESTUTIL_H
