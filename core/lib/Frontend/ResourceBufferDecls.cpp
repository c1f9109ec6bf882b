//===- ResourceBufferDecls.cpp - ConstantBuffer<T> declarations -----------===//

#include "Frontend/ResourceBufferDecls.h"

#include "Frontend/RawTokens.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

using namespace llvm;

namespace dxild {

namespace {

using Token = RawToken;

/// What a declaration declares: one view, or an array of views with sizes
/// or of one unbounded dimension.
enum class Shape { One, Array, Unbounded };

/// The prelude macro for \p Template with or without a register clause;
/// each fits in the template name's length (see prelude_buffers.hlsl).
StringRef macroFor(StringRef Template, Shape S, bool WithAnnotation,
                   bool AnnotationMacro) {
  if (AnnotationMacro)
    return Template == "ConstantBuffer" ? "__dxild_cbufm" : "__dxild_tbufm";
  bool CBuffer = Template == "ConstantBuffer";
  if (S == Shape::Array)
    return CBuffer ? (WithAnnotation ? "__dxild_cbufar" : "__dxild_cbufa")
                   : (WithAnnotation ? "__dxild_tbfar" : "__dxild_tbfa");
  if (S == Shape::Unbounded)
    return CBuffer ? (WithAnnotation ? "__dxild_cbufur" : "__dxild_cbufu")
                   : (WithAnnotation ? "__dxild_tbfur" : "__dxild_tbfu");
  if (CBuffer)
    return WithAnnotation ? "__dxild_cbufr" : "__dxild_cbuf";
  return WithAnnotation ? "__dxild_tbufr" : "__dxild_tbuf";
}

/// Where a declaration may start at file scope: the first token, or after
/// `;`, `}`, an attribute's `]` or a preprocessor line, after any macros
/// written in front of the type.
bool startsDeclaration(const std::vector<Token> &Toks, size_t I) {
  // Identifiers in front of the type that are not HLSL's own words are
  // macros the declaration is decorated with, empty when compiling for
  // DXIL (donut's `VK_PUSH_CONSTANT ConstantBuffer<T> g_Const : ...`, NVIDIA
  // RTXDI; also with arguments, `VK_BINDING(0, 1)`): they stay in front of
  // the rewritten declaration. A storage class or qualifier still makes it
  // a form dxild refuses. At most a few, of a few tokens each (a long run
  // is no declaration, and rescanning one for each of its tokens would be
  // quadratic).
  auto IsMacroName = [&](size_t J) {
    return Toks[J].Kind == clang::tok::raw_identifier && !Toks[J].InDirective &&
           !StringSwitch<bool>(Toks[J].Ident)
                .Cases("static", "const", "uniform", "extern", "volatile",
                       "shared", "groupshared", "precise", true)
                .Cases("globallycoherent", "inline", "typedef", "export",
                       "row_major", "column_major", "snorm", "unorm", true)
                .Cases("return", "case", "else", "do", "goto", true)
                .Default(false);
  };
  for (unsigned Skipped = 0; Skipped < 4 && I > 0; ++Skipped) {
    size_t J = I - 1;
    if (Toks[J].Kind == clang::tok::r_paren && !Toks[J].InDirective) {
      // `NAME(args)`: back to the matching `(`, within 32 tokens.
      int Depth = 0;
      size_t Stop = J > 32 ? J - 32 : 0;
      for (; J > Stop; --J) {
        if (Toks[J].InDirective)
          return false;
        if (Toks[J].Kind == clang::tok::r_paren)
          ++Depth;
        else if (Toks[J].Kind == clang::tok::l_paren && --Depth == 0)
          break;
      }
      if (Depth != 0 || J == 0)
        break;
      --J;
    }
    if (!IsMacroName(J))
      break;
    I = J;
  }
  if (I == 0)
    return true;
  const Token &P = Toks[I - 1];
  return P.InDirective || P.Kind == clang::tok::semi ||
         P.Kind == clang::tok::r_brace || P.Kind == clang::tok::r_square;
}

/// Tries to rewrite the declaration whose template name is token \p I.
/// Returns the index of its last token, or \p I when it was left alone. A
/// `;` of length 0 (the end of a `#define` body) is not written: its offset
/// goes to \p Closes, where the caller inserts the `)`.
size_t rewriteAt(const std::vector<Token> &Toks, size_t I, std::string &Text,
                 std::vector<CompatEdit> &Edits, std::vector<size_t> &Closes) {
  auto Is = [&](size_t J, clang::tok::TokenKind K) {
    return J < Toks.size() && Toks[J].Kind == K && !Toks[J].InDirective;
  };
  if (!Is(I + 1, clang::tok::less))
    return I;
  // The template argument, up to the matching `>` (possibly the second half
  // of `>>`). A top-level comma would split the macro's argument.
  int Depth = 1;
  int Parens = 0;
  size_t J = I + 2;
  size_t CloseChar = 0; // offset of the `>` closing the argument list
  for (; J < Toks.size() && !Toks[J].InDirective; ++J) {
    const Token &T = Toks[J];
    if (T.Kind == clang::tok::l_paren)
      ++Parens;
    else if (T.Kind == clang::tok::r_paren)
      --Parens;
    else if (T.Kind == clang::tok::less)
      ++Depth;
    else if (T.Kind == clang::tok::comma && Parens == 0)
      return I;
    else if (T.isOneOf(clang::tok::semi, clang::tok::l_brace,
                       clang::tok::r_brace))
      return I;
    else if (T.Kind == clang::tok::greater) {
      if (--Depth == 0) {
        CloseChar = T.Offset;
        break;
      }
    } else if (T.Kind == clang::tok::greatergreater) {
      Depth -= 2;
      if (Depth == 0) {
        CloseChar = T.Offset + 1;
        break;
      }
      if (Depth < 0)
        return I;
    }
  }
  if (CloseChar == 0 || J == I + 2) // unterminated or empty argument
    return I;
  size_t Name = J + 1;
  if (Name >= Toks.size() || Toks[Name].Kind != clang::tok::raw_identifier ||
      Toks[Name].InDirective)
    return I;
  // In a `#define` body the name may be pasted together (`ConstantBuffer<T>
  // name##_cb : register(b##slot)`); its last token is NameEnd.
  size_t NameEnd = Name;
  while (Is(NameEnd + 1, clang::tok::hashhash) &&
         (Is(NameEnd + 2, clang::tok::raw_identifier) ||
          Is(NameEnd + 2, clang::tok::numeric_constant)))
    NameEnd += 2;
  size_t Semi = 0;
  size_t Colon = 0;
  size_t AnnotationMacro = 0;
  // A ConstantBuffer<T> array: the first `[` and the last `]` of its
  // dimensions (`[4]`, `[]`, `[2][3]`).
  size_t LSquare = 0, RSquare = 0;
  size_t AfterName = NameEnd + 1;
  unsigned Dims = 0;
  bool Unbounded = false;
  if (Is(NameEnd + 1, clang::tok::l_square)) {
    size_t K = NameEnd + 1;
    while (Is(K, clang::tok::l_square)) {
      int Sq = 0;
      size_t Close = 0;
      for (size_t L = K; L < Toks.size() && !Toks[L].InDirective; ++L) {
        if (Toks[L].Kind == clang::tok::l_square)
          ++Sq;
        else if (Toks[L].Kind == clang::tok::r_square && --Sq == 0) {
          Close = L;
          break;
        } else if (Toks[L].isOneOf(clang::tok::semi, clang::tok::l_brace,
                                   clang::tok::r_brace, clang::tok::comma))
          break;
      }
      if (!Close)
        break;
      Unbounded |= Close == K + 1;
      ++Dims;
      RSquare = Close;
      K = Close + 1;
    }
    // Only the one dimension may be unbounded (`[]`); other forms keep the
    // placeholder below.
    if (RSquare && (Dims == 1 || !Unbounded) &&
        (Is(RSquare + 1, clang::tok::semi) ||
         Is(RSquare + 1, clang::tok::colon))) {
      LSquare = NameEnd + 1;
      AfterName = RSquare + 1;
    } else {
      RSquare = 0;
    }
  }
  if (Is(AfterName, clang::tok::semi)) {
    Semi = AfterName;
  } else if (Is(AfterName, clang::tok::colon)) {
    // `: register(...)` (possibly several annotations) up to the `;`.
    Colon = AfterName;
    int P = 0;
    for (size_t K = Colon + 1; K < Toks.size() && !Toks[K].InDirective; ++K) {
      const Token &T = Toks[K];
      if (T.Kind == clang::tok::l_paren)
        ++P;
      else if (T.Kind == clang::tok::r_paren)
        --P;
      else if (T.Kind == clang::tok::semi && P == 0) {
        Semi = K;
        break;
      } else if (P == 0 && T.isOneOf(clang::tok::comma, clang::tok::equal,
                                     clang::tok::l_brace, clang::tok::r_brace,
                                     clang::tok::l_square))
        return I;
    }
    if (Semi == 0 || Semi == Colon + 1)
      return I;
  } else if (!LSquare && Is(AfterName, clang::tok::raw_identifier) &&
             Is(AfterName + 1, clang::tok::semi) &&
             Toks[AfterName].Offset >
                 Toks[NameEnd].Offset + Toks[NameEnd].Length) {
    // The annotation spelled by a macro (NVIDIA RTXGI's
    // `ConstantBuffer<DDGIRootConstants> DDGI CONSTS_REG_DECL;`, the macro
    // `: register(b0, space1)`): passed on to the cbuffer as written.
    AnnotationMacro = AfterName;
    Semi = AfterName + 1;
  } else if (Is(NameEnd + 1, clang::tok::l_square)) {
    // An array of several dimensions, one of them unbounded: DXC 1.9 fails
    // validation on it. The prelude's same-length resource placeholder
    // (`__dxild_cbarr<T>`) keeps the declaration valid, so that
    // ResourceBufferCheck reports it with its own code at the name.
    const Token &Tmpl = Toks[I];
    StringRef Placeholder =
        Tmpl.Ident == "ConstantBuffer" ? "__dxild_cbarr" : "__dxild_tbarr";
    for (size_t K = 0; K < Tmpl.Length; ++K)
      Text[Tmpl.Offset + K] = K < Placeholder.size() ? Placeholder[K] : ' ';
    Edits.push_back(
        {CompatEdit::ResourceBufferDecl, Tmpl.Offset, Tmpl.Length, 0});
    return I + 1;
  } else {
    return I; // an initializer, several declarators, ...
  }
  const Token &Tmpl = Toks[I];
  Shape S = Shape::One;
  if (LSquare)
    S = LSquare + 1 == RSquare ? Shape::Unbounded : Shape::Array;
  StringRef Macro = macroFor(Tmpl.Ident, S, Colon != 0, AnnotationMacro != 0);
  // `ConstantBuffer<` -> `__dxild_cbufr (`: the macro name, blanks, `(`
  // where the `<` was (whitespace between a macro's name and its `(` is
  // allowed).
  size_t Lt = Toks[I + 1].Offset;
  for (size_t K = Tmpl.Offset; K < Lt; ++K)
    Text[K] = K - Tmpl.Offset < Macro.size() ? Macro[K - Tmpl.Offset] : ' ';
  Text[Lt] = '(';
  Text[CloseChar] = ',';
  if (LSquare) {
    // `Name[D]` -> `Name,D `: the size is the macro's third argument
    // (empty when unbounded); `Name[2][3]` -> `Name,2][3 `, which the
    // macro's `N[D]` makes `N[2][3]` again.
    Text[Toks[LSquare].Offset] = ',';
    Text[Toks[RSquare].Offset] = ' ';
  }
  if (Colon)
    Text[Toks[Colon].Offset] = ',';
  if (AnnotationMacro)
    Text[Toks[NameEnd].Offset + Toks[NameEnd].Length] = ',';
  if (Toks[Semi].Length == 0)
    Closes.push_back(Toks[Semi].Offset);
  else
    Text[Toks[Semi].Offset] = ')';
  size_t End = Toks[Semi].Offset + 1;
  Edits.push_back(
      {CompatEdit::ResourceBufferDecl, Tmpl.Offset, End - Tmpl.Offset, 0});
  return Semi;
}

/// A `#define` whose body declares one (WickedEngine's `#define
/// CONSTANTBUFFER(name, type, slot) ConstantBuffer< type > name :
/// register(PASTE(b, slot))`, used as `CONSTANTBUFFER(g_xFrame, FrameCB,
/// 0);`; NVIDIA OMM's `#define OMM_CONSTANTS_END(name, reg) }; ConstantBuffer<
/// name> g_ ## name : register(b ## reg);`): each declaration in the body
/// is rewritten as a file-scope one would be, the body's end standing for
/// the `;` the invocation supplies after the last. \p I is the `#`; returns
/// the directive's last token.
size_t rewriteDefineAt(const std::vector<Token> &Toks, size_t I,
                       std::string &Text, std::vector<CompatEdit> &Edits,
                       std::vector<size_t> &Closes) {
  std::optional<RawDefine> Define = parseDefine(Toks, I);
  if (!Define)
    return directiveEnd(Toks, I) - 1;
  size_t B = Define->BodyBegin, End = Define->End;
  auto IsBufferTemplate = [](const Token &T) {
    return T.Ident == "ConstantBuffer" || T.Ident == "TextureBuffer";
  };
  if (B >= End ||
      std::none_of(Toks.begin() + B, Toks.begin() + End, IsBufferTemplate))
    return End - 1;
  std::vector<Token> Body(Toks.begin() + B, Toks.begin() + End);
  for (Token &T : Body)
    T.InDirective = false;
  if (Body.back().Kind != clang::tok::semi) {
    const Token &Last = Body.back();
    Body.push_back(
        {clang::tok::semi, Last.Offset + Last.Length, 0, {}, false, false});
  }
  // Braces need not balance within a body (OMM's closes a struct another
  // macro opened); parentheses must, so that a macro call's arguments are
  // not taken for declarations.
  int Parens = 0;
  for (size_t K = 0; K < Body.size(); ++K) {
    if (Body[K].Kind == clang::tok::l_paren)
      ++Parens;
    else if (Body[K].Kind == clang::tok::r_paren)
      --Parens;
    else if (Parens == 0 && IsBufferTemplate(Body[K]) &&
             startsDeclaration(Body, K))
      K = rewriteAt(Body, K, Text, Edits, Closes);
  }
  return End - 1;
}

} // namespace

std::vector<size_t> rewriteResourceBufferDecls(std::string &Text,
                                               std::vector<CompatEdit> &Edits) {
  std::vector<size_t> Closes;
  StringRef Source(Text);
  if (!Source.contains("ConstantBuffer") && !Source.contains("TextureBuffer"))
    return Closes;
  // Lexed once; the rewrites never change a token's kind or offset except
  // the ones rewritten, which are not looked at again.
  std::string Original = Text;
  std::vector<Token> Toks = lexRawTokens(Original);
  int Braces = 0;
  int Parens = 0;
  for (size_t I = 0; I < Toks.size(); ++I) {
    const Token &T = Toks[I];
    if (T.InDirective) {
      if (T.Kind == clang::tok::hash && T.StartOfLine)
        I = rewriteDefineAt(Toks, I, Text, Edits, Closes);
      continue;
    }
    switch (T.Kind) {
    case clang::tok::l_brace:
      ++Braces;
      continue;
    case clang::tok::r_brace:
      --Braces;
      continue;
    case clang::tok::l_paren:
      ++Parens;
      continue;
    case clang::tok::r_paren:
      --Parens;
      continue;
    default:
      break;
    }
    if (Braces != 0 || Parens != 0 ||
        (T.Ident != "ConstantBuffer" && T.Ident != "TextureBuffer") ||
        !startsDeclaration(Toks, I))
      continue;
    I = rewriteAt(Toks, I, Text, Edits, Closes);
  }
  return Closes;
}

} // namespace dxild
