//===- RayFlagTemplates.h - RAY_FLAG template parameters as uint -*- C++
//-*-===//
//
// Helpers templated on a ray query's flags, as AMD Capsaicin writes them:
//
//   template <RAY_FLAG RAY_FLAGS>
//   HitInfo GetHitInfoRtInlineCommitted(in RayQuery<RAY_FLAGS> ray_query);
//
// DXC deduces RAY_FLAGS from a `RayQuery<RAY_FLAG_NONE>` argument. Clang 22
// follows C++: the prelude's RayQuery takes a `uint` (as DXC declares it),
// and a deduced non-type argument must have the parameter's exact type
// ("deduced non-type template argument does not have the same type"). This
// rewrite spells a template parameter of type RAY_FLAG as `uint` in the
// request's files (`template <uint RAY_FLAGS>`), which deduces; RAY_FLAG's
// enumerators convert to it wherever the parameter is used. The line's
// later columns move by the difference.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RAYFLAGTEMPLATES_H
#define DXILD_CORE_FRONTEND_RAYFLAGTEMPLATES_H

#include "Frontend/EntryInterface.h"

namespace dxild {

/// Rewrites the RAY_FLAG template parameters of \p F (both texts); returns
/// how many.
unsigned spellRayFlagTemplateParams(CompatFile &F);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RAYFLAGTEMPLATES_H
