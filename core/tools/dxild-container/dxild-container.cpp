//===- dxild-container.cpp - Write a DXIL container for an .ll file -------===//
//
// Usage: dxild-container [--bitcode] [--zero-digest] [--from-dxil] in -o out
//
// Runs the writer stage on a lowered (DXIL-form) module and writes the
// container, or with --bitcode only the DXIL part's bitcode, for
// llvm-bcanalyzer. The input is an .ll file, or with --from-dxil a DXC
// container whose bitcode LLVM 22 reads (to compare the writer's records with
// DXC's for the same module). Writer diagnostics go to stderr; the exit code
// is 1 when the writer rejected the module.
//
//===----------------------------------------------------------------------===//

#include "Writer/WriterStage.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Object/DXContainer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<std::string> InputFile(cl::Positional, cl::desc("<input .ll>"),
                                      cl::Required);
static cl::opt<std::string> OutputFile("o", cl::desc("Output file"),
                                       cl::value_desc("filename"),
                                       cl::Required);
static cl::opt<bool> BitcodeOnly("bitcode",
                                 cl::desc("Write only the DXIL bitcode"));
static cl::opt<bool> FromDXIL("from-dxil",
                              cl::desc("Input is a DXIL container"));
static cl::opt<bool> ZeroDigest("zero-digest",
                                cl::desc("All-zero container digest instead "
                                         "of the BYPASS sentinel"));

int main(int argc, char **argv) {
  cl::ParseCommandLineOptions(argc, argv, "dxild DXIL container writer\n");
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  if (FromDXIL) {
    auto Buf = MemoryBuffer::getFile(InputFile);
    if (!Buf) {
      errs() << "cannot read " << InputFile << "\n";
      return 1;
    }
    auto C = object::DXContainer::create((*Buf)->getMemBufferRef());
    if (!C || !C->getDXIL()) {
      errs() << "not a DXIL container: " << InputFile << "\n";
      if (!C)
        consumeError(C.takeError());
      return 1;
    }
    StringRef BC(C->getDXIL()->second, C->getDXIL()->first.Bitcode.Size);
    // LLVM 22 refuses DXIL's min-precision layout; sizes do not matter here.
    ParserCallbacks CB([](StringRef, StringRef) -> std::optional<std::string> {
      return std::string("e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-"
                         "f16:16-f32:32-f64:64-n8:16:32:64");
    });
    auto Parsed = parseBitcodeFile(MemoryBufferRef(BC, InputFile), Ctx, CB);
    if (!Parsed) {
      errs() << toString(Parsed.takeError()) << "\n";
      return 1;
    }
    M = std::move(*Parsed);
  } else {
    SMDiagnostic Err;
    M = parseAssemblyFile(InputFile, Err, Ctx);
    if (!M) {
      Err.print(argv[0], errs());
      return 1;
    }
  }
  dxild::ContainerInputs In;
  In.ZeroDigest = ZeroDigest;
  std::vector<dxild::Diagnostic> Diags;
  std::string Container;
  bool Ok = dxild::runWriterStage(*M, In, Diags, Container);
  for (const dxild::Diagnostic &D : Diags)
    errs() << "error: " << D.Message << " [" << D.Code << "]\n";
  if (!Ok)
    return 1;
  StringRef Out = Container;
  if (BitcodeOnly) {
    // The DXIL part is last: its 24-byte program header holds the bitcode
    // offset (from byte 8) and size.
    uint32_t Count = support::endian::read32le(Container.data() + 28);
    uint32_t Part =
        support::endian::read32le(Container.data() + 32 + 4 * (Count - 1));
    const char *Program = Container.data() + Part + 8;
    uint32_t Offset = support::endian::read32le(Program + 16);
    uint32_t Size = support::endian::read32le(Program + 20);
    Out = StringRef(Program + 8 + Offset, Size);
  }
  std::error_code EC;
  raw_fd_ostream OS(OutputFile, EC, sys::fs::OF_None);
  if (EC) {
    errs() << "cannot open " << OutputFile << ": " << EC.message() << "\n";
    return 1;
  }
  OS << Out;
  return 0;
}
