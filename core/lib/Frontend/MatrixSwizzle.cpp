//===- MatrixSwizzle.cpp - Matrix element swizzles for Clang 22 -----------===//

#include "Frontend/MatrixSwizzle.h"
#include "Frontend/RawTokens.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace dxild {

namespace {

namespace tk = clang::tok;

struct Element {
  unsigned Row, Col;
};

/// `_m01_m10` (zero-based) or `_12_21` (one-based), 1 to 4 elements, not
/// mixed.
bool parseSwizzle(StringRef Name, SmallVectorImpl<Element> &Out) {
  const bool ZeroBased = Name.starts_with("_m");
  const size_t Step = ZeroBased ? 4 : 3;
  const char Lo = ZeroBased ? '0' : '1', Hi = ZeroBased ? '3' : '4';
  if (Name.empty() || Name.size() % Step != 0 || Name.size() / Step > 4)
    return false;
  for (; !Name.empty(); Name = Name.drop_front(Step)) {
    if (Name[0] != '_' || (ZeroBased && Name[1] != 'm'))
      return false;
    char R = Name[Step - 2], C = Name[Step - 1];
    if (R < Lo || R > Hi || C < Lo || C > Hi)
      return false;
    Out.push_back({unsigned(R - Lo), unsigned(C - Lo)});
  }
  return true;
}

bool isAssignOp(tk::TokenKind K) {
  switch (K) {
  case tk::equal:
  case tk::plusequal:
  case tk::minusequal:
  case tk::starequal:
  case tk::slashequal:
  case tk::percentequal:
  case tk::lesslessequal:
  case tk::greatergreaterequal:
  case tk::ampequal:
  case tk::pipeequal:
  case tk::caretequal:
    return true;
  default:
    return false;
  }
}

/// The binary operator of a compound assignment.
StringRef compoundOp(tk::TokenKind K) {
  switch (K) {
  case tk::plusequal:
    return "+";
  case tk::minusequal:
    return "-";
  case tk::starequal:
    return "*";
  case tk::slashequal:
    return "/";
  case tk::percentequal:
    return "%";
  case tk::lesslessequal:
    return "<<";
  case tk::greatergreaterequal:
    return ">>";
  case tk::ampequal:
    return "&";
  case tk::pipeequal:
    return "|";
  case tk::caretequal:
    return "^";
  default:
    return "";
  }
}

/// Keywords after which `( ... )` is a parenthesized expression, not a
/// call's arguments.
bool isExprKeyword(StringRef Ident) {
  return StringSwitch<bool>(Ident)
      .Cases({"return", "case", "else", "do", "sizeof"}, true)
      .Default(false);
}

/// C's precedence of a binary operator token (higher binds tighter), 0
/// for other tokens. Assignment, `?:` and `,` are not operands' operators.
int binaryPrecedence(tk::TokenKind K) {
  switch (K) {
  case tk::star:
  case tk::slash:
  case tk::percent:
    return 13;
  case tk::plus:
  case tk::minus:
    return 12;
  case tk::lessless:
  case tk::greatergreater:
    return 11;
  case tk::less:
  case tk::greater:
  case tk::lessequal:
  case tk::greaterequal:
    return 10;
  case tk::equalequal:
  case tk::exclaimequal:
    return 9;
  case tk::amp:
    return 8;
  case tk::caret:
    return 7;
  case tk::pipe:
    return 6;
  case tk::ampamp:
    return 5;
  case tk::pipepipe:
    return 4;
  default:
    return 0;
  }
}

/// The prelude helper (`__dxild_mop_<name>`, prelude_matrix.hlsl) of a
/// binary operator Clang 22 refuses on matrices.
const char *matrixOpName(tk::TokenKind K) {
  switch (K) {
  case tk::star: // two matrices of a non-square shape (Magpie's RAVU)
    return "mul";
  case tk::slash:
    return "div";
  case tk::percent:
    return "rem";
  case tk::lessless:
    return "shl";
  case tk::greatergreater:
    return "shr";
  case tk::amp:
    return "and";
  case tk::pipe:
    return "or";
  case tk::caret:
    return "xor";
  case tk::less:
    return "lt";
  case tk::greater:
    return "gt";
  case tk::lessequal:
    return "le";
  case tk::greaterequal:
    return "ge";
  case tk::equalequal:
    return "eq";
  case tk::exclaimequal:
    return "ne";
  default: // not && ||: see prelude_matrix.hlsl
    return nullptr;
  }
}

/// matrixOpName of a compound assignment's operator (`M &= 3`).
const char *compoundMatrixOpName(tk::TokenKind K) {
  switch (K) {
  case tk::starequal:
    return "mul";
  case tk::slashequal:
    return "div";
  case tk::percentequal:
    return "rem";
  case tk::lesslessequal:
    return "shl";
  case tk::greatergreaterequal:
    return "shr";
  case tk::ampequal:
    return "and";
  case tk::pipeequal:
    return "or";
  case tk::caretequal:
    return "xor";
  default:
    return nullptr;
  }
}

bool hasRepeat(ArrayRef<Element> Elems) {
  for (size_t A = 0; A < Elems.size(); ++A)
    for (size_t B = A + 1; B < Elems.size(); ++B)
      if (Elems[A].Row == Elems[B].Row && Elems[A].Col == Elems[B].Col)
        return true;
  return false;
}

struct Site {
  enum KindTy {
    Single,
    Read,
    Write,
    Refused,
    Negate,
    FloatIndex,
    IntCondition,
    MatrixBinary,
    MatrixCompound,
    Conditional,
    InoutCall,
    ConstObject,
    StructConversion,
    Replace
  } Kind;
  /// Replace: the text written instead of the tokens; StructConversion: the
  /// type converted to.
  std::string Text;
  /// InoutCall: the row swizzles passed as arguments (`f(M[0].rgb, ...)`).
  struct RowArg {
    size_t Base, Dot, Name;
    SmallVector<Element, 4> Elems;
  };
  std::vector<RowArg> Args;
  /// Refused: the prelude's unavailable function that reports why.
  const char *Refusal = nullptr;
  SmallVector<Element, 4> Elems;
  size_t BaseBegin; ///< first token of the base expression (Negate: of the
                    ///< operand; FloatIndex: of the subscript)
  size_t Dot;       ///< the `.` token (Conditional: the `:`)
  size_t Name;      ///< the member name token
  size_t Op = 0;    ///< Write: the assignment operator token
  size_t RhsEnd = 0;
  bool SimpleBase = false;
  /// The elements are a matrix row's (`M[i].xz`): one index each.
  bool RowElements = false;
  /// The replaced tokens [First, Last).
  size_t First, Last;
  size_t BeginOff, EndOff;
};

class Rewriter {
public:
  Rewriter(StringRef Src, MatrixSwizzleResult &R)
      : Src(Src), R(R), Toks(lexRawTokens(Src)) {}

