//===- dxilc.cpp - DXC-like command line for dxild ------------------------===//
//
// dxilc -T cs_6_6 -E main [-D N[=V]] [-I dir] [-O0..3] [-Fc out.ll] [-Fo out]
//       [-MF out.d] [-P] [--server HOST:PORT] file.hlsl
//
// With --server the request goes to a dxild server; without it the same core
// runs in this process. Either way the request is built the same way, so the
// answers are the same.
//
//===----------------------------------------------------------------------===//

#include "ProtoConvert.h"
#include "dxild/client/Client.h"
#include "dxild/client/IncludeCollector.h"
#include "dxild/core/BindingJSON.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using namespace dxild;

namespace {

struct Options {
  std::string Input;
  std::string Profile;
  std::string Entry = "main";
  std::vector<v1::Define> Defines;
  std::vector<std::string> IncludeDirs;
  std::optional<unsigned> OptLevel;
  std::string HLSLVersion;
  bool Enable16Bit = false;
  bool PreprocessOnly = false;
  bool NoPrelude = false;
  bool Verbose = false;
  bool Ping = false;
  bool ZeroDigest = false;
  v1::PipelineStage StopAfter = v1::PIPELINE_STAGE_COMPLETE;
  std::string OutFc, OutFo, OutFi, DepFile, BindingHints, ReflectJSON;
  std::string Server;
  bool TLS = false;
  std::string TLSCA, TLSCert, TLSKey, AuthTokenFile;
  std::optional<long> TimeoutMs;
  std::optional<unsigned> AutoBindingSpace;
};

void printUsage() {
  std::cout
      << "OVERVIEW: dxild HLSL compiler client\n\n"
         "USAGE: dxilc [options] <file.hlsl>\n\n"
         "OPTIONS:\n"
         "  -T <profile>            Target profile (cs_6_0..6_8, vs_6_x, "
         "ps_6_x)\n"
         "  -E <name>               Entry point (default: main)\n"
         "  -D <name>[=<value>]     Define a macro\n"
         "  -I <dir>                Add an include directory\n"
         "  -O0 -O1 -O2 -O3 -Od     Optimization level (default: -O3)\n"
         "  -HV <version>           HLSL version (2016 ... 2021, 202x, "
         "202y)\n"
         "  -enable-16bit-types     Enable 16-bit types\n"
         "  -P                      Preprocess only (to -Fi file or stdout)\n"
         "  -Fc <file>              Write the LLVM IR / DXIL listing ('-' = "
         "stdout)\n"
         "  -Fo <file>              Write the DXIL container (the IR with "
         "-fcgl/--stop-after)\n"
         "  -Fi <file>              Output file for -P\n"
         "  -MF <file>              Write a Make-style dependency file\n"
         "  -auto-binding-space <n> Space for implicit bindings\n"
         "  --binding-hints <file>  Binding hints (JSON: default_space, "
         "reserved, pins)\n"
         "  --reflect-json <file>   Write the resolved binding table as "
         "JSON\n"
         "  --server <host:port>    Compile on a dxild server\n"
         "  --timeout-ms <n>        Give up after n milliseconds\n"
         "  --tls                   Use TLS with the system's roots\n"
         "  --tls-ca <file>         Use TLS, trusting this PEM CA\n"
         "  --tls-cert/--tls-key <file>  Client certificate for mTLS\n"
         "  --auth-token-file <file>  Send this shared token (or set "
         "DXILD_AUTH_TOKEN)\n"
         "  --zero-digest           All-zero container digest instead of "
         "BYPASS (0x01 x 16)\n"
         "  -fcgl                   Stop after Clang (same as --stop-after "
         "frontend)\n"
         "  --stop-after <stage>    frontend, binding or lowering; -Fc shows "
         "that module\n"
         "  --ping                  Ask the --server for its identity; exit "
         "0 if it answers\n"
         "  --no-prelude            Do not include the HLSL prelude\n"
         "  -v                      Verbose: timings and cache status on "
         "stderr\n"
         "  --version               Print versions\n";
}

/// Option with a value, either separate ("-T cs_6_6") or joined
/// ("-Tcs_6_6", accepted for the short DXC spellings).
bool takeValue(const std::vector<std::string> &Args, size_t &I,
               const std::string &Name, bool AllowJoined, std::string &Value) {
  const std::string &A = Args[I];
  if (A == Name) {
    if (I + 1 >= Args.size()) {
      std::cerr << "dxilc: error: option '" << Name << "' needs a value\n";
      std::exit(1);
    }
    Value = Args[++I];
    return true;
  }
  if (AllowJoined && A.size() > Name.size() && A.compare(0, Name.size(), Name) == 0) {
    Value = A.substr(Name.size());
    return true;
  }
  return false;
}

[[noreturn]] void fail(const std::string &Message) {
  std::cerr << "dxilc: error: " << Message << "\n";
  std::exit(1);
}

unsigned parseUnsigned(const std::string &Text, const char *What) {
  char *End = nullptr;
  unsigned long V = std::strtoul(Text.c_str(), &End, 10);
  if (Text.empty() || *End || V > 0xffffffffUL)
    fail(std::string("invalid ") + What + " '" + Text + "'");
  return static_cast<unsigned>(V);
}

Options parseArgs(int Argc, char **Argv) {
  std::vector<std::string> Args(Argv + 1, Argv + Argc);
  Options O;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    std::string V;
    if (A == "-h" || A == "--help" || A == "-help") {
      printUsage();
      std::exit(0);
    } else if (A == "--version") {
      v1::GetInfoResponse Info;
      client::makeInProcessClient()->getInfo(Info);
      std::cout << "dxilc " << Info.compiler().dxild_version() << " ("
                << Info.compiler().clang_version() << ")\n";
      std::exit(0);
    } else if (takeValue(Args, I, "-T", true, V)) {
      O.Profile = V;
    } else if (takeValue(Args, I, "-E", true, V)) {
      O.Entry = V;
    } else if (takeValue(Args, I, "-D", true, V)) {
      v1::Define D;
      size_t Eq = V.find('=');
      D.set_name(V.substr(0, Eq));
      if (Eq != std::string::npos)
        D.set_value(V.substr(Eq + 1));
      O.Defines.push_back(D);
    } else if (takeValue(Args, I, "-I", true, V)) {
      O.IncludeDirs.push_back(V);
    } else if (A == "-Od") {
      O.OptLevel = 0;
    } else if (A.size() == 3 && A[0] == '-' && A[1] == 'O' && A[2] >= '0' &&
               A[2] <= '3') {
      O.OptLevel = static_cast<unsigned>(A[2] - '0');
    } else if (takeValue(Args, I, "-HV", false, V)) {
      O.HLSLVersion = V;
    } else if (A == "-enable-16bit-types") {
      O.Enable16Bit = true;
    } else if (A == "-P") {
      O.PreprocessOnly = true;
    } else if (takeValue(Args, I, "-Fc", false, V)) {
      O.OutFc = V;
    } else if (takeValue(Args, I, "-Fo", false, V)) {
      O.OutFo = V;
    } else if (takeValue(Args, I, "-Fi", false, V)) {
      O.OutFi = V;
    } else if (takeValue(Args, I, "-MF", false, V)) {
      O.DepFile = V;
    } else if (takeValue(Args, I, "-auto-binding-space", false, V)) {
      O.AutoBindingSpace = parseUnsigned(V, "binding space");
    } else if (takeValue(Args, I, "--binding-hints", false, V)) {
      O.BindingHints = V;
    } else if (takeValue(Args, I, "--reflect-json", false, V)) {
      O.ReflectJSON = V;
    } else if (A == "--tls") {
      O.TLS = true;
    } else if (takeValue(Args, I, "--tls-ca", false, V)) {
      O.TLS = true;
      O.TLSCA = V;
    } else if (takeValue(Args, I, "--tls-cert", false, V)) {
      O.TLS = true;
      O.TLSCert = V;
    } else if (takeValue(Args, I, "--tls-key", false, V)) {
      O.TLS = true;
      O.TLSKey = V;
    } else if (takeValue(Args, I, "--auth-token-file", false, V)) {
      O.AuthTokenFile = V;
    } else if (takeValue(Args, I, "--server", false, V)) {
      O.Server = V;
    } else if (takeValue(Args, I, "--timeout-ms", false, V)) {
      O.TimeoutMs = parseUnsigned(V, "timeout");
    } else if (A == "--no-prelude") {
      O.NoPrelude = true;
    } else if (A == "-v") {
      O.Verbose = true;
    } else if (A == "--zero-digest") {
      O.ZeroDigest = true;
    } else if (A == "-fcgl") {
      O.StopAfter = v1::PIPELINE_STAGE_FRONTEND;
    } else if (takeValue(Args, I, "--stop-after", false, V)) {
      if (V == "frontend")
        O.StopAfter = v1::PIPELINE_STAGE_FRONTEND;
      else if (V == "binding")
        O.StopAfter = v1::PIPELINE_STAGE_BINDING;
      else if (V == "lowering")
        O.StopAfter = v1::PIPELINE_STAGE_LOWERING;
      else
        fail("--stop-after takes frontend, binding or lowering");
    } else if (A == "--ping") {
      O.Ping = true;
    } else if (!A.empty() && A[0] == '-' && A != "-") {
      fail("unknown option '" + A + "' (see --help)");
    } else if (O.Input.empty()) {
      O.Input = A;
    } else {
      fail("more than one input file ('" + O.Input + "' and '" + A + "')");
    }
  }
  if (O.Ping) {
    if (O.Server.empty())
      fail("--ping needs --server");
    return O;
  }
  if (O.Input.empty())
    fail("no input file (see --help)");
  if (O.Profile.empty() && !O.PreprocessOnly)
    fail("no target profile: use -T, e.g. -T cs_6_6");
  return O;
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

/// Escapes spaces for Make, as Clang's depfiles do.
std::string makeEscape(const std::string &Path) {
  std::string Out;
  for (char C : Path) {
    if (C == ' ' || C == '#')
      Out += '\\';
    else if (C == '$')
      Out += '$';
    Out += C;
  }
  return Out;
}

} // namespace

