//===- ResourceKeywords.h - globallycoherent, unorm, snorm ---*- C++ -*-===//
//
// DXC's resource keywords that Clang 22 does not know:
//
// - `globallycoherent` before a UAV declaration: the prelude defines it as
//   an `annotate("dxild.globallycoherent")` attribute, so it stays on the
//   declaration through macros and typedefs. DXIL: the globally-coherent
//   field of the UAV's dx.resources record and bit 14 of its annotateHandle
//   properties. On anything but a UAV it is `dxild.frontend.globallycoherent`
//   (DXC refuses it too).
// - `unorm`/`snorm` before a resource's floating-point element type
//   (`RWTexture2D<unorm float4>`): blanked and recorded by SourceCompat;
//   DXIL: the UNorm/SNorm component type (UNormF32 14, SNormF32 13, ...) in
//   the record's element-type tag, the annotate properties and the binding
//   table. On an integer element type it is `dxild.frontend.norm-element`
//   (DXC refuses it too).
//
// The keywords of each global resource travel to the binding and lowering
// stages as `dxild.resource.keywords = !{!{!"name", i1 coherent, i8 norm}}`
// (only resources that have one), read back with readResourceKeywords
// (core/lib/Support/ResourceKeywords.h).
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_FRONTEND_RESOURCEKEYWORDS_H
#define DXILD_FRONTEND_RESOURCEKEYWORDS_H

#include "Frontend/EntryInterface.h"
#include "dxild/core/CompileRequest.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/SourceManager.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {

struct ResourceKeywordSet {
  bool GloballyCoherent = false;
  /// NormUnsigned, NormSigned (SourceCompat.h) or 0.
  uint8_t Norm = 0;
};

/// Global resource name -> its keywords (only resources that have one).
using ResourceKeywordMap = std::map<std::string, ResourceKeywordSet>;

class ResourceKeywordCollector : public clang::ASTConsumer {
public:
  /// Appends errors to \p Diags and counts them in \p Errors.
  ResourceKeywordCollector(const CompatFiles &Files, clang::SourceManager &SM,
                           ResourceKeywordMap &Out,
                           std::vector<Diagnostic> &Diags, unsigned &Errors)
      : Files(Files), SM(SM), Out(Out), Diags(Diags), Errors(Errors) {}

  bool HandleTopLevelDecl(clang::DeclGroupRef Group) override;

private:
  void visit(clang::Decl *D);
  uint8_t normOf(const clang::VarDecl *Var);
  void report(clang::SourceLocation Loc, const char *Code, std::string Message);

  const CompatFiles &Files;
  clang::SourceManager &SM;
  ResourceKeywordMap &Out;
  std::vector<Diagnostic> &Diags;
  unsigned &Errors;
};

/// Writes \p Keywords into \p M as `dxild.resource.keywords`.
void attachResourceKeywords(llvm::Module &M,
                            const ResourceKeywordMap &Keywords);

} // namespace dxild

#endif // DXILD_FRONTEND_RESOURCEKEYWORDS_H
