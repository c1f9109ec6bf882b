//===- Compiler.cpp - dxild's compile pipeline ----------------------------===//
//
// The request's path through the core:
//
//   profile check -> Clang frontend (+ -O pipeline) -> binding -> outputs
//
// Later stages (DXIL lowering, bitcode writer, container) plug in after
// binding. Cancellation and deadlines are checked between stages.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/Compiler.h"
#include "dxild/core/Profile.h"
#include "dxild/core/Timing.h"

#include "Frontend/ClangFrontend.h"

#if DXILD_HAVE_INTRINSICS
#include "Intrinsics/IntrinsicsStage.h"
#endif
#if DXILD_HAVE_BINDING
#include "Binding/BindingStage.h"
#endif
#if DXILD_HAVE_WRITER
#include "Writer/WriterStage.h"
#endif
#if DXILD_HAVE_LOWERING
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringStage.h"
#endif

#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <thread>

namespace dxild {

namespace {

using Clock = std::chrono::steady_clock;

void addError(CompileResult &R, std::string Message, std::string Code) {
  Diagnostic D;
  D.Level = Severity::Error;
  D.Message = std::move(Message);
  D.Code = std::move(Code);
  R.Diagnostics.push_back(std::move(D));
}

/// Returns true (and fills in the result) when the caller no longer wants the
/// compile.
bool stopRequested(const CompileControl &Control, CompileResult &R) {
  if (Control.Cancelled && Control.Cancelled->load()) {
    R.Status = CompileStatus::Cancelled;
    addError(R, "compile cancelled", "dxild.cancelled");
    return true;
  }
  if (Control.Deadline && Clock::now() >= *Control.Deadline) {
    R.Status = CompileStatus::DeadlineExceeded;
    addError(R, "compile deadline exceeded", "dxild.deadline");
    return true;
  }
  return false;
}

/// Why a stage failed: dxild's own fault when any diagnostic says so (its
/// code starts with dxild.internal.), the input's otherwise. The difference
/// decides whether the failure may be cached and how the RPC ends.
CompileStatus failureStatus(const CompileResult &R) {
  for (const Diagnostic &D : R.Diagnostics)
    if (D.Code.rfind("dxild.internal.", 0) == 0)
      return CompileStatus::Internal;
  return CompileStatus::InvalidInput;
}

void appendDiagnostics(CompileResult &R, std::vector<Diagnostic> &&From) {
  for (Diagnostic &D : From)
    R.Diagnostics.push_back(std::move(D));
}

#if DXILD_HAVE_WRITER
/// -Zi: DXC's dx.source.* records from the request. The main file comes
/// first, then the include files the compile opened, sorted by name (DXC
/// lists the files its SourceManager read, the same way).
DebugModuleInputs debugModuleInputs(const CompileRequest &Request,
                                    const std::vector<std::string> &Opened) {
  DebugModuleInputs Out;
  Out.Enabled = Request.Debug.Enabled;
  if (!Out.Enabled)
    return Out;
  Out.HashIncludesSource = Request.Debug.HashIncludesSource;
  Out.MainFileName = Request.SourceName;
  Out.Sources.emplace_back(Request.SourceName, Request.Source);
  std::map<std::string, std::string> Included;
  for (const std::string &Path : Opened) {
    auto It = Request.IncludeFiles.find(Path);
    if (It != Request.IncludeFiles.end() && Path != Request.SourceName)
      Included.emplace(Path, It->second);
  }
  for (auto &[Path, Text] : Included)
    Out.Sources.emplace_back(Path, Text);
  for (const Define &D : Request.Defines)
    Out.Defines.push_back(D.Value ? D.Name + "=" + *D.Value : D.Name);
  Out.Arguments = Request.Debug.Arguments;
  return Out;
}
#endif

#if DXILD_HAVE_LOWERING
/// The frontend's view of the entry's semantics, in the lowering's terms.
EntrySemantics toEntrySemantics(const std::vector<EntrySemanticDecl> &Decls) {
  EntrySemantics R;
  for (const EntrySemanticDecl &D : Decls)
    (D.Output ? R.Outputs : R.Inputs)
        .push_back(static_cast<const EntrySemantic &>(D));
  return R;
}
#endif

} // namespace

/// The pipeline proper. Runs inside a crash recovery context: see compile().
static CompileResult runPipeline(const CompileRequest &Request,
                                 const CompileControl &Control) {
  const Clock::time_point Start = Clock::now();
  CompileResult Result;
  auto Finish = [&](CompileResult &R) -> CompileResult {
    R.Timings.TotalUs = microsSince(Start);
    return std::move(R);
  };

  std::optional<Profile> Target = parseProfile(Request.Profile);
  if (!Target) {
    Result.Status = CompileStatus::InvalidInput;
    addError(Result,
             "unsupported target profile '" + Request.Profile +
                 "' (expected cs_6_0..cs_6_9, vs_6_0..vs_6_9 or "
                 "ps_6_0..ps_6_9)",
             "dxild.request.profile");
    return Finish(Result);
  }
  const std::string &Denorm = Request.CodeGen.Fp32DenormMode;
  if (!Denorm.empty() &&
      (Denorm != "any" && Denorm != "preserve" && Denorm != "ftz")) {
    Result.Status = CompileStatus::InvalidInput;
    addError(Result,
             "unsupported fp32 denorm mode '" + Denorm +
                 "' (expected any, preserve or ftz)",
             "dxild.request.denorm");
    return Finish(Result);
  }
  if (!Denorm.empty() && !Target->atLeast(6, 2)) {
    Result.Status = CompileStatus::InvalidInput;
    addError(Result,
             "the fp32 denorm mode needs shader model 6.2 or above (profile '" +
                 Request.Profile + "')",
             "dxild.request.denorm");
    return Finish(Result);
  }
  if (const std::string &V = Request.CodeGen.ValidatorVersion; !V.empty()) {
    // DXC's rules: "major.minor", at most the current 1.10, 0.0 for never
    // validated, otherwise at least the shader model's (1.<sm minor>).
    unsigned Major = 0, Minor = 0;
    char Tail = 0;
    std::string Error;
    if (std::sscanf(V.c_str(), "%u.%u%c", &Major, &Minor, &Tail) != 2)
      Error = "format of validator version is \"<major>.<minor>\" (ex: "
              "\"1.4\"), got '" +
              V + "'";
    else if (Major > 1 || (Major == 1 && Minor > 10))
      Error = "validator version " + V +
              " is above the current internal version 1.10";
    else if (Major == 0 && Minor != 0)
      Error = "if validator major version is 0, minor version must also be 0";
    else if (Major != 0 && Minor < Target->Minor)
      Error = "validator version " + V + " does not support target profile " +
              Request.Profile;
    if (!Error.empty()) {
      Result.Status = CompileStatus::InvalidInput;
      addError(Result, Error, "dxild.request.validator-version");
      return Finish(Result);
    }
  }
  if (stopRequested(Control, Result))
    return Finish(Result);

  // -P is exclusive, as with DXC: preprocess and stop.
  const bool PreprocessOnly = Request.Outputs & OutputPreprocessed;
  Clock::time_point StageStart = Clock::now();
  FrontendResult FE = runClangFrontend(
      Request, *Target,
      PreprocessOnly ? FrontendMode::Preprocess : FrontendMode::EmitModule);
  Result.Timings.FrontendUs = microsSince(StageStart);
  appendDiagnostics(Result, std::move(FE.Diagnostics));
  Result.IncludedFiles = std::move(FE.IncludedFiles);
  if (!FE.Success) {
    Result.Status = failureStatus(Result);
    return Finish(Result);
  }
  if (PreprocessOnly) {
    Result.Preprocessed = std::move(FE.Preprocessed);
    return Finish(Result);
  }
  if (stopRequested(Control, Result))
    return Finish(Result);

  llvm::Module &M = *FE.Module;
  // The module as it is now, when IR was asked for: at the end, or where
  // the request stops early.
  auto EmitIR = [&] {
    if (!(Request.Outputs & OutputLLVMIR))
      return;
    Clock::time_point PrintStart = Clock::now();
    llvm::raw_string_ostream OS(Result.LLVMIR);
    M.print(OS, nullptr);
    Result.Timings.WritingUs += microsSince(PrintStart);
  };
#if DXILD_HAVE_BINDING
  // Clang's optimizer phis the handles of resource variables reassigned in
  // loops, which the verifier rejects: phis of element indices instead.
  {
    std::vector<Diagnostic> PhiDiags;
    bool PhisOk = resolveHandlePhis(M, FE.Resources, PhiDiags);
    appendDiagnostics(Result, std::move(PhiDiags));
    if (!PhisOk) {
      Result.Status = failureStatus(Result);
      return Finish(Result);
    }
  }
#endif
  // Clang's output must be valid IR; anything else is our bug, not the
  // user's, and must not flow into later stages.
  {
    std::string VerifierMessage;
    llvm::raw_string_ostream OS(VerifierMessage);
    if (llvm::verifyModule(M, &OS)) {
      Result.Status = CompileStatus::Internal;
      addError(Result, "frontend produced invalid IR: " + VerifierMessage,
               "dxild.internal.verifier");
      return Finish(Result);
    }
  }

  if (Request.StopAfter == PipelineStage::Frontend) {
    EmitIR();
    return Finish(Result);
  }

#if DXILD_HAVE_INTRINSICS
  // The prelude's __dxild_* calls become atomics and llvm.dx.* intrinsics
  // before anything looks at resources.
  {
    std::vector<Diagnostic> IntrinsicsDiags;
    bool IntrinsicsOk = runIntrinsicsStage(M, IntrinsicsDiags);
    appendDiagnostics(Result, std::move(IntrinsicsDiags));
    if (!IntrinsicsOk) {
      Result.Status = failureStatus(Result);
      return Finish(Result);
    }
  }
#endif

#if DXILD_HAVE_BINDING
  StageStart = Clock::now();
  {
    std::vector<Diagnostic> BindingDiags;
    bool BindingOk = runBindingStage(M, Request.Binding, FE.Resources,
                                     BindingDiags, Result.Bindings);
    appendDiagnostics(Result, std::move(BindingDiags));
    Result.Timings.BindingUs = microsSince(StageStart);
    if (!BindingOk) {
      Result.Status = failureStatus(Result);
      return Finish(Result);
    }
  }
  if (stopRequested(Control, Result))
    return Finish(Result);
  if (Request.StopAfter == PipelineStage::Binding) {
    EmitIR();
    return Finish(Result);
  }
#endif

#if DXILD_HAVE_WRITER && DXILD_HAVE_LOWERING
  // Lowering keeps only DXIL's named metadata, so the root signature Clang
  // attached to the entry is serialized for the container before it runs.
  std::string RootSignature;
  if (Request.Outputs & OutputDXIL) {
    std::vector<Diagnostic> WriterDiags;
    bool RootSignatureOk = serializeRootSignature(M, Request.EntryPoint,
                                                  WriterDiags, RootSignature);
    appendDiagnostics(Result, std::move(WriterDiags));
    if (!RootSignatureOk) {
      Result.Status = failureStatus(Result);
      return Finish(Result);
    }
  }
#endif

#if DXILD_HAVE_LOWERING
  StageStart = Clock::now();
  {
    std::vector<Diagnostic> LoweringDiags;
    LoweringInfo Lowered;
    // Clang 22's IR does not name entry inputs/outputs; the AST does.
    EntrySemantics Semantics = toEntrySemantics(FE.EntrySemantics);
    bool LoweringOk = runLoweringStage(M, *Target, LoweringDiags, Lowered,
                                       &Semantics, Request.CodeGen);
    appendDiagnostics(Result, std::move(LoweringDiags));
    Result.Timings.LoweringUs = microsSince(StageStart);
    if (!LoweringOk) {
      Result.Status = failureStatus(Result);
      return Finish(Result);
    }
  }
  if (stopRequested(Control, Result))
    return Finish(Result);
  if (Request.StopAfter == PipelineStage::Lowering) {
    EmitIR();
    return Finish(Result);
  }
#endif

#if DXILD_HAVE_WRITER && DXILD_HAVE_LOWERING
  // The container's parts are computed from the lowered module's DXIL
  // metadata; the module itself is not changed.
  if (Request.Outputs & OutputDXIL) {
    StageStart = Clock::now();
    std::vector<Diagnostic> WriterDiags;
    ContainerInputs In;
    In.RootSignature = std::move(RootSignature);
    In.ZeroDigest = Request.ZeroDigest;
    In.Debug = debugModuleInputs(Request, Result.IncludedFiles);
    DebugPrograms Debug;
    bool WriterOk =
        runWriterStage(M, In, WriterDiags, Result.DXILContainer, &Debug);
    Result.DebugProgram = std::move(Debug.WithSources);
    Result.DebugProgramNoSources = std::move(Debug.WithoutSources);
    appendDiagnostics(Result, std::move(WriterDiags));
    Result.Timings.WritingUs += microsSince(StageStart);
    if (!WriterOk) {
      Result.Status = failureStatus(Result);
      Result.DXILContainer.clear();
      return Finish(Result);
    }
  }
#endif

  EmitIR();
  return Finish(Result);
}

#if DXILD_TEST_HOOKS
/// Test builds only: a request defining DXILD_TEST_CRASH makes the compiler
/// fail the way real compiler bugs do, to prove the service survives them.
/// The null store is the point, so UBSan (scripts/sanitize.sh) must let it
/// through to the crash handler.
__attribute__((no_sanitize("undefined"))) static void
maybeCrashForTesting(const CompileRequest &Request) {
  for (const Define &D : Request.Defines) {
    if (D.Name != "DXILD_TEST_CRASH")
      continue;
    const std::string Kind = D.Value.value_or("segv");
    if (Kind == "fatal")
      llvm::report_fatal_error("deliberate fatal error (test hook)");
    if (Kind == "abort")
      std::abort();
    volatile int *Null = nullptr;
    *Null = 1;
  }
}

/// Test builds only: DXILD_TEST_SLOW_MS=N stands for a stage that takes N ms
/// and, like the real long stages, checks for cancellation as it goes.
static bool slowStageForTesting(const CompileRequest &Request,
                                const CompileControl &Control,
                                CompileResult &Result) {
  for (const Define &D : Request.Defines) {
    if (D.Name != "DXILD_TEST_SLOW_MS")
      continue;
    const auto End = Clock::now() + std::chrono::milliseconds(
                                        std::atoi(D.Value.value_or("0").c_str()));
    while (Clock::now() < End) {
      if (stopRequested(Control, Result))
        return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
  }
  return false;
}
#endif

CompileResult compile(const CompileRequest &Request,
                      const CompileControl &Control) {
  // A crash inside Clang or LLVM (a failed assertion, report_fatal_error, a
  // segfault) must fail this request only, not the process serving others.
  // CrashRecoveryContext turns it into a failed RunSafely on the crashing
  // thread; see the README for why this beats worker processes here.
  static std::once_flag EnableRecovery;
  std::call_once(EnableRecovery, [] { llvm::CrashRecoveryContext::Enable(); });

  CompileResult Result;
  llvm::CrashRecoveryContext CRC;
  bool Completed = CRC.RunSafely([&] {
#if DXILD_TEST_HOOKS
    maybeCrashForTesting(Request);
    if (slowStageForTesting(Request, Control, Result))
      return;
#endif
    Result = runPipeline(Request, Control);
  });
  if (!Completed) {
    // Whatever the pipeline left behind is unusable; report only the crash.
    Result = CompileResult();
    Result.Status = CompileStatus::Internal;
    addError(Result,
             "internal compiler error while compiling '" + Request.SourceName +
                 "' (the compiler crashed; this request was isolated)",
             "dxild.internal.crash");
  }
  return Result;
}

const CompilerIdentity &compilerIdentity() {
  static const CompilerIdentity Identity = [] {
    CompilerIdentity I;
    I.DxildVersion = DXILD_VERSION;
    I.ClangVersion = clangFullVersion();
    I.LLVMVersion = DXILD_LLVM_VERSION;
    return I;
  }();
  return Identity;
}

const Capabilities &capabilities() {
  static const Capabilities Caps = [] {
    Capabilities C;
    C.Profiles = supportedProfiles();
    C.HLSLVersions = {"2016", "2017", "2018", "2021", "202x", "202y"};
    C.OutputKinds = {"llvm-ir", "preprocessed"};
#if DXILD_HAVE_BINDING
    C.OutputKinds.push_back("bindings");
#endif
#if DXILD_HAVE_WRITER && DXILD_HAVE_LOWERING
    C.OutputKinds.push_back("dxil");
#endif
    C.Options = {"entry-point",
                 "profile",
                 "defines",
                 "include-files",
                 "include-dirs",
                 "optimization-level",
                 "hlsl-version",
                 "enable-16bit-types",
                 "disable-prelude",
                 "warning-options",
                 "codegen.all-resources-bound",
                 "codegen.res-may-alias",
                 "codegen.fp32-denorm-mode",
                 "codegen.ieee-strict"};
    C.UnsupportedFeatures = {
        "multi-dimensional arrays of ConstantBuffer<T> with an unbounded "
        "dimension, arrays of "
        "TextureBuffer<T>, ConstantBuffer<T> from ResourceDescriptorHeap "
        "(Texture and Sampler objects and ConstantBuffer<T> come from "
        "dxild's prelude and source compatibility layer: Clang 22 has none)",
        "global structs that mix data and resource members",
#if DXILD_HAVE_WRITER && DXILD_HAVE_LOWERING
        "DXIL containers are not validator-signed: the digest is the BYPASS "
        "sentinel (16 x 0x01, hlsl-specs INF-0004; D3D12 Agility SDK 1.615+), "
        "no STAT/reflection part",
#else
        "DXIL container output (not implemented yet)",
#endif
        "shader stages other than compute, vertex and pixel",
        "shader model 6.9 operations other than RayQuery flags (long "
        "vectors, shader execution reordering)",
    };
    return C;
  }();
  return Caps;
}

} // namespace dxild
