//===- PreludePCH.cpp - The prelude, precompiled once per process ---------===//

#include "Frontend/PreludePCH.h"
#include "Frontend/EnumPromotion.h"
#include "Frontend/HLSLTargetInfo.h"

#include "dxild/core/Prelude.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/VirtualOutputBackend.h"
#include "llvm/Support/VirtualOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include <future>
#include <map>
#include <mutex>
#include <tuple>

using namespace llvm;

namespace dxild {

bool PreludePCHKey::operator<(const PreludePCHKey &O) const {
  return std::tie(Triple, StdArg, OptLevel, Native16Bit, NoFastMath) <
         std::tie(O.Triple, O.StdArg, O.OptLevel, O.Native16Bit, O.NoFastMath);
}

const std::string &preludeVirtualPath() {
  // Beside the virtual root, where no request path can name it.
  static const std::string Path = "/<dxild>/" + std::string(preludeFileName());
  return Path;
}

const std::string &preludePCHVirtualPath() {
  static const std::string Path = "/<dxild>/prelude.pch";
  return Path;
}

std::vector<std::string> preludeSensitiveArgs(const PreludePCHKey &Key) {
  // -fdeclspec: the prelude's texture `mips`/`sample` members are
  // __declspec(property) (see core/prelude/textures.py).
  std::vector<std::string> Args = {
      "-triple", Key.Triple, "-O" + std::to_string(Key.OptLevel), "-fdeclspec"};
  if (!Key.StdArg.empty())
    Args.push_back(Key.StdArg);
  if (Key.Native16Bit) {
    Args.push_back("-fnative-half-type");
    Args.push_back("-fnative-int16-type");
  }
  // HLSL compiles with fast math; -Gis turns it off, and a PCH must agree.
  if (Key.NoFastMath)
    Args.push_back("-fno-fast-math");
  // The macros DXC 1.9 predefines that Clang 22 does not, or defines with
  // another value. Shaders test them to tell DXC from FXC (NVIDIA's MathLib
  // takes its FXC path without `__hlsl_dx_compiler`) and the language
  // version from `__HLSL_VERSION` (Clang says 2028 for its default 202x,
  // DXC 2021 for its default 2021). They are here, in the PCH's arguments,
  // because a PCH built without the -U would make the compile's -D a
  // redefinition. A request's own -D of one of them comes later and wins.
  for (const char *Macro :
       {"__hlsl_dx_compiler=1",
        // The DXC release whose language dxild follows (1.9.0.0).
        "__DXC_VERSION_MAJOR=1", "__DXC_VERSION_MINOR=9",
        "__DXC_VERSION_RELEASE=0", "__DXC_VERSION_COMMITS=0"})
    Args.push_back(std::string("-D") + Macro);
  StringRef Version = "2021"; // DXC's default; Clang's is 202x.
  if (StringRef Std = Key.StdArg; Std.consume_front("-std=hlsl"))
    Version = Std;
  if (Version == "202x")
    Version = "2029"; // DXC's value; Clang's 202x is 2028.
  // 202y keeps Clang's number: DXC does not have it.
  if (Version != "202y") {
    Args.push_back("-U__HLSL_VERSION");
    Args.push_back(("-D__HLSL_VERSION=" + Version).str());
  }
  return Args;
}

namespace {

/// The PCH writer after the steers whose changes to declarations the PCH
/// must keep (EnumPromotion.h: the prelude's enums).
class PreludePCHAction : public clang::GeneratePCHAction {
protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, StringRef InFile) override {
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(makeEnumPromotionSteer());
    Consumers.push_back(
        clang::GeneratePCHAction::CreateASTConsumer(CI, InFile));
    if (!Consumers.back())
      return nullptr;
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }
};

/// Captures the one file a PCH build writes, in memory.
class CaptureOutputBackend final : public vfs::OutputBackend {
public:
  explicit CaptureOutputBackend(std::shared_ptr<std::string> Sink)
      : Sink(std::move(Sink)) {}

private:
  class File final : public RTTIExtends<File, vfs::OutputFileImpl> {
  public:
    explicit File(std::shared_ptr<std::string> Sink)
        : Sink(std::move(Sink)), OS(Buffer) {}
    Error keep() override {
      *Sink = std::string(Buffer.begin(), Buffer.end());
      return Error::success();
    }
    Error discard() override { return Error::success(); }
    raw_pwrite_stream &getOS() override { return OS; }

