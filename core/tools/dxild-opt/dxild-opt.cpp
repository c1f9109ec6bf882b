//===- dxild-opt.cpp - Run dxild's IR passes on an .ll file ---------------===//
//
// An opt-like driver for dxild's own passes, so each pass can be tested IR in,
// IR out, with FileCheck. LLVM's opt cannot load them (they live in dxild's
// static libraries and need dxild's binding hints), hence this tool. Standard
// LLVM passes may be mixed into -passes as with opt.
//
//===----------------------------------------------------------------------===//

#include "Binding/BindingContext.h"
#include "Binding/BindingTable.h"
#include "Binding/BindingValidation.h"
#include "Binding/CBufferArrays.h"
#include "Binding/FinalizeLinkage.h"
#include "Binding/HandlePhis.h"
#include "Binding/ImplicitBinding.h"
#include "Binding/LocalResources.h"
#include "Binding/PruneUnusedCBuffers.h"
#include "Binding/ResourceCleanup.h"
#include "Binding/RetypeResources.h"
#include "Binding/TBuffers.h"
#include "Intrinsics/CanonicalPhiOrder.h"
#include "Intrinsics/ElementwiseMatrixMul.h"
#include "Intrinsics/ForwardAtomicDest.h"
#include "Intrinsics/InternalizeHelpers.h"
#include "Intrinsics/LowerDxildIntrinsics.h"
#include "Intrinsics/RepairCBufferFieldIndex.h"
#include "Intrinsics/RepairStructStatusLoad.h"
#include "Intrinsics/SplitRawStructCopy.h"
#include "Intrinsics/WidenNarrowIntegers.h"
#include "Lowering/DXILAggregateValues.h"
#include "Lowering/DXILBoolBitcast.h"
#include "Lowering/DXILCBufferAccess.h"
#include "Lowering/DXILCBufferRows.h"
#include "Lowering/DXILDeadLocals.h"
#include "Lowering/DXILEvalAttribute.h"
#include "Lowering/DXILExpandMemCopies.h"
#include "Lowering/DXILFlattenMemory.h"
#include "Lowering/DXILFoldAddrSpaceCasts.h"
#include "Lowering/DXILHandleLowering.h"
#include "Lowering/DXILIntrinsicExpansion.h"
#include "Lowering/DXILLegalize.h"
#include "Lowering/DXILMemoryPointerPhi.h"
#include "Lowering/DXILOpLowering.h"
#include "Lowering/DXILPrepare.h"
#include "Lowering/DXILResourceAccess.h"
#include "Lowering/DXILResourcePointerPhi.h"
#include "Lowering/DXILShaderFlags.h"
#include "Lowering/DXILSignatureUsage.h"
#include "Lowering/DXILSignatures.h"
#include "Lowering/DXILTextureAccess.h"
#include "Lowering/DXILTextureOffsets.h"
#include "Lowering/DXILTranslateMetadata.h"
#include "Lowering/DXILViewIdState.h"
#include "Lowering/DXILWideIntegers.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringStage.h"
#include "Support/AnalysisManagers.h"
#include "dxild/core/BindingJSON.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/IRReader/IRReader.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dxild;

static cl::OptionCategory Category("dxild-opt options");

static cl::opt<std::string> InputFilename(cl::Positional,
                                          cl::desc("<input .ll file>"),
                                          cl::init("-"), cl::cat(Category));
static cl::opt<std::string> OutputFilename("o", cl::desc("Output file"),
                                           cl::value_desc("filename"),
                                           cl::init("-"), cl::cat(Category));
static cl::opt<std::string>
    PassPipeline("passes",
                 cl::desc("Pipeline of dxild and LLVM passes, as with opt"),
                 cl::cat(Category));
static cl::opt<std::string>
    BindingHints("binding-hints",
                 cl::desc("Binding hints JSON (default_space, reserved, pins)"),
                 cl::value_desc("file"), cl::cat(Category));
static cl::opt<int> AutoBindingSpace(
    "auto-binding-space",
    cl::desc("Space for implicit bindings (overrides default_space)"),
    cl::init(-1), cl::cat(Category));
static cl::opt<std::string>
    ReflectJSON("reflect-json",
                cl::desc("Write the resolved binding table as JSON"),
                cl::value_desc("file"), cl::cat(Category));
static cl::opt<bool> DisableOutput("disable-output",
                                   cl::desc("Do not write the IR"),
                                   cl::cat(Category));
static cl::opt<bool> DisableVerify("disable-verify",
                                   cl::desc("Do not verify the result"),
                                   cl::cat(Category));
static cl::list<std::string> EntryInputs(
    "entry-input",
    cl::desc("Entry input semantic for dxil-signatures, in parameter order: "
             "NAME<index>[:<columns>][:signed][:out] (what the frontend "
             "reads from the AST)"),
    cl::CommaSeparated, cl::cat(Category));
static cl::list<std::string> EntryOutputs(
    "entry-output",
    cl::desc("Entry output semantic for dxil-signatures, in return-value "
             "order: NAME<index>[:<columns>][:signed]"),
    cl::CommaSeparated, cl::cat(Category));
// Accepted for familiarity with opt; the output is always textual IR.
static cl::opt<bool> TextOutput("S", cl::desc("Write textual IR (default)"),
                                cl::cat(Category));

