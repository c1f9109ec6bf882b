//===- CompileRequest.h - What a compile is asked to do ---------*- C++ -*-===//
//
// Plain data types that describe one compile and its result. They are the
// boundary between the core and its callers (server, client, CLI): no LLVM,
// Clang or gRPC types appear here, so this header is cheap to include.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_COMPILEREQUEST_H
#define DXILD_CORE_COMPILEREQUEST_H

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dxild {

/// One `-D NAME[=VALUE]` define. Without a value the macro expands to 1, as
/// with DXC and Clang.
struct Define {
  std::string Name;
  std::optional<std::string> Value;
};

/// Output kinds a request can ask for. Several can be combined.
enum OutputKind : uint32_t {
  OutputNone = 0,
  OutputLLVMIR = 1u << 0,       ///< Optimized LLVM IR text.
  OutputDXIL = 1u << 1,         ///< DXIL container (DXIL issue).
  OutputPreprocessed = 1u << 2, ///< Preprocessor output only (-P).
  OutputBindings = 1u << 3,     ///< Resolved binding table.
};

/// Pipeline stages, in order. A request can stop after any of them.
enum class PipelineStage {
  Frontend, ///< Clang's optimized IR (DXC's -fcgl, but optimized).
  Binding,  ///< ... with every resource bound.
  Lowering, ///< ... lowered to DXIL operations and metadata.
  Complete, ///< Everything, including the DXIL container.
};

/// Register classes of the binding model.
enum class ResourceClass { SRV, UAV, CBV, Sampler };

/// A register range reserved by the caller; implicit binding avoids it.
struct ReservedRange {
  ResourceClass Class = ResourceClass::SRV;
  uint32_t Space = 0;
  uint32_t LowerBound = 0;
  uint32_t Count = 1;
};

/// Pin a named, implicitly bound resource to an exact place.
struct BindingPin {
  std::string Name;
  uint32_t Space = 0;
  uint32_t LowerBound = 0;
};

/// Caller hints for binding assignment.
struct BindingOptions {
  std::optional<uint32_t> DefaultSpace;
  std::vector<ReservedRange> Reserved;
  std::vector<BindingPin> Pins;
};

/// Code generation switches DXC exposes as -all-resources-bound,
/// -res-may-alias, -denorm, -Gis and -Zpr/-Zpc.
struct CodeGenOptions {
  /// Module shader flag 8 (DXC: "enables aggressive flattening").
  bool AllResourcesBound = false;
  /// Do not declare ResMayNotAlias (flag 33) for DXIL 1.7+ UAV users.
  bool ResMayAlias = false;
  /// "" (no attribute), "any", "preserve" or "ftz": the entry's
  /// "fp32-denorm-mode" attribute; shader model 6.2+.
  std::string Fp32DenormMode;
  /// IEEE strictness: no fast-math flags on floating-point operations.
  bool IEEEStrict = false;
  /// -Zpr: matrices without row_major/column_major or a pack_matrix pragma
  /// are row-major (constant-buffer layout); -Zpc (the default) column-major.
  bool PackMatrixRowMajor = false;
  /// -validator-version "major.minor": written as dx.valver, and the
  /// container follows it as DXC's does (no HASH part below 1.5, PSV0
  /// version by validator, ...). "0.0": never to be validated. Empty:
  /// dxild's choice (1.8, or the shader model's minor when above).
  std::string ValidatorVersion;
  /// -rootsig-define: the entry's root signature is this macro's expansion
  /// (it overrides a [RootSignature] attribute), as in DXC.
  std::string RootSignatureDefine;
  /// -force-rootsig-ver: "rootsig_1_0", "rootsig_1_1" or "rootsig_1_2";
  /// empty: Clang's default (1.1).
  std::string RootSignatureVersion;
  /// -flegacy-macro-expansion: a macro argument that is an operand of `##`
  /// is macro-expanded before pasting, as fxc's preprocessor does
  /// (Frontend/LegacyMacroExpansion.h).
  bool LegacyMacroExpansion = false;
  /// -Gec: the entry's own DX9 semantics map to system values as DXC's
  /// backward-compatibility mode maps them: a pixel shader's COLOR[n] and
  /// DEPTH outputs to SV_Target[n] and SV_Depth, a vertex shader's POSITION
  /// output to SV_Position, a pixel shader's VPOS input to SV_Position
  /// (Frontend/EntryInterface.h). Writable global constants (DXC: -Gec with
  /// HLSL 2016) are not covered.
  bool DX9CompatMode = false;
};

/// DXC's -Zi: the compile also returns the module as DXC's ILDB debug part
/// holds it (CompileResult::DebugProgram). dxild emits no debug locations or
/// DWARF-style types, so that module is the DXIL module plus DXC's
/// dx.source.* metadata (the sources, defines, main file name, arguments).
struct DebugInfoOptions {
  bool Enabled = false;
  /// The command line recorded in dx.source.args (DXC records every
  /// argument but the input file).
  std::vector<std::string> Arguments;
  /// -Zss: the HASH part digests the debug module (flag IncludesSource)
  /// instead of the DXIL part's bitcode.
  bool HashIncludesSource = false;
};

struct CompileRequest {
  std::string Source;
  /// Name the source is compiled under; diagnostics refer to it.
  std::string SourceName = "shader.hlsl";
  std::string EntryPoint = "main";
  /// Target profile, e.g. "cs_6_6", "vs_6_0", "ps_6_8".
  std::string Profile = "cs_6_6";
  std::vector<Define> Defines;
  /// Virtual include files: path -> content. Paths are relative to the
  /// virtual root; nothing outside this map can ever be read.
  std::map<std::string, std::string> IncludeFiles;
  /// Virtual include directories searched for `#include`, in order.
  std::vector<std::string> IncludeDirs;
  /// 0..3; DXC's and Clang's default is 3.
  unsigned OptLevel = 3;
  /// HLSL language version: "2016", "2017", "2018", "2021", "202x", "202y".
  /// Empty selects Clang's default.
  std::string HLSLVersion;
  bool Enable16BitTypes = false;
  /// Include dxild's HLSL prelude (the standard header) before the source.
  bool UsePrelude = true;
  /// Load the prelude precompiled (once per process) instead of parsing it.
  /// Only benchmarks turn this off; the output is the same either way.
  bool UsePreludePCH = true;
  BindingOptions Binding;
  uint32_t Outputs = OutputLLVMIR;
  /// Stop after this stage: OutputLLVMIR then shows the module as that stage
  /// left it. For debugging and stage-level tests.
  PipelineStage StopAfter = PipelineStage::Complete;
  /// Write an all-zero container digest instead of the BYPASS sentinel
  /// (16 bytes of 0x01). Neither is a validator signature.
  bool ZeroDigest = false;
  /// Clang warning options, in order: "-Wall", "-Wno-<x>", "-W<x>",
  /// "-Werror", "-Werror=<x>", "-w" (DXC's -W*, -WX and -no-warnings).
  std::vector<std::string> WarningOptions;
  CodeGenOptions CodeGen;
  DebugInfoOptions Debug;
};

enum class Severity { Note, Remark, Warning, Error, Fatal };

struct Diagnostic {
  Severity Level = Severity::Error;
  std::string Message;
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
  /// Clang's diagnostic category name ("Semantic Issue", ...), if any.
  std::string Category;
  /// The warning option that controls it ("-Wconversion" without -W), if any.
  std::string Option;
  /// Stable machine-readable code, e.g. "clang", "dxild.binding.overlap".
  std::string Code;
};

/// One resolved resource binding (filled in by the binding stage).
struct ResourceBinding {
  std::string Name;
  ResourceClass Class = ResourceClass::SRV;
  std::string Kind;
  uint32_t Space = 0;
  uint32_t LowerBound = 0;
  int64_t RangeSize = 1; ///< -1 for an unbounded array.
  std::string Binding;   ///< "explicit", "implicit" or "hint".
  std::string ElementType;
  /// Components per element of a typed buffer or texture (float4: 4).
  uint32_t ElementCount = 0;
  uint32_t Stride = 0;
  bool ROV = false;
  bool HasCounter = false;
  bool GloballyCoherent = false;
  uint32_t CBufferSize = 0;
};

/// Wall time spent in each stage, in microseconds.
struct StageTimings {
  uint64_t FrontendUs = 0;
  uint64_t OptimizeUs = 0;
  uint64_t BindingUs = 0;
  uint64_t LoweringUs = 0;
  uint64_t WritingUs = 0;
  uint64_t TotalUs = 0;
};

/// Why a compile failed, beyond the diagnostics it produced.
enum class CompileStatus {
  Ok,
  /// The input is at fault (bad HLSL, bad profile, bad hints). Deterministic.
  InvalidInput,
  /// dxild itself failed. Never cached.
  Internal,
  Cancelled,
  DeadlineExceeded,
};

struct CompileResult {
  CompileStatus Status = CompileStatus::Ok;
  bool succeeded() const { return Status == CompileStatus::Ok; }
  std::vector<Diagnostic> Diagnostics;
  std::string LLVMIR;
  std::string DXILContainer;
  /// With DebugInfoOptions::Enabled: the ILDB part's payload (program
  /// header and the debug module's bitcode, sources in its metadata) and
  /// the same with the sources replaced by DXC's dummy entries, as DXC
  /// writes it into a PDB next to the SRCI part.
  std::string DebugProgram;
  std::string DebugProgramNoSources;
  std::string Preprocessed;
  std::vector<ResourceBinding> Bindings;
  /// Include files the compile opened, as virtual paths, in first-open order.
  std::vector<std::string> IncludedFiles;
  StageTimings Timings;
};

const char *resourceClassName(ResourceClass C);
std::optional<ResourceClass> parseResourceClass(const std::string &Name);

} // namespace dxild

#endif // DXILD_CORE_COMPILEREQUEST_H
