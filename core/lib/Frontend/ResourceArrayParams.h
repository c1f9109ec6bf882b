//===- ResourceArrayParams.h - Resource arrays as parameters ----*- C++ -*-===//
//
// Helpers take the shader's resource arrays as parameters: bindless
// material fetches (AMD Cauldron's surfacerendercommon.h:
// `GetAlbedoTexture(..., Texture2D AllTextures[], ...)` called with the
// global `Texture2D AllTextures[] : register(t0)`) and shadow cascades
// (`shadow(P, C, Texture2D Maps[4], ...)` called with `ShadowMaps`). DXC
// inlines the call and indexes the global. Clang 22 refuses an unbounded
// one ("incomplete resource array in a function parameter") and passes a
// sized one as poison (the global array has no storage to copy): the
// shader stops at binding.
//
// When every call of such a function passes, at that position, one and the
// same global resource array G, the parameter is only another name for G.
// The request's files are then rewritten before everything else, by the
// matrix syntax rewriter (MatrixSwizzle.h, which maps columns back):
//
//   Texture2D Maps[4]  ->  uint         (the parameter, unnamed)
//   Maps[C] in the body ->  ShadowMaps[C]
//   shadow(P, C, ShadowMaps, S)  ->  shadow(P, C, 0, S)
//
// A call inside another such helper may pass that helper's parameter on
// (resolved to its global); calls inside helpers nothing calls do not
// count. G must be declared before the function (the body now names it):
// earlier in its file, or before the `#include` of the function's file;
// otherwise a plain `TYPE G[N] : register(...);` (a one-token size,
// explicit register: moved, it binds the same) is moved onto the line of the
// function that names it first in the translation unit (shared headers
// included before the shader declares its arrays: AMD Cauldron's gbufferps;
// the resource's record may then come earlier than in DXC's container).
// Overloads are told apart by their number of parameters (unless one has
// default arguments). Functions declared more than once with as many
// parameters, called with anything else there, or declaring the parameter's
// name again in their body are
// left alone; an unbounded parameter that no call gives a global array
// (helpers of a shared header the shader does not use) gets size 1, which
// Clang 22 accepts, so that the unused helpers compile as with DXC.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCEARRAYPARAMS_H
#define DXILD_CORE_FRONTEND_RESOURCEARRAYPARAMS_H

#include "Frontend/MatrixSwizzle.h"

#include <map>
#include <string>

namespace dxild {

/// The token replacements for the request's files (\p Texts: virtual path
/// -> text as the user wrote it), added to \p Out by virtual path; returns
/// the number of parameters rewritten.
unsigned
findResourceArrayParams(const std::map<std::string, const std::string *> &Texts,
                        std::map<std::string, TypedRewrites> &Out);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCEARRAYPARAMS_H
