//===- dxilc.cpp - DXC-compatible command line for dxild ------------------===//
//
// dxilc [DXC options] file.hlsl [--server HOST:PORT]
//
// DXC's command line (DxcOptions.h) in front of dxild. With --server the
// request goes to a dxild server; without it the same core runs in this
// process. Either way the request is built the same way, so the answers are
// the same, and the container options DXC applies after code generation
// (ContainerEdit.h) are applied here to either answer.
//
// Two binaries are built from this file. `dxilc` is the thin one: protobuf
// and gRPC only, so a --server call does not load libLLVM or libclang-cpp;
// when it has to compile locally (no --server, or the JSON options that
// need LLVM's JSON support) it execs `dxilc-local` from its own directory
// with the same arguments. `dxilc-local` (DXILC_LOCAL) links the compile
// core and does everything itself.
//
//===----------------------------------------------------------------------===//

#include "ContainerEdit.h"
#include "DebugInfo.h"
#include "DxcOptions.h"
#include "DxilcOptions.h"
#include "dxild/client/Client.h"
#include "dxild/client/IncludeCollector.h"

#if DXILC_LOCAL
#include "ProtoConvert.h"
#include "dxild/core/BindingJSON.h"
#endif

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

using namespace dxild;
using namespace dxild::cli;

namespace {

[[noreturn]] void fail(const std::string &Message) {
  std::cerr << "dxilc: error: " << Message << "\n";
  std::exit(1);
}

bool writeOutput(const std::string &Path, const std::string &Data) {
  if (Path == "-") {
    std::cout.write(Data.data(), static_cast<std::streamsize>(Data.size()));
    std::cout.flush();
    return true;
  }
  std::ofstream Out(Path, std::ios::binary | std::ios::trunc);
  if (!Out) {
    std::cerr << "dxilc: error: cannot write '" << Path << "'\n";
    return false;
  }
  Out.write(Data.data(), static_cast<std::streamsize>(Data.size()));
  return static_cast<bool>(Out);
}

std::string readFile(const std::string &Path, const char *What) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    fail(std::string("cannot read ") + What + " '" + Path + "'");
  std::stringstream Text;
  Text << In.rdbuf();
  return Text.str();
}

const char *severityName(v1::Severity S) {
  switch (S) {
  case v1::SEVERITY_NOTE:
    return "note";
  case v1::SEVERITY_REMARK:
    return "remark";
  case v1::SEVERITY_WARNING:
    return "warning";
  case v1::SEVERITY_FATAL:
    return "fatal error";
  default:
    return "error";
  }
}

/// The directory this executable lives in.
std::string selfDir() {
  char Buf[PATH_MAX];
  ssize_t N = ::readlink("/proc/self/exe", Buf, sizeof(Buf) - 1);
  if (N <= 0)
    return ".";
  std::string Path(Buf, static_cast<size_t>(N));
  size_t Slash = Path.rfind('/');
  return Slash == std::string::npos ? "." : Path.substr(0, Slash);
}

#if !DXILC_LOCAL
/// The thin client cannot compile: hand the whole command line to
/// dxilc-local, which can. Never returns.
[[noreturn]] void execLocal(char **Argv) {
  std::string Local = selfDir() + "/dxilc-local";
  Argv[0] = const_cast<char *>(Local.c_str());
  ::execv(Local.c_str(), Argv);
  fail("cannot run '" + Local +
       "' for a local compile: " + std::strerror(errno) +
       " (use --server, or install dxilc-local "
       "next to dxilc)");
}
#endif

