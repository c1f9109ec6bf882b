//===- MatrixSwizzle.h - Matrix element swizzles for Clang 22 ---*- C++ -*-===//
//
// HLSL names matrix elements as members: `m._m01` (zero-based row and
// column), `m._12` (one-based), several at once for a vector
// (`m._m00_m11_m22`, `m._11_22`), as rvalues and lvalues. Clang 22 has no
// such members ("member reference base type 'float4x4' is not a structure
// or union"). Before any other rewrite, the request's files are rewritten
// token by token (RawTokens.h) into forms Clang 22 compiles:
//
// - one element: `BASE._m01` -> `BASE[0][1]` (a postfix rewrite: reads,
//   writes, compound assignments, `++`, `out` arguments);
// - several elements, read: `__dxild_mvec(BASE[0][0], BASE[1][1])` when BASE
//   is free of calls and side effects (BASE is repeated), otherwise
//   `__dxild_mswz<0, 0, 1, 1>(BASE)` (BASE evaluated once, by value);
// - several elements, `BASE._11_22 = RHS`:
//   `__dxild_mset(BASE[0][0], BASE[1][1], RHS)` (each element an `out`
//   argument: only the named elements are written, as DXC does; the value
//   of the expression is the vector written). A compound assignment
//   `BASE._11_22 += RHS` becomes `__dxild_mset(BASE[0][0], BASE[1][1],
//   __dxild_mvec(BASE[0][0], BASE[1][1]) + (RHS))`.
//
// Forms DXC refuses too (an element named twice in an assignment, `++` on
// several elements) and assignments through a base with calls or side
// effects become `BASE[__dxild_mswz_<why>()][0]`: a call of a prelude
// function whose diagnose_if attribute reports the reason with the code
// `dxild.frontend.matrix-swizzle`, only where the code is compiled (not in
// an inactive `#if` region).
//
// Some expressions DXC accepts need their operand's type, which raw tokens
// do not give: unary minus on a matrix (`mul(-M, v)`, DirectXTK's
// lighting; Clang 22: "invalid argument type 'float3x3' to unary
// expression") and a floating-point array subscript (`w[i + R]` with
// `float i`, older samples; Clang 22: "array subscript is not an
// integer", DXC converts to uint). The frontend parses once, and when
// Clang reports either, parses again with each reported place rewritten
// here (TypedRewrites): `-OPERAND` -> `(-1*OPERAND)` (the operand is C's
// cast-expression: casts, a primary and its postfix chain), `A[F]` ->
// `A[(uint)(F)]`. The same holds for the element-wise operators HLSL has on
// matrices and Clang 22 does not (`M << 2`, `M & N`, `M > 0`: "invalid
// operands to binary expression"): `A op B` -> `__dxild_mop_<op>(A, B)`,
// the operands found by C's precedence on the tokens around the reported
// operator. A compile without such code is parsed once.
//
// The helpers are in the prelude (prelude_matrix.hlsl). Member names are
// only taken as swizzles where no declaration could name them: a name such
// as `_11` that also occurs other than after `.` in any of the request's
// files (a struct field `float _11;`) is left alone everywhere.
//
// The rewrite changes lengths, never lines: the result is the text every
// later stage reads (SourceCompat, the entry analysis), and
// mapColumn() turns a column of the rewritten text back into the user's.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_MATRIXSWIZZLE_H
#define DXILD_CORE_FRONTEND_MATRIXSWIZZLE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <cstddef>
#include <string>
#include <vector>

