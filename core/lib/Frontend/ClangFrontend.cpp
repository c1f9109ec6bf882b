//===- ClangFrontend.cpp - Clang 22 HLSL frontend, in-process -------------===//
//
// One CompilerInstance and one LLVMContext per call, so calls can run on any
// number of threads at once. The compile sees an in-memory file system built
// from the request alone: the server's own files are unreachable by
// construction, not by filtering.
//
//===----------------------------------------------------------------------===//

#include "Frontend/ClangFrontend.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclGroup.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticFrontend.h"
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <map>
#include <optional>

#include "Frontend/ASTRepairs.h"
#include "Frontend/CBufferCopy.h"
#include "Frontend/CBufferFieldMap.h"
#include "Frontend/CBufferLayout.h"
#include "Frontend/ConstObjectMethods.h"
#include "Frontend/DerivedAssignment.h"
#include "Frontend/DxcOverload.h"
#include "Frontend/EffectSyntax.h"
#include "Frontend/EmptyBufferDecls.h"
#include "Frontend/EntryInterface.h"
#include "Frontend/EnumBases.h"
#include "Frontend/EnumPromotion.h"
#include "Frontend/FrontendLocations.h"
#include "Frontend/HLSLTargetInfo.h"
#include "Frontend/HeapCBuffer.h"
#include "Frontend/HeapCasts.h"
#include "Frontend/ImplicitMemberCalls.h"
#include "Frontend/IncludeFileSystem.h"
#include "Frontend/LegacyForScope.h"
#include "Frontend/LegacyMacroExpansion.h"
#include "Frontend/MatrixSwizzle.h"
#include "Frontend/PreludePCH.h"
#include "Frontend/RawTokens.h"
#include "Frontend/RayFlagTemplates.h"
#include "Frontend/RequestEdits.h"
#include "Frontend/ResourceArrayParams.h"
#include "Frontend/ResourceBufferCheck.h"
#include "Frontend/ResourceInitLists.h"
#include "Frontend/ResourceKeywords.h"
#include "Frontend/ResourceStructs.h"
#include "Frontend/RootSignatureGuard.h"
#include "Frontend/SamplerTextureRegisters.h"
#include "Frontend/ScalarBraceInit.h"
#include "Frontend/SizeOf.h"
#include "Frontend/SourceCompat.h"
#include "Frontend/TemplateArrayArgs.h"
#include "Frontend/TemplateVectorConstructors.h"
#include "dxild/core/Prelude.h"

#if DXILD_HAVE_INTRINSICS
#include "Intrinsics/IntrinsicsStage.h"
#endif

#include <cctype>
#include <set>

using namespace llvm;

namespace dxild {

FrontendResult::FrontendResult() = default;
FrontendResult::FrontendResult(FrontendResult &&) = default;
FrontendResult &FrontendResult::operator=(FrontendResult &&) = default;
FrontendResult::~FrontendResult() {
  // The module refers to the context: destroy it first.
  Module.reset();
  Context.reset();
}

std::string clangFullVersion() { return clang::getClangFullVersion(); }

namespace {

/// Clang 22 applies -fdx-rootsignature-define (DXC's -rootsig-define) in
/// HLSLFrontendAction, a wrapper around the action that runs; dxild's
/// actions live on the stack and are read after the run, so this wrapper
/// borrows the action instead of owning it.
class BorrowingHLSLFrontendAction : public clang::HLSLFrontendAction {
public:
  explicit BorrowingHLSLFrontendAction(clang::FrontendAction &Action)
      : HLSLFrontendAction(std::unique_ptr<clang::FrontendAction>(&Action)) {}
  ~BorrowingHLSLFrontendAction() override { (void)WrappedAction.release(); }
};

/// Runs \p Action with the root-signature guard (RootSignatureGuard.h)
/// installed once Clang's own preprocessor callbacks are: inside
/// ExecuteAction, which HLSLFrontendAction enters after adding its
/// -rootsig-define callback.
class RootSignatureGuardedAction : public clang::WrapperFrontendAction {
public:
  RootSignatureGuardedAction(clang::FrontendAction &Action,
                             StringRef DefineName)
      : WrapperFrontendAction(std::unique_ptr<clang::FrontendAction>(&Action)),
        DefineName(DefineName.str()) {}
  ~RootSignatureGuardedAction() override { (void)WrappedAction.release(); }

protected:
  void ExecuteAction() override {
    if (getCompilerInstance().hasPreprocessor())
      installRootSignatureGuard(getCompilerInstance().getPreprocessor(),
                                DefineName);
    WrapperFrontendAction::ExecuteAction();
  }

private:
  std::string DefineName;
};

/// Clang caps how many errors it reports; a hostile source must not be able
/// to produce an unbounded diagnostic list.
constexpr unsigned MaxErrors = 50;
/// The parses after the first that found places to rewrite (below) need
/// every such place Clang reports, not only the first 50: a file with
/// hundreds of float subscripts would otherwise need a round per 50. What
/// the user sees is still capped at MaxErrors.
constexpr unsigned RetryMaxErrors = 2000;
/// Parses after the first for typed rewrites: Clang reports an operator on
/// a matrix only once its operands are valid, so nested ones
/// (`-(((-M << n) + k) >> 15)` in a conditional: DirectXTex's BC6H encoder)
/// take a round per level. Each round runs only when the one before it
/// found a place not rewritten yet.
constexpr unsigned MaxRewriteRounds = 8;

/// Turns a request path into a normalized path below the virtual root, or
/// fails for paths that try to leave it or name nothing.
std::optional<std::string> virtualPath(StringRef Path) {
  if (Path.empty() || sys::path::is_absolute(Path, sys::path::Style::posix) ||
      Path.contains('\\') || Path.contains('\0'))
    return std::nullopt;
  SmallString<128> Result("/");
  for (auto It = sys::path::begin(Path, sys::path::Style::posix),
            End = sys::path::end(Path);
       It != End; ++It) {
    StringRef Part = *It;
    if (Part == ".")
      continue;
    if (Part == "..")
      return std::nullopt;
    sys::path::append(Result, sys::path::Style::posix, Part);
  }
  if (Result == "/")
    return std::nullopt;
  return std::string(Result);
}

Severity toSeverity(clang::DiagnosticsEngine::Level L) {
  switch (L) {
  case clang::DiagnosticsEngine::Note:
    return Severity::Note;
  case clang::DiagnosticsEngine::Remark:
    return Severity::Remark;
  case clang::DiagnosticsEngine::Warning:
    return Severity::Warning;
  case clang::DiagnosticsEngine::Error:
    return Severity::Error;
  case clang::DiagnosticsEngine::Fatal:
    return Severity::Fatal;
  case clang::DiagnosticsEngine::Ignored:
    break;
  }
  return Severity::Note;
}

/// Records each diagnostic as structured data instead of printing it.
class CapturingDiagConsumer : public clang::DiagnosticConsumer {
public:
  explicit CapturingDiagConsumer(std::vector<Diagnostic> &Out) : Out(Out) {}

  std::vector<Diagnostic> &diagnostics() { return Out; }

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Diagnostic D;
    D.Level = toSeverity(Level);
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    D.Message = std::string(Message);
    D.Code = "clang";
    // dxild's own AST checks report through Clang (so that an error stops
    // code generation) as "dxild.<stage>.<what>: message"; the prelude's
    // static assertions (a feedback type, a texture element that does not
    // fit) as Clang's "static assertion failed ...: dxild.<...>: message".
    StringRef Text = Message;
    if (Text.starts_with("static assertion failed"))
      if (size_t At = Text.find(": dxild."); At != StringRef::npos)
        Text = Text.drop_front(At + 2);
    if (Text.starts_with("dxild.")) {
      auto [Code, Rest] = Text.split(": ");
      if (!Rest.empty() && !Code.contains(' ')) {
        D.Code = Code.str();
        D.Message = Rest.str();
      }
    }
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      clang::PresumedLoc PLoc =
          Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (PLoc.isValid()) {
        D.File = userPath(PLoc.getFilename());
        D.Line = PLoc.getLine();
        D.Column = PLoc.getColumn();
      }
    }
    unsigned ID = Info.getID();
    D.Category = clang::DiagnosticIDs::getCategoryNameFromID(
                     clang::DiagnosticIDs::getCategoryNumberForDiag(ID))
                     .str();
    D.Option =
        Info.getDiags()->getDiagnosticIDs()->getWarningOptionForDiag(ID).str();
    Out.push_back(std::move(D));
  }

private:
  std::vector<Diagnostic> &Out;
};

/// Records, in first-open order, every file the preprocessor enters other
/// than the main file and the prelude: the compile's exact dependencies.
class IncludeRecorder : public clang::PPCallbacks {
public:
  IncludeRecorder(clang::SourceManager &SM, std::vector<std::string> &Out,
                  std::string Excluded)
      : SM(SM), Out(Out), Excluded(std::move(Excluded)) {}

  void FileChanged(clang::SourceLocation Loc, FileChangeReason Reason,
                   clang::SrcMgr::CharacteristicKind, clang::FileID) override {
    if (Reason != EnterFile)
      return;
    clang::FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
    if (FID == SM.getMainFileID())
      return;
    clang::OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    if (!File)
      return;
    StringRef Name = File->getName();
    if (Name == Excluded || !Seen.insert(Name).second)
      return;
    Out.push_back(userPath(Name));
  }

private:
  clang::SourceManager &SM;
  std::vector<std::string> &Out;
  std::string Excluded;
  StringSet<> Seen;
};

/// Collects global resource declarations and cbuffers with their source
/// locations; the binding stage reports problems at the declaration.
class ResourceDeclCollector : public clang::ASTConsumer {
public:
  ResourceDeclCollector(clang::SourceManager &SM,
                        std::vector<ResourceDecl> &Out)
      : SM(SM), Out(Out) {}

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override {
    for (clang::Decl *D : Group)
      visit(D);
    return true;
  }

private:
  void visit(clang::Decl *D) {
    if (auto *NS = dyn_cast<clang::NamespaceDecl>(D)) {
      for (clang::Decl *Inner : NS->decls())
        visit(Inner);
      return;
    }
    if (auto *Buffer = dyn_cast<clang::HLSLBufferDecl>(D)) {
      record(Buffer);
      return;
    }
    auto *Var = dyn_cast<clang::VarDecl>(D);
    if (!Var || !Var->hasGlobalStorage())
      return;
    const clang::Type *Ty = Var->getType().getTypePtr();
    if (Ty->isHLSLResourceRecord() || Ty->isHLSLResourceRecordArray())
      record(Var);
  }

