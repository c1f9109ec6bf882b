//===- DxcOptions.cpp - DXC's command line, as dxilc reads it -------------===//
//
// The rows for DXC's options follow include/dxc/Support/HLSLOptions.td in
// DXC's public repository (spelling, prefixes, value form), in its order;
// the behaviour column is dxilc's. dxilc's own long options come last.
//
//===----------------------------------------------------------------------===//

#include "DxcOptions.h"

#include <algorithm>
#include <cstring>
#include <sstream>
#include <sys/stat.h>

namespace dxild {
namespace cli {

namespace {

std::vector<OptionSpec> buildTable() {
  std::vector<OptionSpec> T = {
      {OptID::Define, "D", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "defines a macro (`-DX=1`, `-D X`)", ""},
      {OptID::ShowIncludes, "H", ArgKind::Flag, 0, "-", Support::Works,
       "prints each opened include file to stderr", ""},
      {OptID::Include, "I", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "adds an include directory (files are shipped with the request)", ""},
      {OptID::O0, "O0", ArgKind::Flag, 0, "- /", Support::Works,
       "optimization level 0", ""},
      {OptID::O1, "O1", ArgKind::Flag, 0, "- /", Support::Works,
       "optimization level 1", ""},
      {OptID::O2, "O2", ArgKind::Flag, 0, "- /", Support::Works,
       "optimization level 2", ""},
      {OptID::O3, "O3", ArgKind::Flag, 0, "- /", Support::Works,
       "optimization level 3 (default)", ""},
      {OptID::None, "Odump", ArgKind::Flag, 0, "- /", Support::Refused,
       "prints DXC's pass pipeline; dxild runs Clang 22's pipeline", ""},
      {OptID::None, "Qunused-arguments", ArgKind::Flag, 0, "-",
       Support::Ignored, "dxilc never warns about unused arguments", ""},
      {OptID::Wall, "Wall", ArgKind::Flag, 0, "-", Support::Works,
       "Clang `-Wall`", ""},
      {OptID::Wdeprecated, "Wdeprecated", ArgKind::Flag, 0, "-", Support::Works,
       "Clang `-Wdeprecated`", ""},
      {OptID::WarningJoined, "W", ArgKind::Joined, 1, "-", Support::Works,
       "Clang `-W<warning>`, `-Wno-<warning>`, `-Werror=<warning>`; DXC's "
       "own groups Clang 22 lacks (`for-redefinition`, `ambig-lit-shift`, "
       "...) are accepted without effect; Clang 22's groups DXC lacks "
       "(`expansion-to-defined`, `implicit-const-int-float-conversion`, "
       "`bitwise-conditional-parentheses`) are off unless asked for, so "
       "`-WX` fails where DXC does",
       "[no-]<warning>"},
      {OptID::None, "d", ArgKind::Flag, 0, "-", Support::Refused,
       "Clang debugging dumps are not available", ""},
      {OptID::None, "d", ArgKind::Joined, 1, "-", Support::Refused,
       "Clang debugging dumps are not available", ""},
      {OptID::None, "fdiagnostics-color", ArgKind::Flag, 0, "-",
       Support::Ignored, "dxilc prints diagnostics without colour", ""},
      {OptID::None, "fdiagnostics-color=", ArgKind::Joined, 1, "-",
       Support::Ignored, "dxilc prints diagnostics without colour", ""},
      {OptID::None, "fconstexpr-depth=", ArgKind::Joined, 1, "-",
       Support::Ignored, "HLSL has no constexpr evaluation to limit", ""},
      {OptID::None, "fconstexpr-steps=", ArgKind::Joined, 1, "-",
       Support::Ignored, "HLSL has no constexpr evaluation to limit", ""},
      {OptID::None, "fconstexpr-backtrace-limit=", ArgKind::Joined, 1, "-",
       Support::Ignored, "HLSL has no constexpr evaluation to limit", ""},
      {OptID::DiagFormat, "fdiagnostics-format=", ArgKind::Joined, 1, "-",
       Support::Works,
       "`clang`, `msvc`, `msvc-fallback` or `vi` location format", ""},
      {OptID::DiagShowOption, "fdiagnostics-show-option", ArgKind::Flag, 0, "-",
       Support::Works, "prints `[-W<option>]` after warnings (default)", ""},
      {OptID::DiagNoShowOption, "fno-diagnostics-show-option", ArgKind::Flag, 0,
       "-", Support::Works, "omits `[-W<option>]`", ""},
      {OptID::None, "fdiagnostics-show-category=", ArgKind::Joined, 1, "-",
       Support::Ignored,
       "diagnostics print without category, as DXC by default", ""},
      {OptID::None, "ferror-limit=", ArgKind::Joined, 1, "-", Support::Refused,
       "dxild stops after 50 errors; not configurable", ""},
      {OptID::None, "import-binding-table", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Refused,
       "use `--binding-hints` (JSON pins and reserved ranges)", ""},
      {OptID::None, "binding-table-define", ArgKind::Separate, 1, "- /",
       Support::Refused,
       "use `--binding-hints` (JSON pins and reserved ranges)", ""},
      {OptID::None, "funsafe-math-optimizations", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-unsafe-math-optimizations", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fassociative-math", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-associative-math", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-reciprocal-math", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "ffinite-math-only", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-finite-math-only", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fsigned-zeros", ArgKind::Flag, 0, "-", Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fhonor-nans", ArgKind::Flag, 0, "-", Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-honor-nans", ArgKind::Flag, 0, "-", Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fhonor-infinities", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "fno-honor-infinities", ArgKind::Flag, 0, "-",
       Support::Refused,
       "floating-point model flags are not forwarded to Clang 22 yet", ""},
      {OptID::None, "flimited-precision=", ArgKind::Joined, 1, "-",
       Support::Refused, "not supported by Clang 22's HLSL codegen", ""},
      {OptID::None, "memdep-block-scan-limit", ArgKind::Separate, 1, "- /",
       Support::Refused, "DXC pass tuning; dxild runs Clang 22's pipeline", ""},
      {OptID::None, "opt-disable", ArgKind::Separate, 1, "- /",
       Support::Refused, "DXC pass tuning; dxild runs Clang 22's pipeline", ""},
      {OptID::None, "opt-enable", ArgKind::Separate, 1, "- /", Support::Refused,
       "DXC pass tuning; dxild runs Clang 22's pipeline", ""},
      {OptID::None, "opt-select", ArgKind::MultiArg, 2, "- /", Support::Refused,
       "DXC pass tuning; dxild runs Clang 22's pipeline", "<opt> <variant>"},
      {OptID::None, "fdisable-loc-tracking", ArgKind::Flag, 0, "-",
       Support::Ignored,
       "dxild emits no debug locations, so there is nothing to disable", ""},
      {OptID::None, "fnew-inlining-behavior", ArgKind::Flag, 0, "-",
       Support::Ignored,
       "affects library shaders only; vs/ps/cs entries are always inlined", ""},
      {OptID::TimeReport, "ftime-report", ArgKind::Flag, 0, "-", Support::Works,
       "prints dxild's stage timings to stderr", ""},
      {OptID::None, "ftime-trace", ArgKind::Flag, 0, "-", Support::Refused,
       "hierarchical time traces are not produced (use `-ftime-report`)", ""},
      {OptID::None, "ftime-trace=", ArgKind::Joined, 1, "-", Support::Refused,
       "hierarchical time traces are not produced (use `-ftime-report`)", ""},
      {OptID::None, "ftime-trace-granularity=", ArgKind::Joined, 1, "-",
       Support::Refused,
       "hierarchical time traces are not produced (use `-ftime-report`)", ""},
      {OptID::None, "verify", ArgKind::Joined, 1, "-", Support::Refused,
       "diagnostic verification is not supported", ""},
      {OptID::Verbose, "verbose", ArgKind::Flag, 0, "-", Support::Works,
       "prints timings and cache status to stderr", ""},
      {OptID::Verbose, "v", ArgKind::Flag, 0, "-", Support::Works,
       "prints timings and cache status to stderr", ""},
      {OptID::Help, "help", ArgKind::Flag, 0, "- -- /", Support::Works,
       "prints this help", ""},
      {OptID::Wall, "all-warnings", ArgKind::Flag, 0, "--", Support::Works,
       "Clang `-Wall`", ""},
      {OptID::Help, "help-hidden", ArgKind::Flag, 0, "--", Support::Works,
       "prints this help", ""},
      {OptID::Help, "?", ArgKind::Flag, 0, "- /", Support::Works,
       "prints this help", ""},
      {OptID::Version, "version", ArgKind::Flag, 0, "--", Support::Works,
       "prints dxilc, dxild and Clang versions", ""},
      {OptID::None, "ast-dump", ArgKind::Flag, 0, "- /", Support::Refused,
       "AST dumps are not available", ""},
      {OptID::None, "ast-dump-implicit", ArgKind::Flag, 0, "- /",
       Support::Refused, "AST dumps are not available", ""},
      {OptID::DepPrint, "M", ArgKind::Flag, 0, "- /", Support::Works,
       "prints the dependencies (Make rule) to stdout", ""},
      {OptID::DepWrite, "MD", ArgKind::Flag, 0, "- /", Support::Works,
       "writes the dependencies to `<output>.d`", ""},
      {OptID::DepFile, "MF", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Works, "writes the dependencies to the given file", "<file>"},
      {OptID::None, "external", ArgKind::Separate, 1, "- /", Support::Refused,
       "external compiler DLLs do not apply", ""},
      {OptID::None, "external-fn", ArgKind::Separate, 1, "- /",
       Support::Refused, "external compiler DLLs do not apply", ""},
      {OptID::Fcgl, "fcgl", ArgKind::Flag, 0, "- /", Support::Works,
       "stops after Clang (its optimized IR, not DXC's high-level IR)", ""},
      {OptID::None, "preserve-intermediate-values", ArgKind::Flag, 0, "- /",
       Support::Refused, "not supported", ""},
      {OptID::LegacyMacroExpansion, "flegacy-macro-expansion", ArgKind::Flag, 0,
       "- /", Support::Works,
       "macro arguments pasted with `##` are expanded first, as fxc does", ""},
      {OptID::None, "flegacy-resource-reservation", ArgKind::Flag, 0, "- /",
       Support::Refused, "not implemented by dxild's binding stage", ""},
      {OptID::None, "no-legacy-cbuf-layout", ArgKind::Flag, 0, "- /",
       Support::Refused,
       "dxild always uses legacy cbuffer loads, as DXIL requires", ""},
      {OptID::None, "not_use_legacy_cbuf_load", ArgKind::Flag, 0, "- /",
       Support::Refused,
       "dxild always uses legacy cbuffer loads, as DXIL requires", ""},
      {OptID::None, "pack-prefix-stable", ArgKind::Flag, 0, "- /",
       Support::Works,
       "prefix-stable signature packing is dxild's (and DXC's) default", ""},
      {OptID::None, "pack_prefix_stable", ArgKind::Flag, 0, "- /",
       Support::Works,
       "prefix-stable signature packing is dxild's (and DXC's) default", ""},
      {OptID::None, "pack-optimized", ArgKind::Flag, 0, "- /", Support::Refused,
       "optimized signature packing is not implemented", ""},
      {OptID::None, "pack_optimized", ArgKind::Flag, 0, "- /", Support::Refused,
       "optimized signature packing is not implemented", ""},
      {OptID::HV, "HV", ArgKind::Separate, 1, "- /", Support::Works,
       "HLSL version (2016, 2017, 2018, 2021, 202x)", ""},
      {OptID::NoWarnings, "no-warnings", ArgKind::Flag, 0, "- /",
       Support::Works, "suppresses all warnings (Clang `-w`)", ""},
      {OptID::RootSigDefine, "rootsig-define", ArgKind::Separate, 1, "- /",
       Support::Works,
       "the entry's root signature (RTS0) is this macro's expansion, over a "
       "`[RootSignature]` attribute; an undefined macro leaves the attribute's",
       "<macro>"},
      {OptID::Enable16Bit, "enable-16bit-types", ArgKind::Flag, 0, "- /",
       Support::Works, "16-bit types", ""},
      {OptID::None, "ignore-line-directives", ArgKind::Flag, 0, "- /",
       Support::Refused, "Clang 22 cannot ignore #line directives", ""},
      {OptID::AutoBindingSpace, "auto-binding-space", ArgKind::Separate, 1,
       "- /", Support::Works, "space for implicit bindings", ""},
      {OptID::None, "exports", ArgKind::Separate, 1, "- /", Support::Refused,
       "library targets only; dxilc compiles vs/ps/cs", ""},
      {OptID::None, "export-shaders-only", ArgKind::Flag, 0, "- /",
       Support::Refused, "library targets only; dxilc compiles vs/ps/cs", ""},
      {OptID::None, "default-linkage", ArgKind::Separate, 1, "- /",
       Support::Refused, "library targets only; dxilc compiles vs/ps/cs", ""},
      {OptID::None, "precise-output", ArgKind::Separate, 1, "- /",
       Support::Refused, "not supported", ""},
      {OptID::Encoding, "encoding", ArgKind::Separate, 1, "- /", Support::Works,
       "`utf8` only (Linux has no utf16 sources)", ""},
      {OptID::ValidatorVersion, "validator-version", ArgKind::Separate, 1,
       "- /", Support::Works,
       "`dx.valver`, and the container follows it as DXC's does (`0.0`: never "
       "validated, no HASH part; below 1.5 no HASH, PSV0 version by "
       "validator)",
       "<major.minor>"},
      {OptID::None, "print-before-all", ArgKind::Flag, 0, "- /",
       Support::Refused, "DXC pass printing; dxild runs Clang 22's pipeline",
       ""},
      {OptID::None, "print-before", ArgKind::Separate, 1, "- /",
       Support::Refused, "DXC pass printing; dxild runs Clang 22's pipeline",
       ""},
      {OptID::None, "print-after-all", ArgKind::Flag, 0, "- /",
       Support::Refused, "DXC pass printing; dxild runs Clang 22's pipeline",
       ""},
      {OptID::None, "print-after", ArgKind::Separate, 1, "- /",
       Support::Refused, "DXC pass printing; dxild runs Clang 22's pipeline",
       ""},
      {OptID::None, "ignore-opt-semdefs", ArgKind::Flag, 0, "- /",
       Support::Refused, "semantic defines are not supported", ""},
      {OptID::None, "ignore-semdef", ArgKind::Separate, 1, "- /",
       Support::Refused, "semantic defines are not supported", ""},
      {OptID::None, "override-semdef", ArgKind::Separate, 1, "- /",
       Support::Refused, "semantic defines are not supported", ""},
      {OptID::None, "force-zero-store-lifetimes", ArgKind::Flag, 0, "- /",
       Support::Refused, "lifetime handling is fixed by dxild's lowering", ""},
      {OptID::None, "enable-lifetime-markers", ArgKind::Flag, 0, "- /",
       Support::Refused, "lifetime handling is fixed by dxild's lowering", ""},
      {OptID::None, "disable-lifetime-markers", ArgKind::Flag, 0, "- /",
       Support::Refused, "lifetime handling is fixed by dxild's lowering", ""},
      {OptID::None, "enable-payload-qualifiers", ArgKind::Flag, 0, "- /",
       Support::Ignored, "ray-tracing payloads do not occur in vs/ps/cs", ""},
      {OptID::None, "disable-payload-qualifiers", ArgKind::Flag, 0, "- /",
       Support::Ignored, "ray-tracing payloads do not occur in vs/ps/cs", ""},
      {OptID::None, "disable-exception-handling", ArgKind::Flag, 0, "- /",
       Support::Ignored,
       "DXC-internal; dxilc has no exception handler to disable", ""},
      {OptID::None, "skip-serialization", ArgKind::Flag, 0, "- /",
       Support::Refused, "API-only option", ""},
      {OptID::None, "metal", ArgKind::Flag, 0, "-", Support::Refused,
       "Metal output is not supported", ""},
      {OptID::Spirv, "spirv", ArgKind::Flag, 0, "-", Support::Refused,
       "SPIR-V output is not supported", ""},
      {OptID::None, "fvk-stage-io-order=", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-b-shift", ArgKind::MultiArg, 2, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", "<shift> <space>"},
      {OptID::None, "fvk-t-shift", ArgKind::MultiArg, 2, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", "<shift> <space>"},
      {OptID::None, "fvk-s-shift", ArgKind::MultiArg, 2, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", "<shift> <space>"},
      {OptID::None, "fvk-u-shift", ArgKind::MultiArg, 2, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", "<shift> <space>"},
      {OptID::None, "fvk-bind-globals", ArgKind::MultiArg, 2, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       "<binding> <set>"},
      {OptID::None, "fvk-bind-register", ArgKind::MultiArg, 4, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       "<type-number> <space> <binding> <set>"},
      {OptID::None, "vkbr", ArgKind::MultiArg, 4, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fvk-invert-y", ArgKind::Flag, 0, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fvk-use-dx-position-w", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-support-nonzero-base-instance", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-support-nonzero-base-vertex", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-use-gl-layout", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-use-dx-layout", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-use-scalar-layout", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-use-legacy-buffer-matrix-order", ArgKind::Flag, 0,
       "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fspv-reflect", ArgKind::Flag, 0, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fspv-debug=", ArgKind::Joined, 1, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fspv-extension=", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-target-env=", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-flatten-resource-arrays", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-reduce-load-size", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-fix-func-call-arguments", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-entrypoint-name=", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-enable-maximal-reconvergence", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-use-vulkan-memory-model", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-use-unknown-image-format", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fvk-auto-shift-bindings", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "Wno-vk-ignored-features", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "Wno-vk-emulated-features", ArgKind::Joined, 1, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-print-all", ArgKind::Flag, 0, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fspv-use-emulated-heap", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-use-descriptor-heap", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "Oconfig=", ArgKind::CommaJoined, 1, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", ""},
      {OptID::None, "fspv-preserve-bindings", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-preserve-interface", ArgKind::Flag, 0, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       ""},
      {OptID::None, "fspv-max-id", ArgKind::MultiArg, 1, "-", Support::Ignored,
       "SPIR-V only; DXC ignores it when compiling to DXIL", "<shift> <space>"},
      {OptID::None, "fvk-bind-resource-heap", ArgKind::MultiArg, 2, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       "<binding> <set>"},
      {OptID::None, "fvk-bind-sampler-heap", ArgKind::MultiArg, 2, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       "<binding> <set>"},
      {OptID::None, "fvk-bind-counter-heap", ArgKind::MultiArg, 2, "-",
       Support::Ignored, "SPIR-V only; DXC ignores it when compiling to DXIL",
       "<binding> <set>"},
      {OptID::Target, "T", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "target profile: vs_6_0..6_9, ps_6_0..6_9, cs_6_0..6_9 (others refused)",
       "<profile>"},
      {OptID::Entry, "E", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "entry point (default main)", ""},
      {OptID::ShowIncludes, "Vi", ArgKind::Flag, 0, "- /", Support::Works,
       "prints each opened include file to stderr", ""},
      {OptID::Od, "Od", ArgKind::Flag, 0, "- /", Support::Works,
       "no optimization (level 0)", ""},
      {OptID::WX, "WX", ArgKind::Flag, 0, "- /", Support::Works,
       "treats warnings as errors (Clang `-Werror`)", ""},
      {OptID::None, "Vd", ArgKind::Flag, 0, "- /", Support::Ignored,
       "dxild runs no validator, so there is nothing to disable; the container "
       "carries the BYPASS digest either way",
       ""},
      {OptID::Zi, "Zi", ArgKind::Flag, 0, "- /", Support::Works,
       "debug information as far as dxild has it: ILDN name part, ILDB part "
       "(the DXIL module plus DXC's `dx.source.*` sources, defines, main file "
       "and arguments; no debug locations, variables or types) and the PDB; "
       "see README",
       ""},
      {OptID::Zs, "Zs", ArgKind::Flag, 0, "- /", Support::Works,
       "source-only debug information: ILDN name part, and a PDB holding the "
       "sources and arguments (SRCI) without ILDB",
       ""},
      {OptID::None, "recompile", ArgKind::Flag, 0, "- /", Support::Refused,
       "recompiling from a container needs debug information", ""},
      {OptID::PackRowMajor, "Zpr", ArgKind::Flag, 0, "- /", Support::Works,
       "matrices without `row_major`/`column_major` or `#pragma pack_matrix` "
       "are row-major in constant buffers",
       ""},
      {OptID::PackColumnMajor, "Zpc", ArgKind::Flag, 0, "- /", Support::Works,
       "matrices without `row_major`/`column_major` or `#pragma pack_matrix` "
       "are column-major in constant buffers (the default)",
       ""},
      {OptID::Zss, "Zss", ArgKind::Flag, 0, "- /", Support::Works,
       "HASH (and so the `<hash>.pdb` name) digests the debug module with its "
       "sources, flags IncludesSource (needs -Zi or -Zs)",
       ""},
      {OptID::Zsb, "Zsb", ArgKind::Flag, 0, "- /", Support::Works,
       "adds DXC's ILDN debug-name part, `<hash>.pdb` from the HASH part", ""},
      {OptID::None, "Gfa", ArgKind::Flag, 0, "- /", Support::Refused,
       "not implemented (DXC unrolls loops and flattens branches)", ""},
      {OptID::None, "Gfp", ArgKind::Flag, 0, "- /", Support::Refused,
       "not implemented (DXC keeps loops and marks branches)", ""},
      {OptID::DX9CompatMode, "Gec", ArgKind::Flag, 0, "- /", Support::Works,
       "DX9 compatibility mode: the entry's COLOR, DEPTH, POSITION and VPOS "
       "semantics map to SV_Target, SV_Depth and SV_Position as in DXC "
       "(writable global constants, HLSL 2016, are not covered)",
       ""},
      {OptID::None, "Ges", ArgKind::Flag, 0, "- /", Support::Ignored,
       "DXC parses it but no code generation reads it", ""},
      {OptID::IEEEStrict, "Gis", ArgKind::Flag, 0, "- /", Support::Works,
       "IEEE strictness: no fast-math flags on floating-point operations", ""},
      {OptID::Denorm, "denorm", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Works,
       "`any`, `preserve` or `ftz`: the entry's fp32-denorm-mode attribute "
       "(shader model 6.2+)",
       ""},
      {OptID::OutFo, "Fo", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "writes the DXIL container", "<file>"},
      {OptID::OutFc, "Fc", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "writes the listing (LLVM IR text of the DXIL module, not DXC's "
       "annotated disassembly)",
       "<file>"},
      {OptID::OutFh, "Fh", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "writes a C header of the container, byte for byte in DXC's layout (the "
       "`#if 0` block holds the LLVM IR listing)",
       "<file>"},
      {OptID::OutFe, "Fe", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "writes warnings and errors to the file", "<file>"},
      {OptID::OutFd, "Fd", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "writes the PDB (DXC's MSF layout; needs -Zi or -Zs); ILDN names that "
       "file, or a name ending in `/` is a directory that gets `<hash>.pdb`",
       "<file>"},
      {OptID::None, "Fre", ArgKind::Separate, 1, "- /", Support::Refused,
       "DXC writes its STAT reflection part there (the module without "
       "function bodies, with reflection metadata: dx.typeAnnotations for "
       "constant-buffer and structure fields); dxild has no such metadata, "
       "so it would not be DXC's reflection. `--reflect-json` writes the "
       "binding table",
       "<file>"},
      {OptID::OutFrs, "Frs", ArgKind::Separate, 1, "- /", Support::Works,
       "writes the root signature as a container holding only RTS0", "<file>"},
      {OptID::OutFsh, "Fsh", ArgKind::Separate, 1, "- /", Support::Works,
       "writes the shader hash (flags + MD5, the HASH part)", "<file>"},
      {OptID::OutFi, "Fi", ArgKind::JoinedOrSeparate, 1, "- /", Support::Works,
       "output file for `-P`", "<file>"},
      {OptID::VarName, "Vn", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Works,
       "variable name in the `-Fh` header (default `g_<entry>`)", "<name>"},
      {OptID::None, "Cc", ArgKind::Flag, 0, "- /", Support::Refused,
       "dxilc's listing is LLVM IR text, not DXC's disassembly", ""},
      {OptID::None, "Ni", ArgKind::Flag, 0, "- /", Support::Refused,
       "dxilc's listing is LLVM IR text, not DXC's disassembly", ""},
      {OptID::None, "No", ArgKind::Flag, 0, "- /", Support::Refused,
       "dxilc's listing is LLVM IR text, not DXC's disassembly", ""},
      {OptID::None, "Lx", ArgKind::Flag, 0, "- /", Support::Refused,
       "dxilc's listing is LLVM IR text, not DXC's disassembly", ""},
      {OptID::Preprocess, "P", ArgKind::Flag, 0, "- /", Support::Works,
       "preprocesses to `<input>.i`, or to `-Fi` (`-Fi -`: stdout)", ""},
      {OptID::Preprocess, "Po", ArgKind::Flag, 0, "- /", Support::Works,
       "preprocesses to `<input>.i`, or to `-Fi` (`-Fi -`: stdout)", ""},
      {OptID::None, "dumpbin", ArgKind::Flag, 0, "- /", Support::Refused,
       "use `dxild-container` to inspect containers", ""},
      {OptID::None, "link", ArgKind::Flag, 0, "- /", Support::Refused,
       "linking libraries is not supported", ""},
      {OptID::None, "Qstrip_reflect", ArgKind::Flag, 0, "- /", Support::Works,
       "dxild writes no reflection (STAT part or DXIL reflection metadata), so "
       "the output is already stripped",
       ""},
      {OptID::StripDebug, "Qstrip_debug", ArgKind::Flag, 0, "- /",
       Support::Works,
       "keeps the ILDB part out of the object (with -Zi: no embedding, no "
       "warning); without -Zi the output has no debug part to strip",
       ""},
      {OptID::EmbedDebug, "Qembed_debug", ArgKind::Flag, 0, "- /",
       Support::Works, "puts the ILDB debug part in the object (needs -Zi)",
       ""},
      {OptID::StripPrivate, "Qstrip_priv", ArgKind::Flag, 0, "- /",
       Support::Works, "removes the PRIV part (only `-setprivate` adds one)",
       ""},
      {OptID::SourceInDebugModule, "Qsource_in_debug_module", ArgKind::Flag, 0,
       "- /", Support::Works,
       "the PDB's ILDB keeps the sources in `dx.source.contents` and the PDB "
       "has no SRCI part",
       ""},
      {OptID::PdbInPrivate, "Qpdb_in_private", ArgKind::Flag, 0, "- /",
       Support::Works, "adds the PDB to the object as its PRIV part", ""},
      {OptID::StripRootSig, "Qstrip_rootsignature", ArgKind::Flag, 0, "- /",
       Support::Works, "removes the RTS0 part", ""},
      {OptID::SetRootSig, "setrootsignature", ArgKind::JoinedOrSeparate, 1,
       "- /", Support::Works,
       "replaces RTS0 with the one in the given container", "<file>"},
      {OptID::ExtractRootSig, "extractrootsignature", ArgKind::Flag, 0, "- /",
       Support::Works, "writes to `-Fo` a container holding only RTS0", ""},
      {OptID::None, "verifyrootsignature", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Refused, "root signature verification is not implemented",
       "<file>"},
      {OptID::ForceRootSigVer, "force-rootsig-ver", ArgKind::JoinedOrSeparate,
       1, "- /", Support::Works,
       "`rootsig_1_0`, `rootsig_1_1` (default) or `rootsig_1_2`: the RTS0 "
       "version",
       "<profile>"},
      {OptID::ForceRootSigVer, "force_rootsig_ver", ArgKind::JoinedOrSeparate,
       1, "- /", Support::Works,
       "`rootsig_1_0`, `rootsig_1_1` (default) or `rootsig_1_2`: the RTS0 "
       "version",
       "<profile>"},
      {OptID::None, "Qkeep_reflect_in_dxil", ArgKind::Flag, 0, "- /",
       Support::Refused, "dxild writes no reflection metadata to keep", ""},
      {OptID::None, "Qstrip_reflect_from_dxil", ArgKind::Flag, 0, "- /",
       Support::Works,
       "dxild writes no reflection metadata, so it is already stripped", ""},
      {OptID::ResMayAlias, "res-may-alias", ArgKind::Flag, 0, "- /",
       Support::Works, "leaves out the ResMayNotAlias shader flag (DXIL 1.7+)",
       ""},
      {OptID::ResMayAlias, "res_may_alias", ArgKind::Flag, 0, "- /",
       Support::Works, "leaves out the ResMayNotAlias shader flag (DXIL 1.7+)",
       ""},
      {OptID::AllResourcesBound, "all-resources-bound", ArgKind::Flag, 0, "- /",
       Support::Works, "sets the AllResourcesBound shader flag (bit 8)", ""},
      {OptID::AllResourcesBound, "all_resources_bound", ArgKind::Flag, 0, "- /",
       Support::Works, "sets the AllResourcesBound shader flag (bit 8)", ""},
      {OptID::SetPrivate, "setprivate", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Works, "adds the file as the PRIV part", "<file>"},
      {OptID::None, "getprivate", ArgKind::JoinedOrSeparate, 1, "- /",
       Support::Refused,
       "reading containers back is not supported (use `dxild-container`)",
       "<file>"},
      {OptID::None, "nologo", ArgKind::Flag, 0, "- /", Support::Ignored,
       "dxilc prints no logo", ""},
      {OptID::None, "unchanged", ArgKind::Flag, 0, "- /", Support::Refused,
       "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "skip-fn-body", ArgKind::Flag, 0, "- /", Support::Refused,
       "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "skip-static", ArgKind::Flag, 0, "- /", Support::Refused,
       "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "global-extern-by-default", ArgKind::Flag, 0, "- /",
       Support::Refused, "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "keep-user-macro", ArgKind::Flag, 0, "- /",
       Support::Refused, "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "extract-entry-uniforms", ArgKind::Flag, 0, "- /",
       Support::Refused, "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "remove-unused-globals", ArgKind::Flag, 0, "- /",
       Support::Refused, "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "remove-unused-functions", ArgKind::Flag, 0, "- /",
       Support::Refused, "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "line-directive", ArgKind::Flag, 0, "- /", Support::Refused,
       "rewriter option (dxr); dxilc only compiles", ""},
      {OptID::None, "decl-global-cb", ArgKind::Flag, 0, "- /", Support::Refused,
       "rewriter option (dxr); dxilc only compiles", ""},
  };
  // dxilc's own options (not in DXC).
  const std::vector<OptionSpec> Own = {
      {OptID::Server, "server", ArgKind::Separate, 1, "--", Support::Works,
       "compile on a dxild server (HOST:PORT)", "<host:port>", true},
      {OptID::TimeoutMs, "timeout-ms", ArgKind::Separate, 1, "--",
       Support::Works, "give up after n milliseconds", "<n>", true},
      {OptID::TLS, "tls", ArgKind::Flag, 0, "--", Support::Works,
       "use TLS with the system's roots", "", true},
      {OptID::TLSCA, "tls-ca", ArgKind::Separate, 1, "--", Support::Works,
       "use TLS, trusting this PEM CA", "<file>", true},
      {OptID::TLSCert, "tls-cert", ArgKind::Separate, 1, "--", Support::Works,
       "client certificate for mutual TLS", "<file>", true},
      {OptID::TLSKey, "tls-key", ArgKind::Separate, 1, "--", Support::Works,
       "client key for mutual TLS", "<file>", true},
      {OptID::AuthTokenFile, "auth-token-file", ArgKind::Separate, 1, "--",
       Support::Works, "send this shared token (or set DXILD_AUTH_TOKEN)",
       "<file>", true},
      {OptID::ZeroDigest, "zero-digest", ArgKind::Flag, 0, "--", Support::Works,
       "all-zero container digest instead of BYPASS (0x01 x 16)", "", true},
      {OptID::StopAfter, "stop-after", ArgKind::Separate, 1, "--",
       Support::Works, "frontend, binding or lowering; -Fc shows that module",
       "<stage>", true},
      {OptID::Ping, "ping", ArgKind::Flag, 0, "--", Support::Works,
       "ask the --server for its identity; exit 0 if it answers", "", true},
      {OptID::NoPrelude, "no-prelude", ArgKind::Flag, 0, "--", Support::Works,
       "do not include the HLSL prelude", "", true},
      {OptID::BindingHints, "binding-hints", ArgKind::Separate, 1, "--",
       Support::Works, "binding hints (JSON: default_space, reserved, pins)",
       "<file>", true},
      {OptID::ReflectJSON, "reflect-json", ArgKind::Separate, 1, "--",
       Support::Works, "write the resolved binding table as JSON", "<file>",
       true},
      {OptID::PrintOptionTable, "print-option-table", ArgKind::Flag, 0, "--",
       Support::Works, "print the DXC option table (Markdown) and exit", "",
       true},
  };
  T.insert(T.end(), Own.begin(), Own.end());
  return T;
}

std::vector<std::string> prefixesOf(const OptionSpec &S) {
  std::vector<std::string> Out;
  std::istringstream In(S.Prefixes);
  std::string P;
  while (In >> P)
    Out.push_back(P);
  return Out;
}

bool fileExists(const std::string &Path) {
  struct stat St;
  return ::stat(Path.c_str(), &St) == 0;
}

struct Candidate {
  const OptionSpec *Spec;
  std::string Prefix;
};

/// Spellings sorted longest first, so "-Fo" wins over "-F..." and
/// "-Wno-vk-ignored-features" over "-W".
const std::vector<Candidate> &candidates() {
  static const std::vector<Candidate> C = [] {
    std::vector<Candidate> Out;
    for (const OptionSpec &S : optionTable())
      for (const std::string &P : prefixesOf(S))
        Out.push_back({&S, P});
    std::stable_sort(Out.begin(), Out.end(),
                     [](const Candidate &A, const Candidate &B) {
                       return A.Prefix.size() + std::strlen(A.Spec->Name) >
                              B.Prefix.size() + std::strlen(B.Spec->Name);
                     });
    return Out;
  }();
  return C;
}

std::string spellingOf(const OptionSpec &S) {
  return prefixesOf(S).front() + S.Name;
}

} // namespace

const std::vector<OptionSpec> &optionTable() {
  static const std::vector<OptionSpec> Table = buildTable();
  return Table;
}

ParsedCommandLine parseCommandLine(const std::vector<std::string> &Args) {
  ParsedCommandLine Out;
  for (size_t I = 0; I < Args.size(); ++I) {
    const std::string &A = Args[I];
    const bool Dash = A.size() > 1 && A[0] == '-';
    // '/' spellings exist for DXC's Windows users; an existing file of that
    // name (an absolute path) is an input.
    const bool Slash = A.size() > 1 && A[0] == '/' && !fileExists(A);
    if (!Dash && !Slash) {
      Out.Inputs.push_back(A);
      continue;
    }
    const Candidate *Match = nullptr;
    for (const Candidate &C : candidates()) {
      const std::string Full = C.Prefix + C.Spec->Name;
      if (A.compare(0, Full.size(), Full) != 0)
        continue;
      const bool Exact = A.size() == Full.size();
      const ArgKind K = C.Spec->Kind;
      if (Exact || K == ArgKind::Joined || K == ArgKind::JoinedOrSeparate ||
          K == ArgKind::CommaJoined) {
        // A joined value needs something after the name, except for the
        // Joined options whose name ends in '=' or that take no value.
        if (Exact && K == ArgKind::Joined && C.Spec->Name[0] == 'W' &&
            std::strcmp(C.Spec->Name, "W") == 0)
          continue;
        Match = &C;
        break;
      }
    }
    if (!Match) {
      if (Slash) { // Not an option after all: a path that does not exist yet.
        Out.Inputs.push_back(A);
        continue;
      }
      Out.Error = "unknown option '" + A +
                  "' (neither a DXC option nor a dxilc option; see --help)";
      return Out;
    }
    const OptionSpec &S = *Match->Spec;
    ParsedArg P;
    P.Spec = &S;
    P.Spelling = Match->Prefix + S.Name;
    const size_t FirstWord = I;
    const std::string Rest = A.substr(P.Spelling.size());
    switch (S.Kind) {
    case ArgKind::Flag:
      break;
    case ArgKind::Joined:
    case ArgKind::CommaJoined:
      P.Values.push_back(Rest);
      break;
    case ArgKind::JoinedOrSeparate:
      if (!Rest.empty()) {
        P.Values.push_back(Rest);
        break;
      }
      [[fallthrough]];
    case ArgKind::Separate:
      if (I + 1 >= Args.size()) {
        Out.Error = "option '" + P.Spelling + "' needs a value";
        return Out;
      }
      P.Values.push_back(Args[++I]);
      break;
    case ArgKind::MultiArg:
      if (I + S.NumArgs >= Args.size()) {
        Out.Error = "option '" + P.Spelling + "' needs " +
                    std::to_string(S.NumArgs) + " values";
        return Out;
      }
      for (unsigned N = 0; N < S.NumArgs; ++N)
        P.Values.push_back(Args[++I]);
      break;
    }
    P.Words.assign(Args.begin() + FirstWord, Args.begin() + I + 1);
    if (S.How == Support::Refused) {
      Out.Error =
          "option '" + P.Spelling + "' is not supported: " + S.Behaviour;
      return Out;
    }
    Out.Args.push_back(std::move(P));
  }
  return Out;
}

namespace {

std::string formFor(const OptionSpec &S, const std::string &Prefix) {
  std::string Name = Prefix + S.Name;
  std::string Meta = *S.MetaVar ? S.MetaVar : "<value>";
  switch (S.Kind) {
  case ArgKind::Flag:
    return Name;
  case ArgKind::Joined:
  case ArgKind::CommaJoined:
    return Name + Meta;
  case ArgKind::Separate:
    return Name + " " + Meta;
  case ArgKind::JoinedOrSeparate:
    return Name + " " + Meta;
  case ArgKind::MultiArg: {
    std::string Out = Name;
    for (unsigned I = 0; I < S.NumArgs; ++I)
      Out += " <v" + std::to_string(I + 1) + ">";
    return Out;
  }
  }
  return Name;
}

const char *supportName(Support S) {
  switch (S) {
  case Support::Works:
    return "works";
  case Support::Ignored:
    return "accepted, ignored";
  case Support::Refused:
    return "refused";
  }
  return "";
}

} // namespace

std::string helpText() {
  std::ostringstream OS;
  OS << "OVERVIEW: dxild HLSL compiler client (a drop-in for dxc when "
        "compiling vs/ps/cs to DXIL)\n\n"
        "USAGE: dxilc [options] <file.hlsl>\n\n"
        "DXC options take '-' or '/' and a joined or separate value as in "
        "DXC\n(-Tps_6_0, -T ps_6_0, /T ps_6_0). Refused options stop with "
        "their reason.\n\nOPTIONS THAT WORK:\n";
  auto Line = [&](const OptionSpec &S) {
    std::string Form = formFor(S, prefixesOf(S).front());
    OS << "  " << Form;
    if (Form.size() < 26)
      OS << std::string(26 - Form.size(), ' ');
    else
      OS << "\n" << std::string(28, ' ');
    OS << S.Behaviour << "\n";
  };
  for (const OptionSpec &S : optionTable())
    if (S.How == Support::Works && !S.DxilcOnly)
      Line(S);
  OS << "\nDXILC OPTIONS:\n";
  for (const OptionSpec &S : optionTable())
    if (S.DxilcOnly)
      Line(S);
  OS << "\nACCEPTED AND IGNORED (as DXC does for DXIL output):\n  ";
  size_t Col = 2;
  for (const OptionSpec &S : optionTable()) {
    if (S.How != Support::Ignored)
      continue;
    std::string N = spellingOf(S) + " ";
    if (Col + N.size() > 78) {
      OS << "\n  ";
      Col = 2;
    }
    OS << N;
    Col += N.size();
  }
  OS << "\n\nREFUSED (exit 1 with the reason): every other DXC option; "
        "`dxilc --print-option-table`\nlists each with its reason. Not "
        "produced yet: the reflection part (-Fre, STAT),\n-Gec, -Gfa, "
        "-Gfp.\n\nDEBUG INFORMATION (-Zi, -Zs, -Fd): dxild "
        "emits no debug locations, variables or\ntypes. -Zi gives DXC's "
        "ILDN name part, an ILDB part holding the DXIL module\nplus DXC's "
        "dx.source.* metadata (sources, defines, main file, arguments) and "
        "a\nPDB (-Fd) laid out as DXC's: an MSF file whose stream 5 is a "
        "container with\nILDN, HASH, SRCI (sources stored uncompressed) and "
        "ILDB; no VERS part.\n";
  return OS.str();
}

std::string optionTableMarkdown() {
  std::ostringstream OS;
  OS << "| DXC option | dxilc | what dxilc does |\n| --- | --- | --- |\n";
  for (const OptionSpec &S : optionTable()) {
    if (S.DxilcOnly)
      continue;
    std::string Forms;
    for (const std::string &P : prefixesOf(S)) {
      if (!Forms.empty())
        Forms += ", ";
      Forms += "`" + formFor(S, P) + "`";
    }
    std::string B = S.Behaviour;
    // Keep the Markdown table intact.
    for (size_t Pos = 0; (Pos = B.find('|', Pos)) != std::string::npos;
         Pos += 2)
      B.replace(Pos, 1, "\\|");
    OS << "| " << Forms << " | " << supportName(S.How) << " | " << B << " |\n";
  }
  return OS.str();
}

} // namespace cli
} // namespace dxild