  private:
    std::shared_ptr<std::string> Sink;
    SmallVector<char, 0> Buffer;
    raw_svector_ostream OS;
  };

  IntrusiveRefCntPtr<vfs::OutputBackend> cloneImpl() const override {
    return makeIntrusiveRefCnt<CaptureOutputBackend>(Sink);
  }
  Expected<std::unique_ptr<vfs::OutputFileImpl>>
  createFileImpl(StringRef, std::optional<vfs::OutputConfig>) override {
    return std::make_unique<File>(Sink);
  }

  std::shared_ptr<std::string> Sink;
};

std::shared_ptr<const std::string> buildPCH(const PreludePCHKey &Key) {
  auto VFS = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  VFS->addFile(preludeVirtualPath(), 0,
               MemoryBuffer::getMemBuffer(preludeSource(), preludeVirtualPath(),
                                          /*RequiresNullTerminator=*/false));
  std::vector<std::string> Args = preludeSensitiveArgs(Key);
  for (const char *A : {"-x", "hlsl-header", "-emit-pch", "-nostdsysteminc",
                        "-nobuiltininc", "-o"})
    Args.push_back(A);
  Args.push_back(preludePCHVirtualPath());
  Args.push_back(preludeVirtualPath());
  std::vector<const char *> ArgPtrs;
  for (const std::string &A : Args)
    ArgPtrs.push_back(A.c_str());

  // The prelude is ours: any diagnostic here is a dxild bug, and the caller
  // falls back to parsing from source, which reports it properly.
  clang::IgnoringDiagConsumer Ignore;
  auto Invocation = std::make_shared<clang::CompilerInvocation>();
  {
    clang::DiagnosticOptions DiagOpts;
    clang::DiagnosticsEngine Diags(clang::DiagnosticIDs::create(), DiagOpts,
                                   &Ignore, /*ShouldOwnClient=*/false);
    if (!clang::CompilerInvocation::CreateFromArgs(*Invocation, ArgPtrs, Diags))
      return nullptr;
  }
  auto Sink = std::make_shared<std::string>();
  clang::CompilerInstance CI(Invocation);
  CI.setVirtualFileSystem(VFS);
  CI.createDiagnostics(&Ignore, /*ShouldOwnClient=*/false);
  CI.setOutputManager(makeIntrusiveRefCnt<CaptureOutputBackend>(Sink));
  if (!createHLSLTarget(CI))
    return nullptr;
  PreludePCHAction Action;
  if (!Action.BeginSourceFile(CI, CI.getFrontendOpts().Inputs.front()))
    return nullptr;
  if (Error E = Action.Execute()) {
    consumeError(std::move(E));
    return nullptr;
  }
  Action.EndSourceFile();
  if (CI.getDiagnostics().hasErrorOccurred() || Sink->empty())
    return nullptr;
  return Sink;
}

} // namespace

std::shared_ptr<const std::string> getPreludePCH(const PreludePCHKey &Key) {
  // Each entry is about 1 MB; real deployments use a handful of keys, and a
  // request stream cycling through every profile must not grow memory
  // without bound. Past the cap, compiles parse the prelude from source.
  constexpr size_t MaxEntries = 32;
  using Future = std::shared_future<std::shared_ptr<const std::string>>;
  static std::mutex Mutex;
  static std::map<PreludePCHKey, Future> Cache;

  std::promise<std::shared_ptr<const std::string>> Promise;
  Future Existing;
  {
    std::lock_guard<std::mutex> Lock(Mutex);
    auto It = Cache.find(Key);
    if (It != Cache.end())
      Existing = It->second;
    else if (Cache.size() >= MaxEntries)
      return nullptr;
    else
      Cache.emplace(Key, Promise.get_future().share());
  }
  // Another thread may still be building it: wait outside the lock.
  if (Existing.valid())
    return Existing.get();

  std::shared_ptr<const std::string> PCH;
  CrashRecoveryContext CRC;
  if (!CRC.RunSafely([&] { PCH = buildPCH(Key); }))
    PCH = nullptr;
  Promise.set_value(PCH);
  return PCH;
}

} // namespace dxild
