//===- RootSignatureGuard.cpp - Root signatures Clang 22 cannot lex -------===//

#include "Frontend/RootSignatureGuard.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/Token.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Allocator.h"

#include <cctype>
#include <string>

using namespace llvm;

namespace dxild {

namespace {

bool isNumberChar(char C) {
  return std::isdigit(static_cast<unsigned char>(C)) || C == '.' || C == 'e' ||
         C == 'E' || C == '-' || C == '+' || C == 'f' || C == 'F';
}

bool isWordChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

} // namespace

// Mirrors RootSignatureLexer::lexToken of Clang 22: whitespace, the
// punctuators, numbers, registers ([tsub] + digits), words; anything else
// lexes as `invalid` without advancing, as does a lone last character.
std::optional<size_t> rootSignatureStall(StringRef Text) {
  size_t I = 0;
  const size_t N = Text.size();
  auto TakeWhile = [&](size_t From, bool (*Pred)(char)) {
    size_t J = From;
    while (J < N && Pred(Text[J]))
      ++J;
    return J - From;
  };
  while (true) {
    while (I < N && std::isspace(static_cast<unsigned char>(Text[I])))
      ++I;
    if (I == N)
      return std::nullopt;
    char C = Text[I];
    if (StringRef("(),|=+-").contains(C)) {
      ++I;
      continue;
    }
    if (std::isdigit(static_cast<unsigned char>(C)) || C == '.') {
      I += TakeWhile(I, isNumberChar);
      continue;
    }
    if (N - I <= 1)
      return I;
    if (StringRef("tsub").contains(C) &&
        std::isdigit(static_cast<unsigned char>(Text[I + 1]))) {
      I += 1 + TakeWhile(I + 1, isNumberChar);
      continue;
    }
    size_t Word = TakeWhile(I, isWordChar);
    if (Word == 0)
      return I;
    I += Word;
  }
}

namespace {

/// One string-literal token of a root signature: where its text now lives
/// (a copy the guard owns, so it can blank it) and its quotes.
struct Piece {
  char *Data = nullptr;
  size_t Open = 0, Close = 0; ///< the quotes' offsets; Close > Open
};

class RootSignatureGuard {
public:
  RootSignatureGuard(clang::Preprocessor &PP, StringRef DefineName)
      : PP(PP), DefineName(DefineName.str()) {}

  /// The preprocessor's token watcher: `[` `RootSignature` `(` strings.
  void onToken(const clang::Token &Tok) {
    switch (State) {
    case Idle:
      break;
    case SawBracket:
      if (Tok.is(clang::tok::identifier) &&
          Tok.getIdentifierInfo()->getName() == "RootSignature") {
        State = SawName;
        return;
      }
      break;
    case SawName:
      if (Tok.is(clang::tok::l_paren)) {
        State = InArgs;
        Pieces.clear();
        First = clang::SourceLocation();
        return;
      }
      break;
    case InArgs:
      if (clang::tok::isStringLiteral(Tok.getKind())) {
        // The parser copies this token before it reads the string; its
        // text must already be the guard's copy.
        if (auto P = adopt(const_cast<clang::Token &>(Tok))) {
          if (Pieces.empty())
            First = Tok.getLocation();
          Pieces.push_back(*P);
        }
        return;
      }
      // The first token after the strings: the parser has them all and
      // reads their text only now.
      check(Pieces, First);
      break;
    }
    State = Tok.is(clang::tok::l_square) ? SawBracket : Idle;
  }

  /// The -rootsig-define macro: Clang 22 parses its string when defined.
  void onMacroDefined(const clang::Token &NameTok, const clang::MacroInfo &MI) {
    if (DefineName.empty() || !NameTok.getIdentifierInfo() ||
        NameTok.getIdentifierInfo()->getName() != DefineName)
      return;
    SmallVector<Piece, 4> Macro;
    for (const clang::Token &Tok : MI.tokens()) {
      if (!clang::tok::isStringLiteral(Tok.getKind()))
        return; // Not a string: Clang reports it.
      auto P = adopt(const_cast<clang::Token &>(Tok));
      if (!P)
        return;
      Macro.push_back(*P);
    }
    if (!Macro.empty())
      check(Macro, MI.tokens().front().getLocation());
  }

private:
  enum { Idle, SawBracket, SawName, InArgs } State = Idle;
  clang::Preprocessor &PP;
  std::string DefineName;
  BumpPtrAllocator Arena;
  SmallVector<Piece, 4> Pieces;
  clang::SourceLocation First;

