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
// Clang 22 also refuses every braced list for a struct with a base class:
// it flattens the list into the fields, base fields first, and then hands
// the flat list to C++'s aggregate rules, where the first element
// initializes the whole base ("too few initializers in list for type
// 'MaterialBRDF' (expected 8 but found 3)", AMD Capsaicin's materials). DXC
// fills the fields in that flat order. Phase 1 declares, after the struct's
// definition, a struct with the same fields flattened (no base), which
// Clang's list handling fills, and converts it element by element:
//
//   MaterialBSDF ret = { a, r, e };
//   -> __dxild_flat_MaterialBSDF ret__dxild_flat = { a, r, e };
//      MaterialBSDF ret = (MaterialBSDF)ret__dxild_flat;
//
// The list's text, `#if`s and all, stays where it is. Only one declarator
// of a struct whose `};` ends its line, whose type is written as one name
// (qualifiers aside) and whose fields (bases' too) are neither resources
// nor bit fields.
//
// Third, when phase 1 failed: a `static const` global of a struct without
// data members loses its `const` (blanked, same length), since Clang 22
// calls no method on it and DXC calls any (see unconstEmptyGlobal).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H
#define DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H

#include "Frontend/EntryInterface.h"
#include "Frontend/RequestEdits.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// One declaration's rewrite: [Offset, Offset + Length) of File (from just
/// after the variable's name to the list's `}`) becomes Text.
using ResourceInitFix = TextEdit;

/// Phase 1: finds the declarations (see the file comment).
std::unique_ptr<clang::ASTConsumer>
makeResourceInitCollector(const CompatFiles &Files,
                          std::vector<ResourceInitFix> &Out);

/// Applies \p Fixes to \p Files; returns how many there were.
unsigned applyResourceInitFixes(CompatFiles &Files,
                                const std::vector<ResourceInitFix> &Fixes);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCEINITLISTS_H
