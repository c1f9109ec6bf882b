//===- ImplicitMemberCalls.h - Overloaded member calls in templates -*- C++
//-*-===//
//
// Clang 22 crashes (a null expression classified in
// Sema::BuildCallToMemberFunction) when it instantiates a call to an
// overloaded member function made without an object inside a template: a
// member template of a struct calling `Arg(a)` where `Arg` has overloads
// (RTXPT's ShaderDebug `AppendArgs<T>(T a) { AppendArg(a); }`, 31 entries),
// or a member of a class template doing the same. Sema keeps the call as an
// unresolved member expression whose object is an implicit `this`;
// instantiation drops an implicit object, and in HLSL the member access is
// not an arrow (`this` is no pointer), so the call is built on no object.
// Written `this.Arg(a)`, the call instantiates and compiles (DXC's meaning).
//
// A consumer first in every parse gives each such call in a template an
// explicit `this` object when its declaration is complete, before any
// template is instantiated (Clang instantiates function definitions at the
// end of the translation unit).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_IMPLICITMEMBERCALLS_H
#define DXILD_CORE_FRONTEND_IMPLICITMEMBERCALLS_H

#include <memory>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

std::unique_ptr<clang::ASTConsumer> makeImplicitMemberCallSteer();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_IMPLICITMEMBERCALLS_H
