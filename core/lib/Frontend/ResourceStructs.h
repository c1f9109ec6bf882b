//===- ResourceStructs.h - Global structs holding resources -----*- C++ -*-===//
//
// DXC accepts a global of a struct type whose members are resources:
//
//   struct A { RWBuffer<int> Buf; };
//   A a1 : register(u5);
//   A d[8] : register(u10);
//   ... a1.Buf[i] ... d[k].Buf[i] ...
//
// and binds each resource member as its own resource, named `a1.Buf` and
// `d.Buf` (an array of 8), the members of each register class taking
// consecutive registers from the struct's register of that class in
// declaration order (bases first), arrays their whole range. Clang 22 puts
// such a global into `$Globals` (address space hlsl_constant), where no
// resource method can be called on it.
//
// Phase 1 finds each such declaration; the rewrite blanks it (same length,
// same newlines) and inserts, where its `;` was, one resource declaration
// per member and a static struct initialized from them:
//
//   RWBuffer<int> __dxild_sr_2a13Buf : register(u5);
//   static A a1 = {__dxild_sr_2a13Buf};
//
// The static struct is a local resource copy to the binding stage
// (Binding/LocalResources.h). The generated names encode the DXC name
// (length-prefixed components); after code generation
// renameStructResources() gives the resources their DXC names.
//
// Refused (`dxild.frontend.resource-struct`, at the declaration): structs
// that mix resources with data members (DXC puts the data in `$Globals`),
// unbounded arrays of such structs, several declarators in one declaration,
// declarations spelled by a macro.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_FRONTEND_RESOURCESTRUCTS_H
#define DXILD_CORE_FRONTEND_RESOURCESTRUCTS_H

#include "Frontend/ClangFrontend.h"
#include "Frontend/EntryInterface.h"

#include <memory>
#include <string>
#include <vector>

namespace clang {
class ASTConsumer;
} // namespace clang

namespace llvm {
class Module;
} // namespace llvm

namespace dxild {

struct ResourceStructFix {
  std::string File; ///< virtual path
  size_t Begin = 0; ///< the declaration, blanked: [Begin, End)
  size_t End = 0;   ///< just past its `;`
  std::string Text; ///< inserted at End
};

/// Phase 1: collects one fix per global struct holding resources; refused
/// forms are reported in \p Diags.
std::unique_ptr<clang::ASTConsumer>
makeResourceStructCollector(const CompatFiles &Files,
                            std::vector<ResourceStructFix> &Out,
                            std::vector<Diagnostic> &Diags);

/// Applies \p Fixes to the rewritten texts (and the insertions to the
/// original texts too, so that offsets stay aligned). Returns how many.
unsigned applyResourceStructFixes(CompatFiles &Files,
                                  const std::vector<ResourceStructFix> &Fixes);

/// Gives the generated member resources their DXC names (`a1.Buf`) in the
/// handle creations of \p M and in \p Decls.
void renameStructResources(llvm::Module &M, std::vector<ResourceDecl> &Decls);

} // namespace dxild

#endif // DXILD_CORE_FRONTEND_RESOURCESTRUCTS_H
