//===- DxilcOptions.cpp - What a dxilc command line asks for --------------===//

#include "DxilcOptions.h"
#include "DxcOptions.h"

#include <algorithm>
#include <cstdlib>
#include <iostream>

namespace dxild {
namespace cli {

namespace {

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

std::string lower(std::string S) {
  std::transform(S.begin(), S.end(), S.begin(),
                 [](unsigned char C) { return char(std::tolower(C)); });
  return S;
}

} // namespace

DxilcOptions parseDxilcOptions(const std::vector<std::string> &Argv) {
  ParsedCommandLine CL = parseCommandLine(Argv);
  if (!CL.Error.empty())
    fail(CL.Error);
  DxilcOptions O;
  bool SawPack = false;
  for (const ParsedArg &A : CL.Args) {
    const std::string V = A.Values.empty() ? std::string() : A.Values[0];
    switch (A.Spec->ID) {
    case OptID::Define: {
      size_t Eq = V.find('=');
      if (Eq == std::string::npos)
        O.Defines.push_back({V, std::nullopt});
      else
        O.Defines.push_back({V.substr(0, Eq), V.substr(Eq + 1)});
      break;
    }
    case OptID::Include:
      O.IncludeDirs.push_back(V);
      break;
    case OptID::Target:
      O.Profile = V;
      break;
    case OptID::Entry:
      O.Entry = V;
      break;
    case OptID::O0:
    case OptID::Od:
      O.OptLevel = 0;
      break;
    case OptID::O1:
      O.OptLevel = 1;
      break;
    case OptID::O2:
      O.OptLevel = 2;
      break;
    case OptID::O3:
      O.OptLevel = 3;
      break;
    case OptID::HV:
      O.HLSLVersion = V;
      break;
    case OptID::Enable16Bit:
      O.Enable16Bit = true;
      break;
    case OptID::Preprocess:
      O.PreprocessOnly = true;
      break;
    case OptID::OutFi:
      O.OutFi = V;
      break;
    case OptID::OutFc:
      O.OutFc = V;
      break;
    case OptID::OutFo:
      O.OutFo = V;
      break;
    case OptID::OutFh:
      O.OutFh = V;
      break;
    case OptID::VarName:
      O.VarName = V;
      break;
    case OptID::OutFe:
      O.OutFe = V;
      break;
    case OptID::OutFsh:
      O.OutFsh = V;
      break;
    case OptID::OutFrs:
      O.OutFrs = V;
      break;
    case OptID::DepFile:
      O.DepFile = V;
      break;
    case OptID::DepPrint:
      O.DepPrint = true;
      break;
    case OptID::DepWrite:
      O.DepWrite = true;
      break;
    case OptID::AutoBindingSpace:
      O.AutoBindingSpace = parseUnsigned(V, "binding space");
      break;
    case OptID::Help:
      O.Help = true;
      break;
    case OptID::Version:
      O.Version = true;
      break;
    case OptID::Verbose:
      O.Verbose = true;
      break;
    case OptID::Fcgl:
      O.StopAfter = StopStage::Frontend;
      break;
    case OptID::NoWarnings:
      O.WarningOptions.push_back("-w");
      break;
    case OptID::WarningJoined:
      O.WarningOptions.push_back("-W" + V);
      break;
    case OptID::Wall:
      O.WarningOptions.push_back("-Wall");
      break;
    case OptID::Wdeprecated:
      O.WarningOptions.push_back("-Wdeprecated");
      break;
    case OptID::WX:
      O.WarningOptions.push_back("-Werror");
      break;
    case OptID::ShowIncludes:
      O.ShowIncludes = true;
      break;
    case OptID::StripRootSig:
      O.StripRootSignature = true;
      break;
    case OptID::ExtractRootSig:
      O.ExtractRootSignature = true;
      break;
    case OptID::SetRootSig:
      O.SetRootSignature = V;
      break;
    case OptID::SetPrivate:
      O.SetPrivate = V;
      break;
    case OptID::StripPrivate:
      O.StripPrivate = true;
      break;
    case OptID::TimeReport:
      O.TimeReport = true;
      break;
    case OptID::Zsb:
      O.DebugNameForBinary = true;
      break;
    case OptID::Zss:
      O.DebugNameForSource = true;
      break;
    case OptID::Zi:
      O.DebugInfo = true;
      break;
    case OptID::Zs:
      O.SourceOnlyDebug = true;
      break;
    case OptID::EmbedDebug:
      O.EmbedDebug = true;
      break;
    case OptID::StripDebug:
      O.StripDebug = true;
      break;
    case OptID::SourceInDebugModule:
      O.SourceInDebugModule = true;
      break;
    case OptID::PdbInPrivate:
      O.PdbInPrivate = true;
      break;
    case OptID::RootSigDefine:
      O.RootSignatureDefine = V;
      break;
    case OptID::ForceRootSigVer:
      O.RootSignatureVersion = lower(V);
      if (O.RootSignatureVersion != "rootsig_1_0" &&
          O.RootSignatureVersion != "rootsig_1_1" &&
          O.RootSignatureVersion != "rootsig_1_2")
        fail("unsupported value '" + V + "' for '" + A.Spelling +
             "' (expected rootsig_1_0, rootsig_1_1 or rootsig_1_2)");
      break;
    case OptID::ValidatorVersion:
      O.ValidatorVersion = V;
      break;
    case OptID::OutFd:
      O.DebugFile = V;
      break;
    case OptID::DiagFormat: {
      std::string F = lower(V);
      if (F == "clang")
        O.Format = DiagFormat::Clang;
      else if (F == "msvc" || F == "msvc-fallback")
        O.Format = DiagFormat::MSVC;
      else if (F == "vi")
        O.Format = DiagFormat::Vi;
      else
        fail("invalid value '" + V + "' in '" + A.Spelling +
             "' (expected clang, msvc, msvc-fallback or vi)");
      break;
    }
    case OptID::DiagShowOption:
      O.ShowOption = true;
      break;
    case OptID::DiagNoShowOption:
      O.ShowOption = false;
      break;
    case OptID::Encoding:
      if (lower(V) != "utf8")
        fail("unsupported value '" + V + "' for '" + A.Spelling +
             "': dxilc reads and writes utf8 only");
      break;
    case OptID::IEEEStrict:
      O.IEEEStrict = true;
      break;
    case OptID::LegacyMacroExpansion:
      O.LegacyMacroExpansion = true;
      break;
    case OptID::DX9CompatMode:
      O.DX9CompatMode = true;
      break;
    case OptID::PackRowMajor:
    case OptID::PackColumnMajor:
      // DXC: "Cannot specify /Zpr and /Zpc together".
      if (SawPack &&
          O.PackMatrixRowMajor != (A.Spec->ID == OptID::PackRowMajor))
        fail("cannot specify -Zpr and -Zpc together");
      SawPack = true;
      O.PackMatrixRowMajor = A.Spec->ID == OptID::PackRowMajor;
      break;
    case OptID::Denorm:
      O.DenormMode = lower(V);
      if (O.DenormMode != "any" && O.DenormMode != "preserve" &&
          O.DenormMode != "ftz")
        fail("unsupported value '" + V +
             "' for denorm option (expected "
             "any, preserve or ftz)");
      break;
    case OptID::AllResourcesBound:
      O.AllResourcesBound = true;
      break;
    case OptID::ResMayAlias:
      O.ResMayAlias = true;
      break;
    case OptID::Server:
      O.Server = V;
      break;
    case OptID::TimeoutMs:
      O.TimeoutMs = parseUnsigned(V, "timeout");
      break;
    case OptID::TLS:
      O.TLS = true;
      break;
    case OptID::TLSCA:
      O.TLS = true;
      O.TLSCA = V;
      break;
    case OptID::TLSCert:
      O.TLS = true;
      O.TLSCert = V;
      break;
    case OptID::TLSKey:
      O.TLS = true;
      O.TLSKey = V;
      break;
    case OptID::AuthTokenFile:
      O.AuthTokenFile = V;
      break;
    case OptID::ZeroDigest:
      O.ZeroDigest = true;
      break;
    case OptID::StopAfter:
      if (V == "frontend")
        O.StopAfter = StopStage::Frontend;
      else if (V == "binding")
        O.StopAfter = StopStage::Binding;
      else if (V == "lowering")
        O.StopAfter = StopStage::Lowering;
      else
        fail("--stop-after takes frontend, binding or lowering");
      break;
    case OptID::Ping:
      O.Ping = true;
      break;
    case OptID::NoPrelude:
      O.NoPrelude = true;
      break;
    case OptID::BindingHints:
      O.BindingHints = V;
      break;
    case OptID::ReflectJSON:
      O.ReflectJSON = V;
      break;
    case OptID::PrintOptionTable:
      O.PrintOptionTable = true;
      break;
    case OptID::Spirv:
    case OptID::None:
      // Accepted-and-ignored options, and the ones whose effect is that
      // dxild's output already is what they ask for (Qstrip_reflect, ...).
      break;
    }
  }
  if (O.Help || O.Version || O.PrintOptionTable)
    return O;
  if (O.Ping) {
    if (O.Server.empty())
      fail("--ping needs --server");
    return O;
  }
  // DXC's rules for combinations.
  if (!O.VarName.empty() && O.OutFh.empty())
    fail("cannot specify -Vn without -Fh");
  if (O.StripPrivate && !O.SetPrivate.empty())
    fail("cannot specify /Qstrip_priv and /setprivate together");
  if (O.PdbInPrivate && !O.SetPrivate.empty())
    fail("cannot specify /Qpdb_in_private and /setprivate together");
  if (O.StripPrivate && O.PdbInPrivate)
    fail("cannot specify /Qstrip_priv and /Qpdb_in_private together");
  if (O.EmbedDebug && !O.DebugInfo)
    fail("must enable debug info with /Zi for /Qembed_debug");
  if (O.DebugInfo && O.SourceOnlyDebug)
    fail("cannot specify both /Zi and /Zs");
  if (O.SourceInDebugModule && O.SourceOnlyDebug)
    fail("cannot specify both /Qsource_in_debug_module and /Zs");
  if (O.DebugNameForBinary && O.DebugNameForSource)
    fail("cannot specify both /Zss and /Zsb");
  if (O.DebugNameForSource && !O.generatesPDB())
    fail("/Zss requires debug info (/Zi or /Zs)");
  if (!O.DebugFile.empty() && !O.generatesPDB())
    fail("/Fd specified, but no Debug Info was found in the shader, please "
         "use the /Zi or /Zs switch to generate debug information compiling "
         "this shader.");
  // What DXC records of the command line: every argument but the input;
  // dxilc's own options (server, TLS, ...) are left out so that local and
  // remote compiles record the same.
  for (const ParsedArg &A : CL.Args) {
    if (A.Spec->DxilcOnly)
      continue;
    O.DebugArguments.insert(O.DebugArguments.end(), A.Words.begin(),
                            A.Words.end());
    std::string Name = A.Spec->Name, Value;
    if (A.Spec->Kind == ArgKind::Joined ||
        A.Spec->Kind == ArgKind::CommaJoined) {
      // DXC merges joined options ("-Wno-x") into the name.
      Name += A.Values.empty() ? "" : A.Values[0];
    } else {
      for (const std::string &Part : A.Values)
        Value += (Value.empty() ? "" : " ") + Part;
    }
    O.DebugArgumentPairs.emplace_back(std::move(Name), std::move(Value));
  }
  if (O.ExtractRootSignature && O.OutFo.empty())
    fail("/extractrootsignature must be used with /Fo <file>");
  if (CL.Inputs.empty())
    fail("no input file (see --help)");
  if (CL.Inputs.size() > 1)
    fail("more than one input file ('" + CL.Inputs[0] + "' and '" +
         CL.Inputs[1] + "')");
  O.Input = CL.Inputs[0];
  if (O.PreprocessOnly && O.OutFi.empty()) {
    // DXC (like cl.exe /P): <input>.i unless -Fi names the file.
    size_t Slash = O.Input.rfind('/');
    size_t Dot = O.Input.rfind('.');
    O.OutFi = (Dot != std::string::npos &&
               (Slash == std::string::npos || Dot > Slash))
                  ? O.Input.substr(0, Dot) + ".i"
                  : O.Input + ".i";
  }
  if (O.Profile.empty() && !O.PreprocessOnly && !O.wantsDependencies())
    fail("no target profile: use -T, e.g. -T cs_6_6");
  return O;
}

} // namespace cli
} // namespace dxild