  void record(clang::NamedDecl *D) {
    ResourceDecl R;
    R.Name = D->getNameAsString();
    clang::PresumedLoc PLoc = SM.getPresumedLoc(D->getLocation());
    if (PLoc.isValid()) {
      R.File = userPath(PLoc.getFilename());
      R.Line = PLoc.getLine();
      R.Column = PLoc.getColumn();
    }
    for (const auto *Attr :
         D->specific_attrs<clang::HLSLResourceBindingAttr>()) {
      if (Attr->hasRegisterSlot())
        R.HasExplicitRegister = true;
      if (!Attr->isImplicit() && !Attr->getSpace().empty())
        R.HasExplicitSpace = true;
    }
    Out.push_back(std::move(R));
  }

  clang::SourceManager &SM;
  std::vector<ResourceDecl> &Out;
};

/// DXC numbers resources of a class (and orders PSV0's resource records) in
/// declaration order, `$Globals` first; code generation emits them in first-use
/// order. The declaration order travels to the handle lowering as
/// `dxild.resource.order = !{!{!"name"}, ...}`.
void attachResourceOrder(Module &M, const std::vector<ResourceDecl> &Decls) {
  LLVMContext &C = M.getContext();
  NamedMDNode *NMD = M.getOrInsertNamedMetadata("dxild.resource.order");
  for (const ResourceDecl &D : Decls)
    NMD->addOperand(MDTuple::get(C, {MDString::get(C, D.Name)}));
}

/// The consumers that steer Sema around Clang 22's gaps as declarations
/// complete; first in every parse, before any consumer reads the AST.
static void
addSemaSteers(std::vector<std::unique_ptr<clang::ASTConsumer>> &Consumers) {
  // Assignments of structs with a base (DerivedAssignment.h).
  Consumers.push_back(makeDerivedAssignmentSteer());
  // Vector constructors in templates (TemplateVectorConstructors.h).
  Consumers.push_back(makeTemplateVectorConstructorSteer());
  // 32-bit enums compute as int (EnumPromotion.h).
  Consumers.push_back(makeEnumPromotionSteer());
  // Overloaded member calls without an object in templates
  // (ImplicitMemberCalls.h).
  Consumers.push_back(makeImplicitMemberCallSteer());
  // Methods called on const objects (ConstObjectMethods.h).
  Consumers.push_back(makeConstObjectMethodSteer());
}

/// Code generation plus the resource collector, and include recording.
class EmitModuleAction : public clang::EmitLLVMOnlyAction {
public:
  EmitModuleAction(LLVMContext *Ctx, FrontendResult &Result,
                   std::string Prelude, const CompatFiles &Files,
                   bool RowMajorDefault, std::string Entry)
      : clang::EmitLLVMOnlyAction(Ctx), Result(Result),
        Prelude(std::move(Prelude)), Files(Files),
        RowMajorDefault(RowMajorDefault), Entry(std::move(Entry)) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef InFile) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    addSemaSteers(Consumers);
    // Before code generation: Clang 22's AST repairs (ASTRepairs.h).
    Consumers.push_back(std::make_unique<ASTRepairConsumer>());
    Consumers.push_back(
        clang::EmitLLVMOnlyAction::CreateASTConsumer(CI, InFile));
    if (!Consumers.back())
      return nullptr;
    // After code generation skipped a cbuffer without constants: its
    // statics, resources and functions (EmptyBufferDecls.h).
    if (clang::CodeGenerator *Gen = getCodeGenerator())
      Consumers.push_back(std::make_unique<EmptyBufferDeclEmitter>(*Gen));
#if DXILD_HAVE_INTRINSICS
    // After code generation emitted each cbuffer: Clang 22's member indices
    // into its layout structs, for the repair pass (CBufferFieldMap.h).
    if (clang::CodeGenerator *Gen = getCodeGenerator())
      Consumers.push_back(std::make_unique<CBufferFieldMap>(*Gen));
#endif
    Consumers.push_back(std::make_unique<ResourceDeclCollector>(
        CI.getSourceManager(), Result.Resources));
    // DXC's constant-buffer layout (CBufferLayout.h), attached to the module
    // after code generation.
    Consumers.push_back(std::make_unique<CBufferLayoutCollector>(
        Files, Pragmas, RowMajorDefault, CBLayouts, Result.Diagnostics,
        DxildErrors, getCodeGenerator()));
    Consumers.push_back(std::make_unique<ResourceBufferCheck>(
        CI.getSourceManager(), Result.Diagnostics, DxildErrors));
    Consumers.push_back(std::make_unique<ResourceKeywordCollector>(
        Files, CI.getSourceManager(), Keywords, Result.Diagnostics,
        DxildErrors));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeRecorder>(
        CI.getSourceManager(), Result.IncludedFiles, Prelude));
    addPackMatrixPragma(CI.getPreprocessor(), &Pragmas);
    return clang::EmitLLVMOnlyAction::BeginSourceFileAction(CI);
  }

public:
  /// Errors dxild's own AST checks reported (they fail the compile).
  unsigned DxildErrors = 0;
  /// DXC's layout of every constant-buffer member.
  CBufferLayouts CBLayouts;
  ResourceKeywordMap Keywords;
  /// `#pragma pack_matrix` as the preprocessor met them.
  PackMatrixPragmas Pragmas;

private:
  FrontendResult &Result;
  std::string Prelude;
  const CompatFiles &Files;
  bool RowMajorDefault;
  std::string Entry;
};

/// Phase 1: parse only, and read the user's entry (EntryInterface.h).
class EntryInterfaceAction : public clang::ASTFrontendAction {
public:
  EntryInterfaceAction(const CompatFiles &Files, bool RowMajorDefault,
                       bool DX9Semantics, std::string Entry, std::string Stage,
                       EntryInterface &Out, std::vector<OverloadFix> &Fixes,
                       std::vector<ResourceStructFix> &StructFixes,
                       std::vector<CBufferCopyFix> &CopyFixes,
                       HeapCBufferFixes &HeapFixes,
                       std::vector<ResourceInitFix> &InitFixes,
                       std::vector<TextEdit> &TextFixes)
      : Files(Files), RowMajorDefault(RowMajorDefault),
        DX9Semantics(DX9Semantics), Entry(std::move(Entry)),
        Stage(std::move(Stage)), Out(Out), Fixes(Fixes),
        StructFixes(StructFixes), CopyFixes(CopyFixes), HeapFixes(HeapFixes),
        InitFixes(InitFixes), TextFixes(TextFixes) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    addSemaSteers(Consumers);
    Consumers.push_back(makeEntryInterfaceConsumer(
        Files, Pragmas, RowMajorDefault, DX9Semantics, Entry, Stage, Out));
    // Here too, so that its errors are reported even when Clang then fails
    // on the same declarations (ResourceBufferCheck.h); they end phase 1.
    Consumers.push_back(std::make_unique<ResourceBufferCheck>(
        CI.getSourceManager(), Out.Diagnostics, CheckErrors));
    // Calls Clang finds ambiguous and DXC resolves (DxcOverload.h).
    Consumers.push_back(makeOverloadFixCollector(Files, Fixes));
    // Structs copied out of constant buffers (CBufferCopy.h).
    Consumers.push_back(makeCBufferCopyCollector(Files, CopyFixes));
    // ConstantBuffer<T> from ResourceDescriptorHeap (HeapCBuffer.h).
    Consumers.push_back(makeHeapCBufferCollector(Files, HeapFixes));
    // Local structs of resources from a braced list (ResourceInitLists.h).
    Consumers.push_back(makeResourceInitCollector(Files, InitFixes));
    // sizeof with DXC's sizes (SizeOf.h).
    Consumers.push_back(makeSizeOfCollector(Files, TextFixes));
    // Template calls with array sizes to deduce (TemplateArrayArgs.h).
    Consumers.push_back(makeTemplateArrayArgCollector(Files, TextFixes));
    // Global structs holding resources (ResourceStructs.h).
    Consumers.push_back(
        makeResourceStructCollector(Files, StructFixes, Out.Diagnostics));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    // Phase 2 lays the buffers out; here the entry's signature matrices
    // need the pragmas (EntryInterface.h).
    addPackMatrixPragma(CI.getPreprocessor(), &Pragmas);
    return clang::ASTFrontendAction::BeginSourceFileAction(CI);
  }

private:
  const CompatFiles &Files;
  PackMatrixPragmas Pragmas;
  bool RowMajorDefault;
  bool DX9Semantics;
  std::string Entry, Stage;
  EntryInterface &Out;
  std::vector<OverloadFix> &Fixes;
  std::vector<ResourceStructFix> &StructFixes;
  std::vector<CBufferCopyFix> &CopyFixes;
  HeapCBufferFixes &HeapFixes;
  std::vector<ResourceInitFix> &InitFixes;
  /// Length-changing edits from the AST (SizeOf.h, TemplateArrayArgs.h).
  std::vector<TextEdit> &TextFixes;
  unsigned CheckErrors = 0;
};

const char *stageName(ShaderStage S) {
  switch (S) {
  case ShaderStage::Vertex:
    return "vertex";
  case ShaderStage::Pixel:
    return "pixel";
  case ShaderStage::Compute:
    break;
  }
  return "compute";
}

/// -P: run the preprocessor only and keep its output in memory.
class PreprocessToStringAction : public clang::PreprocessorFrontendAction {
public:
  PreprocessToStringAction(FrontendResult &Result, std::string Prelude)
      : Result(Result), Prelude(std::move(Prelude)) {}

protected:
  void ExecuteAction() override {
    clang::CompilerInstance &CI = getCompilerInstance();
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeRecorder>(
        CI.getSourceManager(), Result.IncludedFiles, Prelude));
    raw_string_ostream OS(Result.Preprocessed);
    clang::DoPrintPreprocessedInput(CI.getPreprocessor(), &OS,
                                    CI.getPreprocessorOutputOpts());
  }

private:
  FrontendResult &Result;
  std::string Prelude;
};

void addError(FrontendResult &R, std::string Message, std::string Code) {
  Diagnostic D;
  D.Level = Severity::Error;
  D.Message = std::move(Message);
  D.Code = std::move(Code);
  R.Diagnostics.push_back(std::move(D));
}

/// After each "'NAME' file not found" error, a note naming the file that
/// differs from NAME only in letter case, if the request has one.
void noteIncludeCaseMismatches(std::vector<Diagnostic> &Diags,
                               IncludeFileSystem &FS) {
  std::vector<Diagnostic> Out;
  for (Diagnostic &D : Diags) {
    Out.push_back(D);
    StringRef Msg = D.Message;
    if (D.Level < Severity::Error || !Msg.consume_back("' file not found") ||
        !Msg.consume_front("'"))
      continue;
    auto Mismatch = FS.findCaseMismatch(Msg);
    if (!Mismatch)
      continue;
    Diagnostic N = D;
    N.Level = Severity::Note;
    N.Code = "dxild.frontend.include-case";
    N.Category.clear();
    N.Option.clear();
    N.Message = "'" + userPath(Mismatch->second) + "' differs from '" +
                userPath(Mismatch->first) +
                "' only in letter case; include names are case-sensitive "
                "(DXC on Windows is not): correct the #include";
    Out.push_back(std::move(N));
  }
  Diags = std::move(Out);
}

