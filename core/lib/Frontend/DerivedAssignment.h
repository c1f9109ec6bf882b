//===- DerivedAssignment.h - Assigning structs that have a base -*- C++ -*-===//
//
// Clang 22 crashes (a null expression in Sema::ImpCastExprToType) when it
// defines the implicit copy or move assignment operator of an HLSL struct
// with a base class: the base part is assigned through `*this`, and in HLSL
// `this` is not a pointer, so the dereference fails and its null result is
// cast. Any `d = e` of a derived struct does it (`struct GeometryInteraction
// : ShadedVertex`, assigned in Intel's XeGTAO path tracer), as does the copy
// back of an `out` parameter of that type.
//
// A trivial assignment operator needs no body: code generation copies the
// object as an aggregate without calling it. So when a struct with a base
// is completed, this consumer declares its copy and move assignment
// operators and, for each that is trivial (every struct without resources
// or user-declared assignment), tells Sema that a body will come, which is
// what makes Sema skip the broken definition. A non-trivial one (a base or
// member holding a resource) is left alone: its assignment is refused with
// dxild.frontend.derived-assignment instead of crashing.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_DERIVEDASSIGNMENT_H
#define DXILD_CORE_FRONTEND_DERIVEDASSIGNMENT_H

#include <memory>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// The consumer; it must see each struct before any other consumer's code
/// runs on it (first in a MultiplexConsumer).
std::unique_ptr<clang::ASTConsumer> makeDerivedAssignmentSteer();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_DERIVEDASSIGNMENT_H
