//===- WriterStage.h - The writer stage of the pipeline ---------*- C++ -*-===//
//
// What the compile pipeline calls after lowering: serializes the lowered
// (DXIL-form) module as LLVM 3.7-dialect bitcode and wraps it in a
// DXContainer whose parts are computed from the module's DXIL metadata.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_WRITER_WRITERSTAGE_H
#define DXILD_CORE_WRITER_WRITERSTAGE_H

#include "dxild/core/CompileRequest.h"

#include <string>
#include <utility>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {

/// DXC's -Zi: what the debug module's dx.source.* metadata records.
struct DebugModuleInputs {
  bool Enabled = false;
  /// (name, content): the main file first, then the included files sorted
  /// by name, as DXC's dx.source.contents.
  std::vector<std::pair<std::string, std::string>> Sources;
  /// dx.source.defines: "NAME=VALUE" or "NAME".
  std::vector<std::string> Defines;
  std::string MainFileName;
  /// dx.source.args.
  std::vector<std::string> Arguments;
  /// -Zss: HASH digests the debug module's bitcode, flags IncludesSource.
  bool HashIncludesSource = false;
};

/// ILDB payloads (program header + bitcode), written when
/// DebugModuleInputs::Enabled.
struct DebugPrograms {
  /// The debug module with the sources in dx.source.contents: DXC's ILDB in
  /// the object (-Qembed_debug) and, with -Qsource_in_debug_module, in the
  /// PDB.
  std::string WithSources;
  /// The same with DXC's dummy dx.source.* entries (one empty file, no
  /// defines, empty main file name, no arguments): DXC's ILDB in a PDB whose
  /// SRCI part holds the sources.
  std::string WithoutSources;
};

struct ContainerInputs {
  /// Container digest: false writes the BYPASS sentinel (16 x 0x01), true
  /// all zeros. Never a retail signature: nothing here validates the output.
  bool ZeroDigest = false;
  /// A serialized RTS0 payload to embed. When empty, the writer serializes
  /// the entry's root signature from Clang's `dx.rootsignatures` metadata,
  /// if the module has one.
  std::string RootSignature;
  DebugModuleInputs Debug;
};

/// Serializes, as an RTS0 payload, the root signature Clang attached to the
/// entry function \p EntryName (`!dx.rootsignatures`, which lowering drops:
/// call this before lowering). Leaves \p RTS0 empty when the entry has none.
/// Returns false, with a dxild.writer.metadata diagnostic, when the
/// metadata is malformed.
bool serializeRootSignature(const llvm::Module &M, const std::string &EntryName,
                            std::vector<Diagnostic> &Diags, std::string &RTS0);

/// Writes \p M as a DXContainer into \p Container. \p M is not modified (the
/// writer works on a copy). With In.Debug.Enabled, \p Debug (if given)
/// receives the ILDB payloads. Appends to \p Diags; returns false, with error
/// diagnostics coded dxild.writer.unsupported (a construct DXIL bitcode
/// cannot express), dxild.writer.metadata (missing or malformed DXIL
/// metadata) or dxild.internal.writer, when no container was written.
bool runWriterStage(const llvm::Module &M, const ContainerInputs &In,
                    std::vector<Diagnostic> &Diags, std::string &Container,
                    DebugPrograms *Debug = nullptr);

} // namespace dxild

#endif // DXILD_CORE_WRITER_WRITERSTAGE_H
