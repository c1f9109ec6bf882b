//===- SamplerTextureRegisters.cpp - t and s registers interchanged -------===//

#include "Frontend/SamplerTextureRegisters.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/StringSwitch.h"

#include <cctype>
#include <vector>

using namespace llvm;

namespace dxild {

namespace {

enum class Kind { Other, Sampler, Texture };

/// Whether \p Name is an SRV texture type, or the prelude's same-length
/// alias `__xture2D` that `Texture2D` without arguments already is
/// (SourceCompat.h).
bool isTextureType(StringRef Name) {
  if (Name.consume_front("__xture") || Name.consume_front("Texture"))
    return StringSwitch<bool>(Name)
        .Cases("1D", "1DArray", "2D", "2DArray", "3D", "Cube", "CubeArray",
               "2DMS", "2DMSArray", true)
        .Default(false);
  return false;
}

/// What the declaration whose `:` is token \p Colon declares: a sampler, a
/// texture (SRV), or something else. Its type is among the tokens since the
/// last `;`, brace, parenthesis or directive (a few dozen at most: other
/// declarators of the same declaration, template arguments, array sizes;
/// a `)` ends the prelude macro call a ConstantBuffer<T> declaration
/// became, ResourceBufferDecls.h).
Kind declaredKind(const std::vector<RawToken> &Toks, size_t Colon) {
  size_t Stop = Colon > 64 ? Colon - 64 : 0;
  Kind K = Kind::Other;
  for (size_t J = Colon; J-- > Stop;) {
    const RawToken &T = Toks[J];
    if (T.InDirective ||
        T.isOneOf(clang::tok::semi, clang::tok::l_brace, clang::tok::r_brace,
                  clang::tok::r_paren, clang::tok::l_paren))
      break;
    if (T.Kind != clang::tok::raw_identifier)
      continue;
    if (T.Ident == "SamplerState" || T.Ident == "SamplerComparisonState" ||
        T.Ident == "sampler")
      K = Kind::Sampler;
    else if (isTextureType(T.Ident))
      K = Kind::Texture;
  }
  return K;
}

} // namespace

unsigned spellSamplerTextureRegisters(CompatFile &F) {
  if (!StringRef(F.Rewritten.Text).contains("register"))
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(F.Rewritten.Text);
  std::vector<size_t> Letters; // offsets of the letters to swap
  std::vector<char> Spelled;
  for (size_t I = 1; I + 2 < Toks.size(); ++I) {
    const RawToken &Reg = Toks[I];
    if (Reg.Ident != "register" || Reg.InDirective ||
        Toks[I - 1].Kind != clang::tok::colon ||
        Toks[I + 1].Kind != clang::tok::l_paren)
      continue;
    StringRef Slot = Toks[I + 2].Ident;
    if (Slot.size() < 2 || !all_of(Slot.drop_front(), [](char C) {
          return std::isdigit(static_cast<unsigned char>(C));
        }))
      continue;
    char L = Slot[0];
    bool IsT = L == 't' || L == 'T', IsS = L == 's' || L == 'S';
    if (!IsT && !IsS)
      continue;
    Kind K = declaredKind(Toks, I - 1);
    bool Upper = std::isupper(static_cast<unsigned char>(L));
    if (K == Kind::Sampler && IsT) {
      Letters.push_back(Toks[I + 2].Offset);
      Spelled.push_back(Upper ? 'S' : 's');
    } else if (K == Kind::Texture && IsS) {
      Letters.push_back(Toks[I + 2].Offset);
      Spelled.push_back(Upper ? 'T' : 't');
    }
  }
  for (size_t N = Letters.size(); N-- > 0;)
    replaceText(F, Letters[N], 1, StringRef(&Spelled[N], 1));
  return Letters.size();
}

} // namespace dxild