  void run(const StringSet<> &Declared, const TypedRewrites &Typed) {
    findSites(Declared);
    findNegations(Typed.MatrixNegations);
    findFloatSubscripts(Typed.FloatSubscripts);
    findSwitchConditions(Typed.SwitchConditions);
    findMatrixBinaries(Typed.MatrixBinaries);
    findMatrixCompounds(Typed.MatrixBinaries);
    findConditionals(Typed.Conditionals);
    findMatrixConditions(Typed.MatrixConditions);
    findRowSwizzleWrites(Typed.RowSwizzleWrites);
    findConstObjects(Typed.ConstCallObjects, /*Subscript=*/false);
    findConstObjects(Typed.ConstSubscriptObjects, /*Subscript=*/true);
    for (size_t Off : Typed.ConstMethodNames)
      if (std::optional<size_t> Name = tokenAt(Off, tk::raw_identifier);
          Name && *Name > 0 && Toks[*Name - 1].Kind == tk::period)
        if (std::optional<size_t> Base = findBase(*Name - 1);
            Base && *Base < *Name - 1)
          addConstObject(*Base, *Name - 1);
    for (const TypedRewrites::StructConversion &C : Typed.StructConversions)
      addStructConversion(C);
    for (const TypedRewrites::OperandConversion &C : Typed.OperandConversions)
      addOperandConversion(C);
    for (const TypedRewrites::Replacement &P : Typed.Replacements)
      addReplacement(P);
    if (Sites.empty())
      return;
    std::sort(Sites.begin(), Sites.end(), [](const Site &A, const Site &B) {
      return A.BeginOff != B.BeginOff ? A.BeginOff < B.BeginOff
                                      : A.EndOff > B.EndOff;
    });
    R.Text.clear();
    renderExact(0, Src.size());
  }

private:
  StringRef Src;
  MatrixSwizzleResult &R;
  std::vector<RawToken> Toks;
  std::vector<Site> Sites;
  /// The sites being rendered, outermost first.
  SmallVector<const Site *, 4> Rendering;

  size_t endOf(size_t I) const { return Toks[I].Offset + Toks[I].Length; }
  StringRef text(size_t I) const {
    return Src.substr(Toks[I].Offset, Toks[I].Length);
  }

  /// The `(`/`[` matching the closer at \p I.
  std::optional<size_t> matchOpen(size_t I) const {
    tk::TokenKind Close = Toks[I].Kind;
    tk::TokenKind Open = Close == tk::r_paren ? tk::l_paren : tk::l_square;
    int Depth = 0;
    for (size_t J = I + 1; J-- > 0;) {
      if (Toks[J].InDirective != Toks[I].InDirective)
        return std::nullopt;
      if (Toks[J].Kind == Close)
        ++Depth;
      else if (Toks[J].Kind == Open && --Depth == 0)
        return J;
    }
    return std::nullopt;
  }

  /// First token of the postfix expression that ends before the `.` at
  /// \p Dot (`a.b[i].m`, `f(x)`, `(x * y)`).
  std::optional<size_t> findBase(size_t Dot) const {
    const bool Dir = Toks[Dot].InDirective;
    for (size_t I = Dot; I > 0;) {
      size_t J = I - 1;
      const RawToken &T = Toks[J];
      if (T.InDirective != Dir)
        return std::nullopt;
      if (T.Kind == tk::r_square) {
        std::optional<size_t> O = matchOpen(J);
        if (!O)
          return std::nullopt;
        I = *O;
        continue;
      }
      if (T.Kind == tk::r_paren) {
        std::optional<size_t> O = matchOpen(J);
        if (!O)
          return std::nullopt;
        size_t P = *O;
        bool Call = P > 0 && Toks[P - 1].InDirective == Dir &&
                    ((Toks[P - 1].Kind == tk::raw_identifier &&
                      !isExprKeyword(Toks[P - 1].Ident)) ||
                     Toks[P - 1].isOneOf(tk::r_square, tk::r_paren));
        if (!Call)
          return P;
        I = P;
        continue;
      }
      if (T.Kind == tk::raw_identifier && !isExprKeyword(T.Ident)) {
        if (J > 0 && Toks[J - 1].isOneOf(tk::period, tk::coloncolon) &&
            Toks[J - 1].InDirective == Dir) {
          I = J - 1;
          continue;
        }
        return J;
      }
      return std::nullopt;
    }
    return std::nullopt;
  }

  /// One past the last token of the assignment's right-hand side that
  /// starts after \p Op.
  std::optional<size_t> findRhsEnd(size_t Op) const {
    const bool Dir = Toks[Op].InDirective;
    int Depth = 0, Conditionals = 0;
    size_t K = Op + 1;
    for (; K < Toks.size(); ++K) {
      const RawToken &T = Toks[K];
      if (T.InDirective != Dir || (Dir && T.StartOfLine))
        break;
      if (T.isOneOf(tk::l_paren, tk::l_square, tk::l_brace)) {
        ++Depth;
      } else if (T.isOneOf(tk::r_paren, tk::r_square, tk::r_brace)) {
        if (Depth-- == 0)
          break;
      } else if (Depth == 0) {
        if (T.isOneOf(tk::semi, tk::comma))
          break;
        if (T.Kind == tk::question)
          ++Conditionals;
        if (T.Kind == tk::colon && Conditionals-- == 0)
          break;
      }
    }
    if (K == Op + 1 || (K < Toks.size() && Toks[K].InDirective != Dir))
      return std::nullopt;
    return K;
  }

  /// A base that can be written several times: no calls, no side effects.
  bool isSimple(size_t Begin, size_t End) const {
    for (size_t I = Begin; I < End; ++I) {
      const RawToken &T = Toks[I];
      if (T.isOneOf(tk::plusplus, tk::minusminus) || isAssignOp(T.Kind))
        return false;
      if (T.Kind == tk::l_paren && I > Begin &&
          (Toks[I - 1].Kind == tk::raw_identifier ||
           Toks[I - 1].isOneOf(tk::r_square, tk::r_paren)))
        return false;
    }
    return true;
  }

  /// A swizzle DXC refuses too becomes a call of a prelude function marked
  /// unavailable, whose message Clang reports only if the code is compiled
  /// (not in an inactive `#if` region).
  void refuse(Site &S, const char *Function) {
    S.Kind = Site::Refused;
    S.Refusal = Function;
    S.First = S.Dot;
    S.Last = S.Name + 1;
    S.BeginOff = Toks[S.First].Offset;
    S.EndOff = endOf(S.Last - 1);
    Sites.push_back(S);
  }

