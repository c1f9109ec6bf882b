//===- ResourceBufferCheck.h - ConstantBuffer<T> forms dxild refuses -*- C++
//-*-===//
//
// The frontend rewrites file-scope `ConstantBuffer<T> Name [: register];`
// into a cbuffer (ResourceBufferDecls.h); everywhere else the prelude's
// ConstantBuffer<T>/TextureBuffer<T> are aliases of T. A global the rewrite
// left alone would therefore become an ordinary `$Globals` constant, bound
// in the wrong buffer, so each one is reported instead:
//
// - `dxild.frontend.constantbuffer-array`: an array of ConstantBuffer<T> of
//   more than one dimension, or an array of TextureBuffer<T> (DXC binds a
//   range of views, one per element; dxild does for one-dimensional
//   ConstantBuffer<T> arrays, which the rewrite turns into a cbuffer);
// - `dxild.frontend.constantbuffer-declaration`: any other global written
//   with those names that is not the one-declarator form (several names in
//   one declaration, inside a namespace, `static`, an initializer, a
//   declaration a macro expands to).
// `tbuffer` blocks (and TextureBuffer<T>, a tbuffer after the rewrite)
// compile: the binding stage makes them SRVs of kind TBuffer
// (Binding/TBuffers.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_RESOURCEBUFFERCHECK_H
#define DXILD_FRONTEND_RESOURCEBUFFERCHECK_H

#include "dxild/core/CompileRequest.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceManager.h"

#include <string>
#include <vector>

namespace dxild {

class ResourceBufferCheck : public clang::ASTConsumer {
public:
  /// Appends errors to \p Out and counts them in \p Errors.
  ResourceBufferCheck(clang::SourceManager &SM, std::vector<Diagnostic> &Out,
                      unsigned &Errors)
      : SM(SM), Out(Out), Errors(Errors) {}

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;

private:
  void visit(clang::Decl *D);
  void report(clang::SourceLocation Loc, const char *Code, std::string Message);

  clang::SourceManager &SM;
  std::vector<Diagnostic> &Out;
  unsigned &Errors;
};

} // namespace dxild

#endif // DXILD_FRONTEND_RESOURCEBUFFERCHECK_H