std::string readTextFile(const std::string &Path, const char *What) {
  std::ifstream In(Path, std::ios::binary);
  if (!In)
    fail(std::string("cannot read ") + What + " '" + Path + "'");
  std::stringstream Text;
  Text << In.rdbuf();
  return Text.str();
}

std::unique_ptr<client::ShaderCompilerClient> connect(const Options &O) {
  client::RemoteOptions Remote;
  Remote.UseTLS = O.TLS;
  if (!O.TLSCA.empty())
    Remote.TLSRootCerts = readTextFile(O.TLSCA, "TLS CA");
  if (!O.TLSCert.empty())
    Remote.TLSCertChain = readTextFile(O.TLSCert, "TLS certificate");
  if (!O.TLSKey.empty())
    Remote.TLSPrivateKey = readTextFile(O.TLSKey, "TLS key");
  if (!O.AuthTokenFile.empty())
    Remote.AuthToken = readTextFile(O.AuthTokenFile, "auth token");
  else if (const char *Env = std::getenv("DXILD_AUTH_TOKEN"))
    Remote.AuthToken = Env;
  while (!Remote.AuthToken.empty() &&
         std::isspace(static_cast<unsigned char>(Remote.AuthToken.back())))
    Remote.AuthToken.pop_back();
  return client::makeRemoteClient(O.Server, Remote);
}

