//===- WriterStage.cpp - The writer stage of the pipeline -----------------===//

#include "Writer/WriterStage.h"

#include "Writer/BitcodeWriter37.h"
#include "Writer/ContainerWriter.h"
#include "Writer/ModuleInfo.h"
#include "Writer/PrepareModule.h"
#include "Writer/RootSignatureFlags.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Frontend/HLSL/RootSignatureMetadata.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/MC/DXContainerRootSignature.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace dxild {

namespace {

// The two DXIL data layouts; LLVM 22 cannot parse the first, so the module
// cannot carry it and the writer picks by the module's precision mode.
constexpr const char *MinPrecisionLayout =
    "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:"
    "16:32:64";
constexpr const char *NativeLowPrecisionLayout =
    "e-m:e-p:32:32-i1:32-i8:8-i16:16-i32:32-i64:64-f16:16-f32:32-f64:64-n8:"
    "16:32:64";

void report(std::vector<Diagnostic> &Diags, const std::string &Code,
            const std::string &Message) {
  Diagnostic D;
  D.Level = Severity::Error;
  D.Code = Code;
  D.Message = "DXIL writer: " + Message;
  Diags.push_back(std::move(D));
}

/// Serializes the root signature of \p EntryName from Clang's
/// `!dx.rootsignatures = !{!{ptr @entry, !elements, i32 version}}`.
bool rootSignatureFromMetadata(const Module &M, StringRef EntryName,
                               std::string &Out, writer::WriterDiags &Diags) {
  const NamedMDNode *RS = M.getNamedMetadata("dx.rootsignatures");
  if (!RS)
    return true;
  for (const MDNode *N : RS->operands()) {
    if (N->getNumOperands() != 3)
      continue;
    auto *F = mdconst::dyn_extract_or_null<Function>(N->getOperand(0));
    auto *Elements = dyn_cast_or_null<MDNode>(N->getOperand(1));
    auto *Version = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(2));
    if (!F || F->getName() != EntryName || !Elements || !Version)
      continue;
    hlsl::rootsig::MetadataParser Parser(Elements);
    Expected<mcdxbc::RootSignatureDesc> Desc =
        Parser.ParseRootSignature(uint32_t(Version->getZExtValue()));
    if (!Desc) {
      Diags.error(writer::MetadataCode,
                  "root signature: " + toString(Desc.takeError()));
      return false;
    }
    // RootSignatureDesc::write takes the header's offsets as given and they
    // default to 0: the parameters would be read from the header itself
    // (validator: "Unsupported ShaderVisibility value 72"). DXC puts the
    // parameters right after the header and the samplers after the
    // parameters' descriptors.
    writer::omitDefaultRootSignatureFlags(*Desc);
    Desc->RootParameterOffset = Desc->computeRootParametersOffset();
    Desc->StaticSamplersOffset = Desc->computeStaticSamplersOffset();
    raw_string_ostream OS(Out);
    Desc->write(OS);
    OS.flush();
    return true;
  }
  return true;
}

/// Replaces \p M's dx.source.* named metadata (DXC's
/// kDxilSource*MDName) with \p In's, or with DXC's dummy entries
/// (DxilModule::StripShaderSourcesAndCompileOptions(true)) when
/// \p WithSources is false.
void setSourceMetadata(Module &M, const DebugModuleInputs &In,
                       bool WithSources) {
  LLVMContext &C = M.getContext();
  for (const char *Name : {"dx.source.contents", "dx.source.defines",
                           "dx.source.mainFileName", "dx.source.args"})
    if (NamedMDNode *N = M.getNamedMetadata(Name))
      N->eraseFromParent();
  auto Strings = [&](const std::vector<std::string> &List) {
    SmallVector<Metadata *, 8> Ops;
    if (WithSources)
      for (const std::string &S : List)
        Ops.push_back(MDString::get(C, S));
    return MDTuple::get(C, Ops);
  };
  NamedMDNode *Contents = M.getOrInsertNamedMetadata("dx.source.contents");
  if (WithSources) {
    for (const auto &[Name, Text] : In.Sources)
      Contents->addOperand(
          MDTuple::get(C, {MDString::get(C, Name), MDString::get(C, Text)}));
  } else {
    Contents->addOperand(
        MDTuple::get(C, {MDString::get(C, ""), MDString::get(C, "")}));
  }
  M.getOrInsertNamedMetadata("dx.source.defines")
      ->addOperand(Strings(In.Defines));
  M.getOrInsertNamedMetadata("dx.source.mainFileName")
      ->addOperand(MDTuple::get(
          C, {MDString::get(C, WithSources ? In.MainFileName : "")}));
  M.getOrInsertNamedMetadata("dx.source.args")
      ->addOperand(Strings(In.Arguments));
}

} // namespace

