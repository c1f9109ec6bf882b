//===- EffectSyntax.cpp - Legacy effect (.fx) syntax DXC ignores ----------===//

#include "Frontend/EffectSyntax.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

using namespace llvm;

namespace dxild {

namespace {

using clang::tok::TokenKind;
namespace tok = clang::tok;

/// The types DXC drops with "effect object ignored" (its
/// g_DeprecatedEffectObjectNames).
bool isEffectObjectType(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases({"texture", "Texture", "pixelshader", "PixelShader",
              "vertexshader", "VertexShader"},
             true)
      .Cases({"pixelfragment", "vertexfragment", "ComputeShader",
              "DomainShader", "GeometryShader", "HullShader"},
             true)
      .Cases({"BlendState", "DepthStencilState", "DepthStencilView",
              "RasterizerState", "RenderTargetView"},
             true)
      .Default(false);
}

bool isTechnique(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases({"technique", "Technique", "technique10", "technique11"}, true)
      .Default(false);
}

/// Keywords that start a declaration which is not a variable's.
bool startsOtherDeclaration(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases({"struct", "class", "interface", "union", "enum"}, true)
      .Cases({"cbuffer", "tbuffer", "namespace", "typedef", "using"}, true)
      .Cases({"template", "return", "if", "else", "for", "while"}, true)
      .Cases({"do", "switch", "case", "default", "break", "continue"}, true)
      .Default(false);
}

bool isDeclQualifier(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases({"static", "const", "uniform", "extern", "shared", "volatile"},
             true)
      .Cases({"groupshared", "precise", "row_major", "column_major"}, true)
      .Cases({"globallycoherent", "snorm", "unorm"}, true)
      .Default(false);
}

class EffectBlanker {
public:
  explicit EffectBlanker(const std::vector<RawToken> &Toks) : Toks(Toks) {
    // Skip directive lines: the effect pieces are what is between them.
    for (size_t I = 0; I < Toks.size(); ++I)
      if (!Toks[I].InDirective)
        Code.push_back(I);
    // Every bracket's partner, and where annotations may end, found once:
    // the declarations below look them up (an unterminated one in each of
    // thousands of declarations would otherwise be searched for again).
    Match.assign(Code.size(), 0);
    std::vector<size_t> Open[4];
    static constexpr std::pair<TokenKind, TokenKind> Pairs[4] = {
        {tok::l_brace, tok::r_brace},
        {tok::l_square, tok::r_square},
        {tok::l_paren, tok::r_paren},
        {tok::less, tok::greater}};
    for (size_t C = 0; C < Code.size(); ++C)
      for (unsigned K = 0; K < 4; ++K) {
        if (is(C, Pairs[K].first)) {
          Open[K].push_back(C);
        } else if (is(C, Pairs[K].second) && !Open[K].empty()) {
          Match[Open[K].back()] = C;
          Open[K].pop_back();
        }
      }
    NextBrace.assign(Code.size() + 1, Code.size());
    NextAnnotationEnd.assign(Code.size() + 1, 0);
    for (size_t C = Code.size(); C-- > 0;) {
      NextBrace[C] =
          is(C, tok::l_brace) || is(C, tok::r_brace) ? C : NextBrace[C + 1];
      NextAnnotationEnd[C] =
          C > 0 && is(C, tok::greater) && is(C - 1, tok::semi)
              ? C
              : NextAnnotationEnd[C + 1];
    }
  }