std::optional<std::string> hlslStdName(StringRef Version) {
  if (Version.empty())
    return std::string();
  for (StringRef Known : {"2016", "2017", "2018", "2021", "202x", "202y"})
    if (Version == Known)
      return ("-std=hlsl" + Version).str();
  return std::nullopt;
}

} // namespace

/// "-w", or "-W" followed by a warning name made of [A-Za-z0-9_=+-].
static bool isWarningOption(const std::string &W) {
  if (W == "-w")
    return true;
  if (W.size() < 3 || W.compare(0, 2, "-W") != 0)
    return false;
  for (size_t I = 2; I < W.size(); ++I) {
    char C = W[I];
    if (!std::isalnum(static_cast<unsigned char>(C)) && C != '-' && C != '_' &&
        C != '=' && C != '+')
      return false;
  }
  // Driver pass-through spellings are not warnings.
  return W.compare(0, 3, "-Wl") != 0 || W.size() > 3;
}

/// The group \p W (-W<g>, -Wno-<g>, -Werror=<g>, -Wno-error=<g>) names.
static StringRef warningGroup(StringRef W) {
  W.consume_front("-W");
  W.consume_front("no-");
  W.consume_front("error=");
  return W;
}

/// Whether \p W (-W<g>, -Wno-<g>, -Werror=<g>, -Wno-error=<g>) names a
/// warning group DXC has and Clang 22 does not (DXC's DiagnosticGroups.td):
/// their warnings are DXC's own (for-redefinition, ambig-lit-shift, ...),
/// which dxild never emits, so the option has no effect, as on DXC for a
/// shader that does not trip them. Passed on, Clang would warn "unknown
/// warning option", an error with -WX (AMD's ParallelSort builds pass
/// -Wno-for-redefinition -WX).
static bool isDxcOnlyWarningOption(StringRef W) {
  static const StringSet<> Groups = {
      "ambig-lit-shift",
      "attribute-type",
      "bad-array-new-length",
      "comma-in-init",
      "effects-syntax",
      "fallback",
      "for-redefinition",
      "hlsl-202x-extensions",
      "hlsl-availability-constant",
      "hlsl-barrier",
      "hlsl-groupshared-202x",
      "hlsl-legacy-literal",
      "hlsl-rayquery-flags",
      "misplaced-attributes",
      "module-build",
      "packoffset-override",
      "parameter-usage",
      "pass",
      "pass-analysis",
      "pass-missed",
      "payload-access-call",
      "payload-access-perf",
      "payload-access-qualifier",
      "payload-access-shader",
      "payload-access-trace",
      "receiver-is-weak",
      "remark-backend-plugin",
      "sanitize-address",
      "semantic-identifier-collision",
      "specifier-override",
      "structurize-exits-lifetime-markers-conflict"};
  return W.starts_with("-W") && Groups.contains(warningGroup(W));
}

/// Each request file's matrix swizzle rewrite (MatrixSwizzle.h), by the
/// name diagnostics give the file, with the file as written.
using SwizzleRewrites =
    std::map<std::string, std::pair<MatrixSwizzleResult, std::string>>;

/// Expressions to rewrite for a second parse (MatrixSwizzle.h), by request
/// file (virtual path), at offsets in the file as the user wrote it.
using TypedRewriteSites = std::map<std::string, TypedRewrites>;

/// Whether a failed phase-1 parse's diagnostics name places for typed
/// rewrites not made yet: phase 1 then stops there (runClangFrontendLF).
using NewTypedSitesCheck =
    llvm::function_ref<bool(const std::vector<Diagnostic> &)>;

static FrontendResult
runClangFrontendImpl(const CompileRequest &Request, const Profile &Target,
                     FrontendMode Mode, const TypedRewriteSites &Typed,
                     SwizzleRewrites &Swizzles, unsigned ErrorLimit,
                     NewTypedSitesCheck HasNewTypedSites);

/// Whether \p Name is an identifier, possibly qualified (`ns::Name`).
static bool isQualifiedName(StringRef Name) {
  static const llvm::Regex Qualified(
      "^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*$");
  return Qualified.match(Name);
}

/// Whether \p Name, a type as Clang prints it, names a struct: an
/// identifier, possibly qualified, that is not one of HLSL's numeric types.
static bool isStructTypeName(StringRef Name) {
  static const llvm::Regex Numeric(
      "^(bool|int|uint|dword|half|float|double|u?int(16|32|64)_t|"
      "float(16|32|64)_t|min(16|10|12)(float|int|uint))[1-4]?(x[1-4])?$");
  return isQualifiedName(Name) && !Numeric.match(Name);
}

/// A struct name or an array of a struct or numeric type (`uint4[1]`), as
/// Clang writes it in a diagnostic: the aggregates HLSL before 2021
/// converts into one another element by element. \p Struct tells which.
static bool isAggregateTypeName(StringRef Name, bool &Struct) {
  static const llvm::Regex Array("^([A-Za-z_][A-Za-z0-9_:]*)(\\[[0-9]+\\])+$");
  Struct = isStructTypeName(Name);
  return Struct || Array.match(Name);
}

/// For an error at \p I of \p Diags that is an expression of one struct
/// type where another is expected, or a struct where an array is expected
/// or the other way round (a return value, an initializer, the right side
/// of `=`, the argument of a call with one candidate, whose 1-based
/// position goes to \p Argument), the expected type; empty otherwise.
/// HLSL before 2021 converts such aggregates element by element; Clang 22
/// refuses, but takes the explicit cast the second parse writes.
static std::string structConversionTarget(const std::vector<Diagnostic> &Diags,
                                          size_t I, unsigned &Argument) {
  static const llvm::Regex Return("^no viable conversion from returned value "
                                  "of type '([^']*)' to function return type "
                                  "'([^']*)'$");
  static const llvm::Regex Init("^no viable conversion from '([^']*)' to "
                                "'([^']*)'$");
  static const llvm::Regex Assign(
      "no known conversion from '([^']*)'( \\(aka '[^']*'\\))? to "
      "'(const )?([^']*)'( \\(aka '[^']*'\\))? for 1st argument$");
  static const llvm::Regex AssignArray(
      "^assigning to '([^']*)'( \\(aka '[^']*'\\))? from incompatible type "
      "'([^']*)'( \\(aka '[^']*'\\))?$");
  static const llvm::Regex Call("^candidate function not viable: no known "
                                "conversion from '([^']*)' to '([^']*)' for "
                                "([1-9][0-9]?)(st|nd|rd|th) argument$");
  SmallVector<StringRef, 4> G;
  StringRef M = Diags[I].Message;
  StringRef From, To;
  if (Return.match(M, &G) || Init.match(M, &G)) {
    From = G[1];
    To = G[2];
  } else if (AssignArray.match(M, &G)) {
    From = G[3];
    To = G[1];
  } else if (M == "no viable overloaded '='") {
    for (size_t N = I + 1;
         N < Diags.size() && Diags[N].Level == Severity::Note && To.empty();
         ++N)
      if (StringRef Note = Diags[N].Message;
          Note.contains("assignment operator") && Assign.match(Note, &G)) {
        From = G[1];
        To = G[4];
      }
  } else if (M.starts_with("no matching function for call to '") &&
             I + 1 < Diags.size() && Diags[I + 1].Level == Severity::Note &&
             (I + 2 == Diags.size() || Diags[I + 2].Level != Severity::Note) &&
             Call.match(Diags[I + 1].Message, &G)) {
    // One candidate, refused for one struct argument: `F(In)`.
    From = G[1];
    To = G[2];
    G[3].getAsInteger(10, Argument);
  }
  // A resource element or cbuffer member: its qualifiers do not matter.
  for (StringRef Qualifier : {"const ", "hlsl_device ", "hlsl_constant "})
    From.consume_front(Qualifier);
  bool FromStruct = false, ToStruct = false;
  if (To.empty() || From == To || !isAggregateTypeName(From, FromStruct) ||
      !isAggregateTypeName(To, ToStruct) || (!FromStruct && !ToStruct))
    return "";
  return To.str();
}

/// A request file as Clang names it, and where `#line N ["name"]`
/// directives (or `# N "name"` markers) renumber its lines, as in
/// preprocessed sources (`dxc -P`): found once per compile, for every
/// diagnostic of every rewrite round.
struct RequestFileLines {
  std::string UserPath;
  /// The physical line each numbered run starts at, and the file and line
  /// Clang shows for it; the first run starts at line 1 of UserPath.
  struct Run {
    unsigned Physical;
    std::string File;
    unsigned Line;
  };
  std::vector<Run> Runs;
  unsigned Lines = 0;
};

static RequestFileLines linesOf(StringRef Content, std::string UserPath) {
  RequestFileLines F;
  F.Runs.push_back({1, UserPath, 1});
  F.UserPath = std::move(UserPath);
  unsigned Physical = 1;
  for (StringRef Rest = Content; !Rest.empty(); ++Physical) {
    auto [Text, Tail] = Rest.split('\n');
    Rest = Tail;
    F.Lines = Physical;
    // A line marker numbers the next line.
    StringRef D = Text.ltrim(" \t");
    if (!D.consume_front("#"))
      continue;
    D = D.ltrim(" \t");
    bool Directive = D.consume_front("line") &&
                     (D.empty() || D.front() == ' ' || D.front() == '\t');
    if (!Directive && (D.empty() || !isDigit(D.front())))
      continue;
    D = D.ltrim(" \t");
    unsigned N = 0;
    size_t Digits = D.find_first_not_of("0123456789");
    if (Digits == 0 || D.take_front(Digits).getAsInteger(10, N))
      continue;
    std::string File = F.Runs.back().File;
    StringRef Name = D.drop_front(Digits).ltrim(" \t");
    if (Name.consume_front("\""))
      if (size_t Quote = Name.find('"'); Quote != StringRef::npos)
        File = userPath(Name.take_front(Quote));
    F.Runs.push_back({Physical + 1, std::move(File), N});
  }
  return F;
}

/// Every request file's lines (linesOf).
static std::vector<RequestFileLines>
requestFileLines(const CompileRequest &Request) {
  std::vector<RequestFileLines> Out;
  auto Add = [&](const std::string &Path, const std::string &Content) {
    if (std::optional<std::string> VPath = virtualPath(Path))
      Out.push_back(linesOf(Content, userPath(*VPath)));
  };
  Add(Request.SourceName, Request.Source);
  for (const auto &[Path, Content] : Request.IncludeFiles)
    Add(Path, Content);
  return Out;
}

