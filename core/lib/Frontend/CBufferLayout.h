//===- CBufferLayout.h - DXC's constant-buffer layout from the AST -*- C++ -*-//
//
// The one place dxild computes DXC's legacy constant-buffer layout. Clang 22
// lays a cbuffer out by its own rules, which differ from DXC's for matrices:
// Clang packs a matrix's elements contiguously (column-major), DXC gives
// each column (column_major, the default) or each row (row_major) its own
// 16-byte register, so a float3x3 takes 44 bytes instead of 36 and every
// member after it moves. Clang 22 also has no `row_major`/`column_major`
// keywords and no `#pragma pack_matrix` (SourceCompat blanks and records
// them).
//
// The collector below runs on the AST of the compile. For every member of
// every `cbuffer` and of `$Globals` it computes DXC's offset in its buffer
// and a layout tree of its type (struct field offsets, array strides, matrix
// shape and orientation); the orientation of a matrix is its declaration's
// keyword, else its typedef's keyword, else the last
// `#pragma pack_matrix` before the declaration, else the request's
// -Zpr/-Zpc default. After code generation attachCBufferLayouts() writes the
// result into the module as `!dxild.cblayout`:
//
//   !dxild.cblayout = !{!M...}
//   !M = !{!"<member global name>", i32 <DXC offset in the buffer>, !T}
//   !T = !{!"v"}                                     scalar or vector
//      | !{!"m", i32 rows, i32 cols, i32 rowMajor}   matrix
//      | !{!"a", i32 count, i32 stride, !T}          array
//      | !{!"s", i32 off0, !T0, i32 off1, !T1, ...}  struct (bases first)
//
// The cbuffer lowering (Lowering/DXILCBufferAccess.cpp) maps every load's
// Clang offset to DXC's through this tree; it applies no layout rule itself.
// Anything else that becomes a cbuffer member global (ConstantBuffer<T>)
// gets DXC's layout by going through layoutOfType()/the collector too.
//
// Structured buffers store a row-major matrix row by row, where Clang's
// memory layout is column by column: the collector also names, for the
// raw-buffer passes (Lowering/HLSLRawLayout.h), every struct field that
// holds row-major matrices with more than one row and column, and every
// structured buffer whose element is one, in `!dxild.rowmajor` of the
// module being generated. It writes them as code generation goes (before
// Clang's pipeline, where Intrinsics/SplitRawStructCopy.h reads them), so
// it needs the code generator.
//
// It refuses (`dxild.frontend.matrix-orientation`) what dxild cannot yet
// store DXC's way: row-major matrices in a base class of a structured
// buffer's element, two structured buffers of the same matrix type in
// different orientations, `Load<T>`/`Store<T>` of a row-major matrix on a
// byte-address buffer. (Row-major matrices in an entry's signature are the
// entry rewriting's, EntryInterface.h, through isRowMajorMatrixDecl.)
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_CBUFFERLAYOUT_H
#define DXILD_FRONTEND_CBUFFERLAYOUT_H

#include "Frontend/EntryInterface.h"
#include "dxild/core/CompileRequest.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Type.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
class Type;
} // namespace llvm

namespace clang {
class ASTContext;
class CodeGenerator;
class DeclaratorDecl;
class Preprocessor;
class TypedefNameDecl;
class VarDecl;
} // namespace clang