namespace dxild {

struct MatrixSwizzleResult {
  /// The rewritten text (the input itself when nothing was rewritten).
  std::string Text;
  /// A run of the rewritten text starting at RewrittenOffset: a copy of the
  /// input from OriginalOffset (Copy) or text dxild wrote in place of the
  /// input at OriginalOffset. Sorted by RewrittenOffset.
  struct Piece {
    size_t RewrittenOffset;
    size_t OriginalOffset;
    bool Copy;
  };
  std::vector<Piece> Pieces;
  bool changed() const { return !Pieces.empty(); }
};

/// Adds to \p Names the swizzle-like names (`_11`, `_m01`) \p Source uses
/// other than as a member (`float _11;`, a struct field): they may be the
/// user's own declarations, and are not rewritten in any file.
void collectSwizzleNamesInUse(llvm::StringRef Source, llvm::StringSet<> &Names);

/// Expressions Clang 22 refused because of an operand's type, found by a
/// first parse (offsets into the user's text) and rewritten for the second.
struct TypedRewrites {
  /// The `-` of `-M`, M a matrix: `(-1*M)`.
  std::vector<size_t> MatrixNegations;
  /// The `[` of `A[F]`, F floating-point ("array subscript is not an
  /// integer"): `A[(uint)(F)]`, the conversion DXC applies.
  std::vector<size_t> FloatSubscripts;
  /// The operator of `A op B`, a matrix operand and an operator Clang 22's
  /// matrices lack (`<< >> & | ^ % / < > <= >= == !=`):
  /// `__dxild_mop_<op>(A, B)`, element-wise (prelude_matrix.hlsl); a
  /// compound assignment (`M &= 3`) `M = __dxild_mop_and(M, 3)`.
  std::vector<size_t> MatrixBinaries;
  /// The `?` of `C ? A : B` whose operands Clang 22 refuses to convert
  /// (a vector condition over vectors of different element types, a
  /// matrix against a scalar or another matrix type; DXC applies the usual
  /// arithmetic conversions): `__dxild_sel(C, A, B)` (prelude_matrix.hlsl).
  std::vector<size_t> Conditionals;
  /// The first token of a bool matrix condition Clang 22 converted to a
  /// scalar (its first element; a -Wmatrix-conversion warning): when it is
  /// a conditional's, `__dxild_sel(C, A, B)` too, element by element.
  std::vector<size_t> MatrixConditions;
  /// The swizzle name of `M[i].xz = V`, a write through a swizzle of a
  /// matrix row (refused at the AST, MatrixRowSwizzle.h):
  /// `__dxild_mset(M[i][0], M[i][2], V)`, one element `M[i][1] = V`; as
  /// an `inout` argument of a call statement, `{ temporaries; call;
  /// __dxild_mset(...); }`.
  std::vector<size_t> RowSwizzleWrites;
  /// The first token of a const object whose method is called
  /// (`Emulator.SampleLevel(...)` on a `static const` global, `Buf[i].load()`
  /// on a StructuredBuffer element, a `const` local's method): Clang 22
  /// refuses "function is not marked const", HLSL has no const methods and
  /// DXC calls them. `__dxild_mut(Object).SampleLevel(...)`, a copy
  /// (prelude_head.hlsl); ConstSubscriptObjects likewise for an
  /// `operator[]` (`Emulator[p]`).
  std::vector<size_t> ConstCallObjects;
  std::vector<size_t> ConstSubscriptObjects;
  /// The method name of `Object.method(...)` when an overloaded method
  /// has no const candidate ("no matching member function", a candidate
  /// "not viable: 'this' argument has type 'const T'"): the object becomes
  /// `__dxild_mut(Object)` as for ConstCallObjects (RTXPT's
  /// `rayCone.computeLOD(...)` on a const parameter).
  std::vector<size_t> ConstMethodNames;
  /// An expression of one struct type where another is expected, which
  /// HLSL before 2021 converts element by element (a vertex shader's
  /// `return In;` of its input as its structurally equal output struct):
  /// at the returned expression, at the name of a variable initialized with
  /// `=`, at an assignment's `=`, or at the name of a called function with
  /// the (1-based) Argument, the expression becomes `(Type)(...)`, Clang
  /// 22's element-wise cast.
  struct StructConversion {
    size_t Offset;
    std::string Type;
    unsigned Argument = 0;
  };
  std::vector<StructConversion> StructConversions;
  /// The operator of `A op B` where Clang 22 finds the built-in operators
  /// for an enum and a bool or 16-bit operand ambiguous (RTXPT's
  /// `!q.CommittedStatus() == COMMITTED_TRIANGLE_HIT`; it ranks that
  /// operand's conversions to every integer type alike): the enum operand
  /// (Left or not), found by C's precedence, becomes `(Type)(...)`,
  /// `__underlying_type(E)`, the type DXC computes it as (EnumPromotion.h);
  /// a bool operand becomes `(int)(...)` (`intN`) instead.
  struct OperandConversion {
    size_t Offset = 0;
    bool Left = false;
    std::string Type;
  };
  std::vector<OperandConversion> OperandConversions;
  /// The `switch` of `switch (F)` with a floating-point condition, which
  /// DXC converts to int (Clang 22: "statement requires expression of
  /// integer type"): `switch ((int)(F))`.
  std::vector<size_t> SwitchConditions;
  /// Text replacing a range of the input (ResourceArrayParams.h).
  struct Replacement {
    size_t Offset, Length;
    std::string Text;
  };
  std::vector<Replacement> Replacements;
  bool empty() const {
    return MatrixNegations.empty() && FloatSubscripts.empty() &&
           MatrixBinaries.empty() && Conditionals.empty() &&
           OperandConversions.empty() && StructConversions.empty() &&
           MatrixConditions.empty() && RowSwizzleWrites.empty() &&
           ConstCallObjects.empty() && ConstSubscriptObjects.empty() &&
           ConstMethodNames.empty() && SwitchConditions.empty() &&
           Replacements.empty();
  }
};

/// Rewrites the matrix element swizzles of \p Source, except those whose
/// name is in \p NamesInUse, and the expressions of \p Typed (see the file
/// comment).
MatrixSwizzleResult rewriteMatrixSwizzles(llvm::StringRef Source,
                                          const llvm::StringSet<> &NamesInUse,
                                          const TypedRewrites &Typed = {});

/// The 1-based column in \p Original of the 1-based (\p Line, \p Column) of
/// the rewritten text of \p R (lines are the same in both).
unsigned mapColumn(const MatrixSwizzleResult &R, llvm::StringRef Original,
                   unsigned Line, unsigned Column);

/// 1-based line and column of \p Offset in \p Text.
void lineColumn(llvm::StringRef Text, size_t Offset, unsigned &Line,
                unsigned &Column);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_MATRIXSWIZZLE_H