  void findSites(const StringSet<> &Declared) {
    SmallVector<Element, 4> Elems;
    for (size_t I = 1; I < Toks.size(); ++I) {
      const RawToken &N = Toks[I];
      Elems.clear();
      if (N.Kind != tk::raw_identifier || Toks[I - 1].Kind != tk::period ||
          Declared.contains(N.Ident) || !parseSwizzle(N.Ident, Elems))
        continue;
      Site S;
      S.Dot = I - 1;
      S.Name = I;
      S.Elems = Elems;
      if (Elems.size() == 1) {
        S.Kind = Site::Single;
        S.BaseBegin = S.Dot;
        S.First = S.Dot;
        S.Last = I + 1;
      } else {
        std::optional<size_t> Base = findBase(S.Dot);
        if (!Base)
          continue;
        S.BaseBegin = *Base;
        S.SimpleBase = isSimple(S.BaseBegin, S.Dot);
        S.First = S.BaseBegin;
        bool Next = I + 1 < Toks.size();
        if ((Next && Toks[I + 1].isOneOf(tk::plusplus, tk::minusminus)) ||
            (S.BaseBegin > 0 &&
             Toks[S.BaseBegin - 1].isOneOf(tk::plusplus, tk::minusminus))) {
          refuse(S, "__dxild_mswz_increment");
          continue;
        }
        if (Next && isAssignOp(Toks[I + 1].Kind)) {
          if (hasRepeat(Elems)) {
            refuse(S, "__dxild_mswz_repeated");
            continue;
          }
          if (!S.SimpleBase) {
            refuse(S, "__dxild_mswz_side_effects");
            continue;
          }
          std::optional<size_t> End = findRhsEnd(I + 1);
          if (!End)
            continue;
          S.Kind = Site::Write;
          S.Op = I + 1;
          S.RhsEnd = *End;
          S.Last = *End;
        } else {
          S.Kind = Site::Read;
          S.Last = I + 1;
        }
      }
      S.BeginOff = Toks[S.First].Offset;
      S.EndOff = endOf(S.Last - 1);
      Sites.push_back(std::move(S));
    }
  }

  /// The `)`/`]` matching the opener at \p I.
  std::optional<size_t> matchClose(size_t I) const {
    tk::TokenKind Open = Toks[I].Kind;
    tk::TokenKind Close = Open == tk::l_paren ? tk::r_paren : tk::r_square;
    int Depth = 0;
    for (size_t J = I; J < Toks.size(); ++J) {
      if (Toks[J].InDirective != Toks[I].InDirective)
        return std::nullopt;
      if (Toks[J].Kind == Open)
        ++Depth;
      else if (Toks[J].Kind == Close && --Depth == 0)
        return J;
    }
    return std::nullopt;
  }

  /// One past the last token of the unary expression (C's cast-expression)
  /// starting at \p I: prefix operators, casts `(T)`, then a primary
  /// (name, literal, parenthesized expression) and its postfix chain
  /// (`.m`, `[i]`, `(args)`, `++`).
  std::optional<size_t> unaryEnd(size_t I) const {
    const bool Dir = I < Toks.size() && Toks[I].InDirective;
    auto At = [&](size_t J) -> const RawToken * {
      return J < Toks.size() && Toks[J].InDirective == Dir ? &Toks[J] : nullptr;
    };
    bool Parenthesized = false;
    while (const RawToken *T = At(I)) {
      if (T->isOneOf(tk::minus, tk::plus, tk::exclaim, tk::tilde, tk::plusplus,
                     tk::minusminus)) {
        ++I;
        continue;
      }
      if (T->Kind != tk::l_paren)
        break;
      std::optional<size_t> Close = matchClose(I);
      if (!Close)
        return std::nullopt;
      I = *Close + 1;
      // `(T)x`: a cast when an operand follows; otherwise `(x)` is the
      // primary.
      const RawToken *N = At(I);
      if (!N ||
          !N->isOneOf(tk::raw_identifier, tk::numeric_constant, tk::l_paren) ||
          (N->Kind == tk::raw_identifier && isExprKeyword(N->Ident))) {
        Parenthesized = true;
        break;
      }
    }
    if (!Parenthesized) {
      const RawToken *T = At(I);
      if (!T || !T->isOneOf(tk::raw_identifier, tk::numeric_constant))
        return std::nullopt;
      ++I;
      while (At(I) && At(I)->Kind == tk::coloncolon && At(I + 1) &&
             At(I + 1)->Kind == tk::raw_identifier)
        I += 2;
    }
    while (const RawToken *T = At(I)) {
      if (T->isOneOf(tk::period, tk::arrow) && At(I + 1) &&
          At(I + 1)->Kind == tk::raw_identifier) {
        I += 2;
      } else if (T->isOneOf(tk::l_square, tk::l_paren)) {
        std::optional<size_t> Close = matchClose(I);
        if (!Close)
          return std::nullopt;
        I = *Close + 1;
      } else if (T->isOneOf(tk::plusplus, tk::minusminus)) {
        ++I;
      } else {
        break;
      }
    }
    return I;
  }

  /// The token starting at \p Offset.
  std::optional<size_t> tokenAt(size_t Offset) const {
    auto It = std::lower_bound(
        Toks.begin(), Toks.end(), Offset,
        [](const RawToken &T, size_t O) { return T.Offset < O; });
    if (It == Toks.end() || It->Offset != Offset)
      return std::nullopt;
    return It - Toks.begin();
  }
  /// ... if it is of kind \p K.
  std::optional<size_t> tokenAt(size_t Offset, tk::TokenKind K) const {
    std::optional<size_t> I = tokenAt(Offset);
    if (!I || Toks[*I].Kind != K)
      return std::nullopt;
    return I;
  }

  /// `-M` at the `-` tokens at \p Offsets (TypedRewrites::MatrixNegations).
  void findNegations(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> Minus = tokenAt(Off, tk::minus);
      if (!Minus)
        continue;
      size_t I = *Minus;
      std::optional<size_t> End = unaryEnd(I + 1);
      if (!End || *End == I + 1)
        continue;
      Site S;
      S.Kind = Site::Negate;
      S.BaseBegin = I + 1;
      S.Dot = S.Name = I;
      S.First = I;
      S.Last = *End;
      S.BeginOff = Toks[S.First].Offset;
      S.EndOff = endOf(S.Last - 1);
      Sites.push_back(std::move(S));
    }
  }