/// \p D with the physical file and line of the request file it is in when
/// `#line` directives renumbered it (what the rewrites locate by).
static Diagnostic atPhysicalLine(const std::vector<RequestFileLines> &Files,
                                 Diagnostic D) {
  if (D.Line == 0)
    return D;
  for (const RequestFileLines &F : Files) {
    if (F.Runs.size() == 1) {
      if (D.File != F.UserPath)
        continue;
      return D;
    }
    // The first run that shows the line, in physical order.
    for (size_t R = 0; R < F.Runs.size(); ++R) {
      const RequestFileLines::Run &Run = F.Runs[R];
      unsigned Last =
          R + 1 < F.Runs.size() ? F.Runs[R + 1].Physical - 1 : F.Lines;
      if (Run.File != D.File || D.Line < Run.Line ||
          Run.Physical + (D.Line - Run.Line) > Last)
        continue;
      D.Line = Run.Physical + (D.Line - Run.Line);
      D.File = F.UserPath;
      return D;
    }
  }
  return D;
}

/// Whether a note of error \p I of \p Diags says a candidate was refused
/// only for a const object ("'this' argument has type 'const T', but
/// method is not marked const").
static bool constThisCandidate(const std::vector<Diagnostic> &Diags, size_t I) {
  for (size_t N = I + 1; N < Diags.size() && Diags[N].Level == Severity::Note;
       ++N)
    if (StringRef(Diags[N].Message)
            .contains("'this' argument has type 'const ") &&
        StringRef(Diags[N].Message).ends_with("but method is not marked const"))
      return true;
  return false;
}

/// The request file \p Path and its text, or null.
static const std::string *requestFile(const CompileRequest &Request,
                                      StringRef File, std::string &VPath) {
  auto Match = [&](const std::string &Path) {
    std::optional<std::string> V = virtualPath(Path);
    if (!V || userPath(*V) != File)
      return false;
    VPath = *V;
    return true;
  };
  if (Match(Request.SourceName))
    return &Request.Source;
  for (const auto &[Path, Content] : Request.IncludeFiles)
    if (Match(Path))
      return &Content;
  return nullptr;
}

/// The offset of 1-based \p Line and \p Column in \p Content, or npos.
static size_t offsetOfLine(StringRef Content, unsigned Line, unsigned Column) {
  size_t Offset = 0;
  for (unsigned L = 1; L < Line && Offset != StringRef::npos; ++L) {
    Offset = Content.find('\n', Offset);
    if (Offset != StringRef::npos)
      ++Offset;
  }
  if (Offset == StringRef::npos || Column == 0 ||
      Offset + Column - 1 >= Content.size())
    return StringRef::npos;
  return Offset + Column - 1;
}

/// Where \p Line and \p Column of request file \p File are: its text goes
/// to \p Content (null when the file is not the request's) and its virtual
/// path to \p VPath; npos when it is not there.
static size_t requestOffset(const CompileRequest &Request, StringRef File,
                            unsigned Line, unsigned Column, std::string &VPath,
                            const std::string *&Content) {
  Content = requestFile(Request, File, VPath);
  return Content ? offsetOfLine(*Content, Line, Column) : StringRef::npos;
}

/// A replacement of the next parse, unless one is already planned at
/// \p Offset (several diagnostics may report one place).
static void addReplacement(TypedRewrites &Sites, size_t Offset, size_t Length,
                           std::string Text) {
  if (none_of(Sites.Replacements, [&](const TypedRewrites::Replacement &Old) {
        return Old.Offset == Offset;
      }))
    Sites.Replacements.push_back({Offset, Length, std::move(Text)});
}

/// Whether error \p I of \p Diags is "reference to 'X' is ambiguous"
/// between a declaration of the request's files and the prelude's
/// `hlsl::X`; X goes to \p Name, and whether the declaration is a
/// resource's to \p Resource.
static bool ambiguousWithIntrinsic(const CompileRequest &Request,
                                   const std::vector<Diagnostic> &Diags,
                                   size_t I, std::string &Name,
                                   bool &Resource) {
  Resource = false;
  StringRef M = Diags[I].Message;
  if (!M.consume_front("reference to '") || !M.consume_back("' is ambiguous") ||
      M.contains('\''))
    return false;
  bool Prelude = false, User = false;
  for (size_t N = I + 1; N < Diags.size() && Diags[N].Level == Severity::Note;
       ++N) {
    const Diagnostic &Note = Diags[N];
    if (Note.Message ==
        ("candidate found by name lookup is 'hlsl::" + M + "'").str())
      Prelude = Prelude || StringRef(Note.File).starts_with("<dxild>");
    else if (Note.Message ==
             ("candidate found by name lookup is '" + M + "'").str()) {
      std::string VPath;
      const std::string *Content;
      size_t At = requestOffset(Request, Note.File, Note.Line, Note.Column,
                                VPath, Content);
      if (At == StringRef::npos)
        return false;
      // The declaration's line: a resource's name is the binding table's.
      size_t LineStart = StringRef(*Content).rfind('\n', At);
      LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
      StringRef Decl = StringRef(*Content).slice(LineStart, At);
      for (StringRef Word : {"Texture", "Buffer", "Sampler", "Structure",
                             "FeedbackTexture", "RasterizerOrdered"})
        Resource |= Decl.contains(Word);
      User = true;
    }
  }
  if (!Prelude || !User)
    return false;
  Name = M.str();
  return true;
}

/// Renames the identifier \p Name at \p Line, \p Column of request file
/// \p File to \p Alias (a replacement of the next parse).
static void addRenameAt(const CompileRequest &Request, StringRef File,
                        unsigned Line, unsigned Column, StringRef Name,
                        const std::string &Alias, TypedRewriteSites &Out) {
  std::string VPath;
  const std::string *Content;
  size_t At = requestOffset(Request, File, Line, Column, VPath, Content);
  if (At == StringRef::npos ||
      StringRef(*Content).substr(At, Name.size()) != Name)
    return;
  addReplacement(Out[VPath], At, Name.size(), Alias);
}

/// The unsuffixed integer literal just left of the `<<` at \p D, which
/// Clang 22 shifted past the width of int, becomes a long long literal (a
/// replacement of the next parse), as DXC folds literal integers at 64 bits.
static void addWideShiftLiteral(const CompileRequest &Request,
                                const Diagnostic &D, TypedRewriteSites &Out) {
  std::string VPath;
  const std::string *Content;
  size_t At = requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
  if (At == StringRef::npos ||
      !StringRef(*Content).substr(At).starts_with("<<"))
    return;
  StringRef Text = *Content;
  size_t End = At;
  while (End > 0 && (Text[End - 1] == ' ' || Text[End - 1] == '\t'))
    --End;
  size_t Begin = End;
  while (Begin > 0 && isAlnum(Text[Begin - 1]))
    --Begin;
  StringRef Literal = Text.slice(Begin, End);
  // Decimal or hex digits only (no suffix), not part of a name or a
  // floating-point number.
  bool Hex = Literal.starts_with_insensitive("0x") && Literal.size() > 2;
  StringRef Digits = Hex ? Literal.drop_front(2) : Literal;
  if (Digits.empty() || !isDigit(Literal[0]) ||
      !all_of(Digits, Hex ? isHexDigit : isDigit) ||
      (Begin > 0 && (Text[Begin - 1] == '_' || Text[Begin - 1] == '.')))
    return;
  addReplacement(Out[VPath], Begin, Literal.size(), Literal.str() + "ll");
}

/// `const S s;` without an initializer (RTXPT's `const RayHitInfo hitInfo;`
/// before `hitInfo.init(...)`): DXC accepts the declaration and the calls
/// that fill it; Clang 22 refuses the default initialization of a const
/// object. The `const` of that declaration, found back from the variable's
/// name to the start of its statement, is blanked.
static void addMutableConstLocal(const CompileRequest &Request,
                                 const Diagnostic &D, TypedRewriteSites &Out,
                                 std::set<std::string> &Names) {
  std::string VPath;
  const std::string *Content;
  size_t At = requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
  if (At == StringRef::npos)
    return;
  StringRef Text = *Content;
  size_t NameEnd = At;
  while (NameEnd < Text.size() &&
         (isAlnum(Text[NameEnd]) || Text[NameEnd] == '_'))
    ++NameEnd;
  size_t Start = Text.find_last_of(";{}", At);
  Start = Start == StringRef::npos ? 0 : Start + 1;
  size_t K = findIdentifier(Text.slice(Start, At), "const");
  if (K == StringRef::npos)
    return;
  addReplacement(Out[VPath], Start + K, 5, "     ");
  // Its method calls are made on it, not on a copy (ConstCallObjects).
  Names.insert(VPath + ":" + Text.slice(At, NameEnd).str());
}

/// A one-component vector where a wider one is expected (RBDOOM-3-BFG's
/// `float4 t = get();` with `float1 get()`): DXC converts a `vector<T, 1>`
/// as the scalar it is, splatting it; Clang 22 refuses ("cannot initialize
/// a variable of type 'vector<[...], 4>' with an rvalue of type
/// 'vector<[...], 1>'", reported at the variable's name; "assigning to ...
/// from incompatible type ...", at the value). The value, up to the `,`,
/// `;` or `)` that ends it, becomes `(value).xxxx`.
static void addOneComponentSplat(const CompileRequest &Request,
                                 const Diagnostic &D, unsigned Width,
                                 bool AtName, TypedRewriteSites &Out) {
  std::string VPath;
  const std::string *Content;
  size_t At = requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
  if (At == StringRef::npos || Width < 2 || Width > 4)
    return;
  StringRef Text = *Content;
  size_t Begin = At;
  if (AtName) {
    while (Begin < Text.size() && (isAlnum(Text[Begin]) || Text[Begin] == '_'))
      ++Begin;
    Begin = Text.find_first_not_of(" \t", Begin);
    if (Begin == StringRef::npos || Text[Begin] != '=')
      return;
    Begin = Text.find_first_not_of(" \t\r\n", Begin + 1);
    if (Begin == StringRef::npos)
      return;
  }
  size_t End = Begin;
  unsigned Depth = 0;
  for (; End < Text.size(); ++End) {
    char C = Text[End];
    if (C == '(' || C == '[' || C == '{')
      ++Depth;
    else if ((C == ')' || C == ']' || C == '}') && Depth)
      --Depth;
    else if ((C == ',' || C == ';' || C == ')' || C == '\n') && !Depth)
      break;
  }
  while (End > Begin && (Text[End - 1] == ' ' || Text[End - 1] == '\t' ||
                         Text[End - 1] == '\r'))
    --End;
  if (End == Begin || End == Text.size() || Text[End] == '\n')
    return;
  addReplacement(Out[VPath], Begin, End - Begin,
                 "(" + Text.slice(Begin, End).str() + ")." +
                     std::string(Width, 'x'));
}