std::unique_ptr<client::ShaderCompilerClient> connect(const DxilcOptions &O) {
  client::RemoteOptions Remote;
  Remote.UseTLS = O.TLS;
  if (!O.TLSCA.empty())
    Remote.TLSRootCerts = readFile(O.TLSCA, "TLS CA");
  if (!O.TLSCert.empty())
    Remote.TLSCertChain = readFile(O.TLSCert, "TLS certificate");
  if (!O.TLSKey.empty())
    Remote.TLSPrivateKey = readFile(O.TLSKey, "TLS key");
  if (!O.AuthTokenFile.empty())
    Remote.AuthToken = readFile(O.AuthTokenFile, "auth token");
  else if (const char *Env = std::getenv("DXILD_AUTH_TOKEN"))
    Remote.AuthToken = Env;
  while (!Remote.AuthToken.empty() &&
         std::isspace(static_cast<unsigned char>(Remote.AuthToken.back())))
    Remote.AuthToken.pop_back();
  return client::makeRemoteClient(O.Server, Remote);
}

/// Health check for scripts and container runtimes: GetInfo must answer.
int ping(const DxilcOptions &O) {
  client::CallOptions Call;
  Call.Timeout = std::chrono::milliseconds(O.TimeoutMs.value_or(5000));
  v1::GetInfoResponse Info;
  client::RpcStatus S = connect(O)->getInfo(Info, Call);
  if (!S.ok()) {
    std::cerr << "dxilc: error: " << O.Server << " did not answer (status "
              << S.Code << "): " << S.Message << "\n";
    return 1;
  }
  std::cout << "dxild " << Info.compiler().dxild_version() << " at " << O.Server
            << " (" << Info.compiler().clang_version() << ")\n";
  return 0;
}

v1::PipelineStage toProto(StopStage S) {
  switch (S) {
  case StopStage::Frontend:
    return v1::PIPELINE_STAGE_FRONTEND;
  case StopStage::Binding:
    return v1::PIPELINE_STAGE_BINDING;
  case StopStage::Lowering:
    return v1::PIPELINE_STAGE_LOWERING;
  case StopStage::Complete:
    break;
  }
  return v1::PIPELINE_STAGE_COMPLETE;
}

/// What -Zi/-Zs add comes from the compile's answer.
struct DebugInputs {
  /// ILDB payloads (artifacts.debug_program, debug_program_no_sources).
  std::string Program, ProgramNoSources;
  /// The main file, then the include files the compile opened, by name.
  std::vector<SourceFile> Sources;
};

