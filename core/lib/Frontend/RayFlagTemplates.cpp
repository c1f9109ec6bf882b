//===- RayFlagTemplates.cpp - RAY_FLAG template parameters as uint --------===//

#include "Frontend/RayFlagTemplates.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include <vector>

using namespace llvm;

namespace dxild {

unsigned spellRayFlagTemplateParams(CompatFile &F) {
  if (!StringRef(F.Rewritten.Text).contains("RAY_FLAG"))
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(F.Rewritten.Text);
  std::vector<const RawToken *> Params;
  // One pass over the open template parameter lists, innermost last
  // (a template template parameter opens a list inside another), each with
  // its nested angles and parentheses; `RAY_FLAG Name` directly in a list
  // is a parameter of that type. Rescanning from every `template <` was
  // quadratic in a hostile chain of unclosed lists.
  struct OpenList {
    int Angles = 1, Parens = 0;
  };
  std::vector<OpenList> Open;
  auto Close = [&] {
    if (--Open.back().Angles == 0)
      Open.pop_back();
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    const RawToken &T = Toks[I];
    if (T.Ident == "template" && !T.InDirective && I + 1 < Toks.size() &&
        Toks[I + 1].Kind == clang::tok::less) {
      Open.emplace_back();
      ++I;
      continue;
    }
    if (Open.empty())
      continue;
    OpenList &L = Open.back();
    if (T.Kind == clang::tok::l_paren)
      ++L.Parens;
    else if (T.Kind == clang::tok::r_paren)
      --L.Parens;
    else if (L.Parens == 0 && T.Kind == clang::tok::less)
      ++L.Angles;
    else if (L.Parens == 0 && T.Kind == clang::tok::greater)
      Close();
    else if (L.Parens == 0 && T.Kind == clang::tok::greatergreater) {
      Close();
      if (!Open.empty())
        Close();
    } else if (L.Angles == 1 && T.Ident == "RAY_FLAG" && !T.InDirective &&
               I + 1 < Toks.size() &&
               Toks[I + 1].Kind == clang::tok::raw_identifier)
      Params.push_back(&T);
  }
  // Last first, so that earlier offsets stay valid.
  for (auto It = Params.rbegin(); It != Params.rend(); ++It)
    replaceText(F, (*It)->Offset, (*It)->Length, "uint");
  return Params.size();
}

} // namespace dxild
