//===- LegacyMacroExpansion.h - fxc's expansion of ## operands -*- C++ -*-===//
//
// DXC's -flegacy-macro-expansion makes its preprocessor expand a macro
// argument before pasting it with `##` (fxc's behaviour; standard C pastes
// the argument as written): with `#define REG(t, n) register(t##n)` and
// `#define SLOT 3`, `REG(b, SLOT)` is `register(b3)`, not `register(bSLOT)`.
// Clang 22 has no such mode. With the option, each chain of pastes in a
// function-like `#define` that has a parameter among its operands, `a ## b
// ## c`, becomes `__dxild_cat(__dxild_cat(a, b), c)`: the arguments are not
// `##` operands there, so they are expanded first, and the prelude's
// `__dxild_cat` pastes them through a second macro. Chains with a `#`
// (stringizing) or a `,` operand (`, ## __VA_ARGS__`) stay as written. The
// line's later columns move by the difference.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_LEGACYMACROEXPANSION_H
#define DXILD_CORE_FRONTEND_LEGACYMACROEXPANSION_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the `##` chains of \p F's function-like macros (both texts);
/// returns how many.
unsigned expandPasteOperands(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_LEGACYMACROEXPANSION_H