bool serializeRootSignature(const Module &M, const std::string &EntryName,
                            std::vector<Diagnostic> &Diags, std::string &RTS0) {
  writer::WriterDiags WD;
  bool Ok = rootSignatureFromMetadata(M, EntryName, RTS0, WD);
  for (const writer::WriterError &E : WD.errors())
    report(Diags, E.Code, E.Message);
  return Ok;
}

bool runWriterStage(const Module &M, const ContainerInputs &In,
                    std::vector<Diagnostic> &Diags, std::string &Container,
                    DebugPrograms *Debug) {
  writer::WriterDiags WD;
  auto Flush = [&]() {
    for (const writer::WriterError &E : WD.errors())
      report(Diags, E.Code, E.Message);
    return !WD.hasErrors();
  };

  std::unique_ptr<Module> Copy = CloneModule(M);
  writer::DXILModuleInfo Info;
  if (!writer::readDXILModuleInfo(*Copy, Info, WD))
    return Flush();

  writer::ContainerOptions Options;
  Options.Digest =
      In.ZeroDigest ? writer::DigestKind::Zero : writer::DigestKind::Bypass;
  Options.RootSignature = In.RootSignature;
  if (Options.RootSignature.empty() &&
      !rootSignatureFromMetadata(*Copy, Info.EntryName, Options.RootSignature,
                                 WD))
    return Flush();

  if (!writer::prepareModuleFor37(*Copy, WD))
    return Flush();
  {
    std::string Message;
    raw_string_ostream OS(Message);
    if (verifyModule(*Copy, &OS)) {
      WD.error(writer::InternalCode, "module to write is invalid: " + Message);
      return Flush();
    }
  }

  writer::Bitcode37Options BC;
  BC.DataLayout =
      Info.nativeLowPrecision() ? NativeLowPrecisionLayout : MinPrecisionLayout;
  SmallVector<char, 0> Bitcode;
  if (!writer::writeBitcode37(*Copy, BC, Bitcode, WD))
    return Flush();

  if (In.Debug.Enabled) {
    // The debug module: the DXIL module (metadata included) plus DXC's
    // dx.source.* records. dxild has no debug locations, so there is no
    // llvm.dbg.cu and no "Debug Info Version" flag.
    DebugPrograms Written;
    for (bool WithSources : {true, false}) {
      setSourceMetadata(*Copy, In.Debug, WithSources);
      SmallVector<char, 0> DebugBitcode;
      if (!writer::writeBitcode37(*Copy, BC, DebugBitcode, WD))
        return Flush();
      if (WithSources && In.Debug.HashIncludesSource)
        Options.HashedDebugBitcode.assign(DebugBitcode.begin(),
                                          DebugBitcode.end());
      (WithSources ? Written.WithSources : Written.WithoutSources) =
          writer::writeProgramPart(Info, DebugBitcode);
    }
    if (Debug)
      *Debug = std::move(Written);
  }

  Container = writer::writeContainer(Info, Bitcode, Options);
  return Flush();
}

} // namespace dxild
