//===- SourceCompat.h - Same-length source rewrites for Clang 22 -*- C++
//-*-===//
//
// Clang 22 rejects, while parsing, HLSL that DXC accepts: system-value
// semantics it does not know (`SV_VertexID`), interpolation modifiers
// (`linear`, `centroid`, `nointerpolation`, `noperspective`, `sample`),
// `[[vk::...]]` attributes and `[earlydepthstencil]`. The request's own files
// are rewritten before Clang sees them, token by token with Clang's raw
// lexer, so that every rewrite keeps the text's length and line structure:
// diagnostics keep their lines and columns. What was rewritten is recorded
// so that the entry analysis (EntryInterface) can read it back:
//
// - `: SV_xxx` semantics become `: _V_xxx` (a user semantic Clang accepts
//   on any function); the entry analysis restores the name from the
//   original text at the semantic's location. A semantic is a `:` and an
//   `SV_` name after `)`, `]` or a name, followed by what may follow a
//   declarator (`;`, `,`, `)`, `{`, `:`, `=`, a macro on the same line, the
//   end of the `#define` it is in, or a directive line: a header chosen by
//   `#ifdef` whose body follows the `#endif`).
// - interpolation modifiers in modifier position are blanked (recorded);
// - `[[vk::...]]` and `[earlydepthstencil]` are blanked (the latter is
//   recorded: it is a property of the entry);
// - `[branch]`/`[flatten]` on a statement other than `if`/`switch` and
//   `[loop]`/`[unroll(n)]` on one other than a loop are blanked (DXC ignores
//   them with a warning; Clang 22 refuses them), and DXC's hints Clang 22
//   does not know (`[allow_uav_condition]`, `[fastopt]`, `[forcecase]`,
//   `[call]`) before a loop, `if` or `switch`;
// - `matrix` and `vector` without template arguments before a declarator
//   (`matrix World;`, DXC's float4x4 and float4) become `__trix`/`__ctor`,
//   the prelude's aliases for those types (Clang 22 requires `<>`), and
//   resource types without template arguments (`Texture2D t;`) likewise
//   become the prelude's `__xture2D`-style aliases of the defaulted type;
// - `row_major`/`column_major` before a type are blanked and recorded
//   (Clang 22 has no such keywords); the constant-buffer layout
//   (CBufferLayout.h) reads them back;
// - a user semantic on a global or a cbuffer/tbuffer member (`float4x4
//   World : WORLD;`, which DXC ignores and Clang 22 warns about) is
//   blanked; parameters and struct fields keep theirs;
// - `uniform` before a type is blanked (parameters of effect-style helper
//   functions; a no-op there in DXC);
// - the functions of geometry, hull, domain, mesh and amplification stages
//   in a file compiled for another stage parse: their attributes
//   (`[maxvertexcount(4)]`, `[domain("tri")]`, ...), input primitive types
//   (`point`, `line`, `triangle`, `lineadj`, `triangleadj` before a
//   parameter's type) and mesh parameter modifiers (`out indices`, `out
//   vertices`, `out primitives`, `in payload`) are blanked; the prelude
//   declares their stream and patch objects and mesh intrinsics;
// - `unorm`/`snorm` before a type are blanked and recorded (resource element
//   types: `RWTexture2D<unorm float4>`);
// - DXR payload syntax, `struct [raypayload] P` and its fields' access
//   qualifiers `: read(caller, ...) : write(...)`, is blanked (it binds only
//   ray tracing stages; RTXPT's headers use it in every stage);
// - `[shader("...")]` is blanked: the generated wrapper is Clang's only
//   entry (a second one would reach Clang's entry code generation);
// - file-scope `ConstantBuffer<T> Name : register(...);` and TextureBuffer<T>
//   declarations become the prelude's cbuffer/tbuffer macros
//   (ResourceBufferDecls.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_SOURCECOMPAT_H
#define DXILD_CORE_FRONTEND_SOURCECOMPAT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <cstdint>
#include <string>
#include <vector>

