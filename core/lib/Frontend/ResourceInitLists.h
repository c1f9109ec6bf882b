//===- ResourceInitLists.h - Brace-initialized structs of resources -*- C++
//-*-===//
//
// DXC accepts a local struct holding resources initialized by a braced list,
// one element per member:
//
//   struct FxaaTex { SamplerState smpl; Texture2D tex; };
//   FxaaTex tex = { sampler_linear_clamp, input };   // FXAA 3.11's HLSL path
//
// Clang 22 flattens an HLSL initializer list into scalars, counts no element
// for a resource, and refuses the declaration ("too few initializers in list
// for type 'FxaaTex' (expected 2 but found 0)"); its AST keeps the list in a
// RecoveryExpr. Phase 1 finds each such local and the rewrite turns it into
// member assignments, which Clang accepts and the binding stage follows as
// local resource copies:
//
//   FxaaTex tex; tex.smpl = (sampler_linear_clamp); tex.tex = (input);
//
// Only a declaration of one local whose type is a struct without bases, with
// at least one resource member and one list element per member, none of
// them a nested list, the list and its elements written in a request file
// (not by a macro); anything else keeps Clang's error.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H
#define DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H

#include "Frontend/EntryInterface.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// One declaration's rewrite: [Offset, Offset + Length) of File (from just
/// after the variable's name to the list's `}`) becomes Text.
struct ResourceInitFix {
  std::string File;
  size_t Offset = 0;
  size_t Length = 0;
  std::string Text;
};

/// Phase 1: finds the declarations (see the file comment).
std::unique_ptr<clang::ASTConsumer>
makeResourceInitCollector(const CompatFiles &Files,
                          std::vector<ResourceInitFix> &Out);

/// Applies \p Fixes to \p Files; returns how many there were.
unsigned applyResourceInitFixes(CompatFiles &Files,
                                const std::vector<ResourceInitFix> &Fixes);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H
