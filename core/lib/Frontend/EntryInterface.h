//===- EntryInterface.h - The user's entry point, read from the AST -*- C++
//-*-===//
//
// dxild never lets Clang 22 treat the user's entry function as its entry:
// Clang 22 crashes on struct-typed entry parameters with semantics, knows
// few system values and does not store out/inout parameters. Instead the
// frontend parses the request once without code generation (phase 1), this
// file reads the user's entry from that AST (parameters, return value,
// struct fields recursively, arrays and matrices, semantics, interpolation
// modifiers, numthreads) and writes an HLSL wrapper
//
//   [shader("<stage>")] <attributes> __dxild_out __dxild_entry(<leaves>)
//
// whose parameters are the scalar/vector rows of every input (with
// Clang-supported semantics), which builds the user's arguments, calls the
// user's function and returns every output row in one flat struct. Phase 2
// compiles the source plus this wrapper with the wrapper as Clang's entry;
// the frontend then gives the wrapper the user's entry name. The signature
// (names, indices, system values, interpolation, rows) is described per
// wrapper leaf by EntrySemanticDecl, in the order of Clang's
// load.input/store.output calls.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_ENTRYINTERFACE_H
#define DXILD_CORE_FRONTEND_ENTRYINTERFACE_H

#include "Frontend/ClangFrontend.h"
#include "Frontend/SourceCompat.h"

#include "clang/Basic/SourceLocation.h"

#include <map>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class ASTConsumer;
} // namespace clang

namespace dxild {

/// Name Clang compiles the wrapper under (renamed after code generation).
inline constexpr const char *WrapperEntryName = "__dxild_entry";

struct EntryInterface {
  bool Found = false;
  /// HLSL text appended to the main file for phase 2.
  std::string Wrapper;
  /// One per wrapper leaf: inputs (load.input order), then outputs.
  std::vector<EntrySemanticDecl> Semantics;
  bool EarlyDepthStencil = false;
  std::vector<Diagnostic> Diagnostics;
};

/// What phase 1 needs about each rewritten file, by virtual path.
struct CompatFile {
  std::string Original;
  SourceCompatResult Rewritten;
};
using CompatFiles = std::map<std::string, CompatFile>;

/// `#pragma pack_matrix(row_major|column_major)` as the preprocessor meets
/// it (so pragmas in disabled `#if` blocks do not count): location and
/// whether it selects row_major (addPackMatrixPragma, CBufferLayout.h).
using PackMatrixPragmas = std::vector<std::pair<clang::SourceLocation, bool>>;

/// An AST consumer that fills \p Out for the entry \p Entry of \p Stage
/// ("vertex", "pixel", "compute") when the translation unit is complete.
/// A row-major matrix in the signature (\p Pragmas, filled while parsing,
/// and \p RowMajorDefault decide, as isRowMajorMatrixDecl does) takes one
/// signature row per matrix row, a column-major one one per column, as in
/// DXC. \p DX9Semantics (-Gec): the entry's own DX9 semantics become system
/// values as DXC maps them (COLOR and DEPTH outputs of a pixel shader,
/// POSITION output of a vertex shader, VPOS input of a pixel shader).
std::unique_ptr<clang::ASTConsumer> makeEntryInterfaceConsumer(
    const CompatFiles &Files, const PackMatrixPragmas &Pragmas,
    bool RowMajorDefault, bool DX9Semantics, std::string Entry,
    std::string Stage, EntryInterface &Out);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_ENTRYINTERFACE_H
