//===- CacheKey.cpp - Content-addressed key of a compile ------------------===//
//
// The serialization is a flat sequence of length-prefixed, tagged fields, so
// no two different requests can serialize to the same bytes (no separator
// ambiguity) and the tags make a dump readable.
//
// Every struct is taken apart with a structured binding: adding a field to
// CompileRequest (or to the structs it holds) without deciding here whether
// it belongs in the key stops this file from compiling.
//
//===----------------------------------------------------------------------===//

#include "dxild/core/CacheKey.h"
#include "dxild/core/Prelude.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"

#include <algorithm>
#include <cstring>
#include <elf.h>
#include <link.h>

namespace dxild {

namespace {

class CanonicalWriter {
public:
  void number(const char *Tag, uint64_t V) {
    tag(Tag);
    raw(V);
  }
  void string(const char *Tag, std::string_view S) {
    tag(Tag);
    bytes(S);
  }
  void optionalString(const char *Tag, const std::optional<std::string> &S) {
    // Absent and empty differ: `-D X` is 1, `-D X=` is empty.
    number(Tag, S.has_value());
    if (S)
      bytes(*S);
  }
  std::string take() { return std::move(Out); }

private:
  void tag(const char *Tag) { bytes(Tag); }
  void bytes(std::string_view S) {
    raw(S.size());
    Out.append(S.data(), S.size());
  }
  void raw(uint64_t V) {
    // Little-endian regardless of the host, so keys agree across a fleet.
    for (int I = 0; I < 8; ++I)
      Out.push_back(static_cast<char>((V >> (8 * I)) & 0xff));
  }
  std::string Out;
};

void writeBinding(CanonicalWriter &W, const BindingOptions &B) {
  const auto &[DefaultSpace, Reserved, Pins] = B;
  W.number("binding.default_space.present", DefaultSpace.has_value());
  W.number("binding.default_space", DefaultSpace.value_or(0));
  // Reserved ranges and pins keep the caller's order: validation reports
  // problems in that order, so it is visible in the diagnostics.
  W.number("binding.reserved.count", Reserved.size());
  for (const ReservedRange &R : Reserved) {
    const auto &[Class, Space, LowerBound, Count] = R;
    W.number("reserved.class", static_cast<uint64_t>(Class));
    W.number("reserved.space", Space);
    W.number("reserved.lower_bound", LowerBound);
    W.number("reserved.count", Count);
  }
  W.number("binding.pins.count", Pins.size());
  for (const BindingPin &P : Pins) {
    const auto &[Name, Space, LowerBound] = P;
    W.string("pin.name", Name);
    W.number("pin.space", Space);
    W.number("pin.lower_bound", LowerBound);
  }
}

/// The ELF build id of the main executable, from its PT_NOTE segments.
std::string executableBuildId() {
  std::string Id;
  dl_iterate_phdr(
      [](dl_phdr_info *Info, size_t, void *Data) -> int {
        // The first object reported is the main program.
        auto &Out = *static_cast<std::string *>(Data);
        for (int I = 0; I < Info->dlpi_phnum; ++I) {
          const ElfW(Phdr) &Ph = Info->dlpi_phdr[I];
          if (Ph.p_type != PT_NOTE)
            continue;
          const char *P =
              reinterpret_cast<const char *>(Info->dlpi_addr + Ph.p_vaddr);
          const char *End = P + Ph.p_memsz;
          while (P + sizeof(ElfW(Nhdr)) <= End) {
            ElfW(Nhdr) Note;
            std::memcpy(&Note, P, sizeof(Note));
            const char *Name = P + sizeof(Note);
            const char *Desc = Name + ((Note.n_namesz + 3) & ~3u);
            const char *Next = Desc + ((Note.n_descsz + 3) & ~3u);
            if (Next > End)
              break;
            if (Note.n_type == NT_GNU_BUILD_ID && Note.n_namesz == 4 &&
                std::memcmp(Name, "GNU", 4) == 0) {
              Out = llvm::toHex(llvm::StringRef(Desc, Note.n_descsz),
                                /*LowerCase=*/true);
              return 1;
            }
            P = Next;
          }
        }
        return 1;
      },
      &Id);
  return Id;
}

} // namespace

const CacheKeyContext &currentCacheKeyContext() {
  static const CacheKeyContext Context = [] {
    CacheKeyContext C;
    C.Compiler = compilerIdentity();
    C.PreludeHash = std::string(preludeHash());
    C.BuildId = executableBuildId();
    return C;
  }();
  return Context;
}

std::string canonicalCacheInput(const CompileRequest &Request,
                                const CacheKeyContext &Context) {
  CanonicalWriter W;
  W.string("dxild-cache-key", "");
  W.number("format", CacheKeyFormatVersion);

  const auto &[DxildVersion, ClangVersion, LLVMVersion] = Context.Compiler;
  W.string("compiler.dxild", DxildVersion);
  W.string("compiler.clang", ClangVersion);
  W.string("compiler.llvm", LLVMVersion);
  W.string("compiler.prelude", Context.PreludeHash);
  W.string("compiler.build_id", Context.BuildId);

  const auto &[Source, SourceName, EntryPoint, Profile, Defines, IncludeFiles,
               IncludeDirs, OptLevel, HLSLVersion, Enable16BitTypes, UsePrelude,
               UsePreludePCH, Binding, Outputs, StopAfter, ZeroDigest,
               WarningOptions, CodeGen, Debug] = Request;
  // Loading the prelude precompiled or parsing it gives the same output
  // (tested by the PCH equivalence tests), so it does not split the cache.
  (void)UsePreludePCH;

  W.string("source", Source);
  // Diagnostics and debug names mention the source name.
  W.string("source_name", SourceName);
  W.string("entry_point", EntryPoint);
  W.string("profile", Profile);

  std::vector<const Define *> Sorted;
  Sorted.reserve(Defines.size());
  for (const Define &D : Defines)
    Sorted.push_back(&D);
  // Stable: the last of two definitions of one name wins, so their relative
  // order is part of the request.
  std::stable_sort(
      Sorted.begin(), Sorted.end(),
      [](const Define *A, const Define *B) { return A->Name < B->Name; });
  W.number("defines.count", Sorted.size());
  for (const Define *D : Sorted) {
    const auto &[Name, Value] = *D;
    W.string("define.name", Name);
    W.optionalString("define.value", Value);
  }

  // A std::map: ordered by path whatever order the caller sent.
  W.number("include_files.count", IncludeFiles.size());
  for (const auto &[Path, Content] : IncludeFiles) {
    W.string("include.path", Path);
    W.string("include.content", Content);
  }
  // Search order decides which file an #include finds.
  W.number("include_dirs.count", IncludeDirs.size());
  for (const std::string &Dir : IncludeDirs)
    W.string("include_dir", Dir);

  W.number("opt_level", OptLevel);
  W.string("hlsl_version", HLSLVersion);
  W.number("enable_16bit_types", Enable16BitTypes);
  W.number("use_prelude", UsePrelude);
  writeBinding(W, Binding);
  W.number("outputs", Outputs);
  W.number("stop_after", static_cast<uint64_t>(StopAfter));
  W.number("zero_digest", ZeroDigest);
  // Order matters: the last of -Wx / -Wno-x wins.
  W.number("warning_options.count", WarningOptions.size());
  for (const std::string &Opt : WarningOptions)
    W.string("warning_option", Opt);
  const auto &[AllResourcesBound, ResMayAlias, Fp32DenormMode, IEEEStrict,
               PackMatrixRowMajor, ValidatorVersion, RootSignatureDefine,
               RootSignatureVersion, LegacyMacroExpansion, DX9CompatMode] =
      CodeGen;
  W.number("codegen.all_resources_bound", AllResourcesBound);
  W.number("codegen.res_may_alias", ResMayAlias);
  W.string("codegen.fp32_denorm_mode", Fp32DenormMode);
  W.number("codegen.ieee_strict", IEEEStrict);
  W.number("codegen.pack_matrix_row_major", PackMatrixRowMajor);
  W.string("codegen.validator_version", ValidatorVersion);
  W.string("codegen.root_signature_define", RootSignatureDefine);
  W.string("codegen.root_signature_version", RootSignatureVersion);
  W.number("codegen.legacy_macro_expansion", LegacyMacroExpansion);
  W.number("codegen.dx9_compat_mode", DX9CompatMode);
  // -Zi adds the debug programs (the arguments are recorded in them), -Zss
  // changes the HASH part.
  const auto &[DebugEnabled, DebugArguments, HashIncludesSource] = Debug;
  W.number("debug.enabled", DebugEnabled);
  W.number("debug.arguments.count", DebugArguments.size());
  for (const std::string &Arg : DebugArguments)
    W.string("debug.argument", Arg);
  W.number("debug.hash_includes_source", HashIncludesSource);
  return W.take();
}

std::string cacheKey(const CompileRequest &Request,
                     const CacheKeyContext &Context) {
  std::string Input = canonicalCacheInput(Request, Context);
  llvm::SHA256 Hash;
  Hash.update(llvm::StringRef(Input));
  std::array<uint8_t, 32> Digest = Hash.final();
  return llvm::toHex(Digest, /*LowerCase=*/true);
}

std::string cacheKey(const CompileRequest &Request) {
  return cacheKey(Request, currentCacheKeyContext());
}

} // namespace dxild
