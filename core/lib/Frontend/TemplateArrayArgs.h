//===- TemplateArrayArgs.h - Array sizes of template calls ------*- C++ -*-===//
//
// HLSL passes arrays by value, so DXC deduces a function template's array
// size from an argument: `template <typename T, uint N> T last(T a[N])`
// called as `last(a)` with `uint a[2]` is `last<uint, 2>`. Clang 22 adjusts
// the parameter `T a[N]` to a pointer, as C++ does, and never deduces N
// ("couldn't infer template argument 'N'"; RTXPT's ShaderDebug
// `AppendArgWithCode(code, a)`, in 47 of its entries).
//
// Phase 1 finds each call Clang refused (kept as a recovery expression with
// its callee and arguments) whose only candidate template has such a
// parameter, and whose template parameters are all read off the arguments'
// types: an array parameter's element type and size, or a parameter of type
// `T` itself. The next parse reads the call with those as explicit template
// arguments (`last<unsigned int, 2>(a)`), written after the function's name
// in a request file (not in a macro). A call in a template, one whose
// template parameters come from anything else, and one Clang drops with
// the expression around it (an argument of a vector constructor,
// `float4(sum(f), 0, 0, 0)`) are left to Clang.
//
// With an element type that is not a template parameter (`template <uint N>
// float sum(float a[N])`), Clang 22 kept the instantiation's parameter a
// pointer while callers passed the array by value: the function read the
// array's values as an address (wrong code, explicit arguments or not).
// Phase 1 spells such an element dependent, `typename
// __dxild_dependent<float, (N)>::type a[N]` (prelude_head.hlsl), so that it
// instantiates as an array; a macro naming the element is wrapped whole.
// A parameter whose brackets a macro writes is left as it is.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_TEMPLATEARRAYARGS_H
#define DXILD_CORE_FRONTEND_TEMPLATEARRAYARGS_H

#include "Frontend/EntryInterface.h"
#include "Frontend/RequestEdits.h"

#include <memory>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace dxild {

/// An AST consumer for phase 1 that records, per refused call it can
/// complete, the insertion of its explicit template arguments.
std::unique_ptr<clang::ASTConsumer>
makeTemplateArrayArgCollector(const CompatFiles &Files,
                              std::vector<TextEdit> &Out);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_TEMPLATEARRAYARGS_H
