//===- EffectSyntax.h - Legacy effect (.fx) syntax DXC ignores --*- C++ -*-===//
//
// Shaders written for the effects framework (fxc's fx_5_0) carry syntax
// that DXC parses and throws away with a `-Weffects-syntax` warning, while
// Clang 22 reports errors on every token of it:
//   - a state block after a declarator, `SamplerState s { Filter = ...; };`
//     (the declaration stays, without initializer);
//   - a `sampler_state { ... }` initializer (`= sampler_state { ... }`);
//   - an annotation after a declarator, `Texture2D t < string n = "a"; >;`;
//   - `technique`, `Technique`, `technique10`, `technique11` blocks;
//   - declarations of effect objects (BlendState, DepthStencilState,
//     RasterizerState, PixelShader, VertexShader, ... : DXC's list), removed
//     whole.
// Before parsing, those pieces are blanked (same length, lines and
// preprocessor directives kept) in declarations at file or namespace scope
// (and in cbuffers). A declaration may start with macros (`ML float4x4 A <
// ... >;` with `#define ML row_major`): the type is the last name another
// name follows.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_EFFECTSYNTAX_H
#define DXILD_CORE_FRONTEND_EFFECTSYNTAX_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Blanks the effect syntax of \p F (both texts); returns how many pieces.
unsigned blankEffectSyntax(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_EFFECTSYNTAX_H
