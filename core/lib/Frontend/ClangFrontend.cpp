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
#include "clang/Basic/DiagnosticIDs.h"
#include "clang/Basic/DiagnosticOptions.h"
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
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include "Frontend/PreludePCH.h"
#include "Frontend/ResourceDefaults.h"
#include "dxild/core/Prelude.h"

#if DXILD_HAVE_INTRINSICS
#include "Intrinsics/IntrinsicsStage.h"
#endif

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

/// Clang caps how many errors it reports; a hostile source must not be able
/// to produce an unbounded diagnostic list.
constexpr unsigned MaxErrors = 50;

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

/// Strips the virtual root so users see the names they sent.
std::string userPath(StringRef VirtualName) {
  VirtualName.consume_front("/");
  return VirtualName.str();
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

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    Diagnostic D;
    D.Level = toSeverity(Level);
    SmallString<256> Message;
    Info.FormatDiagnostic(Message);
    D.Message = std::string(Message);
    D.Code = "clang";
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

/// Collects the entry point's semantics (EntrySemanticDecl) once Sema has
/// applied them: Clang 22 records one HLSLAppliedSemanticAttr per leaf on
/// each parameter and, for the return value, on the function itself.
class EntrySemanticCollector : public clang::ASTConsumer {
public:
  EntrySemanticCollector(clang::SourceManager &SM, std::string Entry,
                         std::vector<EntrySemanticDecl> &Out)
      : SM(SM), Entry(std::move(Entry)), Out(Out) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    for (clang::Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      auto *FD = dyn_cast<clang::FunctionDecl>(D);
      if (!FD || !FD->isThisDeclarationADefinition() ||
          !FD->hasAttr<clang::HLSLShaderAttr>() || !FD->getIdentifier() ||
          FD->getName() != Entry)
        continue;
      for (clang::ParmVarDecl *P : FD->parameters()) {
        bool OutParam = false;
        if (const auto *M = P->getAttr<clang::HLSLParamModifierAttr>())
          OutParam = M->isAnyOut();
        clang::QualType Ty = P->getType().getNonReferenceType();
        record(P->specific_attrs<clang::HLSLAppliedSemanticAttr>(), Ty,
               /*Output=*/false, OutParam);
      }
      record(FD->specific_attrs<clang::HLSLAppliedSemanticAttr>(),
             FD->getReturnType(), /*Output=*/true, /*OutParam=*/false);
      return;
    }
  }

private:
  /// Scalar/vector leaves of \p Ty in field order, the order Sema applies
  /// semantics in. False when the type has parts this walk does not follow
  /// (bases), so the caller leaves the shapes unchecked.
  static bool leaves(clang::QualType Ty,
                     SmallVectorImpl<clang::QualType> &Out) {
    if (const auto *RD = Ty->getAsCXXRecordDecl()) {
      if (RD->getNumBases())
        return false;
      for (const clang::FieldDecl *F : RD->fields())
        if (!leaves(F->getType(), Out))
          return false;
      return true;
    }
    Out.push_back(Ty);
    return true;
  }

  template <typename Range>
  void record(Range Attrs, clang::QualType Ty, bool Output, bool OutParam) {
    SmallVector<clang::QualType, 4> Leaves;
    // specific_attr_iterator's distance counts every attribute, not just
    // the matching ones: collect them one by one.
    SmallVector<const clang::HLSLAppliedSemanticAttr *, 4> Applied;
    for (const clang::HLSLAppliedSemanticAttr *A : Attrs)
      Applied.push_back(A);
    bool Shapes = leaves(Ty, Leaves) && Leaves.size() == Applied.size();
    for (size_t I = 0; I < Applied.size(); ++I) {
      EntrySemanticDecl S;
      S.Name = Applied[I]->getSemanticName().str();
      S.Index = static_cast<uint32_t>(Applied[I]->getSemanticIndex());
      S.Output = Output;
      S.OutParameter = OutParam;
      if (Shapes) {
        clang::QualType Leaf = Leaves[I];
        clang::QualType Elt = Leaf;
        if (const auto *VT = Leaf->getAs<clang::VectorType>()) {
          S.Columns = VT->getNumElements();
          Elt = VT->getElementType();
        } else if (Leaf->isScalarType()) {
          S.Columns = 1;
        }
        S.SignedInteger = Elt->isSignedIntegerType();
      }
      clang::PresumedLoc PLoc = SM.getPresumedLoc(Applied[I]->getLocation());
      if (PLoc.isValid()) {
        S.File = userPath(PLoc.getFilename());
        S.Line = PLoc.getLine();
        S.Column = PLoc.getColumn();
      }
      Out.push_back(std::move(S));
    }
  }

  clang::SourceManager &SM;
  std::string Entry;
  std::vector<EntrySemanticDecl> &Out;
};

