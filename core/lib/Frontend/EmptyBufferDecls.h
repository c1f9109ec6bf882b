//===- EmptyBufferDecls.h - Decls in constant-free cbuffers -----*- C++ -*-===//
//
// A cbuffer may declare more than constants: `static` variables, resources,
// groupshared variables and functions (OGRE's Island shaders keep their
// `static const float2 QuadVertices[4]` inside a `cbuffer`). Clang 22 emits
// those as ordinary globals while it emits the buffer, but skips a buffer
// whose layout struct is empty, that is one with no constants at all, and
// its other declarations with it: they stay external declarations, read as
// nothing (a static's initializer is lost, a texture has no binding).
//
// This consumer runs after code generation has seen each buffer: for a
// buffer without constants it hands each of those declarations to the code
// generator as a top-level one, which emits it as Clang 22 would have. DXC
// declares no resource for such a buffer either.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_EMPTYBUFFERDECLS_H
#define DXILD_FRONTEND_EMPTYBUFFERDECLS_H

#include "clang/AST/ASTConsumer.h"

namespace clang {
class CodeGenerator;
} // namespace clang

namespace dxild {

class EmptyBufferDeclEmitter : public clang::ASTConsumer {
public:
  /// \p Gen is the code generator that skipped the buffers.
  explicit EmptyBufferDeclEmitter(clang::CodeGenerator &Gen) : Gen(Gen) {}

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;

private:
  clang::CodeGenerator &Gen;
};

} // namespace dxild

#endif // DXILD_FRONTEND_EMPTYBUFFERDECLS_H