  /// Points \p Tok's text at a copy of its spelling the guard owns (line
  /// splices already removed). Tokens without text are left alone.
  std::optional<Piece> adopt(clang::Token &Tok) {
    if (!Tok.getLiteralData())
      return std::nullopt;
    std::string S = PP.getSpelling(Tok);
    size_t Open = S.find('"'), Close = S.rfind('"');
    if (Open == std::string::npos || Close <= Open)
      return std::nullopt;
    if (StringRef(S).take_front(Open).contains('R')) {
      // R"delim( body )delim"
      Open = S.find('(', Open);
      Close = S.rfind(')');
      if (Open == std::string::npos || Close == std::string::npos ||
          Close <= Open)
        return std::nullopt;
    }
    char *Copy = Arena.Allocate<char>(S.size());
    std::copy(S.begin(), S.end(), Copy);
    Tok.setLiteralData(Copy);
    Tok.setLength(unsigned(S.size()));
    Tok.clearFlag(clang::Token::NeedsCleaning);
    return Piece{Copy, Open, Close};
  }

  /// The string the pieces make, as the parser will see it: escapes that
  /// stand for whitespace are whitespace, others stay (the lexer has no
  /// token for a backslash or a quote either).
  static std::string value(ArrayRef<Piece> Ps) {
    std::string V;
    for (const Piece &P : Ps) {
      StringRef Body(P.Data + P.Open + 1, P.Close - P.Open - 1);
      for (size_t I = 0; I < Body.size(); ++I) {
        if (Body[I] == '\\' && I + 1 < Body.size() &&
            StringRef("ntrvf").contains(Body[I + 1])) {
          V += ' ';
          ++I;
          continue;
        }
        V += Body[I];
      }
    }
    return V;
  }

  void check(ArrayRef<Piece> Ps, clang::SourceLocation Loc) {
    if (Ps.empty())
      return;
    std::string V = value(Ps);
    std::optional<size_t> At = rootSignatureStall(V);
    if (!At)
      return;
    for (const Piece &P : Ps)
      std::fill(P.Data + P.Open + 1, P.Data + P.Close, ' ');
    clang::DiagnosticsEngine &D = PP.getDiagnostics();
    unsigned ID = D.getCustomDiagID(
        clang::DiagnosticsEngine::Error,
        "dxild.frontend.root-signature-syntax: unexpected '%0' at offset %1 "
        "of the root signature (it is made of keywords, numbers, registers "
        "and ( ) , | = + -)");
    D.Report(Loc, ID) << StringRef(&V[*At], 1) << unsigned(*At);
  }
};

class DefineCallback : public clang::PPCallbacks {
public:
  explicit DefineCallback(std::shared_ptr<RootSignatureGuard> G)
      : G(std::move(G)) {}
  void MacroDefined(const clang::Token &NameTok,
                    const clang::MacroDirective *MD) override {
    if (MD && MD->getMacroInfo())
      G->onMacroDefined(NameTok, *MD->getMacroInfo());
  }

private:
  std::shared_ptr<RootSignatureGuard> G;
};

} // namespace

void installRootSignatureGuard(clang::Preprocessor &PP, StringRef DefineName) {
  auto G = std::make_shared<RootSignatureGuard>(PP, DefineName);
  PP.setTokenWatcher([G](const clang::Token &Tok) { G->onToken(Tok); });
  if (!DefineName.empty())
    PP.addPPCallbacks(std::make_unique<DefineCallback>(G));
}

} // namespace dxild
