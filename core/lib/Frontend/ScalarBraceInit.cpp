//===- ScalarBraceInit.cpp - `float f = { 1.0f };`
//-------------------------===//

#include "Frontend/ScalarBraceInit.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <vector>

using namespace llvm;

namespace dxild {

namespace {

bool isScalarKeyword(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases("bool", "int", "uint", "dword", "half", "float", "double", true)
      .Cases("min16float", "min10float", "min16int", "min12int", "min16uint",
             true)
      .Cases("int16_t", "uint16_t", "int32_t", "uint32_t", "int64_t",
             "uint64_t", true)
      .Cases("float16_t", "float32_t", "float64_t", true)
      .Default(false);
}

/// Whether the declaration whose declarator-separating comma is token
/// \p Comma has a scalar type: back to the start of its statement (an
/// unmatched opening bracket or a `;`, at most 256 tokens), past
/// qualifiers, a scalar type then a name.
template <typename ScalarFn>
bool declaresScalar(const std::vector<RawToken> &Toks, size_t Comma,
                    ScalarFn IsScalar) {
  int Depth = 0;
  size_t Start = Comma;
  for (size_t Seen = 0; Start > 0 && Seen < 256; ++Seen) {
    const RawToken &U = Toks[Start - 1];
    if (U.InDirective)
      break;
    if (U.isOneOf(clang::tok::r_paren, clang::tok::r_square,
                  clang::tok::r_brace))
      ++Depth;
    else if (U.isOneOf(clang::tok::l_paren, clang::tok::l_square,
                       clang::tok::l_brace) &&
             --Depth < 0)
      break;
    else if (U.Kind == clang::tok::semi && Depth == 0)
      break;
    --Start;
  }
  if (Depth > 0)
    return false;
  while (Start < Comma &&
         StringSwitch<bool>(Toks[Start].Ident)
             .Cases("static", "const", "uniform", "groupshared", "precise",
                    "volatile", "extern", true)
             .Default(false))
    ++Start;
  return Start + 1 < Comma && IsScalar(Toks[Start]) &&
         Toks[Start + 1].Kind == clang::tok::raw_identifier;
}

} // namespace

unsigned unbraceScalarInitializers(CompatFile &F) {
  StringRef Text = F.Rewritten.Text;
  if (!Text.contains('{') || !Text.contains('='))
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(Text);
  // Scalar type names: the keywords, then each `typedef [const] S Name;`
  // and `using Name = S;` of a scalar S, in file order.
  StringSet<> Aliases;
  auto IsScalar = [&](const RawToken &T) {
    return T.Kind == clang::tok::raw_identifier &&
           (isScalarKeyword(T.Ident) || Aliases.contains(T.Ident));
  };
  auto Is = [&](size_t I, clang::tok::TokenKind K) {
    return I < Toks.size() && Toks[I].Kind == K && !Toks[I].InDirective;
  };
  struct Edit {
    size_t Offset;
    char C;
  };
  std::vector<Edit> Edits;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const RawToken &T = Toks[I];
    if (T.InDirective)
      continue;
    if (T.Ident == "typedef") {
      size_t J = I + 1;
      if (J < Toks.size() && Toks[J].Ident == "const")
        ++J;
      if (J + 2 < Toks.size() && IsScalar(Toks[J]) &&
          Toks[J + 1].Kind == clang::tok::raw_identifier &&
          Is(J + 2, clang::tok::semi))
        Aliases.insert(Toks[J + 1].Ident);
      continue;
    }
    if (T.Ident == "using" && I + 4 < Toks.size() &&
        Toks[I + 1].Kind == clang::tok::raw_identifier &&
        Is(I + 2, clang::tok::equal) && IsScalar(Toks[I + 3]) &&
        Is(I + 4, clang::tok::semi)) {
      Aliases.insert(Toks[I + 1].Ident);
      continue;
    }
    // `S name = { ... }` with S scalar, or a later declarator of such a
    // declaration (`S a = 1, name = { ... }`).
    if (T.Kind != clang::tok::equal || I < 2 ||
        !Is(I + 1, clang::tok::l_brace) ||
        Toks[I - 1].Kind != clang::tok::raw_identifier)
      continue;
    if (!IsScalar(Toks[I - 2]) && !(Toks[I - 2].Kind == clang::tok::comma &&
                                    declaresScalar(Toks, I - 2, IsScalar)))
      continue;
    // One value: no nested braces, no top-level comma but a trailing one.
    size_t Open = I + 1, Close = 0, TopComma = 0;
    unsigned Commas = 0;
    int Depth = 0;
    for (size_t K = Open + 1; K < Toks.size() && !Toks[K].InDirective; ++K) {
      const RawToken &U = Toks[K];
      if (U.isOneOf(clang::tok::l_brace, clang::tok::semi))
        break;
      if (U.Kind == clang::tok::r_brace) {
        Close = K;
        break;
      }
      if (U.isOneOf(clang::tok::l_paren, clang::tok::l_square))
        ++Depth;
      else if (U.isOneOf(clang::tok::r_paren, clang::tok::r_square))
        --Depth;
      else if (U.Kind == clang::tok::comma && Depth == 0) {
        ++Commas;
        TopComma = K;
      }
    }
    if (!Close || Close == Open + 1 || Depth != 0 ||
        !(Is(Close + 1, clang::tok::semi) || Is(Close + 1, clang::tok::comma)))
      continue;
    if (Commas > 1 || (Commas == 1 && TopComma + 1 != Close))
      continue;
    if (Commas == 1 && TopComma == Open + 1)
      continue; // `{ , }`
    Edits.push_back({Toks[Open].Offset, '('});
    if (Commas == 1)
      Edits.push_back({Toks[TopComma].Offset, ' '});
    Edits.push_back({Toks[Close].Offset, ')'});
    I = Close;
  }
  for (size_t N = Edits.size(); N-- > 0;)
    replaceText(F, Edits[N].Offset, 1, StringRef(&Edits[N].C, 1));
  return Edits.size();
}

} // namespace dxild
