//===- ConstObjectMethods.h - Methods callable on const objects -*- C++ -*-===//
//
// HLSL has no const methods: DXC calls any method on any object, and a
// method that writes a member of a `const` local or parameter writes that
// object (`const S s = {i}; s.inc(); s.get()` sees the increment). Clang 22
// refuses the call ("'this' argument to member function has type 'const
// S', but function is not marked const"); RTXPT has hundreds of them, on
// `const` parameters of its path tracer.
//
// When a struct is complete, with its inline method bodies parsed, this
// consumer gives each of its methods a const implicit object parameter,
// so that the call resolves on the object itself as in DXC. The bodies
// keep the non-const `this` they were checked with, so a method still
// writes members (the object's own, as in DXC).
//
// Only where that is safe and exact:
//  - structs that are not templates nor instantiations: a template's
//    method bodies are instantiated later, with the type's `this`;
//  - a method name all of whose declarations in the struct are inline
//    definitions of ordinary methods: no out-of-line definition (it would
//    no longer match), no member template, no `operator=`, no user-written
//    const overload. Overload resolution between them is unchanged, since
//    each gets the same qualifier.
// Structs nested in another are handled with the outermost one, whose end
// is where Clang parses all their inline bodies.
//
// A call on an object in another address space (a cbuffer member, a
// StructuredBuffer element) still cannot bind, and calls the method on a
// copy as before (MatrixSwizzle.h, TypedRewrites::ConstCallObjects;
// CBufferCopy.h); so do calls of a template's methods on a const object.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_CONSTOBJECTMETHODS_H
#define DXILD_CORE_FRONTEND_CONSTOBJECTMETHODS_H

#include <memory>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// The consumer; first in every parse, so that it sees each struct before
/// any code after it calls the struct's methods.
std::unique_ptr<clang::ASTConsumer> makeConstObjectMethodSteer();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_CONSTOBJECTMETHODS_H