  /// Token ranges [first, last] (indices into the raw tokens) to blank.
  std::vector<std::pair<size_t, size_t>> run() {
    collectUserTypes();
    collectTechniqueMacros();
    // The braces enclosing the current token: true for those of a
    // namespace, cbuffer or tbuffer (declarations of variables inside);
    // how many of them are others'.
    std::vector<bool> Braces;
    unsigned OtherBraces = 0;
    bool DeclStart = true;
    StringRef StmtFirst;
    for (size_t C = 0; C < Code.size(); ++C) {
      const RawToken &T = tokAt(C);
      if (DeclStart && OtherBraces == 0 && T.Kind == tok::raw_identifier) {
        if (size_t End = declaration(C)) {
          C = End;
          continue;
        }
        StmtFirst = T.Ident;
      }
      // After a macro (`BEGIN_CB cbuffer cb { ... }`) as well.
      if (T.Kind == tok::raw_identifier &&
          (T.Ident == "namespace" || T.Ident == "cbuffer" ||
           T.Ident == "tbuffer"))
        StmtFirst = T.Ident;
      if (T.Kind == tok::l_brace) {
        Braces.push_back(StmtFirst == "namespace" || StmtFirst == "cbuffer" ||
                         StmtFirst == "tbuffer");
        OtherBraces += !Braces.back();
        DeclStart = Braces.back();
        StmtFirst = StringRef();
        continue;
      }
      if (T.Kind == tok::r_brace) {
        if (!Braces.empty()) {
          OtherBraces -= !Braces.back();
          Braces.pop_back();
        }
        DeclStart = true;
        continue;
      }
      DeclStart = T.Kind == tok::semi;
      if (DeclStart)
        StmtFirst = StringRef();
    }
    return Ranges;
  }

private:
  const RawToken &tokAt(size_t C) const { return Toks[Code[C]]; }
  bool is(size_t C, TokenKind K) const {
    return C < Code.size() && tokAt(C).Kind == K;
  }

  /// Types the file declares itself (`struct Texture`) and macros it
  /// defines, never taken for effect objects.
  void collectUserTypes() {
    // And macros (`#define Texture Texture2D` makes `Texture t;` a texture).
    for (size_t I = 0; I < Toks.size(); ++I)
      if (std::optional<RawDefine> Define = parseDefine(Toks, I))
        UserTypes.insert(Toks[Define->Name].Ident);
    for (size_t C = 0; C + 1 < Code.size(); ++C) {
      StringRef K = tokAt(C).Ident;
      if (K == "struct" || K == "class" || K == "typedef" || K == "using")
        UserTypes.insert(tokAt(C + 1).Ident);
      if (K == "typedef")
        for (size_t D = C + 1; D < Code.size() && D < C + 64; ++D)
          if (is(D, tok::semi)) {
            UserTypes.insert(tokAt(D - 1).Ident);
            break;
          }
    }
  }

  /// `#define` bodies that start with a technique (MonoGame's `#define
  /// TECHNIQUE(name, vs, ps) technique name { pass { ... } }`, used as
  /// `TECHNIQUE(BasicEffect, VSBasic, PSBasic)`): DXC ignores the technique
  /// the invocation expands to, so the body is blanked and the invocation
  /// expands to nothing (and, without a `;`, ends a declaration). A macro
  /// that is the keyword alone (`#define TECH technique`) is taken for the
  /// keyword in the code.
  void collectTechniqueMacros() {
    for (size_t I = 0; I < Toks.size(); ++I) {
      std::optional<RawDefine> Define = parseDefine(Toks, I);
      if (!Define)
        continue;
      size_t B = Define->BodyBegin;
      if (Define->hasBody() && isTechnique(Toks[B].Ident)) {
        if (B + 1 == Define->End)
          TechniqueMacros.insert(Toks[Define->Name].Ident);
        else if (Define->FunctionLike)
          TechniqueCalls.insert(Toks[Define->Name].Ident);
        DefineBodies.push_back({B, Define->End - 1});
      }
      I = Define->End - 1;
    }
  }

  /// The code index of the bracket closing the one at \p Open (`{`, `<`,
  /// `[`, `(`), counting only that kind; 0 if none.
  size_t matching(size_t Open) const {
    return Open < Match.size() ? Match[Open] : 0;
  }