/// Code generation plus the resource collector, and include recording.
class EmitModuleAction : public clang::EmitLLVMOnlyAction {
public:
  EmitModuleAction(LLVMContext *Ctx, FrontendResult &Result,
                   std::string Prelude)
      : clang::EmitLLVMOnlyAction(Ctx), Result(Result),
        Prelude(std::move(Prelude)) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef InFile) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(
        clang::EmitLLVMOnlyAction::CreateASTConsumer(CI, InFile));
    if (!Consumers.back())
      return nullptr;
    Consumers.push_back(std::make_unique<ResourceDeclCollector>(
        CI.getSourceManager(), Result.Resources));
    Consumers.push_back(std::make_unique<EntrySemanticCollector>(
        CI.getSourceManager(), CI.getTargetOpts().HLSLEntry,
        Result.EntrySemantics));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

  bool BeginSourceFileAction(clang::CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(std::make_unique<IncludeRecorder>(
        CI.getSourceManager(), Result.IncludedFiles, Prelude));
    return clang::EmitLLVMOnlyAction::BeginSourceFileAction(CI);
  }

private:
  FrontendResult &Result;
  std::string Prelude;
};

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

std::optional<std::string> hlslStdName(StringRef Version) {
  if (Version.empty())
    return std::string();
  for (StringRef Known : {"2016", "2017", "2018", "2021", "202x", "202y"})
    if (Version == Known)
      return ("-std=hlsl" + Version).str();
  return std::nullopt;
}

} // namespace

/// The text Clang parses for a request file: with the prelude, resource
/// types written without template arguments take the prelude's aliases
/// (Frontend/ResourceDefaults.h).
static std::string preludeSourceText(const CompileRequest &Request,
                                     FrontendMode Mode,
                                     const std::string &Text) {
  if (Request.UsePrelude && Mode == FrontendMode::EmitModule)
    if (std::optional<std::string> R = withDefaultResourceArgs(Text))
      return std::move(*R);
  return Text;
}