/// `{ { abs(x), 5.0 } }`: Clang 22 counts a nested braced list that holds
/// a call as no initializers ("too few initializers ... (expected 2 but
/// found 0)"; FlaxEngine's ACES tables). HLSL flattens an initializer list
/// whatever its braces, so the braces inside the list Clang reported are
/// blanked (not when one of them is empty, `{ {}, 1 }`).
static void addFlattenedInitList(const CompileRequest &Request,
                                 const Diagnostic &D, TypedRewriteSites &Out) {
  std::string VPath;
  const std::string *Content;
  size_t At = requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
  if (At == StringRef::npos || (*Content)[At] != '{')
    return;
  // The braces inside the list, lexed only up to its `}`.
  std::vector<size_t> Inner;
  unsigned Depth = 0;
  bool Valid = false, AfterOpen = false;
  forEachRawToken(StringRef(*Content).substr(At), [&](const RawToken &T) {
    bool Open = T.Kind == clang::tok::l_brace;
    bool EmptyList = AfterOpen && T.Kind == clang::tok::r_brace;
    AfterOpen = Open;
    if (T.InDirective || T.Kind == clang::tok::semi || EmptyList)
      return false;
    if (Open) {
      if (Depth++ > 0)
        Inner.push_back(At + T.Offset);
    } else if (T.Kind == clang::tok::r_brace) {
      if (--Depth == 0) {
        Valid = true;
        return false;
      }
      Inner.push_back(At + T.Offset);
    }
    return true;
  });
  if (!Valid)
    return;
  for (size_t Offset : Inner)
    addReplacement(Out[VPath], Offset, 1, " ");
}

/// A type as a diagnostic quotes it (`'bool'`, `'uint16_t' (aka 'unsigned
/// short')`, `'hlsl::COMMITTED_STATUS'`): its name and its canonical
/// spelling (the `aka`, else the name).
static bool quotedType(StringRef Quoted, StringRef &Name,
                       StringRef &Canonical) {
  static const llvm::Regex Type("^'([^']*)'( \\(aka '([^']*)'\\))?$");
  SmallVector<StringRef, 4> T;
  if (!Type.match(Quoted, &T))
    return false;
  Name = T[1];
  Canonical = T[3].empty() ? T[1] : T[3];
  return true;
}

/// "use of overloaded operator '==' is ambiguous (with operand types 'bool'
/// and 'E')": Clang 22 ranks the conversions of a bool or 16-bit operand to
/// every integer type alike when the other operand is an enum
/// (TypedRewrites::OperandConversions). DXC computes a 32-bit enum as int
/// (EnumPromotion.h) and a 16-bit one as its own type (`uint16_t + E16`
/// wraps at 16 bits): the enum operand becomes `(__underlying_type(E))(e)`.
/// A bool operand becomes `(int)(b)` instead (`intN` for a vector), the
/// same conversion, which does not make Clang warn that comparing a bool
/// with a negative constant is always false. An enum whose name cannot be
/// spelled is left as Clang reported it.
static void addEnumOperand(const CompileRequest &Request, const Diagnostic &D,
                           TypedRewriteSites &Out) {
  static const llvm::Regex Operands(
      "^use of overloaded operator '[^']+' is ambiguous \\(with operand "
      "types ('[^']*'( \\(aka '[^']*'\\))?) and ('[^']*'( \\(aka "
      "'[^']*'\\))?)\\)$");
  static const llvm::Regex Builtin(
      "^(bool|char|(un)?signed char|(unsigned )?(short|int|long|long long)|"
      "half|float|double)$|^(vector|matrix)<");
  static const llvm::Regex Bool("^bool$|^vector<bool, ([1-4])>$");
  SmallVector<StringRef, 5> M;
  StringRef LeftName, LeftType, RightName, RightType;
  if (!Operands.match(D.Message, &M) || !quotedType(M[1], LeftName, LeftType) ||
      !quotedType(M[3], RightName, RightType))
    return;
  bool LeftBuiltin = Builtin.match(LeftType);
  if (LeftBuiltin == Builtin.match(RightType))
    return;
  StringRef Other = LeftBuiltin ? LeftType : RightType;
  StringRef Enum = LeftBuiltin ? RightName : LeftName;
  SmallVector<StringRef, 2> B;
  TypedRewrites::OperandConversion C;
  if (Bool.match(Other, &B)) {
    C.Left = LeftBuiltin;
    C.Type = "int" + B[1].str();
  } else if (isQualifiedName(Enum)) {
    C.Left = !LeftBuiltin;
    C.Type = "__underlying_type(" + Enum.str() + ")";
  } else {
    return;
  }
  std::string VPath;
  const std::string *Content;
  C.Offset = requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
  if (C.Offset == StringRef::npos)
    return;
  Out[VPath].OperandConversions.push_back(std::move(C));
}

/// The expressions Clang 22 refused in \p Diags (columns already the
/// user's) that a second parse can rewrite (MatrixSwizzle.h), as offsets
/// into the request's files.
static TypedRewriteSites
findTypedRewrites(const CompileRequest &Request,
                  const std::vector<Diagnostic> &Diags) {
  TypedRewriteSites Out;
  // `const` locals made mutable (addMutableConstLocal): `file:name`.
  std::set<std::string> MutableLocals;
  const bool LegacyConversions = Request.HLSLVersion == "2016" ||
                                 Request.HLSLVersion == "2017" ||
                                 Request.HLSLVersion == "2018";
  for (size_t DI = 0; DI < Diags.size(); ++DI) {
    const Diagnostic &D = Diags[DI];
    StringRef M = D.Message;
    if (D.Line == 0 || D.Column == 0)
      continue;
    std::vector<size_t> TypedRewrites::*Kind = nullptr;
    std::string StructType;
    unsigned Argument = 0;
    // A global of the request named as an HLSL intrinsic (`cbuffer P {
    // float step; }`, `float2 ddx;`): DXC's global hides the intrinsic,
    // while Clang 22 finds both (the prelude's `hlsl::step` through its
    // using-directive). The global and each reference Clang reported are
    // renamed `__dxild_g_<name>`.
    bool Resource = false;
    if (std::string Name;
        D.Level == Severity::Error &&
        ambiguousWithIntrinsic(Request, Diags, DI, Name, Resource)) {
      // A resource (`RWStructuredBuffer<uint> dst`) gets the generated-name
      // form of ResourceStructs.h, `__dxild_sr_3dst`, which code generation
      // turns back into its name for the binding table.
      std::string Alias =
          Resource ? "__dxild_sr_" + std::to_string(Name.size()) + Name
                   : "__dxild_g_" + Name;
      addRenameAt(Request, D.File, D.Line, D.Column, Name, Alias, Out);
      for (size_t N = DI + 1;
           N < Diags.size() && Diags[N].Level == Severity::Note; ++N)
        if (Diags[N].Message ==
            "candidate found by name lookup is '" + Name + "'")
          addRenameAt(Request, Diags[N].File, Diags[N].Line, Diags[N].Column,
                      Name, Alias, Out);
      continue;
    }
    // `(1 << 32) - 1` (DirectStorage's GDeflate): DXC folds literal
    // integers at 64 bits, Clang 22 shifts an int past its width (wrong
    // code, only a warning). The literal left of the `<<` gets `ll`.
    if ((D.Level == Severity::Warning || D.Level == Severity::Error) &&
        M == "shift count >= width of type") {
      addWideShiftLiteral(Request, D, Out);
      continue;
    }
    if (D.Level == Severity::Error &&
        M.starts_with("use of overloaded operator '")) {
      addEnumOperand(Request, D, Out);
      continue;
    }
    if (D.Level == Severity::Error &&
        M.starts_with("too few initializers in list for type ")) {
      addFlattenedInitList(Request, D, Out);
      continue;
    }
    // "... type 'vector<[...], 4>' ... type 'vector<[...], 1>'".
    if (D.Level == Severity::Error &&
        (M.starts_with(
             "cannot initialize a variable of type 'vector<[...], ") ||
         M.starts_with("assigning to 'vector<[...], ")) &&
        (M.ends_with("with an rvalue of type 'vector<[...], 1>'") ||
         M.ends_with("from incompatible type 'vector<[...], 1>'"))) {
      StringRef Rest = M.drop_front(M.find("vector<[...], ") + 14);
      addOneComponentSplat(Request, D, Rest.empty() ? 0 : Rest[0] - '0',
                           M.starts_with("cannot initialize"), Out);
      continue;
    }
    if (D.Level == Severity::Error &&
        M.starts_with("default initialization of an object of const type '")) {
      addMutableConstLocal(Request, D, Out, MutableLocals);
      continue;
    }
    if (D.Level == Severity::Warning &&
        M.starts_with("implicit conversion turns matrix to scalar: "
                      "'matrix<bool"))
      // A bool matrix condition Clang 22 truncates to its first element
      // (wrong code, only a warning); a conditional's is rewritten.
      Kind = &TypedRewrites::MatrixConditions;
    else if (D.Level != Severity::Error)
      continue;
    else if (M.starts_with("invalid argument type '") &&
             M.ends_with(" to unary expression") && M.contains("matrix<"))
      Kind = &TypedRewrites::MatrixNegations;
    else if (M == "array subscript is not an integer")
      Kind = &TypedRewrites::FloatSubscripts;
    else if (M.starts_with(
                 "statement requires expression of integer type ('") &&
             (M.contains("'float'") || M.contains("'half'") ||
              M.contains("'double'") || M.contains("min16float")))
      Kind = &TypedRewrites::SwitchConditions;
    else if (M.starts_with("invalid operands to binary expression (") &&
             M.contains("matrix<"))
      Kind = &TypedRewrites::MatrixBinaries;
    else if (M.starts_with("vector operands to the vector conditional must "
                           "be the same type") ||
             (M.starts_with("incompatible operand types (") &&
              M.contains("matrix<")))
      Kind = &TypedRewrites::Conditionals;
    else if (D.Code == "dxild.frontend.matrix-row-swizzle-write")
      Kind = &TypedRewrites::RowSwizzleWrites;
    else if (M.starts_with("'this' argument to member function '") &&
             M.ends_with("but function is not marked const"))
      Kind = &TypedRewrites::ConstCallObjects;
    else if (M.starts_with("no viable overloaded operator[] for type 'const "))
      Kind = &TypedRewrites::ConstSubscriptObjects;
    else if (M.starts_with("no matching member function for call to '") &&
             constThisCandidate(Diags, DI))
      Kind = &TypedRewrites::ConstMethodNames;
    else if (!LegacyConversions ||
             (StructType = structConversionTarget(Diags, DI, Argument)).empty())
      continue;
    std::string VPath;
    const std::string *Content;
    size_t At =
        requestOffset(Request, D.File, D.Line, D.Column, VPath, Content);
    if (At == StringRef::npos)
      continue;
    // A call on a const local whose `const` goes is made on the local.
    if (Kind == &TypedRewrites::ConstCallObjects) {
      StringRef Text = *Content;
      size_t End = At;
      while (End < Text.size() && (isAlnum(Text[End]) || Text[End] == '_'))
        ++End;
      if (MutableLocals.count(VPath + ":" + Text.slice(At, End).str()))
        continue;
    }
    if (Kind)
      (Out[VPath].*Kind).push_back(At);
    else
      Out[VPath].StructConversions.push_back({At, StructType, Argument});
  }
  return Out;
}