namespace {

/// State the passes share with the tool (see PassRegistry.def).
struct ToolContext {
  BindingContext Binding;
  IntrinsicsContext Intrinsics;
  LoweringContext Lowering;
};

void printDiagnostics(const std::vector<Diagnostic> &Diags) {
  for (const Diagnostic &D : Diags) {
    raw_ostream &OS = errs();
    if (D.Line)
      OS << D.File << ":" << D.Line << ":" << D.Column << ": ";
    switch (D.Level) {
    case Severity::Note:
      OS << "note: ";
      break;
    case Severity::Remark:
      OS << "remark: ";
      break;
    case Severity::Warning:
      OS << "warning: ";
      break;
    case Severity::Error:
    case Severity::Fatal:
      OS << "error: ";
      break;
    }
    OS << D.Message;
    if (!D.Code.empty())
      OS << " [" << D.Code << "]";
    OS << "\n";
  }
}

bool loadHints(BindingOptions &Hints) {
  if (!BindingHints.empty()) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
        MemoryBuffer::getFileOrSTDIN(BindingHints);
    if (!Buf) {
      WithColor::error() << BindingHints << ": " << Buf.getError().message()
                         << "\n";
      return false;
    }
    std::string Error;
    std::optional<BindingOptions> Parsed =
        parseBindingHintsJSON((*Buf)->getBuffer().str(), Error);
    if (!Parsed) {
      WithColor::error() << BindingHints << ": " << Error << "\n";
      return false;
    }
    Hints = std::move(*Parsed);
  }
  if (AutoBindingSpace >= 0)
    Hints.DefaultSpace = uint32_t(AutoBindingSpace);
  return true;
}

/// Parses one -entry-input/-entry-output value (see their descriptions).
EntrySemantic parseEntrySemantic(StringRef Spec) {
  SmallVector<StringRef, 4> Parts;
  Spec.split(Parts, ':');
  EntrySemantic S;
  StringRef Name = Parts[0];
  size_t End = Name.size();
  while (End > 0 && isDigit(Name[End - 1]))
    --End;
  S.Name = Name.substr(0, End).str();
  if (End < Name.size())
    Name.substr(End).getAsInteger(10, S.Index);
  for (StringRef P : ArrayRef<StringRef>(Parts).drop_front()) {
    if (P == "signed")
      S.SignedInteger = true;
    else if (P == "out")
      S.OutParameter = true;
    else
      P.getAsInteger(10, S.Columns);
  }
  return S;
}

void registerDxildPasses(PassBuilder &PB, ToolContext &Ctx) {
  PB.registerPipelineParsingCallback(
      [&Ctx](StringRef Name, ModulePassManager &MPM,
             ArrayRef<PassBuilder::PipelineElement>) {
#define DXILD_MODULE_PASS(NAME, CREATE_PASS)                                   \
  if (Name == NAME) {                                                          \
    MPM.addPass(CREATE_PASS);                                                  \
    return true;                                                               \
  }
#define DXILD_MODULE_PIPELINE(NAME, ADD_PASSES)                                \
  if (Name == NAME) {                                                          \
    ADD_PASSES(MPM);                                                           \
    return true;                                                               \
  }
#include "PassRegistry.def"
        return false;
      });
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM X(argc, argv);
  cl::HideUnrelatedOptions(Category);
  cl::ParseCommandLineOptions(argc, argv, "dxild IR pass driver\n");

  ToolContext Ctx;
  if (!EntryInputs.empty() || !EntryOutputs.empty()) {
    EntrySemantics Sems;
    for (const std::string &V : EntryInputs)
      Sems.Inputs.push_back(parseEntrySemantic(V));
    for (const std::string &V : EntryOutputs)
      Sems.Outputs.push_back(parseEntrySemantic(V));
    Ctx.Lowering.Semantics = std::move(Sems);
  }
  if (!loadHints(Ctx.Binding.Hints))
    return 1;

  LLVMContext Context;
  SMDiagnostic Err;
  std::unique_ptr<Module> M = parseIRFile(InputFilename, Err, Context);
  if (!M) {
    Err.print(argv[0], errs());
    return 1;
  }

  PassBuilder PB;
  registerDxildPasses(PB, Ctx);
  AnalysisManagers AM(PB);
  ModuleAnalysisManager &MAM = AM.MAM;

  ModulePassManager MPM;
  if (Error E = PB.parsePassPipeline(MPM, PassPipeline)) {
    WithColor::error() << toString(std::move(E)) << "\n";
    return 1;
  }
  MPM.run(*M, MAM);

  printDiagnostics(Ctx.Intrinsics.Diags);
  printDiagnostics(Ctx.Binding.Diags);
  printDiagnostics(Ctx.Lowering.Diags);
  if (Ctx.Binding.hasErrors() || Ctx.Intrinsics.hasErrors() ||
      Ctx.Lowering.hasErrors())
    return 1;

  if (!DisableVerify && verifyModule(*M, &errs())) {
    WithColor::error() << "the passes produced invalid IR\n";
    return 1;
  }

  if (!ReflectJSON.empty()) {
    std::error_code EC;
    ToolOutputFile Out(ReflectJSON, EC, sys::fs::OF_Text);
    if (EC) {
      WithColor::error() << ReflectJSON << ": " << EC.message() << "\n";
      return 1;
    }
    Out.os() << bindingTableToJSON(buildBindingTable(*M, MAM, Ctx.Binding))
             << "\n";
    Out.keep();
  }

  if (!DisableOutput) {
    std::error_code EC;
    ToolOutputFile Out(OutputFilename, EC, sys::fs::OF_Text);
    if (EC) {
      WithColor::error() << OutputFilename << ": " << EC.message() << "\n";
      return 1;
    }
    M->print(Out.os(), nullptr);
    Out.keep();
  }
  return 0;
}
