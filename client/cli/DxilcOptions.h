//===- DxilcOptions.h - What a dxilc command line asks for ------*- C++ -*-===//
//
// The parsed command line (DxcOptions.h) turned into dxilc's settings,
// with DXC's rules for combinations (-Vn needs -Fh, /Zss needs debug
// information, ...). No LLVM, no gRPC.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_CLI_DXILCOPTIONS_H
#define DXILD_CLIENT_CLI_DXILCOPTIONS_H

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace dxild {
namespace cli {

enum class DiagFormat { Clang, MSVC, Vi };
enum class StopStage { Complete, Frontend, Binding, Lowering };

struct DxilcOptions {
  std::string Input;
  std::string Profile;
  std::string Entry = "main";
  /// Name and optional value.
  std::vector<std::pair<std::string, std::optional<std::string>>> Defines;
  std::vector<std::string> IncludeDirs;
  std::optional<unsigned> OptLevel;
  std::string HLSLVersion;
  bool Enable16Bit = false;
  bool PreprocessOnly = false;
  bool NoPrelude = false;
  bool Verbose = false;
  bool Ping = false;
  bool Help = false;
  bool Version = false;
  bool PrintOptionTable = false;
  bool ZeroDigest = false;
  StopStage StopAfter = StopStage::Complete;
  std::string OutFc, OutFo, OutFi, OutFh, VarName, OutFe, OutFsh, OutFrs;
  std::string BindingHints, ReflectJSON;
  /// -M (stdout), -MD (<input>.d), -MF <file>.
  bool DepPrint = false, DepWrite = false;
  std::string DepFile;
  /// Clang warning options in command-line order.
  std::vector<std::string> WarningOptions;
  bool ShowIncludes = false;
  bool TimeReport = false;
  DiagFormat Format = DiagFormat::Clang;
  bool ShowOption = true;
  // Container edits.
  bool StripRootSignature = false, ExtractRootSignature = false;
  bool StripPrivate = false;
  std::string SetRootSignature, SetPrivate;
  bool DebugNameForBinary = false;
  // Debug information (DXC's DebugInfo, SourceOnlyDebug, ...).
  bool DebugInfo = false, SourceOnlyDebug = false, DebugNameForSource = false;
  bool EmbedDebug = false, StripDebug = false, SourceInDebugModule = false;
  bool PdbInPrivate = false;
  /// -Fd: the PDB's file, or a directory when it ends in '/'.
  std::string DebugFile;
  /// The command line without the input and dxilc's own options, as DXC
  /// records it (dx.source.args: the words; SRCI: name/value pairs).
  std::vector<std::string> DebugArguments;
  std::vector<std::pair<std::string, std::string>> DebugArgumentPairs;
  /// DXC's GeneratePDB(): -Zi or -Zs.
  bool generatesPDB() const { return DebugInfo || SourceOnlyDebug; }
  /// DXC's EmbedPDBName(): the object gets an ILDN part.
  bool embedsDebugName() const {
    return generatesPDB() || !DebugFile.empty() || DebugNameForBinary ||
           DebugNameForSource;
  }
  // Code generation (CompileRequest::CodeGen).
  bool AllResourcesBound = false, ResMayAlias = false, IEEEStrict = false;
  bool LegacyMacroExpansion = false, DX9CompatMode = false;
  /// -Zpr (true) / -Zpc (false).
  bool PackMatrixRowMajor = false;
  std::string DenormMode;
  std::string ValidatorVersion, RootSignatureDefine, RootSignatureVersion;
  // Remote.
  std::string Server;
  bool TLS = false;
  std::string TLSCA, TLSCert, TLSKey, AuthTokenFile;
  std::optional<long> TimeoutMs;
  std::optional<unsigned> AutoBindingSpace;

  bool wantsDependencies() const {
    return DepPrint || DepWrite || !DepFile.empty();
  }
  /// Outputs that need a compile (not only the preprocessor).
  bool wantsCompileOutput() const {
    return !OutFc.empty() || !OutFo.empty() || !OutFh.empty() ||
           !DebugFile.empty() || !OutFsh.empty() || !OutFrs.empty() ||
           !ReflectJSON.empty();
  }
};

/// Parses argv (without argv[0]); on a bad command line prints
/// "dxilc: error: ..." and exits 1.
DxilcOptions parseDxilcOptions(const std::vector<std::string> &Args);

} // namespace cli
} // namespace dxild

#endif // DXILD_CLIENT_CLI_DXILCOPTIONS_H