FrontendResult runClangFrontend(const CompileRequest &Request,
                                const Profile &Target, FrontendMode Mode) {
  FrontendResult Result;

  // Build the request's private file system.
  auto VFS = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  VFS->setCurrentWorkingDirectory(VirtualSourceDir);
  std::optional<std::string> MainPath = virtualPath(Request.SourceName);
  if (!MainPath) {
    addError(Result,
             "invalid source file name '" + Request.SourceName +
                 "': use a relative path without '..'",
             "dxild.request.source-name");
    return Result;
  }
  for (const auto &[Path, Content] : Request.IncludeFiles) {
    std::optional<std::string> VPath = virtualPath(Path);
    if (!VPath) {
      addError(Result,
               "invalid include file path '" + Path +
                   "': use a relative path without '..'",
               "dxild.request.include-path");
      return Result;
    }
    VFS->addFile(*VPath, 0,
                 MemoryBuffer::getMemBufferCopy(
                     preludeSourceText(Request, Mode, Content), *VPath));
  }
  VFS->addFile(
      *MainPath, 0,
      MemoryBuffer::getMemBufferCopy(
          preludeSourceText(Request, Mode, Request.Source), *MainPath));

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
  // Options the prelude's parse depends on (the optimization level among
  // them) come first and are the same for the precompiled prelude.
  std::vector<std::string> Args = preludeSensitiveArgs(PCHKey);
  for (std::string A :
       {std::string("-x"), std::string("hlsl"), std::string("-hlsl-entry"),
        Request.EntryPoint,
        // Nothing from the host: no builtin or system include directories.
        std::string("-nostdsysteminc"), std::string("-nobuiltininc"),
        std::string("-ferror-limit"), std::to_string(MaxErrors)})
    Args.push_back(std::move(A));
  Args.push_back(Mode == FrontendMode::Preprocess ? "-E" : "-emit-llvm");
  for (const Define &D : Request.Defines) {
    if (D.Name.empty()) {
      addError(Result, "empty macro name in define", "dxild.request.define");
      return Result;
    }
    Args.push_back("-D" + D.Name + "=" + D.Value.value_or("1"));
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
    Args.push_back("-I");
    Args.push_back(*VDir);
  }
  std::string PreludePath;
  // The file system refers to the cached PCH bytes: keep them alive for the
  // whole compile.
  std::shared_ptr<const std::string> PCH;
  // -P shows what the user's code expands to, as DXC does, without the
  // prelude's 200 KB; compiles load the precompiled prelude when it could be
  // built and parse it from source otherwise.
  if (Request.UsePrelude && Mode == FrontendMode::EmitModule) {
    PreludePath = preludeVirtualPath();
    VFS->addFile(PreludePath, 0,
                 MemoryBuffer::getMemBuffer(preludeSource(), PreludePath,
                                            /*RequiresNullTerminator=*/false));
    if (Request.UsePreludePCH)
      PCH = getPreludePCH(PCHKey);
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

  CapturingDiagConsumer Consumer(Result.Diagnostics);
  auto Invocation = std::make_shared<clang::CompilerInvocation>();
  {
    clang::DiagnosticOptions ArgDiagOpts;
    clang::DiagnosticsEngine ArgDiags(clang::DiagnosticIDs::create(),
                                      ArgDiagOpts, &Consumer,
                                      /*ShouldOwnClient=*/false);
    if (!clang::CompilerInvocation::CreateFromArgs(*Invocation, ArgPtrs,
                                                   ArgDiags))
      return Result;
  }
  // Never print "N errors generated." or carets to the server's stderr.
  Invocation->getDiagnosticOpts().ShowCarets = false;
#if DXILD_HAVE_INTRINSICS
  // Atomics must see their destination's address before the optimizer
  // blurs HLSL's inout copies (see Intrinsics/ForwardAtomicDest.h).
  Invocation->getCodeGenOpts().PassBuilderCallbacks.push_back(
      registerIntrinsicsFrontendPasses);
#endif

  clang::CompilerInstance CI(Invocation);
  CI.setVirtualFileSystem(VFS);
  CI.createDiagnostics(&Consumer, /*ShouldOwnClient=*/false);
  if (!CI.createTarget()) {
    addError(Result, "cannot create target for " + Target.triple(),
             "dxild.internal.target");
    return Result;
  }

  const clang::FrontendInputFile &Input = CI.getFrontendOpts().Inputs.front();
  if (Mode == FrontendMode::Preprocess) {
    PreprocessToStringAction Action(Result, PreludePath);
    if (Action.BeginSourceFile(CI, Input)) {
      if (Error E = Action.Execute())
        consumeError(std::move(E));
      Action.EndSourceFile();
    }
    Result.Success = Consumer.getNumErrors() == 0;
    return Result;
  }

  Result.Context = std::make_unique<LLVMContext>();
  EmitModuleAction Action(Result.Context.get(), Result, PreludePath);
  if (Action.BeginSourceFile(CI, Input)) {
    if (Error E = Action.Execute())
      consumeError(std::move(E));
    Action.EndSourceFile();
  }
  if (Consumer.getNumErrors() == 0)
    Result.Module = Action.takeModule();
  Result.Success = Result.Module != nullptr;
  if (!Result.Success && Consumer.getNumErrors() == 0)
    addError(Result, "code generation produced no module",
             "dxild.internal.codegen");
  return Result;
}

} // namespace dxild
