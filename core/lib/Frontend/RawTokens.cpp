//===- RawTokens.cpp - The raw token stream source rewrites read ----------===//

#include "Frontend/RawTokens.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace llvm;

namespace dxild {

void forEachRawToken(StringRef Source,
                     function_ref<bool(const RawToken &)> Each) {
  clang::LangOptions LO;
  LO.HLSL = true;
  LO.CPlusPlus = true;
  LO.CPlusPlus11 = true;
  LO.Bool = true;
  LO.LineComment = true;
  clang::Lexer L(clang::SourceLocation(), LO, Source.begin(), Source.begin(),
                 Source.end());
  L.SetCommentRetentionState(false);
  clang::Token T;
  bool InDirective = false;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    if (T.isAtStartOfLine())
      InDirective = T.is(clang::tok::hash);
    size_t End = L.getBufferLocation() - Source.begin();
    RawToken R{T.getKind(), End - T.getLength(), T.getLength(),
               StringRef(), T.isAtStartOfLine(), InDirective};
    if (T.is(clang::tok::raw_identifier))
      R.Ident = T.getRawIdentifier();
    if (!Each(R))
      break;
  }
}

std::vector<RawToken> lexRawTokens(StringRef Source) {
  std::vector<RawToken> Out;
  forEachRawToken(Source, [&](const RawToken &T) {
    Out.push_back(T);
    return true;
  });
  return Out;
}

size_t directiveEnd(const std::vector<RawToken> &Toks, size_t Hash) {
  size_t End = Hash + 1;
  while (continuesDirective(Toks, End))
    ++End;
  return End;
}

std::optional<RawDefine> parseDefine(const std::vector<RawToken> &Toks,
                                     size_t Hash) {
  if (Hash >= Toks.size() || Toks[Hash].Kind != clang::tok::hash ||
      !Toks[Hash].InDirective || !Toks[Hash].StartOfLine)
    return std::nullopt;
  RawDefine D;
  D.End = directiveEnd(Toks, Hash);
  if (Hash + 2 >= D.End || Toks[Hash + 1].Ident != "define" ||
      Toks[Hash + 2].Kind != clang::tok::raw_identifier)
    return std::nullopt;
  D.Name = Hash + 2;
  D.BodyBegin = D.Name + 1;
  const RawToken &Name = Toks[D.Name];
  if (D.BodyBegin < D.End && Toks[D.BodyBegin].Kind == clang::tok::l_paren &&
      Toks[D.BodyBegin].Offset == Name.Offset + Name.Length) {
    D.FunctionLike = true;
    D.ParamsBegin = D.BodyBegin + 1;
    D.ParamsEnd = D.ParamsBegin;
    while (D.ParamsEnd < D.End && Toks[D.ParamsEnd].Kind != clang::tok::r_paren)
      ++D.ParamsEnd;
    if (D.ParamsEnd == D.End)
      return std::nullopt;
    D.BodyBegin = D.ParamsEnd + 1;
  }
  return D;
}

} // namespace dxild
