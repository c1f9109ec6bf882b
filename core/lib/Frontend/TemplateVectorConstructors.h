//===- TemplateVectorConstructors.h - float4(...) in templates -*- C++ -*-===//
//
// Clang 22 refuses every vector or matrix constructor written in a template
// that does not depend on the template's parameters (`int2(1, -1)`,
// `float4(p, 0, 1)` in `template <typename Remap> float4 sample(...)`):
// "cannot initialize non-class type 'int2' with a parenthesized initializer
// list", when the template is instantiated. Sema turns `int2(a, b)` into a
// functional cast of an initializer list, but keeps it marked as a
// parenthesized initialization, which instantiation rebuilds as one (fixed
// upstream after Clang 22, llvm-project#192151). kajiya's image helpers and
// any HLSL 2021 template with a vector constant hit it.
//
// This consumer marks each such cast in a template pattern as the list
// initialization it is (a functional cast without a left parenthesis is
// one, as `int2{a, b}`), so that instantiation rebuilds it from its
// initializer list. Only the templates' own text is touched; instances
// and non-template code are as Clang built them.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_TEMPLATEVECTORCONSTRUCTORS_H
#define DXILD_CORE_FRONTEND_TEMPLATEVECTORCONSTRUCTORS_H

#include <memory>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// The consumer; it must see each template before the end of the
/// translation unit instantiates it (any place in a MultiplexConsumer).
std::unique_ptr<clang::ASTConsumer> makeTemplateVectorConstructorSteer();

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_TEMPLATEVECTORCONSTRUCTORS_H