namespace dxild {

/// DXC's interpolation modifiers, as bits (several may be combined).
enum InterpModifier : uint8_t {
  InterpLinear = 1,
  InterpCentroid = 2,
  InterpNoInterpolation = 4,
  InterpNoPerspective = 8,
  InterpSample = 16,
};

/// Matrix orientation of MatrixOrientation edits.
enum MatrixOrientationBit : uint8_t {
  MatrixRowMajor = 1,
  MatrixColumnMajor = 2,
};

/// `unorm`/`snorm` of NormElement edits.
enum NormBit : uint8_t {
  NormUnsigned = 1,
  NormSigned = 2,
};

struct CompatEdit {
  enum KindTy {
    SystemValueSemantic,
    Interpolation,
    VkAttribute,
    EarlyDepth,
    ShaderAttribute,
    DefaultTemplateArgs,
    /// `row_major`/`column_major` (Modifier: MatrixRowMajor or
    /// MatrixColumnMajor), blanked.
    MatrixOrientation,
    ResourceBufferDecl, ///< ConstantBuffer<T>/TextureBuffer<T> (see
                        ///< ResourceBufferDecls.h)
    /// `[branch]`/`[flatten]` not before `if`/`switch`, `[loop]`/`[unroll]`
    /// not before a loop (DXC ignores them with a warning), blanked.
    IgnoredStatementAttribute,
    /// `precise` (no such keyword in Clang 22), blanked; the compile then
    /// runs without fast math (ClangFrontend.cpp).
    Precise,
    /// `uniform` before a type (no such keyword in Clang 22), blanked.
    Uniform,
    /// An attribute of a geometry, hull or domain entry
    /// (`[maxvertexcount(4)]`), blanked.
    StageAttribute,
    /// A geometry shader's input primitive type (`point`) or a mesh
    /// shader's parameter modifier (`indices`), blanked.
    PrimitiveType,
    /// `unorm`/`snorm` before a type (Modifier: NormUnsigned or
    /// NormSigned), blanked; the resource collector in ClangFrontend.cpp
    /// gives a resource whose element type holds one DXC's UNorm/SNorm
    /// component type.
    NormElement
  };
  KindTy Kind;
  /// Byte range in the file that was rewritten.
  size_t Offset = 0;
  size_t Length = 0;
  /// InterpModifier bit for Interpolation edits.
  uint8_t Modifier = 0;
};

struct SourceCompatResult {
  std::string Text;
  std::vector<CompatEdit> Edits;
  /// Where a `)` is still to be inserted, in ascending order: the ends of
  /// `#define` bodies declaring a ConstantBuffer<T> (ResourceBufferDecls.h).
  std::vector<size_t> DefineCloses;
};

/// Rewrites one file (see the file comment). Never changes its length or
/// the position of any newline; the caller inserts DefineCloses.
/// \p Uses: how the request's files write names (collectNameUses); a
/// macro defined as a resource type alone (`#define image_2d RWTexture2D`)
/// keeps the template's name when some file writes the macro before `<`
/// (`image_2d<float4> dest`) or none writes it before a declarator
/// (`image_2d dest`; xenia passes it to a macro that adds the arguments).
struct NameUses {
  llvm::StringSet<> BeforeLess;  ///< `Name <`
  llvm::StringSet<> BeforeIdent; ///< `Name ident`
  /// Function-like macros whose body writes a parameter before `<`
  /// (`#define RES(type, name) type<float4> name`).
  llvm::StringSet<> TemplatingMacros;
  /// Every macro the request defines.
  llvm::StringSet<> DefinedMacros;
};
SourceCompatResult rewriteSourceCompat(llvm::StringRef Source,
                                       const NameUses *Uses = nullptr);

/// Adds the names \p Source writes before `<` or before an identifier
/// (outside directives) to \p Uses.
void collectNameUses(llvm::StringRef Source, NameUses &Uses);

/// The interpolation-modifier bits recorded in \p Edits for the declaration
/// whose name starts at \p NameOffset: modifiers between the preceding
/// `;`, `,`, `(`, `{` or `}` of \p Text and the name.
uint8_t modifiersBefore(llvm::StringRef Text,
                        const std::vector<CompatEdit> &Edits,
                        size_t NameOffset);

/// The orientation keyword (MatrixRowMajor, MatrixColumnMajor or 0)
/// recorded in \p Edits for the declaration whose declaration specifiers
/// start at \p DeclBegin and whose name starts at \p NameOffset: a keyword
/// between the `;`, `,`, `(`, `{` or `}` before \p DeclBegin and the name
/// (so `row_major float4x4 A, B;` applies to both).
uint8_t orientationBefore(llvm::StringRef Text,
                          const std::vector<CompatEdit> &Edits,
                          size_t DeclBegin, size_t NameOffset);

/// The orientation keyword recorded in \p Edits just before the type
/// spelled at \p TypeOffset inside a macro's body, on the same line and
/// with no `;`, `,`, `(`, `{` or `}` between (`#define M row_major float4x4`).
uint8_t orientationInMacroBefore(llvm::StringRef Text,
                                 const std::vector<CompatEdit> &Edits,
                                 size_t TypeOffset);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_SOURCECOMPAT_H