namespace dxild {

/// A type as DXC lays it out in a constant buffer.
struct CBufferLayoutNode {
  enum KindTy { Leaf, Matrix, Array, Struct } Kind = Leaf;
  /// DXC's size in bytes (the last register is not padded).
  uint32_t Size = 0;
  /// Matrix.
  uint32_t Rows = 0, Cols = 0;
  bool RowMajor = false;
  /// Array: element count and DXC stride (a multiple of 16).
  uint32_t Count = 0, Stride = 0;
  /// Struct: (offset, field) per field with a size, bases first; Array: the
  /// element at offset 0.
  std::vector<std::pair<uint32_t, CBufferLayoutNode>> Fields;
};

/// One member of a constant buffer (or of $Globals).
struct CBufferMemberLayout {
  std::string GlobalName; ///< the member's global in Clang's module
  uint32_t Offset = 0;    ///< DXC's offset in the buffer
  CBufferLayoutNode Type;
};

/// What the collector produces.
struct CBufferLayouts {
  std::vector<CBufferMemberLayout> Members;
  /// DXC's size of each buffer by name ("$Globals" for the default one).
  std::vector<std::pair<std::string, uint32_t>> Sizes;
  /// Buffers that are arrays of ConstantBuffer<T> (prelude_buffers.hlsl):
  /// name and number of views, -1 when unbounded. Their one member is laid
  /// out as one element, and their size is one element's.
  std::vector<std::pair<std::string, int32_t>> ViewArrays;
  /// Buffers declared `tbuffer` (and TextureBuffer<T>, which the prelude
  /// turns into one): shader resource views to DXC (Binding/TBuffers.h).
  std::vector<std::string> TBuffers;
};

/// Writes \p L as `!dxild.cblayout` (see the file comment), the buffer
/// sizes as `!dxild.cbsize` (Lowering/CBufferSize.h) and the arrays of
/// ConstantBuffer<T> as `!dxild.cbarray = !{!{!"<buffer name>", i32 <views,
/// -1 when unbounded>}, ...}` (Binding/CBufferArrays.h) and the tbuffers as
/// `!dxild.tbuffer = !{!{!"<buffer name>"}, ...}` (Binding/TBuffers.h).
void attachCBufferLayouts(llvm::Module &M, const CBufferLayouts &L);

/// Installs DXC's `pack_matrix` pragma (Clang 22 does not know it) on \p PP,
/// recording into \p Out (null: accepted and ignored, for parses that lay
/// nothing out).
void addPackMatrixPragma(clang::Preprocessor &PP, PackMatrixPragmas *Out);

/// Whether the matrix that \p Owner declares with type \p Ty (as written,
/// typedefs not looked through) is row-major, as DXC decides: the
/// `row_major`/`column_major` keyword before \p Owner's name, else its
/// typedef's (outermost first), else the last `#pragma pack_matrix` before
/// \p Owner, else \p DefaultRowMajor (-Zpr). \p Owner may be null (no
/// keyword, no pragma).
bool isRowMajorMatrixDecl(const CompatFiles &Files, clang::SourceManager &SM,
                          const PackMatrixPragmas &Pragmas,
                          bool DefaultRowMajor, const clang::Decl *Owner,
                          clang::QualType Ty);

/// Collects CBufferMemberLayout for every constant-buffer member of the
/// translation unit, and reports what cannot be laid out DXC's way.
class CBufferLayoutCollector : public clang::ASTConsumer {
public:
  /// \p Gen (when given) turns the row-major matrices' types into Clang's
  /// IR types; the collector must come after it in a MultiplexConsumer.
  CBufferLayoutCollector(const CompatFiles &Files,
                         const PackMatrixPragmas &Pragmas, bool DefaultRowMajor,
                         CBufferLayouts &Out, std::vector<Diagnostic> &Diags,
                         unsigned &Errors, clang::CodeGenerator *Gen = nullptr);
  ~CBufferLayoutCollector() override;

  void Initialize(clang::ASTContext &Context) override;
  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;
  void HandleTranslationUnit(clang::ASTContext &Context) override;

  /// Lays out one buffer named \p Name (its DXC size goes under that name)
  /// whose members, in order, are \p Members; each member's global is
  /// found by the declaration's (mangled) name. `cbuffer` blocks and
  /// `$Globals` come here by themselves; another buffer kind whose members
  /// become `addrspace(2)` globals listed in `!hlsl.cbs` (ConstantBuffer<T>)
  /// calls it for its declaration(s).
  void layoutBuffer(llvm::StringRef Name,
                    llvm::ArrayRef<clang::VarDecl *> Members);

private:
  class Impl;
  std::unique_ptr<Impl> P;
};

} // namespace dxild

#endif // DXILD_FRONTEND_CBUFFERLAYOUT_H