  /// The objects at \p Offsets (TypedRewrites::ConstCallObjects,
  /// ConstSubscriptObjects): from a name (`a`, `ns::a`) or parenthesized
  /// expression, members, subscripts and calls up to the first `.method(`;
  /// for \p Subscript, the postfix expression before the `[` at the
  /// offset.
  void findConstObjects(ArrayRef<size_t> Offsets, bool Subscript) {
    for (size_t Off : Offsets) {
      std::optional<size_t> First = tokenAt(Off);
      if (!First)
        continue;
      if (Subscript) {
        std::optional<size_t> Base;
        if (Toks[*First].Kind != tk::l_square || !(Base = findBase(*First)) ||
            *Base == *First)
          continue;
        addConstObject(*Base, *First);
        continue;
      }
      const bool Dir = Toks[*First].InDirective;
      auto Is = [&](size_t J, tk::TokenKind K) {
        return J < Toks.size() && Toks[J].Kind == K &&
               Toks[J].InDirective == Dir;
      };
      size_t J = *First;
      if (Is(J, tk::l_paren)) {
        std::optional<size_t> Close = matchClose(J);
        if (!Close)
          continue;
        J = *Close + 1;
      } else if (Is(J, tk::raw_identifier) && !isExprKeyword(Toks[J].Ident)) {
        ++J;
        while (Is(J, tk::coloncolon) && Is(J + 1, tk::raw_identifier))
          J += 2;
      } else {
        continue;
      }
      std::optional<size_t> End;
      while (!End) {
        if (Is(J, tk::period) && Is(J + 1, tk::raw_identifier)) {
          if (Is(J + 2, tk::l_paren))
            End = J;
          else
            J += 2;
        } else if (Is(J, tk::l_square) || Is(J, tk::l_paren)) {
          std::optional<size_t> Close = matchClose(J);
          if (!Close)
            break;
          J = *Close + 1;
        } else {
          break;
        }
      }
      if (End)
        addConstObject(*First, *End);
    }
  }

  /// `__dxild_mut(tokens [First, End))`.
  void addConstObject(size_t First, size_t End) {
    Site S;
    S.Kind = Site::ConstObject;
    S.BaseBegin = S.First = First;
    S.Dot = S.Name = End;
    S.Last = End;
    S.BeginOff = Toks[S.First].Offset;
    S.EndOff = endOf(S.Last - 1);
    Sites.push_back(std::move(S));
  }

  /// A site over the bracket at \p Open through its partner, whose inside
  /// is the operand (FloatIndex: `A[F]`; IntCondition: `switch (F)`).
  void addBracketedSite(Site::KindTy Kind, size_t Open) {
    std::optional<size_t> Close = matchClose(Open);
    if (!Close || *Close == Open + 1)
      return;
    Site S;
    S.Kind = Kind;
    S.BaseBegin = Open + 1;
    S.Dot = S.Name = Open;
    S.First = Open;
    S.Last = *Close + 1;
    S.BeginOff = Toks[S.First].Offset;
    S.EndOff = endOf(*Close);
    Sites.push_back(std::move(S));
  }

