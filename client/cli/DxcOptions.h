//===- DxcOptions.h - DXC's command line, as dxilc reads it ------*- C++
//-*-===//
//
// One table holds every option of DXC's option table
// (include/dxc/Support/HLSLOptions.td, read for facts) plus dxilc's own
// long options. Each entry says how it is spelled (which prefixes, joined
// and/or separate value) and what dxilc does with it: it works as in DXC,
// it is accepted and ignored because DXC ignores it when compiling vs/ps/cs
// to DXIL (the SPIR-V-only -fvk-*/-fspv-* flags), or it is refused with a
// reason. `dxilc --help`, the README's option table (`dxilc
// --print-option-table`) and the parser all read this table, so an option
// DXC knows is never "unknown".
//
// No LLVM here: the thin dxilc links only this, protobuf and gRPC.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CLIENT_CLI_DXCOPTIONS_H
#define DXILD_CLIENT_CLI_DXCOPTIONS_H

#include <string>
#include <vector>

namespace dxild {
namespace cli {

/// How an option takes its value(s), as in LLVM's OptParser.td.
enum class ArgKind {
  Flag,             ///< "-Zpr"
  Joined,           ///< "-Wno-foo" (value glued on)
  Separate,         ///< "-HV 2021"
  JoinedOrSeparate, ///< "-Tps_6_0" or "-T ps_6_0"
  MultiArg,         ///< "-fvk-b-shift 1 0" (NumArgs values follow)
  CommaJoined,      ///< "-Oconfig=a,b"
};

/// What dxilc does with an option.
enum class Support {
  Works,   ///< Same meaning as in DXC.
  Ignored, ///< Accepted; DXC ignores it for DXIL output too (or it is moot).
  Refused, ///< Clear error naming the option and why.
};

/// Options dxilc acts on. Everything else is handled by its Support alone.
enum class OptID {
  None,
  Define,
  Include,
  Target,
  Entry,
  O0,
  O1,
  O2,
  O3,
  Od,
  HV,
  Enable16Bit,
  Preprocess,
  OutFi,
  OutFc,
  OutFo,
  OutFh,
  VarName,
  OutFe,
  OutFsh,
  OutFrs,
  DepFile,
  DepPrint,
  DepWrite,
  AutoBindingSpace,
  Help,
  Version,
  Verbose,
  Fcgl,
  NoWarnings,
  WarningJoined,
  Wall,
  Wdeprecated,
  WX,
  ShowIncludes,
  StripRootSig,
  ExtractRootSig,
  SetRootSig,
  SetPrivate,
  StripPrivate,
  TimeReport,
  Zsb,
  Zss,
  Zi,
  Zs,
  EmbedDebug,
  StripDebug,
  SourceInDebugModule,
  PdbInPrivate,
  OutFd,
  RootSigDefine,
  ForceRootSigVer,
  ValidatorVersion,
  Spirv,
  DiagFormat,
  DiagShowOption,
  DiagNoShowOption,
  Encoding,
  IEEEStrict,
  LegacyMacroExpansion,
  DX9CompatMode,
  PackRowMajor,
  PackColumnMajor,
  Denorm,
  AllResourcesBound,
  ResMayAlias,
  // dxilc's own long options.
  Server,
  TimeoutMs,
  TLS,
  TLSCA,
  TLSCert,
  TLSKey,
  AuthTokenFile,
  ZeroDigest,
  StopAfter,
  Ping,
  NoPrelude,
  BindingHints,
  ReflectJSON,
  PrintOptionTable,
};

struct OptionSpec {
  OptID ID;
  /// Spelling without prefix: "T", "Qstrip_debug", "fvk-b-shift".
  const char *Name;
  ArgKind Kind;
  /// Values a MultiArg takes; 1 for value options, 0 for flags.
  unsigned NumArgs;
  /// Prefixes, any of "-", "/", "--" joined by spaces: "- /".
  const char *Prefixes;
  Support How;
  /// What dxilc does (Works/Ignored) or why it refuses (Refused).
  const char *Behaviour;
  /// Value name for --help ("<file>"); empty for flags.
  const char *MetaVar = "";
  /// True for dxilc's own options (not in DXC's table).
  bool DxilcOnly = false;
};

/// The whole table, DXC's options first.
const std::vector<OptionSpec> &optionTable();

struct ParsedArg {
  const OptionSpec *Spec = nullptr;
  /// The option as written ("/Fo", "-T"), for messages.
  std::string Spelling;
  std::vector<std::string> Values;
  /// The command-line words it was read from ("-T", "ps_6_0" or
  /// "-Tps_6_0"), for DXC's record of the arguments in debug information.
  std::vector<std::string> Words;
};

struct ParsedCommandLine {
  std::vector<ParsedArg> Args;
  std::vector<std::string> Inputs;
  /// Non-empty when the command line is malformed (missing value, unknown
  /// option, refused option); the caller prints it and exits 1.
  std::string Error;
};

/// Splits argv (without argv[0]) into options and inputs. A word starting
/// with '/' is an option only when it is one of DXC's '/' spellings and no
/// file of that name exists (so absolute paths stay inputs). Refused options
/// end the parse with their reason.
ParsedCommandLine parseCommandLine(const std::vector<std::string> &Args);

/// `--help` text, from the table.
std::string helpText();

/// The README's option table (Markdown), from the table.
std::string optionTableMarkdown();

} // namespace cli
} // namespace dxild

#endif // DXILD_CLIENT_CLI_DXCOPTIONS_H