/// Applies DXC's container options to a compiled container. \p PdbOut gets
/// the PDB when -Zi or -Zs asks for one.
bool editContainer(const DxilcOptions &O, std::string &Bytes,
                   std::string &RootSignatureOut, std::string &HashOut,
                   const DebugInputs &Debug, std::string &PdbOut) {
  Container C;
  std::string Error;
  if (!parseContainer(Bytes, C, Error)) {
    std::cerr << "dxilc: error: the compiled container is malformed: " << Error
              << "\n";
    return false;
  }
  if (!O.SetRootSignature.empty()) {
    Container From;
    std::string Blob = readFile(O.SetRootSignature, "root signature");
    const ContainerPart *RTS0 = nullptr;
    if (parseContainer(Blob, From, Error))
      RTS0 = From.find("RTS0");
    if (!RTS0) {
      std::cerr << "dxilc: error: '" << O.SetRootSignature
                << "' is not a container with a root signature (RTS0) "
                   "part, as -Frs and -extractrootsignature write\n";
      return false;
    }
    C.remove("RTS0");
    C.insertBefore(*RTS0, {"ILDN", "HASH", "DXIL"});
  }
  if (const ContainerPart *RTS0 = C.find("RTS0"))
    RootSignatureOut = singlePartContainer(*RTS0);
  if (const ContainerPart *Hash = C.find("HASH"))
    HashOut = Hash->Data;
  if (O.StripRootSignature)
    C.remove("RTS0");
  // DXC's order: ... RTS0, ILDB, STAT, ILDN, HASH, DXIL, PRIV.
  if (O.DebugInfo && !O.StripDebug && (O.EmbedDebug || O.DebugFile.empty())) {
    if (Debug.Program.empty()) {
      std::cerr << "dxilc: error: -Zi: the compile returned no debug "
                   "program (a server older than this dxilc?)\n";
      return false;
    }
    C.remove("ILDB");
    C.insertBefore({"ILDB", Debug.Program}, {"STAT", "ILDN", "HASH", "DXIL"});
  }
  // DXC writes no debug name for validator versions below 1.1.
  const bool NoDebugName =
      O.ValidatorVersion == "0.0" || O.ValidatorVersion == "1.0";
  if (O.embedsDebugName() && !NoDebugName) {
    const bool Directory = !O.DebugFile.empty() && O.DebugFile.back() == '/';
    std::string Name = O.DebugFile;
    if (Name.empty() || Directory) {
      if (HashOut.size() != 20) {
        std::cerr << "dxilc: error: the debug name is the shader's HASH, "
                     "which this container does not have (validator "
                     "versions below 1.5 write none)\n";
        return false;
      }
      Name = hexString(HashOut.substr(4)) + ".pdb";
    }
    C.remove("ILDN");
    C.insertBefore({"ILDN", debugNamePart(Name)}, {"HASH", "DXIL"});
  }
  if (O.generatesPDB()) {
    // DXC's CreateContainerForPDB: ILDN and HASH copied from the object,
    // SRCI (unless the sources stay in the debug module), ILDB (unless
    // -Zs); all-zero digest.
    Container Pdb;
    for (const ContainerPart &P : C.Parts)
      if (P.FourCC == "ILDN" || P.FourCC == "HASH")
        Pdb.Parts.push_back(P);
    if (!O.SourceInDebugModule)
      Pdb.Parts.push_back(
          {"SRCI", sourceInfoPart(Debug.Sources, O.DebugArgumentPairs)});
    if (O.DebugInfo) {
      const std::string &Program =
          O.SourceInDebugModule ? Debug.Program : Debug.ProgramNoSources;
      if (Program.empty()) {
        std::cerr << "dxilc: error: -Zi: the compile returned no debug "
                     "program (a server older than this dxilc?)\n";
        return false;
      }
      Pdb.Parts.push_back({"ILDB", Program});
    }
    PdbOut = pdbFile(serializeContainer(Pdb),
                     HashOut.size() == 20 ? HashOut.substr(4) : "");
    if (O.PdbInPrivate)
      C.Parts.push_back({"PRIV", PdbOut});
  }
  if (O.StripPrivate)
    C.remove("PRIV");
  if (!O.SetPrivate.empty()) {
    C.remove("PRIV");
    C.Parts.push_back({"PRIV", readFile(O.SetPrivate, "private data")});
  }
  Bytes = serializeContainer(C);
  return true;
}

} // namespace