  /// `A[F]` at the `[` tokens at \p Offsets (TypedRewrites::FloatSubscripts).
  void findFloatSubscripts(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets)
      if (std::optional<size_t> Open = tokenAt(Off, tk::l_square))
        addBracketedSite(Site::FloatIndex, *Open);
  }

  /// `switch (F)` at the `switch` tokens at \p Offsets
  /// (TypedRewrites::SwitchConditions).
  void findSwitchConditions(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> Switch = tokenAt(Off, tk::raw_identifier);
      if (Switch && text(*Switch) == "switch" && *Switch + 1 < Toks.size() &&
          Toks[*Switch + 1].Kind == tk::l_paren)
        addBracketedSite(Site::IntCondition, *Switch + 1);
    }
  }

  /// Whether the token before \p I ends an operand (so that the operator at
  /// \p I is binary or postfix, not prefix).
  bool afterOperand(size_t I) const {
    if (I == 0 || Toks[I - 1].InDirective != Toks[I].InDirective)
      return false;
    const RawToken &P = Toks[I - 1];
    return P.isOneOf(tk::numeric_constant, tk::r_paren, tk::r_square,
                     tk::plusplus, tk::minusminus) ||
           (P.Kind == tk::raw_identifier && !isExprKeyword(P.Ident));
  }

  /// The first token of the operand left of the operator token \p Op:
  /// back over operands, postfix chains, prefix operators and binary
  /// operators that bind at least as tightly as \p Prec (left-assoc).
  size_t operandStart(size_t Op, int Prec) const {
    const bool Dir = Toks[Op].InDirective;
    size_t L = Op;
    while (L > 0 && Toks[L - 1].InDirective == Dir) {
      const RawToken &T = Toks[L - 1];
      if (T.isOneOf(tk::r_paren, tk::r_square)) {
        std::optional<size_t> O = matchOpen(L - 1);
        if (!O)
          break;
        L = *O;
      } else if (T.isOneOf(tk::numeric_constant, tk::period, tk::arrow,
                           tk::coloncolon) ||
                 (T.Kind == tk::raw_identifier && !isExprKeyword(T.Ident))) {
        --L;
      } else if (int P = binaryPrecedence(T.Kind); P && afterOperand(L - 1)) {
        if (P < Prec)
          break;
        --L;
      } else if (T.isOneOf(tk::minus, tk::plus, tk::exclaim, tk::tilde,
                           tk::plusplus, tk::minusminus)) {
        --L;
      } else {
        break;
      }
    }
    return L;
  }

  /// One past the last token of the operand right of the operator token
  /// \p Op: forward over the same, stopping at a binary operator that binds
  /// no more tightly than \p Prec.
  size_t operandEnd(size_t Op, int Prec) const {
    const bool Dir = Toks[Op].InDirective;
    size_t R = Op + 1;
    while (R < Toks.size() && Toks[R].InDirective == Dir) {
      const RawToken &T = Toks[R];
      if (T.isOneOf(tk::l_paren, tk::l_square)) {
        std::optional<size_t> C = matchClose(R);
        if (!C)
          break;
        R = *C + 1;
      } else if (T.isOneOf(tk::numeric_constant, tk::period, tk::arrow,
                           tk::coloncolon) ||
                 (T.Kind == tk::raw_identifier && !isExprKeyword(T.Ident))) {
        ++R;
      } else if (int P = binaryPrecedence(T.Kind); P && afterOperand(R)) {
        if (P <= Prec)
          break;
        ++R;
      } else if (T.isOneOf(tk::minus, tk::plus, tk::exclaim, tk::tilde,
                           tk::plusplus, tk::minusminus)) {
        ++R;
      } else {
        break;
      }
    }
    return R;
  }

  /// A site of kind \p Kind for the operator token \p Op between operands
  /// [L, Op) and (Op, R).
  void addOperatorSite(Site::KindTy Kind, size_t L, size_t Op, size_t R,
                       size_t Second) {
    Site S;
    S.Kind = Kind;
    S.BaseBegin = L;
    S.Op = Op;
    S.Dot = S.Name = Second;
    S.First = L;
    S.Last = R;
    S.BeginOff = Toks[L].Offset;
    S.EndOff = endOf(R - 1);
    Sites.push_back(std::move(S));
  }

  /// `A op B` at the operator tokens at \p Offsets
  /// (TypedRewrites::MatrixBinaries): the operands found by C's precedence.
  void findMatrixBinaries(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> OpTok = tokenAt(Off);
      if (!OpTok)
        continue;
      size_t Op = *OpTok;
      int Prec = binaryPrecedence(Toks[Op].Kind);
      if (!matrixOpName(Toks[Op].Kind) || !afterOperand(Op))
        continue;
      size_t L = operandStart(Op, Prec);
      size_t R = operandEnd(Op, Prec);
      if (L >= Op || R <= Op + 1)
        continue;
      addOperatorSite(Site::MatrixBinary, L, Op, R, Op);
    }
  }

  /// `A op= B` at the compound assignment tokens at \p Offsets
  /// (TypedRewrites::MatrixBinaries): `A = __dxild_mop_<op>(A, B)`, when A
  /// is a name with members and subscripts free of side effects (it is
  /// written twice).
  void findMatrixCompounds(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> OpTok = tokenAt(Off);
      if (!OpTok || !compoundMatrixOpName(Toks[*OpTok].Kind) ||
          !afterOperand(*OpTok))
        continue;
      size_t Op = *OpTok;
      size_t L = operandStart(Op, /*Prec=*/14);
      size_t R = operandEnd(Op, /*Prec=*/0);
      if (L >= Op || Toks[L].Kind != tk::raw_identifier || !isSimple(L, Op) ||
          R <= Op + 1 || R >= Toks.size() ||
          !Toks[R].isOneOf(tk::semi, tk::comma, tk::r_paren, tk::r_square,
                           tk::r_brace))
        continue;
      addOperatorSite(Site::MatrixCompound, L, Op, R, Op);
    }
  }

  /// The `:` that closes the conditional whose `?` is token \p Q, skipping
  /// brackets and nested conditionals.
  std::optional<size_t> matchColon(size_t Q) const {
    unsigned Nested = 0;
    for (size_t I = Q + 1; I < Toks.size(); ++I) {
      const RawToken &T = Toks[I];
      if (T.InDirective != Toks[Q].InDirective)
        return std::nullopt;
      if (T.isOneOf(tk::l_paren, tk::l_square)) {
        std::optional<size_t> C = matchClose(I);
        if (!C)
          return std::nullopt;
        I = *C;
      } else if (T.Kind == tk::question) {
        ++Nested;
      } else if (T.Kind == tk::colon) {
        if (Nested == 0)
          return I;
        --Nested;
      } else if (T.isOneOf(tk::semi, tk::r_paren, tk::r_square, tk::l_brace,
                           tk::r_brace, tk::comma)) {
        return std::nullopt;
      }
    }
    return std::nullopt;
  }

  /// The conditionals at the `?` tokens at \p Offsets
  /// (TypedRewrites::Conditionals).
  void findConditionals(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets)
      if (std::optional<size_t> Q = tokenAt(Off, tk::question))
        addConditional(*Q);
  }

  /// The conditionals whose condition starts at \p Offsets
  /// (TypedRewrites::MatrixConditions): the `?` after the condition.
  void findMatrixConditions(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> First = tokenAt(Off);
      for (size_t I = First ? *First : Toks.size(); I < Toks.size(); ++I) {
        const RawToken &T = Toks[I];
        if (T.InDirective != Toks[*First].InDirective)
          break;
        if (T.isOneOf(tk::l_paren, tk::l_square)) {
          std::optional<size_t> C = matchClose(I);
          if (!C)
            break;
          I = *C;
        } else if (T.Kind == tk::question) {
          addConditional(I);
          break;
        } else if (T.Kind == tk::r_paren) {
          // The end of a parenthesized condition (`(M == 0) ? ...`; the
          // warning is at its first token inside), not of a call's
          // argument list.
          std::optional<size_t> O = matchOpen(I);
          if (!O || (*O > 0 && Toks[*O - 1].Kind == tk::raw_identifier &&
                     !isExprKeyword(Toks[*O - 1].Ident)))
            break;
        } else if (T.isOneOf(tk::semi, tk::comma, tk::colon, tk::r_square,
                             tk::l_brace, tk::r_brace) ||
                   isAssignOp(T.Kind)) {
          break;
        }
      }
    }
  }

  /// `C ? A : B` at the `?` token \p Q: `__dxild_sel(C, A, B)`, the
  /// condition a logical-or expression, the false branch a conditional
  /// expression.
  void addConditional(size_t Q) {
    if (!afterOperand(Q) || any_of(Sites, [&](const Site &S) {
          return S.Kind == Site::Conditional && S.Op == Q;
        }))
      return;
    std::optional<size_t> Colon = matchColon(Q);
    if (!Colon)
      return;
    size_t L = operandStart(Q, /*Prec=*/1);
    size_t R = operandEnd(*Colon, /*Prec=*/0);
    // A conditional in the false branch: through its own `:`.
    while (R < Toks.size() && Toks[R].Kind == tk::question) {
      std::optional<size_t> Inner = matchColon(R);
      if (!Inner)
        break;
      R = operandEnd(*Inner, /*Prec=*/0);
    }
    if (L >= Q || *Colon <= Q + 1 || R <= *Colon + 1 ||
        (R < Toks.size() && Toks[R].Kind == tk::question))
      return;
    addOperatorSite(Site::Conditional, L, Q, R, *Colon);
  }

  /// `M[i].xz = V` at the swizzle names at \p Offsets
  /// (TypedRewrites::RowSwizzleWrites): as the element swizzles' writes,
  /// with the row's elements (`__dxild_mset(M[i][0], M[i][2], V)`); one
  /// element is a subscript (`M[i].y += 1` -> `M[i][1] += 1`).
  void findRowSwizzleWrites(ArrayRef<size_t> Offsets) {
    for (size_t Off : Offsets) {
      std::optional<size_t> Name = tokenAt(Off, tk::raw_identifier);
      if (!Name || *Name == 0 || Toks[*Name - 1].Kind != tk::period)
        continue;
      StringRef Letters = Toks[*Name].Ident;
      if (Letters.empty() || Letters.size() > 4)
        continue;
      const bool Rgba = StringRef("rgba").contains(Letters[0]);
      SmallVector<Element, 4> Elems;
      for (char L : Letters) {
        size_t Col = StringRef(Rgba ? "rgba" : "xyzw").find(L);
        if (Col == StringRef::npos)
          break;
        Elems.push_back({0, unsigned(Col)});
      }
      if (Elems.size() != Letters.size())
        continue;
      Site S;
      S.Dot = *Name - 1;
      S.Name = *Name;
      S.Elems = Elems;
      S.RowElements = true;
      if (Elems.size() == 1) {
        S.Kind = Site::Single;
        S.BaseBegin = S.Dot;
        S.First = S.Dot;
        S.Last = *Name + 1;
      } else {
        std::optional<size_t> Base = findBase(S.Dot);
        if (Base && *Name + 1 < Toks.size() && !hasRepeat(Elems) &&
            Toks[*Name + 1].isOneOf(tk::comma, tk::r_paren)) {
          addInoutArgument({*Base, S.Dot, *Name, Elems});
          continue;
        }
        if (!Base || *Name + 1 >= Toks.size() ||
            !isAssignOp(Toks[*Name + 1].Kind) || hasRepeat(Elems))
          continue;
        S.BaseBegin = *Base;
        S.SimpleBase = isSimple(S.BaseBegin, S.Dot);
        std::optional<size_t> End = findRhsEnd(*Name + 1);
        if (!S.SimpleBase || !End)
          continue;
        S.Kind = Site::Write;
        S.First = S.BaseBegin;
        S.Op = *Name + 1;
        S.RhsEnd = *End;
        S.Last = *End;
      }
      S.BeginOff = Toks[S.First].Offset;
      S.EndOff = endOf(S.Last - 1);
      Sites.push_back(std::move(S));
    }
  }

  /// A row swizzle passed as an `out`/`inout` argument (`swap(ep[0].rgb,
  /// ep[1].rgb);`, DirectXTex's BC7 encoder) of a call that is a whole
  /// statement: the statement becomes a block that copies the elements in
  /// to temporaries, calls with the temporaries and writes them back
  /// element by element in argument order, HLSL's copy-in/copy-out:
  /// `{ __typeof__(__dxild_mvec(E...)) __dxild_ioN = __dxild_mvec(E...);
  /// ...; f(..., __dxild_ioN, ...); __dxild_mset(E..., __dxild_ioN); }`.
  /// The rows are written twice, so they must be free of side effects.
  void addInoutArgument(Site::RowArg Arg) {
    if (!isSimple(Arg.Base, Arg.Dot))
      return;
    // The call's `(`: the innermost unmatched one left of the argument.
    size_t Open = 0;
    bool Found = false;
    for (size_t J = Arg.Base; J > 0 && !Found;) {
      --J;
      const RawToken &T = Toks[J];
      if (T.InDirective != Toks[Arg.Base].InDirective)
        return;
      if (T.isOneOf(tk::r_paren, tk::r_square)) {
        std::optional<size_t> O = matchOpen(J);
        if (!O)
          return;
        J = *O;
      } else if (T.Kind == tk::l_paren) {
        Open = J;
        Found = true;
      } else if (T.isOneOf(tk::l_square, tk::l_brace, tk::r_brace, tk::semi)) {
        return;
      }
    }
    if (!Found || Open == 0 || Toks[Open - 1].Kind != tk::raw_identifier ||
        isExprKeyword(Toks[Open - 1].Ident))
      return;
    size_t Fn = Open - 1;
    std::optional<size_t> Close = matchClose(Open);
    if (!Close || *Close + 1 >= Toks.size() ||
        Toks[*Close + 1].Kind != tk::semi)
      return;
    // The call is the whole statement.
    if (Fn > 0) {
      const RawToken &P = Toks[Fn - 1];
      if (!P.isOneOf(tk::semi, tk::l_brace, tk::r_brace, tk::r_paren,
                     tk::colon) &&
          P.Ident != "else" && P.Ident != "do")
        return;
    }
    for (Site &S : Sites)
      if (S.Kind == Site::InoutCall && S.First == Fn) {
        S.Args.push_back(std::move(Arg));
        return;
      }
    Site S;
    S.Kind = Site::InoutCall;
    S.BaseBegin = S.Dot = S.Name = S.Op = Fn;
    S.First = Fn;
    S.Last = *Close + 2; // through the `;`
    S.BeginOff = Toks[Fn].Offset;
    S.EndOff = endOf(*Close + 1);
    S.Args.push_back(std::move(Arg));
    Sites.push_back(std::move(S));
  }

  /// `(Type)(expression)` (TypedRewrites::StructConversions): the
  /// expression after the `=` at the offset, after the `=` that follows the
  /// variable name at the offset, the call argument, or starting at the
  /// offset (a return value), up to the `;`, `,` or bracket that ends it.
  void addStructConversion(const TypedRewrites::StructConversion &C) {
    std::optional<size_t> At = tokenAt(C.Offset);
    if (!At)
      return;
    size_t Op = *At;
    auto Is = [&](size_t J, tk::TokenKind K) {
      return J < Toks.size() && Toks[J].Kind == K &&
             Toks[J].InDirective == Toks[*At].InDirective;
    };
    if (C.Argument > 0) {
      // The argument's tokens: after the `(` or the comma before it.
      if (!Is(Op, tk::raw_identifier) || !Is(Op + 1, tk::l_paren))
        return;
      ++Op;
      for (unsigned N = 1; N < C.Argument; ++N) {
        std::optional<size_t> Comma = findRhsEnd(Op);
        if (!Comma || !Is(*Comma, tk::comma))
          return;
        Op = *Comma;
      }
    } else if (Is(Op, tk::raw_identifier) && Is(Op + 1, tk::equal))
      ++Op;
    else if (!Is(Op, tk::equal)) {
      if (Op == 0)
        return;
      --Op; // `return`: the expression starts at the offset
    }
    std::optional<size_t> End = findRhsEnd(Op);
    if (!End)
      return;
    Site S;
    S.Kind = Site::StructConversion;
    S.Text = C.Type;
    S.BaseBegin = S.Dot = S.Name = S.First = Op + 1;
    S.Last = *End;
    S.BeginOff = Toks[S.First].Offset;
    S.EndOff = endOf(S.Last - 1);
    Sites.push_back(std::move(S));
  }

  /// One operand of `A op B`, at the operator token at C.Offset, as
  /// `(Type)(operand)` (TypedRewrites::OperandConversions).
  void addOperandConversion(const TypedRewrites::OperandConversion &C) {
    std::optional<size_t> OpTok = tokenAt(C.Offset);
    if (!OpTok || !afterOperand(*OpTok))
      return;
    size_t Op = *OpTok;
    int Prec = binaryPrecedence(Toks[Op].Kind);
    if (!Prec)
      return;
    size_t L = operandStart(Op, Prec);
    size_t R = operandEnd(Op, Prec);
    if (L >= Op || R <= Op + 1)
      return;
    Site S;
    S.Kind = Site::StructConversion;
    S.Text = C.Type;
    S.BaseBegin = S.Dot = S.Name = S.First = C.Left ? L : Op + 1;
    S.Last = C.Left ? Op : R;
    S.BeginOff = Toks[S.First].Offset;
    S.EndOff = endOf(S.Last - 1);
    Sites.push_back(std::move(S));
  }

  /// Tokens replaced by text (TypedRewrites::Replacements): the range
  /// must start and end at token boundaries.
  void addReplacement(const TypedRewrites::Replacement &P) {
    std::optional<size_t> First = tokenAt(P.Offset);
    if (!First)
      return;
    size_t I = *First, J = I;
    while (J < Toks.size() && endOf(J) < P.Offset + P.Length)
      ++J;
    if (J == Toks.size() || endOf(J) != P.Offset + P.Length)
      return;
    Site S;
    S.Kind = Site::Replace;
    S.Text = P.Text;
    S.BaseBegin = S.Dot = S.Name = I;
    S.First = I;
    S.Last = J + 1;
    S.BeginOff = P.Offset;
    S.EndOff = P.Offset + P.Length;
    Sites.push_back(std::move(S));
  }

  // ---- Output ---------------------------------------------------------

  void copy(size_t From, size_t To) {
    if (From >= To)
      return;
    R.Pieces.push_back({R.Text.size(), From, true});
    R.Text.append(Src.data() + From, To - From);
  }
  void synth(StringRef S, size_t AtOrig) {
    if (S.empty())
      return;
    R.Pieces.push_back({R.Text.size(), AtOrig, false});
    R.Text += S.str();
  }

  /// [From, To) of the input with the sites inside it, into R.Text.
  void renderExact(size_t From, size_t To) {
    size_t Pos = From;
    for (const Site &S : Sites) {
      if (S.BeginOff < Pos || S.EndOff > To || is_contained(Rendering, &S))
        continue;
      copy(Pos, S.BeginOff);
      renderSite(S, /*Flat=*/false, R.Text);
      Pos = S.EndOff;
    }
    copy(Pos, To);
  }

  /// Tokens [First, Last) with the sites inside, on one line, tokens
  /// separated by a space (no comments, no newlines): a repeated base.
  std::string renderFlat(size_t First, size_t Last) {
    std::string Out;
    for (size_t I = First; I < Last;) {
      if (!Out.empty())
        Out += ' ';
      const Site *Inner = nullptr;
      for (const Site &S : Sites)
        if (S.First == I && S.Last <= Last && !is_contained(Rendering, &S)) {
          Inner = &S;
          break;
        }
      if (Inner) {
        renderSite(*Inner, /*Flat=*/true, Out);
        I = Inner->Last;
      } else {
        Out += text(I).str();
        ++I;
      }
    }
    return Out;
  }

  static std::string index(const Site &S, const Element &E) {
    if (S.RowElements)
      return "[" + std::to_string(E.Col) + "]";
    return "[" + std::to_string(E.Row) + "][" + std::to_string(E.Col) + "]";
  }

  /// Writes the replacement of \p S: to \p Out when \p Flat, else to R.Text
  /// with its pieces.
  void renderSite(const Site &S, bool Flat, std::string &Out) {
    // A site whose tokens start with its own (ConstObject wraps its
    // tokens whole) renders them without itself.
    Rendering.push_back(&S);
    auto Done = make_scope_exit([&] { Rendering.pop_back(); });
    std::string Pending;
    // Synthesized text; in exact mode it becomes a piece anchored at the
    // site's start.
    auto Emit = [&](StringRef Text) {
      if (Flat)
        Out += Text.str();
      else
        Pending += Text.str();
    };
    auto Flush = [&] {
      if (!Flat)
        synth(Pending, S.BeginOff);
      Pending.clear();
    };
    // Tokens [First, Last) as written (exact) or flattened.
    auto Tokens = [&](size_t First, size_t Last) {
      if (First >= Last)
        return;
      if (Flat) {
        Out += renderFlat(First, Last);
        return;
      }
      Flush();
      renderExact(Toks[First].Offset, endOf(Last - 1));
    };
    // The newlines of input text the replacement drops, so that lines stay.
    auto Newlines = [&](size_t From, size_t To) {
      if (!Flat)
        Pending.append(std::count(Src.begin() + From, Src.begin() + To, '\n'),
                       '\n');
    };
    std::string Base = S.Kind == Site::Single || !S.SimpleBase
                           ? std::string()
                           : renderFlat(S.BaseBegin, S.Dot);
    auto Elements = [&](bool FirstFromTokens) {
      for (size_t E = 0; E < S.Elems.size(); ++E) {
        if (E > 0)
          Emit(", ");
        if (E == 0 && FirstFromTokens)
          Tokens(S.BaseBegin, S.Dot);
        else
          Emit(Base);
        Emit(index(S, S.Elems[E]));
      }
    };
    switch (S.Kind) {
    case Site::Refused:
      Emit("[" + std::string(S.Refusal) + "()][0]");
      Newlines(Toks[S.Dot].Offset, endOf(S.Name));
      break;
    case Site::Negate:
      Emit("(-1*");
      Tokens(S.BaseBegin, S.Last);
      Emit(")");
      break;
    case Site::ConstObject:
      Emit("__dxild_mut(");
      Tokens(S.BaseBegin, S.Last);
      Emit(")");
      break;
    case Site::StructConversion:
      Emit("(" + S.Text + ")(");
      Tokens(S.BaseBegin, S.Last);
      Emit(")");
      break;
    case Site::MatrixBinary:
      Emit(std::string("__dxild_mop_") + matrixOpName(Toks[S.Op].Kind) + "(");
      Tokens(S.BaseBegin, S.Op);
      Emit(", ");
      Tokens(S.Op + 1, S.Last);
      Emit(")");
      break;
    case Site::MatrixCompound:
      Tokens(S.BaseBegin, S.Op);
      Emit(std::string(" = __dxild_mop_") +
           compoundMatrixOpName(Toks[S.Op].Kind) + "(" +
           renderFlat(S.BaseBegin, S.Op) + ", ");
      Newlines(endOf(S.Op - 1), Toks[S.Op + 1].Offset);
      Tokens(S.Op + 1, S.Last);
      Emit(")");
      break;
    case Site::InoutCall: {
      std::vector<const Site::RowArg *> Args;
      for (const Site::RowArg &A : S.Args)
        Args.push_back(&A);
      llvm::sort(Args, [](const Site::RowArg *A, const Site::RowArg *B) {
        return A->Base < B->Base;
      });
      auto ElementList = [&](const Site::RowArg &A) {
        std::string Row = renderFlat(A.Base, A.Dot), List;
        for (const Element &E : A.Elems)
          List += (List.empty() ? "" : ", ") + Row + "[" +
                  std::to_string(E.Col) + "]";
        return List;
      };
      auto Temp = [](const Site::RowArg &A) {
        return "__dxild_io" + std::to_string(A.Name);
      };
      std::string Text = "{ ";
      for (const Site::RowArg *A : Args)
        Text += "__typeof__(__dxild_mvec(" + ElementList(*A) + ")) " +
                Temp(*A) + " = __dxild_mvec(" + ElementList(*A) + "); ";
      size_t I = S.First;
      for (const Site::RowArg *A : Args) {
        Text += renderFlat(I, A->Base) + " " + Temp(*A) + " ";
        I = A->Name + 1;
      }
      Text += renderFlat(I, S.Last - 1) + "; ";
      for (const Site::RowArg *A : Args)
        Text += "__dxild_mset(" + ElementList(*A) + ", " + Temp(*A) + "); ";
      Text += "}";
      Emit(Text);
      Newlines(S.BeginOff, S.EndOff);
      break;
    }
    case Site::Conditional:
      Emit("__dxild_sel(");
      Tokens(S.BaseBegin, S.Op);
      Emit(", ");
      Newlines(endOf(S.Op - 1), Toks[S.Op + 1].Offset);
      Tokens(S.Op + 1, S.Dot);
      Emit(", ");
      Newlines(endOf(S.Dot - 1), Toks[S.Dot + 1].Offset);
      Tokens(S.Dot + 1, S.Last);
      Emit(")");
      break;
    case Site::Replace:
      Emit(S.Text);
      Newlines(S.BeginOff, S.EndOff);
      break;
    case Site::FloatIndex:
      Emit("[(uint)(");
      Tokens(S.BaseBegin, S.Last - 1);
      Emit(")]");
      break;
    case Site::IntCondition:
      Emit("((int)(");
      Tokens(S.BaseBegin, S.Last - 1);
      Emit("))");
      break;
    case Site::Single:
      Emit(index(S, S.Elems[0]));
      Newlines(Toks[S.Dot].Offset, endOf(S.Name));
      break;
    case Site::Read:
      if (S.SimpleBase) {
        Emit("__dxild_mvec(");
        Elements(/*FirstFromTokens=*/true);
      } else {
        Emit("__dxild_mswz<");
        for (size_t E = 0; E < S.Elems.size(); ++E)
          Emit((E ? ", " : "") + std::to_string(S.Elems[E].Row) + ", " +
               std::to_string(S.Elems[E].Col));
        Emit(">(");
        Tokens(S.BaseBegin, S.Dot);
      }
      Emit(")");
      Newlines(endOf(S.Dot - 1), endOf(S.Name));
      break;
    case Site::Write: {
      Emit("__dxild_mset(");
      Elements(/*FirstFromTokens=*/true);
      Emit(", ");
      StringRef Op = compoundOp(Toks[S.Op].Kind);
      if (!Op.empty()) {
        Emit("__dxild_mvec(");
        Elements(/*FirstFromTokens=*/false);
        Emit(") " + Op.str() + " (");
      }
      Newlines(endOf(S.Dot - 1), Toks[S.Op + 1].Offset);
      Tokens(S.Op + 1, S.RhsEnd);
      Emit(Op.empty() ? ")" : "))");
      break;
    }
    }
    Flush();
  }
};

} // namespace