  /// The annotation `< ... >` opening at \p Open: DXC skips through `;`
  /// until a `>` follows one (so `<` and `>` in its values are skipped),
  /// and gives up at a brace.
  size_t annotationEnd(size_t Open) const {
    if (is(Open + 1, tok::greater))
      return Open + 1;
    size_t End = NextAnnotationEnd[std::min(Open + 1, Code.size())];
    return End && End < NextBrace[Open + 1] ? End : 0;
  }

  void blank(size_t First, size_t Last) {
    Ranges.push_back({Code[First], Code[Last]});
  }

  /// A declaration at \p Start (file or namespace scope): blanks its effect
  /// pieces and returns the code index of its last token when it had any,
  /// else 0 (the caller goes on token by token).
  size_t declaration(size_t Start) {
    // An invocation of a technique macro, which expands to nothing and
    // needs no `;` after it.
    if (TechniqueCalls.contains(tokAt(Start).Ident) &&
        is(Start + 1, tok::l_paren))
      return matching(Start + 1);
    if (isTechnique(tokAt(Start).Ident) ||
        TechniqueMacros.contains(tokAt(Start).Ident)) {
      size_t C = Start + 1;
      while (C < Code.size() && !is(C, tok::l_brace) && !is(C, tok::semi))
        ++C;
      size_t Close = is(C, tok::l_brace) ? matching(C) : 0;
      if (!Close)
        return 0;
      blank(Start, Close);
      return Close;
    }
    size_t C = Start;
    while (C < Code.size() && isDeclQualifier(tokAt(C).Ident))
      ++C;
    if (!is(C, tok::raw_identifier) || startsOtherDeclaration(tokAt(C).Ident))
      return 0;
    StringRef Type = tokAt(C).Ident;
    ++C;
    while (is(C, tok::coloncolon) && is(C + 1, tok::raw_identifier))
      C += 2;
    if (is(C, tok::less)) {
      size_t Close = matching(C);
      if (!Close)
        return 0;
      C = Close + 1;
    }
    // What looked like the type was a macro before it (FaceMapping2's
    // `ML float4x4 A < string UIWidget = "None"; >;` with `#define ML
    // row_major`, or a macro defined empty): the type is the last name
    // that another name follows.
    for (unsigned K = 0; K < 4 && is(C, tok::raw_identifier); ++K) {
      if (startsOtherDeclaration(tokAt(C).Ident))
        return 0; // a macro before `cbuffer`, `struct`, ...
      size_t Next = C + 1;
      while (is(Next, tok::coloncolon) && is(Next + 1, tok::raw_identifier))
        Next += 2;
      if (is(Next, tok::less)) {
        size_t Close = matching(Next);
        if (!Close)
          break;
        Next = Close + 1;
      }
      if (!is(Next, tok::raw_identifier))
        break;
      Type = tokAt(C).Ident;
      C = Next;
    }
    bool EffectObject = isEffectObjectType(Type) && !UserTypes.contains(Type);
    bool Blanked = false;
    // Each declarator: a name, array bounds, semantics and registers, an
    // annotation, then a state block, a sampler_state or an initializer.
    for (;;) {
      if (!is(C, tok::raw_identifier))
        return 0;
      ++C;
      while (is(C, tok::l_square)) {
        size_t Close = matching(C);
        if (!Close)
          return 0;
        C = Close + 1;
      }
      if (is(C, tok::l_paren))
        return 0; // a function
      while (is(C, tok::colon) && is(C + 1, tok::raw_identifier)) {
        C += 2;
        if (is(C, tok::l_paren)) {
          size_t Close = matching(C);
          if (!Close)
            return 0;
          C = Close + 1;
        }
      }
      if (is(C, tok::less)) {
        size_t Close = annotationEnd(C);
        if (!Close)
          return 0;
        blank(C, Close);
        Blanked = true;
        C = Close + 1;
      }
      // A state block, `{ ... }`, or `= sampler_state { ... }`.
      bool SamplerState = is(C, tok::equal) &&
                          tokAt(C + 1).Ident == "sampler_state" &&
                          is(C + 2, tok::l_brace);
      if (is(C, tok::l_brace) || SamplerState) {
        size_t Close = matching(SamplerState ? C + 2 : C);
        if (!Close)
          return 0;
        blank(C, Close);
        Blanked = true;
        C = Close + 1;
      } else if (is(C, tok::equal)) {
        // An initializer: up to the `,` or `;` outside brackets.
        for (++C; C < Code.size(); ++C) {
          if (tokAt(C).isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
            if (!(C = matching(C)))
              return 0;
          } else if (tokAt(C).isOneOf(tok::r_paren, tok::r_square,
                                      tok::r_brace)) {
            return 0;
          } else if (tokAt(C).isOneOf(tok::comma, tok::semi)) {
            break;
          }
        }
      }
      if (is(C, tok::comma)) {
        ++C;
        continue;
      }
      if (!is(C, tok::semi))
        return 0;
      break;
    }
    if (EffectObject) {
      blank(Start, C);
      return C;
    }
    return Blanked ? C : 0;
  }

