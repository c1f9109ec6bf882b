//===- DxcOverload.h - DXC's choice among overloads Clang finds ambiguous -===//
//
// Clang 22 ranks HLSL overloads with C++'s rule: a candidate wins only if
// none of its argument conversions is worse than the other candidate's. DXC
// instead sums a score per argument conversion and takes the lowest sum
// (hlsl-specs' overload-resolution notes; DXC's ScoreCast), where a
// scalar-to-vector splat is the cheapest conversion and a vector truncation
// the most expensive. So `float3 F(float3, float3, float)` and
// `float F(float, float, float)` called as `F(c_spec, 1.0, x)` with a float3
// `c_spec` is ambiguous to Clang (the splat of `1.0` against the truncation
// of `c_spec`) while DXC picks the float3 overload.
//
// dxild does not change Clang. For a call Clang reports as ambiguous, phase
// 1 of the frontend computes DXC's scores over the candidates; when DXC has a
// unique best candidate (and Clang listed it among the ambiguous ones), the
// call's name is renamed, keeping its length, to a fresh alias, and a
// forwarder with the winner's exact parameter types is defined under that
// alias at the end of the line that ends the winner's declaration. Inside the
// forwarder every argument matches exactly, so Clang calls the winner; the
// conversions of the call's arguments to the forwarder's parameters are the
// ones DXC applies. Lines never move; columns move only after the winner's
// declaration on its last line. Overloads a macro declares (Unity's
// `TEMPLATE_3_FLT(Remap10, ...)`, one per vector size) end where the
// macro's invocation does; the forwarder goes there. A call whose argument
// is another ambiguous call's result is scored once that one resolves:
// phase 1 runs again (up to four rounds), and the later forwarder goes in
// front of the earlier ones, which start with a comment for that. A request's function
// with the name and signature of an intrinsic (Unity's fallback `uint
// WaveReadLaneFirst(uint)`) ties with the prelude's; DXC takes the
// intrinsic, so the forwarder, after the request's function, calls
// `::hlsl::<name>`.
//
// A callee name spelled in a macro's body (NVIDIA NRD's
// `#define ComputeNonExponentialWeight(x, px, py) Math::SmoothStep(1.0,
// 0.0, ...)`, expanded with float and with float4 arguments) is renamed once,
// for every expansion: the alias gets one forwarder per list of argument
// types among the calls through that token, each taking exactly those
// types (so Clang picks it) and calling the overload DXC picks (or, for a
// call Clang resolved, the one Clang picked) with DXC's conversions written
// out as casts. The calls must agree on the overload for equal argument
// types and the overloads must share a scope; otherwise the errors stay.
//
// Handled: free, non-template functions whose parameters and arguments are
// numeric scalars or vectors (or of the same type), `in` parameters only,
// with literal arguments scored as DXC's literal types; without
// -enable-16bit-types `half` and `min16float` are DXC's partial- and
// minimum-precision floats (WickedEngine's `float3 rotate_vector(float3,
// float4)` beside `half3 rotate_vector(half3, half4)`, `half` defined as
// min16float, called with a half3 and a float4: DXC takes the float one,
// a promotion against a cast). Anything else (matrices, min16int, min12int,
// min10float, out/inout parameters, methods, templates,
// ADL, a name shorter than 3 characters, a declaration followed by code on
// its last line) keeps Clang's ambiguity error.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_DXCOVERLOAD_H
#define DXILD_CORE_FRONTEND_DXCOVERLOAD_H

#include "Frontend/EntryInterface.h"

#include "dxild/core/CompileRequest.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// How to make one ambiguous call resolve as DXC resolves it.
struct OverloadFix {
  /// Where Clang reports the ambiguity: the callee name (user path).
  std::string File;
  unsigned Line = 0, Column = 0;
  /// Where the chosen candidate is declared (user path), as Clang's
  /// "candidate function" note names it.
  std::string WinnerFile;
  unsigned WinnerLine = 0, WinnerColumn = 0;
  /// The callee name token to rename (virtual path, byte offset, length).
  std::string NameFile;
  size_t NameOffset = 0, NameLength = 0;
  /// The forwarder and where it goes (virtual path, byte offset).
  std::string InsertFile;
  size_t InsertOffset = 0;
  /// The forwarder's text, with `@ALIAS@` for the alias of the name.
  std::string Forwarder;
  /// A callee name spelled in a macro's body: every call through that token
  /// takes the one alias, with a forwarder per argument-type list (see
  /// above). The fixes sharing NameFile/NameOffset are applied together or
  /// not at all.
  bool InMacro = false;
  /// False for a forwarder made for a call Clang resolved (through the
  /// macro's token): no ambiguity error confirms it.
  bool Ambiguous = true;
};

/// An AST consumer for phase 1 that finds the calls Clang left unresolved
/// and, for each that DXC resolves, records an OverloadFix in \p Out.
std::unique_ptr<clang::ASTConsumer>
makeOverloadFixCollector(const CompatFiles &Files,
                         std::vector<OverloadFix> &Out);

/// Applies the fixes whose call Clang reported as ambiguous in \p Diags (with
/// the winner among its candidate notes) to \p Files. Returns how many were
/// applied.
unsigned applyOverloadFixes(CompatFiles &Files,
                            const std::vector<OverloadFix> &Fixes,
                            const std::vector<Diagnostic> &Diags);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_DXCOVERLOAD_H