void collectSwizzleNamesInUse(StringRef Source, StringSet<> &Names) {
  std::vector<RawToken> Toks = lexRawTokens(Source);
  SmallVector<Element, 4> Elems;
  for (size_t I = 0; I < Toks.size(); ++I) {
    Elems.clear();
    if (Toks[I].Kind == tk::raw_identifier &&
        (I == 0 || !Toks[I - 1].isOneOf(tk::period, tk::arrow)) &&
        parseSwizzle(Toks[I].Ident, Elems))
      Names.insert(Toks[I].Ident);
  }
}

MatrixSwizzleResult rewriteMatrixSwizzles(StringRef Source,
                                          const StringSet<> &NamesInUse,
                                          const TypedRewrites &Typed) {
  MatrixSwizzleResult R;
  R.Text = Source.str();
  Rewriter(Source, R).run(NamesInUse, Typed);
  return R;
}

void lineColumn(StringRef Text, size_t Offset, unsigned &Line,
                unsigned &Column) {
  Offset = std::min(Offset, Text.size());
  StringRef Before = Text.take_front(Offset);
  Line = 1 + Before.count('\n');
  size_t LineStart = Before.rfind('\n');
  Column = 1 + (LineStart == StringRef::npos ? Offset : Offset - LineStart - 1);
}

unsigned mapColumn(const MatrixSwizzleResult &R, StringRef Original,
                   unsigned Line, unsigned Column) {
  if (!R.changed() || Line == 0 || Column == 0)
    return Column;
  // The rewritten offset of (Line, Column).
  StringRef Text = R.Text;
  size_t Offset = 0;
  for (unsigned L = 1; L < Line; ++L) {
    size_t NL = Text.find('\n', Offset);
    if (NL == StringRef::npos)
      return Column;
    Offset = NL + 1;
  }
  Offset += Column - 1;
  auto It = std::upper_bound(R.Pieces.begin(), R.Pieces.end(), Offset,
                             [](size_t O, const MatrixSwizzleResult::Piece &P) {
                               return O < P.RewrittenOffset;
                             });
  if (It == R.Pieces.begin())
    return Column;
  --It;
  size_t Orig = It->OriginalOffset;
  if (It->Copy)
    Orig += Offset - It->RewrittenOffset;
  unsigned OrigLine, OrigColumn;
  lineColumn(Original, Orig, OrigLine, OrigColumn);
  // A place inside text dxild wrote on another line than the user's
  // construct started (after a dropped newline) keeps its column.
  return OrigLine == Line ? OrigColumn : Column;
}

} // namespace dxild
