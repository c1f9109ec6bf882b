//===- CBufferCopy.h - Struct copies out of constant buffers -*- C++ -*-===//
//
// Clang 22 cannot copy a struct out of a constant buffer: its implicit copy
// constructor takes a reference in the default address space, which a
// cbuffer member (address space hlsl_constant) cannot bind to, so passing a
// `ConstantBuffer<T>` (or a struct member of a cbuffer) by value, returning
// it, or initializing or assigning a local from it is "no matching
// constructor for initialization of 'T'" (FidelityFX ParallelSort passes its
// ConstantBuffer<FFX_ParallelSortCB> to every function). DXC copies it.
//
// Clang 22 accepts an explicit cast (`(T)V`), but its code generation
// crashes on it for some structs with arrays (CGHLSLRuntime::emitBufferCopy).
//
// dxild does not change Clang. For each such variable `V` of struct type T
// whose whole value is used (not only its members), phase 1 of the frontend
// defines, right after the declaration of V's buffer, on the same line:
//
//   struct __dxild_cbcopy_V { operator T() const { T r; r.a = V.a; ...;
//     return r; } }; static const __dxild_cbcopy_V <alias>;
//
// and renames those whole-value uses of V to `<alias>`, a fresh name of the
// same length (a struct member used as a whole, `V.a.b` passed by value as
// in AMD Cauldron's `GetPBRParams(..., InstanceInfo.MaterialInfo, ...)`,
// gets its own conversion, the path's text renamed; an array element,
// `Lights[i]` or `V.a[i]`, a function of the index: `<alias>(i)`); the
// conversion reads every member (scalars, vectors and matrices as they are;
// arrays element by element in a loop; nested structs member by member), which
// Clang compiles to cbufferLoadLegacy rows as any member access. Member
// accesses (`V.a`) are left alone. Lines never move; columns move only after
// the buffer's declaration on its last line.
//
// The operand of a cast to a matrix, vector or array (`(float3x2)V`, naga's
// struct-of-columns matrices), which the conversion object cannot be cast
// to, becomes a call `<alias>()` as well; Clang 22 casts that value.
//
// The object of a method call (`V.a.IsOrtho()`: Clang 22 "cannot initialize
// object parameter of type 'T' with an expression of type 'hlsl_constant
// T'"; WickedEngine calls its camera's methods so everywhere) and a use
// written by a macro (`#define GetCamera() (g_xCamera.cameras[0])`) become
// calls `<alias>()` (`<alias>(i)` for elements), values of T, and the macro's
// body is renamed where the path is spelled: right for every expansion,
// member reads included (once the copy is inlined, the members nothing reads
// are dead loads). A method called on a member of an element
// (`V.a[i].b.method()`; WickedEngine's `GetCameraIndexed(i).frustum
// .intersects(s)` with `#define GetCameraIndexed(n) (g_xCamera.cameras[n])`)
// copies the element, `<alias>(i).b.method()`.
//
// A whole variable a macro's argument writes (FlaxEngine's
// `#define DECLARE_GBUFFERDATA_ACCESS(u) GBufferData Get##u##Data() {
// return u; }` with `DECLARE_GBUFFERDATA_ACCESS(GBuffer)`, which also pastes
// the argument into a name, so the argument cannot be renamed; a cast would
// reach Clang 22's emitBufferCopy, which crashes or emits invalid IR for
// many layouts): when every expansion passes a constant-buffer struct
// variable there, that parameter use in the macro's body becomes
// `__dxild_cbv_ ## u ()`, and each such variable V gets a function
// `T __dxild_cbv_V()` that returns its copy.
//
// A call replacing a path shorter than 5 characters (`L.Eval(n)` on a
// cbuffer's `Light L`) is longer than it: the rest of that line moves.
//
// Not handled (Clang's error stays): paths pasted or split between a macro and
// its use, a member path
// (`V.a`) a macro's argument writes, structs with bases or bit-fields,
// buffers declared by a macro. A buffer whose `}` alone a macro writes
// (FlaxEngine's `#define META_CB_END };`) is handled: the definitions go after
// that macro.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CBUFFERCOPY_H
#define DXILD_CORE_FRONTEND_CBUFFERCOPY_H

#include "Frontend/EntryInterface.h"
#include "Frontend/RequestEdits.h"

#include "dxild/core/CompileRequest.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
class ASTContext;
class QualType;
} // namespace clang

namespace dxild {

/// One constant-buffer struct variable whose whole value is used.
struct CBufferCopyFix {
  std::string Name;
  /// The conversion struct and the alias declaration, with `@ALIAS@` for
  /// the alias.
  std::string Definition;
  /// Uses become `<alias>()`, a call as long as Name.
  bool Call = false;
  /// Where the definition goes (virtual path, byte offset).
  std::string InsertFile;
  size_t InsertOffset = 0;
  /// Whole-value uses: virtual path and byte offset.
  struct Use {
    std::string File;
    size_t Offset = 0;
    /// An element use (`V.a[i]`): the `[` and `]` that become `(` and `)`.
    size_t Open = SIZE_MAX, Close = SIZE_MAX;
    /// The text renamed (the path as written; the fix's Name).
    std::string Written;
  };
  std::vector<Use> Uses;
  /// The definition's name when it is not a fresh alias: a macro's body
  /// pastes it (`__dxild_cbv_V`).
  std::string FixedName;
  /// Replacements that change the text's length (a macro parameter's use
  /// becoming a pasted call), applied with the insertions, last first.
  std::vector<TextEdit> Replacements;
};

/// Appends to \p Out the statements `r<Path>.m = <Var><Path>.m; ...` that
/// copy a value of type \p Ty member by member (arrays element by element
/// in loops over `__dxild_i<Depth>`); false for what they cannot copy
/// (unions, bases, bit-fields, resources).
bool writeCBufferCopy(clang::ASTContext &Ctx, clang::QualType Ty,
                      const std::string &Path, const std::string &Var,
                      unsigned Depth, std::string &Out);

/// An AST consumer for phase 1 that records a CBufferCopyFix per variable.
std::unique_ptr<clang::ASTConsumer>
makeCBufferCopyCollector(const CompatFiles &Files,
                         std::vector<CBufferCopyFix> &Out);

/// Applies \p Fixes; returns how many variables were fixed (phase 1 then
/// runs again).
unsigned applyCBufferCopyFixes(CompatFiles &Files,
                               const std::vector<CBufferCopyFix> &Fixes);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_CBUFFERCOPY_H