  const std::vector<RawToken> &Toks;
  std::vector<size_t> Code;  ///< indices of the tokens outside directives
  std::vector<size_t> Match; ///< code index -> its closing bracket, or 0
  /// Code index -> the next `{` or `}` at or after it (Code.size(): none),
  /// and the next `>` right after a `;` (0: none).
  std::vector<size_t> NextBrace, NextAnnotationEnd;
  StringSet<> UserTypes;
  StringSet<> TechniqueMacros; ///< `#define TECH technique`
  StringSet<> TechniqueCalls;  ///< `#define TECHNIQUE(...) technique ...`
  std::vector<std::pair<size_t, size_t>> Ranges;

public:
  /// Raw token ranges of `#define` bodies to blank (collectTechniqueMacros).
  std::vector<std::pair<size_t, size_t>> DefineBodies;
};

} // namespace

unsigned blankEffectSyntax(CompatFile &F) {
  const std::string Text = F.Rewritten.Text;
  // Every piece has a brace or an annotation's `<`.
  if (Text.find_first_of("{<") == std::string::npos)
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(Text);
  EffectBlanker Blanker(Toks);
  std::vector<std::pair<size_t, size_t>> Ranges = Blanker.run();
  // Each range as spans of text between directive lines (which stay), line
  // breaks kept.
  std::vector<std::pair<size_t, size_t>> Spans; // offset, end
  // A `#define` body as one span; its line continuations are kept below.
  for (auto [First, Last] : Blanker.DefineBodies)
    Spans.push_back(
        {Toks[First].Offset, Toks[Last].Offset + Toks[Last].Length});
  for (auto [First, Last] : Ranges) {
    bool Open = false;
    for (size_t I = First; I <= Last; ++I) {
      const RawToken &T = Toks[I];
      if (T.InDirective) {
        Open = false;
        continue;
      }
      if (!Open)
        Spans.push_back({T.Offset, T.Offset});
      Open = true;
      Spans.back().second = T.Offset + T.Length;
    }
  }
  // From the last to the first, so that offsets stay valid.
  llvm::sort(Spans);
  for (auto It = Spans.rbegin(); It != Spans.rend(); ++It) {
    std::string Blank = Text.substr(It->first, It->second - It->first);
    for (size_t K = 0; K < Blank.size(); ++K) {
      char Ch = Blank[K];
      if (Ch == '\n' || Ch == '\r')
        continue;
      // A line continuation (in a #define body): `\`, blanks, newline.
      size_t Next = Blank.find_first_not_of(" \t\r", K + 1);
      if (Ch == '\\' && (Next == std::string::npos || Blank[Next] == '\n'))
        continue;
      Blank[K] = ' ';
    }
    replaceText(F, It->first, Blank.size(), Blank);
  }
  return Ranges.size() + Blanker.DefineBodies.size();
}

} // namespace dxild