/// Health check for scripts and container runtimes: GetInfo must answer.
int ping(const Options &O) {
  client::CallOptions Call;
  Call.Timeout = std::chrono::milliseconds(O.TimeoutMs.value_or(5000));
  v1::GetInfoResponse Info;
  client::RpcStatus S = connect(O)->getInfo(Info, Call);
  if (!S.ok()) {
    std::cerr << "dxilc: error: " << O.Server << " did not answer (status "
              << S.Code << "): " << S.Message << "\n";
    return 1;
  }
  std::cout << "dxild " << Info.compiler().dxild_version() << " at "
            << O.Server << " (" << Info.compiler().clang_version() << ")\n";
  return 0;
}

int main(int Argc, char **Argv) {
  Options O = parseArgs(Argc, Argv);
  if (O.Ping)
    return ping(O);

  v1::CompileRequest Request;
  client::CollectedSources Sources;
  std::string Error;
  if (!client::collectSources(O.Input, O.IncludeDirs, Request, Sources, Error))
    fail(Error);
  Request.set_entry_point(O.Entry);
  Request.set_profile(O.Profile.empty() ? "cs_6_6" : O.Profile);
  for (const v1::Define &D : O.Defines)
    *Request.add_defines() = D;
  if (O.OptLevel)
    Request.set_optimization_level(*O.OptLevel);
  Request.set_hlsl_version(O.HLSLVersion);
  Request.mutable_features()->set_enable_16bit_types(O.Enable16Bit);
  Request.set_disable_prelude(O.NoPrelude);
  Request.set_stop_after(O.StopAfter);
  Request.set_zero_digest(O.ZeroDigest);
  if (!O.BindingHints.empty()) {
    std::ifstream In(O.BindingHints, std::ios::binary);
    if (!In)
      fail("cannot read binding hints '" + O.BindingHints + "'");
    std::stringstream Text;
    Text << In.rdbuf();
    std::string HintError;
    std::optional<BindingOptions> Hints =
        parseBindingHintsJSON(Text.str(), HintError);
    if (!Hints)
      fail(O.BindingHints + ": " + HintError);
    toProto(*Hints, *Request.mutable_binding());
  }
  // The flag wins over a default_space in the hints file, as it is the more
  // specific request.
  if (O.AutoBindingSpace)
    Request.mutable_binding()->set_default_space(*O.AutoBindingSpace);
  if (O.PreprocessOnly) {
    Request.add_outputs(v1::OUTPUT_KIND_PREPROCESSED);
  } else {
    // Only what will be written: IR costs time to print and bytes to send.
    const bool Complete = O.StopAfter == v1::PIPELINE_STAGE_COMPLETE;
    if (!O.OutFc.empty() || (!O.OutFo.empty() && !Complete))
      Request.add_outputs(v1::OUTPUT_KIND_LLVM_IR);
    if (Complete)
      Request.add_outputs(v1::OUTPUT_KIND_DXIL);
    Request.add_outputs(v1::OUTPUT_KIND_BINDINGS);
  }

  std::unique_ptr<client::ShaderCompilerClient> Client =
      O.Server.empty() ? client::makeInProcessClient() : connect(O);
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
  for (const v1::Diagnostic &D : Response.diagnostics()) {
    if (!D.file().empty())
      std::cerr << RealName(D.file()) << ":" << D.line() << ":" << D.column()
                << ": ";
    else
      std::cerr << "dxilc: ";
    std::cerr << severityName(D.severity()) << ": " << D.message();
    if (!D.option().empty())
      std::cerr << " [-W" << D.option() << "]";
    std::cerr << "\n";
  }
  if (!Status.ok()) {
    std::cerr << "dxilc: error: " << (O.Server.empty() ? "compile" : "RPC")
              << " failed (status " << Status.Code << "): " << Status.Message
              << "\n";
    return 1;
  }
  if (O.Verbose) {
    const v1::StageTimings &T = Response.timings();
    std::cerr << "timings: frontend=" << T.frontend_us()
              << "us binding=" << T.binding_us()
              << "us total=" << T.total_us() << "us\n";
    if (!Response.cache().key().empty()) {
      if (Response.cache().hit())
        std::cerr << "cache: hit " << Response.cache().tier()
                  << " key=" << Response.cache().key() << "\n";
      else
        std::cerr << "cache: miss key=" << Response.cache().key() << "\n";
    }
  }
  if (!Response.success())
    return 1;

  const v1::Artifacts &Art = Response.artifacts();
  bool Ok = true;
  if (O.PreprocessOnly) {
    Ok &= writeOutput(O.OutFi.empty() ? "-" : O.OutFi, Art.preprocessed());
  } else {
    if (!O.OutFc.empty())
      Ok &= writeOutput(O.OutFc, Art.llvm_ir());
    if (!O.OutFo.empty())
      Ok &= writeOutput(O.OutFo, Art.dxil_container().empty()
                                     ? Art.llvm_ir()
                                     : Art.dxil_container());
  }
  if (!O.ReflectJSON.empty() && !O.PreprocessOnly) {
    std::vector<ResourceBinding> Table;
    for (const v1::ResourceBinding &B : Response.bindings())
      Table.push_back(fromProto(B));
    Ok &= writeOutput(O.ReflectJSON, bindingTableToJSON(Table));
  }
  if (!O.DepFile.empty()) {
    std::string Target = !O.OutFo.empty()   ? O.OutFo
                         : !O.OutFc.empty() ? O.OutFc
                         : !O.OutFi.empty() ? O.OutFi
                                            : O.Input;
    std::string Dep = makeEscape(Target) + ": " + makeEscape(O.Input);
    for (const std::string &F : Response.included_files())
      Dep += " \\\n  " + makeEscape(RealName(F));
    Dep += "\n";
    Ok &= writeOutput(O.DepFile, Dep);
  }
  return Ok ? 0 : 1;
}