int main(int Argc, char **Argv) {
  DxilcOptions O =
      parseDxilcOptions(std::vector<std::string>(Argv + 1, Argv + Argc));
  if (O.Help) {
    std::cout << helpText();
    return 0;
  }
  if (O.PrintOptionTable) {
    std::cout << optionTableMarkdown();
    return 0;
  }
  if (O.Ping)
    return ping(O);
#if !DXILC_LOCAL
  // Everything that needs the compile core or LLVM's JSON goes to
  // dxilc-local; remote compiles stay in this thin process.
  if (O.Version || O.Server.empty() || !O.BindingHints.empty() ||
      !O.ReflectJSON.empty())
    execLocal(Argv);
#else
  if (O.Version) {
    v1::GetInfoResponse Info;
    client::makeInProcessClient()->getInfo(Info);
    std::cout << "dxilc " << Info.compiler().dxild_version() << " ("
              << Info.compiler().clang_version() << ")\n";
    return 0;
  }
#endif

  v1::CompileRequest Request;
  client::CollectedSources Sources;
  std::string Error;
  // The defines first: an `#include NAME` may take its file from one.
  for (const auto &[Name, Value] : O.Defines) {
    v1::Define *D = Request.add_defines();
    D->set_name(Name);
    if (Value)
      D->set_value(*Value);
  }
  if (!client::collectSources(O.Input, O.IncludeDirs, Request, Sources, Error))
    fail(Error);
  Request.set_entry_point(O.Entry);
  Request.set_profile(O.Profile.empty() ? "cs_6_6" : O.Profile);
  if (O.OptLevel)
    Request.set_optimization_level(*O.OptLevel);
  Request.set_hlsl_version(O.HLSLVersion);
  Request.mutable_features()->set_enable_16bit_types(O.Enable16Bit);
  Request.set_disable_prelude(O.NoPrelude);
  Request.set_stop_after(toProto(O.StopAfter));
  Request.set_zero_digest(O.ZeroDigest);
  for (const std::string &W : O.WarningOptions)
    Request.add_warning_options(W);
  v1::CodeGenOptions &CG = *Request.mutable_codegen();
  CG.set_all_resources_bound(O.AllResourcesBound);
  CG.set_res_may_alias(O.ResMayAlias);
  CG.set_fp32_denorm_mode(O.DenormMode);
  CG.set_ieee_strict(O.IEEEStrict);
  CG.set_pack_matrix_row_major(O.PackMatrixRowMajor);
  CG.set_validator_version(O.ValidatorVersion);
  CG.set_root_signature_define(O.RootSignatureDefine);
  CG.set_root_signature_version(O.RootSignatureVersion);
  CG.set_legacy_macro_expansion(O.LegacyMacroExpansion);
  CG.set_dx9_compat_mode(O.DX9CompatMode);
  if (O.DebugInfo || O.DebugNameForSource) {
    // The debug module is compiled on either side from what the request
    // carries, so local and remote record the same.
    v1::DebugInfoOptions &D = *Request.mutable_debug_info();
    D.set_enabled(true);
    for (const std::string &A : O.DebugArguments)
      D.add_arguments(A);
    D.set_hash_includes_source(O.DebugNameForSource);
  }
#if DXILC_LOCAL
  if (!O.BindingHints.empty()) {
    std::string HintError;
    std::optional<BindingOptions> Hints = parseBindingHintsJSON(
        readFile(O.BindingHints, "binding hints"), HintError);
    if (!Hints)
      fail(O.BindingHints + ": " + HintError);
    toProto(*Hints, *Request.mutable_binding());
  }
#endif
  // The flag wins over a default_space in the hints file, as it is the more
  // specific request.
  if (O.AutoBindingSpace)
    Request.mutable_binding()->set_default_space(*O.AutoBindingSpace);

  // -M/-MD/-MF alone only preprocess, as in DXC; with other outputs the
  // dependencies come with the compile.
  const bool Preprocess =
      O.PreprocessOnly || (O.wantsDependencies() && !O.wantsCompileOutput());
  const bool Complete = O.StopAfter == StopStage::Complete;
  // DXC prints the listing when no output file is named.
  const bool ListingToStdout = !Preprocess && O.OutFc.empty() &&
                               O.OutFo.empty() && O.OutFh.empty() &&
                               O.OutFsh.empty() && O.OutFrs.empty() &&
                               O.ReflectJSON.empty() && O.DebugFile.empty();
  if (Preprocess) {
    Request.add_outputs(v1::OUTPUT_KIND_PREPROCESSED);
  } else {
    // Only what will be written: IR costs time to print and bytes to send.
    if (!O.OutFc.empty() || !O.OutFh.empty() || ListingToStdout ||
        (!O.OutFo.empty() && !Complete))
      Request.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
    if (Complete)
      Request.add_outputs(v1::OUTPUT_KIND_DXIL);
    Request.add_outputs(v1::OUTPUT_KIND_BINDINGS);
  }

  std::unique_ptr<client::ShaderCompilerClient> Client;
#if DXILC_LOCAL
  if (O.Server.empty())
    Client = client::makeInProcessClient();
  else
#endif
    Client = connect(O);
  client::CallOptions Call;
  if (O.TimeoutMs)
    Call.Timeout = std::chrono::milliseconds(*O.TimeoutMs);
  v1::CompileResponse Response;
  client::RpcStatus Status = Client->compile(Request, Response, Call);

  // Diagnostics name the files as the user knows them.
  auto RealName = [&](const std::string &Virtual) -> std::string {
    if (Virtual == Request.source_name())
      return O.Input;
    auto It = Sources.VirtualToReal.find(Virtual);
    return It != Sources.VirtualToReal.end() ? It->second : Virtual;
  };
  std::ostringstream Diags;
  for (const v1::Diagnostic &D : Response.diagnostics()) {
    if (!D.file().empty()) {
      const std::string File = RealName(D.file());
      switch (O.Format) {
      case DiagFormat::Clang:
        Diags << File << ":" << D.line() << ":" << D.column() << ": ";
        break;
      case DiagFormat::MSVC:
        Diags << File << "(" << D.line() << "," << D.column() << "): ";
        break;
      case DiagFormat::Vi:
        Diags << File << " +" << D.line() << ":" << D.column() << ": ";
        break;
      }
    } else {
      Diags << "dxilc: ";
    }
    Diags << severityName(D.severity()) << ": " << D.message();
    if (!D.option().empty() && O.ShowOption)
      Diags << " [-W" << D.option() << "]";
    Diags << "\n";
  }
  bool Ok = true;
  if (!O.OutFe.empty())
    Ok &= writeOutput(O.OutFe, Diags.str());
  else
    std::cerr << Diags.str();
  if (!Status.ok()) {
    std::cerr << "dxilc: error: " << (O.Server.empty() ? "compile" : "RPC")
              << " failed (status " << Status.Code << "): " << Status.Message
              << "\n";
    return 1;
  }
  const v1::StageTimings &T = Response.timings();
  if (O.Verbose) {
    std::cerr << "timings: frontend=" << T.frontend_us()
              << "us binding=" << T.binding_us() << "us total=" << T.total_us()
              << "us\n";
    if (!Response.cache().key().empty()) {
      if (Response.cache().hit())
        std::cerr << "cache: hit " << Response.cache().tier()
                  << " key=" << Response.cache().key() << "\n";
      else
        std::cerr << "cache: miss key=" << Response.cache().key() << "\n";
    }
  }
  if (O.TimeReport) {
    std::cerr << "===-------------------------------------------------------"
                 "------------===\n"
                 "                      dxild compile time report\n"
                 "===-------------------------------------------------------"
                 "------------===\n";
    auto Row = [](const char *Name, uint64_t Us) {
      char Buf[96];
      std::snprintf(Buf, sizeof(Buf), "  %10.3f ms  %s\n", Us / 1000.0, Name);
      std::cerr << Buf;
    };
    Row("queue", T.queue_us());
    Row("frontend (Clang)", T.frontend_us());
    Row("optimize", T.optimize_us());
    Row("binding", T.binding_us());
    Row("lowering", T.lowering_us());
    Row("writing", T.writing_us());
    Row("cache lookup", T.cache_us());
    Row("total", T.total_us());
  }
  if (O.ShowIncludes)
    for (const std::string &F : Response.included_files())
      std::cerr << ". " << RealName(F) << "\n";
  if (!Response.success())
    return 1;

  const v1::Artifacts &Art = Response.artifacts();
  if (Preprocess) {
    if (O.PreprocessOnly)
      Ok &= writeOutput(O.OutFi, Art.preprocessed());
  } else {
    std::string Object = Art.dxil_container();
    std::string RootSignature, Hash, Pdb;
    DebugInputs Debug;
    if (O.generatesPDB()) {
      Debug.Program = Art.debug_program();
      Debug.ProgramNoSources = Art.debug_program_no_sources();
      Debug.Sources.push_back({Request.source_name(), Request.source()});
      std::map<std::string, std::string> Opened;
      for (const std::string &F : Response.included_files()) {
        auto It = Request.include_files().find(F);
        if (It != Request.include_files().end() && F != Request.source_name())
          Opened.emplace(F, It->second);
      }
      for (auto &[Name, Text] : Opened)
        Debug.Sources.push_back({Name, Text});
    }
    if (O.DebugInfo && O.DebugFile.empty() && !O.EmbedDebug && !O.StripDebug)
      std::cerr << "warning: no output provided for debug - embedding PDB in "
                   "shader container.  Use -Qembed_debug to silence this "
                   "warning.\n";
    if (!Object.empty() &&
        !editContainer(O, Object, RootSignature, Hash, Debug, Pdb))
      return 1;
    if (Object.empty())
      Object = Art.llvm_ir();
    if (!O.OutFc.empty())
      Ok &= writeOutput(O.OutFc, Art.llvm_ir());
    if (ListingToStdout)
      Ok &= writeOutput("-", Art.llvm_ir());
    if (!O.OutFo.empty()) {
      if (O.ExtractRootSignature) {
        if (RootSignature.empty()) {
          std::cerr << "dxilc: error: the shader has no root signature to "
                       "extract\n";
          return 1;
        }
        Ok &= writeOutput(O.OutFo, RootSignature);
      } else {
        Ok &= writeOutput(O.OutFo, Object);
      }
    }
    if (!O.OutFh.empty())
      Ok &= writeOutput(
          O.OutFh, cHeader(Art.llvm_ir(), Object,
                           O.VarName.empty() ? "g_" + O.Entry : O.VarName));
    if (!O.DebugFile.empty() && !Pdb.empty()) {
      std::string Path = O.DebugFile;
      if (Path.back() == '/') {
        // DXC: a directory gets the file named in ILDN, <hash>.pdb.
        Container Written;
        std::string Error;
        const ContainerPart *Name = nullptr;
        if (parseContainer(Object, Written, Error))
          Name = Written.find("ILDN");
        if (!Name || Name->Data.size() < 4) {
          std::cerr << "dxilc: error: /Fd was specified but no debug name "
                       "was produced\n";
          return 1;
        }
        const size_t Len = uint8_t(Name->Data[2]) | uint8_t(Name->Data[3]) << 8;
        Path += Name->Data.substr(4, Len);
      }
      Ok &= writeOutput(Path, Pdb);
    }
    if (!O.OutFrs.empty()) {
      if (RootSignature.empty()) {
        std::cerr << "dxilc: error: -Frs: the shader has no root signature\n";
        return 1;
      }
      Ok &= writeOutput(O.OutFrs, RootSignature);
    }
    if (!O.OutFsh.empty()) {
      if (Hash.empty()) {
        std::cerr << "dxilc: error: -Fsh: the container has no HASH part\n";
        return 1;
      }
      Ok &= writeOutput(O.OutFsh, Hash);
    }
  }
#if DXILC_LOCAL
  if (!O.ReflectJSON.empty() && !Preprocess) {
    std::vector<ResourceBinding> Table;
    for (const v1::ResourceBinding &B : Response.bindings())
      Table.push_back(fromProto(B));
    Ok &= writeOutput(O.ReflectJSON, bindingTableToJSON(Table));
  }
#endif
  if (O.wantsDependencies()) {
    // DXC's layout: "<Fo or input>: <input> \\\n <include>...".
    std::string Dep = (O.OutFo.empty() ? O.Input : O.OutFo) + ": " + O.Input;
    for (const std::string &F : Response.included_files())
      Dep += " \\\n " + RealName(F);
    Dep += "\n";
    if (!O.DepFile.empty())
      Ok &= writeOutput(O.DepFile, Dep);
    else if (O.DepWrite)
      Ok &= writeOutput(O.Input.substr(0, O.Input.rfind('.')) + ".d", Dep);
    else
      Ok &= writeOutput("-", Dep);
  }
  return Ok ? 0 : 1;
}
