//===- RawTokens.cpp - The raw token stream source rewrites read ----------===//

#include "Frontend/RawTokens.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace llvm;

namespace dxild {

std::vector<RawToken> lexRawTokens(StringRef Source) {
  clang::LangOptions LO;
  LO.HLSL = true;
  LO.CPlusPlus = true;
  LO.CPlusPlus11 = true;
  LO.Bool = true;
  LO.LineComment = true;
  clang::Lexer L(clang::SourceLocation(), LO, Source.begin(), Source.begin(),
                 Source.end());
  L.SetCommentRetentionState(false);
  std::vector<RawToken> Out;
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
    Out.push_back(R);
  }
  return Out;
}

} // namespace dxild
