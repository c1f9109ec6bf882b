//===- UnboundedArrayParams.h - Unbounded arrays as parameters -*- C++ -*-===//
//
// Bindless helpers take the shader's unbounded resource arrays as
// parameters (AMD Cauldron's surfacerendercommon.h:
// `GetAlbedoTexture(..., Texture2D AllTextures[], SamplerState
// AllSamplers[], ...)`, called with the globals `Texture2D AllTextures[] :
// register(t0)`). DXC inlines the call and indexes the global; Clang 22
// refuses the declaration ("incomplete resource array in a function
// parameter"). When every call of such a function passes, at that
// position, the global array of the parameter's own name, the parameter is
// only another name for the global: the request's files are rewritten
// (same length and lines) so that the body's uses name the global itself,
//
//   Texture2D AllTextures[]  ->  uint      _llTextures      (parameter)
//   ..., AllTextures, ...     ->  ..., 0          , ...      (each call)
//
// Functions declared more than once, or called with any other argument
// there, are left alone (Clang's error stays).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_UNBOUNDEDARRAYPARAMS_H
#define DXILD_CORE_FRONTEND_UNBOUNDEDARRAYPARAMS_H

#include <string>
#include <vector>

namespace dxild {

/// Rewrites \p Texts (every file of a request, as Clang will read them) in
/// place; returns the number of parameters rewritten.
unsigned passUnboundedArraysByName(const std::vector<std::string *> &Texts);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_UNBOUNDEDARRAYPARAMS_H
