//===- RayFlagTemplates.cpp - RAY_FLAG template parameters as uint --------===//

#include "Frontend/RayFlagTemplates.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/STLExtras.h"

#include <vector>

using namespace llvm;

namespace dxild {

unsigned spellRayFlagTemplateParams(CompatFile &F) {
  if (!StringRef(F.Rewritten.Text).contains("RAY_FLAG"))
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(F.Rewritten.Text);
  std::vector<const RawToken *> Params;
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    if (Toks[I].Ident != "template" || Toks[I].InDirective ||
        Toks[I + 1].Kind != clang::tok::less)
      continue;
    // The parameter list, up to its `>` (nested angles and parentheses
    // counted); `RAY_FLAG Name` in it is a parameter of that type.
    int Angles = 1, Parens = 0;
    for (size_t J = I + 2; J < Toks.size() && Angles > 0; ++J) {
      const RawToken &T = Toks[J];
      if (T.Kind == clang::tok::l_paren)
        ++Parens;
      else if (T.Kind == clang::tok::r_paren)
        --Parens;
      else if (Parens == 0 && T.Kind == clang::tok::less)
        ++Angles;
      else if (Parens == 0 && T.Kind == clang::tok::greater)
        --Angles;
      else if (Parens == 0 && T.Kind == clang::tok::greatergreater)
        Angles -= 2;
      else if (Angles == 1 && T.Ident == "RAY_FLAG" && !T.InDirective &&
               J + 1 < Toks.size() &&
               Toks[J + 1].Kind == clang::tok::raw_identifier)
        Params.push_back(&T);
    }
  }
  // Last first (a nested template's parameters come after its outer
  // list's scan).
  llvm::sort(Params, [](const RawToken *A, const RawToken *B) {
    return A->Offset < B->Offset;
  });
  for (auto It = Params.rbegin(); It != Params.rend(); ++It)
    replaceText(F, (*It)->Offset, (*It)->Length, "uint");
  return Params.size();
}

} // namespace dxild