/// Whether the CR at \p I of \p Text ends a line by itself (classic Mac
/// text; part of GameTechDev's AOIT sources). Clang counts it as a line
/// break; the rewrites and the diagnostic line mapping count '\n'. A CR
/// next to a '\n' (`\r\n`, `\n\r`: one break to Clang) does not.
static bool isLoneCR(StringRef Text, size_t I) {
  return Text[I] == '\r' && (I + 1 == Text.size() || Text[I + 1] != '\n') &&
         (I == 0 || Text[I - 1] != '\n');
}

static bool hasLoneCR(StringRef Text) {
  for (size_t I = Text.find('\r'); I != StringRef::npos;
       I = Text.find('\r', I + 1))
    if (isLoneCR(Text, I))
      return true;
  return false;
}

/// Each lone CR becomes '\n': same length, same lines. Found in the text as
/// it was (`\r\r` is two breaks, not `\n\r`, one).
static void replaceLoneCRs(std::string &Text) {
  std::vector<size_t> Lone;
  for (size_t I = Text.find('\r'); I != std::string::npos;
       I = Text.find('\r', I + 1))
    if (isLoneCR(Text, I))
      Lone.push_back(I);
  for (size_t I : Lone)
    Text[I] = '\n';
}

static FrontendResult runClangFrontendLF(const CompileRequest &Request,
                                         const Profile &Target,
                                         FrontendMode Mode);

FrontendResult runClangFrontend(const CompileRequest &Request,
                                const Profile &Target, FrontendMode Mode) {
  if (!hasLoneCR(Request.Source) &&
      none_of(Request.IncludeFiles,
              [](const auto &File) { return hasLoneCR(File.second); }))
    return runClangFrontendLF(Request, Target, Mode);
  CompileRequest LF = Request;
  replaceLoneCRs(LF.Source);
  for (auto &File : LF.IncludeFiles)
    replaceLoneCRs(File.second);
  return runClangFrontendLF(LF, Target, Mode);
}

/// Adds to \p Typed the places \p Diags name for typed rewrites
/// (MatrixSwizzle.h); returns whether any was new. \p Swizzles maps the
/// parse's columns back to the user's.
static bool mergeTypedSites(const CompileRequest &Request,
                            const std::vector<RequestFileLines> &Lines,
                            const SwizzleRewrites &Swizzles,
                            const std::vector<Diagnostic> &Diags,
                            TypedRewriteSites &Typed) {
  std::vector<Diagnostic> Mapped;
  for (const Diagnostic &D : Diags)
    Mapped.push_back(atPhysicalLine(Lines, D));
  for (Diagnostic &D : Mapped) {
    auto It = Swizzles.find(D.File);
    if (It != Swizzles.end())
      D.Column =
          mapColumn(It->second.first, It->second.second, D.Line, D.Column);
  }
  bool Added = false;
  auto Merge = [&Added](std::vector<size_t> &All,
                        const std::vector<size_t> &New) {
    for (size_t Offset : New)
      if (!is_contained(All, Offset)) {
        All.push_back(Offset);
        Added = true;
      }
  };
  // Sites with more than an offset: one per offset.
  auto MergeByOffset = [&Added](auto &All, const auto &New) {
    for (const auto &Site : New)
      if (none_of(All,
                  [&](const auto &Old) { return Old.Offset == Site.Offset; })) {
        All.push_back(Site);
        Added = true;
      }
  };
  for (const auto &[VPath, Sites] : findTypedRewrites(Request, Mapped)) {
    TypedRewrites &All = Typed[VPath];
    Merge(All.MatrixNegations, Sites.MatrixNegations);
    Merge(All.FloatSubscripts, Sites.FloatSubscripts);
    Merge(All.SwitchConditions, Sites.SwitchConditions);
    Merge(All.MatrixBinaries, Sites.MatrixBinaries);
    Merge(All.Conditionals, Sites.Conditionals);
    Merge(All.MatrixConditions, Sites.MatrixConditions);
    Merge(All.RowSwizzleWrites, Sites.RowSwizzleWrites);
    Merge(All.ConstCallObjects, Sites.ConstCallObjects);
    Merge(All.ConstSubscriptObjects, Sites.ConstSubscriptObjects);
    Merge(All.ConstMethodNames, Sites.ConstMethodNames);
    MergeByOffset(All.Replacements, Sites.Replacements);
    MergeByOffset(All.StructConversions, Sites.StructConversions);
    MergeByOffset(All.OperandConversions, Sites.OperandConversions);
  }
  return Added;
}

static FrontendResult runClangFrontendLF(const CompileRequest &Request,
                                         const Profile &Target,
                                         FrontendMode Mode) {
  // Unary minus on a matrix, floating-point subscripts, the matrix
  // operators Clang 22 lacks and writes through matrix row swizzles need an
  // operand's type: rewritten where Clang 22 reported them, then parsed
  // again (MatrixSwizzle.h). Clang reports only one of nested
  // ones (`G[1.5][f]`), so a few rounds (MaxRewriteRounds), each only while
  // it finds places not rewritten yet; a compile without them parses once.
  // A round's phase 1 stops at its first failed parse that names new places
  // (RTXPT: the first of four), since the next round starts over anyway.
  TypedRewriteSites Typed;
  SwizzleRewrites Swizzles;
  const std::vector<RequestFileLines> Lines = requestFileLines(Request);
  unsigned Round = 0;
  // The last round's phase 1 runs to its end: its errors are the user's.
  auto HasNewTypedSites = [&](const std::vector<Diagnostic> &Diags) {
    TypedRewriteSites Scratch = Typed;
    return Round < MaxRewriteRounds &&
           mergeTypedSites(Request, Lines, Swizzles, Diags, Scratch);
  };
  FrontendResult Result = runClangFrontendImpl(
      Request, Target, Mode, Typed, Swizzles, MaxErrors, HasNewTypedSites);
  while (Round < MaxRewriteRounds &&
         mergeTypedSites(Request, Lines, Swizzles, Result.Diagnostics, Typed)) {
    ++Round;
    Swizzles.clear();
    Result = runClangFrontendImpl(Request, Target, Mode, Typed, Swizzles,
                                  RetryMaxErrors, HasNewTypedSites);
  }
  // Columns of the rewritten text back to the user's (lines are the same).
  // A refused swizzle is reported by a prelude function's diagnose_if;
  // the note naming that function says nothing to the user.
  // A retry parse ran with a higher error limit: the user sees at most
  // MaxErrors errors (with their notes), as from a single parse.
  std::vector<Diagnostic> Out;
  unsigned Errors = 0;
  for (Diagnostic &D : Result.Diagnostics) {
    if (D.Level == Severity::Error && ++Errors > MaxErrors) {
      Diagnostic TooMany;
      TooMany.Level = Severity::Fatal;
      TooMany.Message = "too many errors emitted, stopping now";
      TooMany.Code = "clang";
      Out.push_back(std::move(TooMany));
      break;
    }
    if (D.Level == Severity::Note &&
        StringRef(D.Message).starts_with(
            "from 'diagnose_if' attribute on '__dxild_mswz_"))
      continue;
    auto It = Swizzles.find(D.File);
    if (It != Swizzles.end())
      D.Column =
          mapColumn(It->second.first, It->second.second, D.Line, D.Column);
    Out.push_back(std::move(D));
  }
  Result.Diagnostics = std::move(Out);
  return Result;
}

