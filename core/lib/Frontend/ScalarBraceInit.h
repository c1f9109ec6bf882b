//===- ScalarBraceInit.h - `float f = { 1.0f };` ------------------*- C++
//-*-===//
//
// A scalar initialized from a braced list of one value (`static const float
// kScale = { 0.5f };`, `int n = { 0 };`) is the value in HLSL, as in C++.
// Clang 22's HLSL initializer-list transform mishandles it: the compile
// allocates without bound (a two-line shader reached the worker's 2 GiB
// limit), crashes, or reports "excess elements in scalar initializer" for
// `half h = { 1.0 };`. This rewrite spells such an initializer with
// parentheses, `{ 0.5f }` -> `( 0.5f )` (same length, a trailing comma
// blanked), for declarations whose type is a scalar keyword or a typedef
// or alias of one declared earlier in the file; vectors, arrays and structs
// keep their braces (Clang handles them).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_SCALARBRACEINIT_H
#define DXILD_CORE_FRONTEND_SCALARBRACEINIT_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the braced scalar initializers of \p F (both texts); returns
/// how many.
unsigned unbraceScalarInitializers(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_SCALARBRACEINIT_H