static FrontendResult
runClangFrontendImpl(const CompileRequest &Request, const Profile &Target,
                     FrontendMode Mode, const TypedRewriteSites &Typed,
                     SwizzleRewrites &Swizzles, unsigned ErrorLimit,
                     NewTypedSitesCheck HasNewTypedSites) {
  FrontendResult Result;
  const bool Compile = Mode == FrontendMode::EmitModule;

  // Validate the request's paths. Compiles see the request's files after
  // the same-length source-compatibility rewrite (SourceCompat.h); -P shows
  // the user's text as written.
  CompatFiles Files;
  std::optional<std::string> MainPath = virtualPath(Request.SourceName);
  if (!MainPath) {
    addError(Result,
             "invalid source file name '" + Request.SourceName +
                 "': use a relative path without '..'",
             "dxild.request.source-name");
    return Result;
  }
  std::vector<std::pair<std::string, const std::string *>> Inputs;
  for (const auto &[Path, Content] : Request.IncludeFiles) {
    std::optional<std::string> VPath = virtualPath(Path);
    if (!VPath) {
      addError(Result,
               "invalid include file path '" + Path +
                   "': use a relative path without '..'",
               "dxild.request.include-path");
      return Result;
    }
    Inputs.push_back({*VPath, &Content});
  }
  Inputs.push_back({*MainPath, &Request.Source});
  // Matrix element swizzles first: their rewrite changes columns (mapped
  // back when diagnostics are reported), and its text is what every later
  // stage sees as the user's.
  StringSet<> SwizzleNamesInUse;
  if (Compile)
    for (const auto &[VPath, Content] : Inputs)
      collectSwizzleNamesInUse(*Content, SwizzleNamesInUse);
  // Resource arrays passed to helpers (ResourceArrayParams.h), across the
  // request's files, with the typed rewrites of earlier parses.
  TypedRewriteSites Rewrites = Typed;
  if (Compile) {
    std::map<std::string, const std::string *> Texts;
    for (const auto &[VPath, Content] : Inputs)
      Texts[VPath] = Content;
    findResourceArrayParams(Texts, Rewrites);
  }
  // Names some file writes before `<` or a declarator: a macro that names
  // a resource type keeps the template or takes the defaulted alias
  // (rewriteSourceCompat).
  NameUses TypeNameUses;
  if (Compile)
    for (const auto &[VPath, Content] : Inputs)
      collectNameUses(*Content, TypeNameUses);
  if (Compile)
    for (const auto &[VPath, Content] : Inputs) {
      CompatFile &F = Files[VPath];
      auto TypedIt = Rewrites.find(VPath);
      MatrixSwizzleResult MS = rewriteMatrixSwizzles(
          *Content, SwizzleNamesInUse,
          TypedIt == Rewrites.end() ? TypedRewrites() : TypedIt->second);
      F.Original = MS.Text;
      F.Rewritten = rewriteSourceCompat(F.Original, &TypeNameUses);
      // The `)` closing a ConstantBuffer<T> declared by a `#define`, at the
      // end of its line (ResourceBufferDecls.h); last first.
      for (auto It = F.Rewritten.DefineCloses.rbegin();
           It != F.Rewritten.DefineCloses.rend(); ++It)
        insertText(F, *It, ")");
      // Effect state blocks, techniques and objects DXC ignores
      // (EffectSyntax.h).
      blankEffectSyntax(F);
      // -flegacy-macro-expansion: `##` operands expanded first
      // (LegacyMacroExpansion.h).
      if (Request.CodeGen.LegacyMacroExpansion)
        expandPasteOperands(F);
      // `enum E : uint` as `enum E : unsigned int` (EnumBases.h).
      spellEnumBases(F);
      // `template <RAY_FLAG F>` as `template <uint F>` (RayFlagTemplates.h).
      spellRayFlagTemplateParams(F);
      // `SamplerState s : register(t0)` as `register(s0)`, and `s` for `t`
      // on textures, as DXC binds them (SamplerTextureRegisters.h).
      spellSamplerTextureRegisters(F);
      // `float f = { 1.0f };` as `( 1.0f )` (ScalarBraceInit.h).
      unbraceScalarInitializers(F);
      if (hasLegacyForScope(Request.HLSLVersion))
        hoistLegacyForDeclarations(F.Rewritten.Text);
      // (T)ResourceDescriptorHeap[i] with T complete (HeapCasts.h).
      completeHeapCastTargets(F);
      if (MS.changed())
        Swizzles[userPath(VPath)] = {std::move(MS), *Content};
    }

  std::optional<std::string> StdArg = hlslStdName(Request.HLSLVersion);
  if (!StdArg) {
    addError(Result,
             "unknown HLSL version '" + Request.HLSLVersion +
                 "' (expected 2016, 2017, 2018, 2021, 202x or 202y)",
             "dxild.request.hlsl-version");
    return Result;
  }
  if (Request.OptLevel > 3) {
    addError(Result,
             "invalid optimization level " + std::to_string(Request.OptLevel) +
                 " (expected 0 to 3)",
             "dxild.request.opt-level");
    return Result;
  }

  PreludePCHKey PCHKey;
  PCHKey.Triple = Target.triple();
  PCHKey.StdArg = *StdArg;
  PCHKey.OptLevel = Request.OptLevel;
  PCHKey.Native16Bit = Request.Enable16BitTypes;
  // `precise` asks that the values it marks be computed exactly as written
  // (DXC: no fast-math on them); Clang 22 has no such qualifier, so a
  // shader using it compiles without fast math altogether, as with -Gis.
  bool UsesPrecise = false;
  for (const auto &[VPath, F] : Files)
    for (const CompatEdit &E : F.Rewritten.Edits)
      UsesPrecise |= E.Kind == CompatEdit::Precise;
  PCHKey.NoFastMath = Request.CodeGen.IEEEStrict || UsesPrecise;
  std::vector<std::string> UserArgs;
  for (const Define &D : Request.Defines) {
    if (D.Name.empty()) {
      addError(Result, "empty macro name in define", "dxild.request.define");
      return Result;
    }
    UserArgs.push_back("-D" + D.Name + "=" + D.Value.value_or("1"));
  }
  // Clang warns on every compile that its HLSL 2021 is incomplete (the only
  // warning in that group): a fact about Clang 22, not about the user's
  // code, and DXC never says it. The user's own -W options come after.
  UserArgs.push_back("-Wno-hlsl-dxc-compatability");
  // `float4 X : register(b0)` (or `i0`) on a numeric global: Clang 22 refuses
  // the legacy bool and integer constant registers; DXC places the global in
  // $Globals at that constant register, as for `c0` (CBufferLayout.cpp).
  UserArgs.push_back("-Wno-legacy-constant-register-binding");
  // Warnings Clang 22 has and DXC's Clang does not (DXC's
  // DiagnosticGroups.td): DXC never emits them, so a build with -WX that
  // DXC accepts must not fail on them (FlaxEngine's `#define X defined(Y)`
  // used in `#if X`, Unity's int constants converted to float, MiniEngine's
  // `a | b ? c : d`). A user's -W option for one of them still applies.
  for (const char *W :
       {"-Wno-expansion-to-defined", "-Wno-implicit-const-int-float-conversion",
        "-Wno-bitwise-conditional-parentheses"})
    UserArgs.push_back(W);
  // DXC's -W*, -WX and -no-warnings: only Clang's warning controls pass,
  // so a request cannot smuggle in other compiler options.
  for (const std::string &W : Request.WarningOptions) {
    if (!isWarningOption(W)) {
      addError(Result,
               "invalid warning option '" + W +
                   "' (expected -w, -W<warning>, -Wno-<warning>, -Werror or "
                   "-Werror=<warning>)",
               "dxild.request.warning-option");
      return Result;
    }
    if (!isDxcOnlyWarningOption(W))
      UserArgs.push_back(W);
    // DXC's conversion group holds its vector and matrix truncation
    // warning, which Clang 22 has in vector-conversion and
    // matrix-conversion (WickedEngine builds with -Wno-conversion and
    // truncates vectors and matrices everywhere).
    if (warningGroup(W) == "conversion")
      for (const char *Group : {"vector-conversion", "matrix-conversion"})
        UserArgs.push_back(W.substr(0, W.size() - strlen("conversion")) +
                           Group);
  }
  // DXC's -rootsig-define and -force-rootsig-ver are Clang 22's
  // -fdx-rootsignature-define/-version (a macro name, a version name).
  if (const std::string &Name = Request.CodeGen.RootSignatureDefine;
      !Name.empty()) {
    if (!std::all_of(
            Name.begin(), Name.end(),
            [](unsigned char C) { return std::isalnum(C) || C == '_'; }) ||
        std::isdigit(static_cast<unsigned char>(Name[0]))) {
      addError(Result, "invalid root signature macro name '" + Name + "'",
               "dxild.request.rootsig-define");
      return Result;
    }
    UserArgs.push_back("-fdx-rootsignature-define=" + Name);
  }
  if (const std::string &V = Request.CodeGen.RootSignatureVersion; !V.empty()) {
    if (V != "rootsig_1_0" && V != "rootsig_1_1" && V != "rootsig_1_2") {
      addError(Result,
               "unsupported root signature version '" + V +
                   "' (expected rootsig_1_0, rootsig_1_1 or rootsig_1_2)",
               "dxild.request.rootsig-version");
      return Result;
    }
    UserArgs.push_back("-fdx-rootsignature-version=" + V);
  }
  for (const std::string &Dir : Request.IncludeDirs) {
    std::optional<std::string> VDir =
        Dir == "." ? std::optional<std::string>("/") : virtualPath(Dir);
    if (!VDir) {
      addError(Result,
               "invalid include directory '" + Dir +
                   "': use a relative path without '..'",
               "dxild.request.include-dir");
      return Result;
    }
    UserArgs.push_back("-I");
    UserArgs.push_back(*VDir);
  }
  std::string PreludePath;
  // The file system refers to the cached PCH bytes: keep them alive for the
  // whole compile.
  std::shared_ptr<const std::string> PCH;
  // -P shows what the user's code expands to, as DXC does, without the
  // prelude's 200 KB; compiles load the precompiled prelude when it could be
  // built and parse it from source otherwise.
  const bool WithPrelude = Request.UsePrelude && Compile;
  if (WithPrelude) {
    PreludePath = preludeVirtualPath();
    if (Request.UsePreludePCH)
      PCH = getPreludePCH(PCHKey);
  }

  // One Clang run over the request's files, with \p MainText as the main
  // file and \p Entry as Clang's entry.
  auto RunClang = [&](StringRef Entry, StringRef MainText,
                      clang::FrontendAction &Action,
                      CapturingDiagConsumer &Consumer) -> bool {
    auto VFS = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
    VFS->setCurrentWorkingDirectory(VirtualSourceDir);
    for (const auto &[VPath, Content] : Inputs) {
      StringRef Text = *Content;
      if (VPath == *MainPath)
        Text = MainText;
      else if (auto It = Files.find(VPath); It != Files.end())
        Text = It->second.Rewritten.Text;
      VFS->addFile(VPath, 0, MemoryBuffer::getMemBufferCopy(Text, VPath));
    }
    // Options the prelude's parse depends on (the optimization level among
    // them) come first and are the same for the precompiled prelude.
    std::vector<std::string> Args = preludeSensitiveArgs(PCHKey);
    for (std::string A :
         {std::string("-x"), std::string("hlsl"), std::string("-hlsl-entry"),
          Entry.str(),
          // Nothing from the host: no builtin or system include directories.
          std::string("-nostdsysteminc"), std::string("-nobuiltininc"),
          std::string("-ferror-limit"), std::to_string(ErrorLimit)})
      Args.push_back(std::move(A));
    Args.push_back(Mode == FrontendMode::Preprocess ? "-E" : "-emit-llvm");
    Args.insert(Args.end(), UserArgs.begin(), UserArgs.end());
    if (WithPrelude) {
      VFS->addFile(
          PreludePath, 0,
          MemoryBuffer::getMemBuffer(preludeSource(), PreludePath,
                                     /*RequiresNullTerminator=*/false));
      if (PCH) {
        VFS->addFile(
            preludePCHVirtualPath(), 0,
            MemoryBuffer::getMemBuffer(*PCH, preludePCHVirtualPath(), false));
        Args.push_back("-include-pch");
        Args.push_back(preludePCHVirtualPath());
      } else {
        Args.push_back("-include");
        Args.push_back(PreludePath);
      }
    }
    Args.push_back(*MainPath);

    std::vector<const char *> ArgPtrs;
    ArgPtrs.reserve(Args.size());
    for (const std::string &A : Args)
      ArgPtrs.push_back(A.c_str());

    auto Invocation = std::make_shared<clang::CompilerInvocation>();
    {
      clang::DiagnosticOptions ArgDiagOpts;
      clang::DiagnosticsEngine ArgDiags(clang::DiagnosticIDs::create(),
                                        ArgDiagOpts, &Consumer,
                                        /*ShouldOwnClient=*/false);
      // Parsing -std=hlsl2021 warns that Clang's 2021 is incomplete before
      // the -Wno-hlsl-dxc-compatability among the arguments applies: a fact
      // about Clang 22 that DXC never reports (and -WX builds would fail).
      ArgDiags.setSeverity(clang::diag::warn_hlsl_langstd_minimal,
                           clang::diag::Severity::Ignored,
                           clang::SourceLocation());
      if (!clang::CompilerInvocation::CreateFromArgs(*Invocation, ArgPtrs,
                                                     ArgDiags))
        return false;
    }
    // Never print "N errors generated." or carets to the server's stderr.
    Invocation->getDiagnosticOpts().ShowCarets = false;
#if DXILD_HAVE_INTRINSICS
    // Atomics must see their destination's address before the optimizer
    // blurs HLSL's inout copies (see Intrinsics/ForwardAtomicDest.h).
    Invocation->getCodeGenOpts().PassBuilderCallbacks.push_back(
        registerIntrinsicsFrontendPasses);
    // The optimizer's narrowing of 32-bit arithmetic to widths DXIL lacks
    // (i8, i4; i16 too without 16-bit types) is undone
    // (Intrinsics/WidenNarrowIntegers.h).
    Invocation->getCodeGenOpts().PassBuilderCallbacks.push_back(
        [Native16 = Request.Enable16BitTypes](PassBuilder &PB) {
          registerNarrowIntegerWidening(PB, Native16);
        });
    // Clang 22 emits invalid IR for some bool-matrix code; the Intrinsics
    // stage repairs it and then verifies, at the start of the pipeline
    // (Intrinsics/RepairBoolMatrix.h). Clang's own verifier would run first.
    Invocation->getCodeGenOpts().VerifyModule = false;
#endif

    clang::CompilerInstance CI(Invocation);
    // Windows separators in include names (Frontend/IncludeFileSystem.h).
    auto IncludeFS = makeIntrusiveRefCnt<IncludeFileSystem>(VFS);
    CI.setVirtualFileSystem(IncludeFS);
    CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
    // `Li = (0.f, 0.f, 0.f);` (RTXPT's RTXDI bridge): Clang warns that the
    // comma's left operands have no effect, DXC does not (-WX builds it
    // accepts failed). The value is the last operand's in both.
    CI.getDiagnostics().setSeverity(clang::diag::warn_unused_comma_left_operand,
                                    clang::diag::Severity::Ignored,
                                    clang::SourceLocation());
    if (!createHLSLTarget(CI)) {
      addError(Result, "cannot create target for " + Target.triple(),
               "dxild.internal.target");
      return false;
    }
    const clang::FrontendInputFile &Input = CI.getFrontendOpts().Inputs.front();
    RootSignatureGuardedAction Guarded(Action,
                                       Request.CodeGen.RootSignatureDefine);
    std::optional<BorrowingHLSLFrontendAction> RootSigOverride;
    clang::FrontendAction *Run = &Guarded;
    if (!Request.CodeGen.RootSignatureDefine.empty())
      Run = &RootSigOverride.emplace(Guarded);
    if (Run->BeginSourceFile(CI, Input)) {
      // A -rootsig-define naming no macro (WickedEngine passes one for
      // every shader and `#undef`s it where it wants none) keeps the
      // attribute's root signature, if any, as DXC does.
      if (Error E = Run->Execute())
        consumeError(std::move(E));
      Run->EndSourceFile();
    }
    if (Consumer.getNumErrors() == 0)
      return true;
    // Explains an include that is missing because of letter case.
    noteIncludeCaseMismatches(Consumer.diagnostics(), *IncludeFS);
    return false;
  };

  if (Mode == FrontendMode::Preprocess) {
    CapturingDiagConsumer Consumer(Result.Diagnostics);
    PreprocessToStringAction Action(Result, PreludePath);
    Result.Success =
        RunClang(Request.EntryPoint, Request.Source, Action, Consumer);
    return Result;
  }

  // Phase 1: parse the rewritten source with no Clang entry and read the
  // user's entry. Its diagnostics are kept only when it fails (phase 2
  // reports the same warnings again).
  const std::string &Main = Files[*MainPath].Rewritten.Text;
  EntryInterface Interface;
  // Once more when calls Clang found ambiguous were made to resolve as DXC
  // resolves them (DxcOverload.h), up to MaxOverloadRounds times: a call
  // whose argument is another such call's result (Unity's
  // `PositivePow(colorGamma, 2.2)` after `colorGamma = PositivePow(...)`)
  // is scored once that one resolves.
  // Global structs holding resources are rewritten first, and phase 1 runs
  // again on the result (ResourceStructs.h).
  // Structs copied out of constant buffers likewise (CBufferCopy.h).
  // ConstantBuffer<T> from the descriptor heap likewise (HeapCBuffer.h).
  // Local structs of resources initialized by a braced list likewise
  // (ResourceInitLists.h).
  constexpr unsigned MaxOverloadRounds = 4;
  unsigned OverloadRounds = 0;
  // sizeof read as DXC's size, and template calls given the array sizes
  // Clang 22 does not deduce, likewise (SizeOf.h, TemplateArrayArgs.h).
  for (bool StructsDone = false, CopiesDone = false, HeapDone = false,
            InitsDone = false, TextDone = false;
       ;) {
    std::vector<Diagnostic> Phase1Diags;
    CapturingDiagConsumer Consumer(Phase1Diags);
    std::vector<OverloadFix> Fixes;
    std::vector<ResourceStructFix> StructFixes;
    std::vector<CBufferCopyFix> CopyFixes;
    HeapCBufferFixes HeapFixes;
    std::vector<ResourceInitFix> InitFixes;
    std::vector<TextEdit> TextFixes;
    Interface = EntryInterface();
    EntryInterfaceAction Action(Files, Request.CodeGen.PackMatrixRowMajor,
                                Request.CodeGen.DX9CompatMode,
                                Request.EntryPoint, stageName(Target.Stage),
                                Interface, Fixes, StructFixes, CopyFixes,
                                HeapFixes, InitFixes, TextFixes);
    bool Ok = RunClang(WrapperEntryName, Main, Action, Consumer);
    if (!Ok && HasNewTypedSites(Phase1Diags)) {
      Result.Diagnostics = std::move(Phase1Diags);
      return Result;
    }
    if (!StructsDone && applyResourceStructFixes(Files, StructFixes)) {
      StructsDone = true;
      continue;
    }
    StructsDone = true;
    if (!HeapDone && applyHeapCBufferFixes(Files, HeapFixes)) {
      HeapDone = true;
      continue;
    }
    HeapDone = true;
    if (!InitsDone && applyResourceInitFixes(Files, InitFixes)) {
      InitsDone = true;
      continue;
    }
    InitsDone = true;
    if (!CopiesDone && applyCBufferCopyFixes(Files, CopyFixes)) {
      CopiesDone = true;
      continue;
    }
    if (!TextDone && applyTextEdits(Files, TextFixes)) {
      TextDone = true;
      continue;
    }
    if (!Ok && OverloadRounds < MaxOverloadRounds &&
        applyOverloadFixes(Files, Fixes, Phase1Diags)) {
      ++OverloadRounds;
      continue;
    }
    if (!Ok || !Interface.Diagnostics.empty() || !Interface.Found) {
      for (Diagnostic &D : Phase1Diags)
        Result.Diagnostics.push_back(std::move(D));
      for (Diagnostic &D : Interface.Diagnostics)
        Result.Diagnostics.push_back(std::move(D));
      if (Ok && Interface.Diagnostics.empty())
        addError(Result,
                 "missing entry point definition '" + Request.EntryPoint + "'",
                 "dxild.entry.missing");
      return Result;
    }
    break;
  }

  // Phase 2: the source plus the wrapper, compiled with the wrapper as
  // Clang's entry; the wrapper then takes the user's entry name.
  std::string MainWithWrapper = Main + Interface.Wrapper;
  CapturingDiagConsumer Consumer(Result.Diagnostics);
  Result.Context = std::make_unique<LLVMContext>();
  EmitModuleAction Action(Result.Context.get(), Result, PreludePath, Files,
                          Request.CodeGen.PackMatrixRowMajor,
                          Request.EntryPoint);
  size_t FirstDiag = Result.Diagnostics.size();
  RunClang(WrapperEntryName, MainWithWrapper, Action, Consumer);
  // A diagnostic inside the generated wrapper is dxild's problem, not a
  // place in the user's text: say so instead of naming a line past its end.
  unsigned MainLines = 1 + std::count(Main.begin(), Main.end(), '\n');
  std::string MainName = userPath(*MainPath);
  for (size_t I = FirstDiag; I < Result.Diagnostics.size(); ++I) {
    Diagnostic &D = Result.Diagnostics[I];
    if (D.File != MainName || D.Line <= MainLines)
      continue;
    D.Message = "in dxild's generated entry wrapper for '" +
                Request.EntryPoint + "': " + D.Message;
    D.Code = "dxild.entry.wrapper";
    D.Line = 0;
    D.Column = 0;
  }
  if (Consumer.getNumErrors() == 0 && Action.DxildErrors == 0)
    Result.Module = Action.takeModule();
  if (Result.Module) {
    attachCBufferLayouts(*Result.Module, Action.CBLayouts);
    renameStructResources(*Result.Module, Result.Resources);
    attachResourceOrder(*Result.Module, Result.Resources);
    attachResourceKeywords(*Result.Module, Action.Keywords);
  }
  Result.Success = Result.Module != nullptr;
  if (!Result.Success && Consumer.getNumErrors() == 0 &&
      Action.DxildErrors == 0)
    addError(Result, "code generation produced no module",
             "dxild.internal.codegen");
  if (Result.Success) {
    Function *Wrapper = Result.Module->getFunction(WrapperEntryName);
    if (Function *Clash = Result.Module->getFunction(Request.EntryPoint))
      Clash->setName(Request.EntryPoint + ".user");
    if (Wrapper)
      Wrapper->setName(Request.EntryPoint);
    // Names Clang derived from the wrapper (inlined-body block labels such
    // as "_Z13__dxild_entryj.exit", the wrapper's locals) name the user's
    // entry instead, or nothing: the output reads as if the user's function
    // had been the entry.
    std::string Mangled =
        "_Z" + std::to_string(Request.EntryPoint.size()) + Request.EntryPoint;
    for (Function &F : *Result.Module) {
      if (size_t At = F.getName().find("_Z13__dxild_entry");
          At != StringRef::npos)
        F.setName(F.getName().str().replace(At, 17, Mangled));
      for (BasicBlock &BB : F) {
        std::string Name = BB.getName().str();
        if (size_t At = Name.find("_Z13__dxild_entry"); At != std::string::npos)
          BB.setName(Name.replace(At, 17, Mangled));
        for (Instruction &I : make_early_inc_range(BB)) {
          if (I.hasName() &&
              StringRef(I.getName()).contains_insensitive("__dxild_"))
            I.setName("");
          // A `static const` local of the user's entry, now an ordinary
          // function inlined into the wrapper, can leave Clang's
          // llvm.invariant.start/end hints behind; they carry no semantics
          // and have no DXIL form.
          if (auto *II = dyn_cast<IntrinsicInst>(&I))
            if (II->getIntrinsicID() == Intrinsic::invariant_start ||
                II->getIntrinsicID() == Intrinsic::invariant_end) {
              II->replaceAllUsesWith(PoisonValue::get(II->getType()));
              II->eraseFromParent();
            }
        }
      }
    }
    Result.EntrySemantics = std::move(Interface.Semantics);
    Result.EarlyDepthStencil = Interface.EarlyDepthStencil;
    if (Interface.EarlyDepthStencil)
      Result.Module->getOrInsertNamedMetadata("dxild.earlydepthstencil");
  }
  return Result;
}

} // namespace dxild
