//===- LegacyForScope.cpp - HLSL 2018's for-statement scope ---------------===//

#include "Frontend/LegacyForScope.h"
#include "Frontend/RawTokens.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"

#include <algorithm>
#include <optional>

using namespace llvm;

namespace dxild {

namespace tk = clang::tok;

bool hasLegacyForScope(StringRef HLSLVersion) {
  return HLSLVersion == "2016" || HLSLVersion == "2017" ||
         HLSLVersion == "2018";
}

namespace {

class ForHoister {
public:
  explicit ForHoister(std::string &Text)
      : Text(Text), Source(Text), Toks(lexRawTokens(Source)) {}

  unsigned run() {
    indexTokens();
    unsigned Hoisted = 0;
    for (size_t I = 0; I < Toks.size(); ++I)
      if (Toks[I].Ident == "for" && !Toks[I].InDirective && hoist(I))
        ++Hoisted;
    return Hoisted;
  }

private:
  /// The text rewritten in place, and the original the tokens refer to.
  std::string &Text;
  const std::string Source;
  std::vector<RawToken> Toks;
  /// The `}` closing the block each token is in (Toks.size() at file
  /// scope), and the partner of each bracket.
  std::vector<size_t> BlockEnd;
  DenseMap<size_t, size_t> Partner;
  /// Token indices of each identifier (not after `.` or `->`), ascending.
  StringMap<std::vector<size_t>> Uses;
  /// Per block (by its closing token): the names hoisted into it and the
  /// text of their type.
  DenseMap<size_t, StringMap<std::string>> HoistedInBlock;

  void indexTokens() {
    BlockEnd.assign(Toks.size(), Toks.size());
    SmallVector<size_t, 16> Open, Braces;
    for (size_t I = 0; I < Toks.size(); ++I) {
      const RawToken &T = Toks[I];
      if (T.InDirective)
        continue;
      if (T.isOneOf(tk::l_paren, tk::l_square, tk::l_brace)) {
        Open.push_back(I);
      } else if (T.isOneOf(tk::r_paren, tk::r_square, tk::r_brace)) {
        if (!Open.empty()) {
          Partner[Open.back()] = I;
          Partner[I] = Open.back();
          Open.pop_back();
        }
      } else if (T.Kind == tk::raw_identifier &&
                 (I == 0 || !Toks[I - 1].isOneOf(tk::period, tk::arrow))) {
        Uses[T.Ident].push_back(I);
      }
    }
    // Block ends, innermost first: a stack of the open braces.
    for (size_t I = 0; I < Toks.size(); ++I) {
      const RawToken &T = Toks[I];
      if (T.InDirective)
        continue;
      if (!Braces.empty())
        BlockEnd[I] = Braces.back();
      if (T.Kind == tk::l_brace) {
        auto It = Partner.find(I);
        Braces.push_back(It == Partner.end() ? Toks.size() : It->second);
      } else if (T.Kind == tk::r_brace && !Braces.empty() &&
                 Braces.back() == I) {
        Braces.pop_back();
      }
    }
  }

  std::optional<size_t> partner(size_t I) const {
    auto It = Partner.find(I);
    if (It == Partner.end())
      return std::nullopt;
    return It->second;
  }

  /// One past the last token of the statement starting at \p I.
  std::optional<size_t> statementEnd(size_t I, unsigned Depth = 0) const {
    if (I >= Toks.size() || Depth > 64)
      return std::nullopt;
    const RawToken &T = Toks[I];
    if (T.Kind == tk::l_brace) {
      std::optional<size_t> Close = partner(I);
      return Close ? std::optional<size_t>(*Close + 1) : std::nullopt;
    }
    if (T.Kind == tk::l_square) { // [unroll] and other attributes
      std::optional<size_t> Close = partner(I);
      return Close ? statementEnd(*Close + 1, Depth + 1) : std::nullopt;
    }
    if (T.Ident == "for" || T.Ident == "while" || T.Ident == "switch" ||
        T.Ident == "if") {
      if (I + 1 >= Toks.size() || Toks[I + 1].Kind != tk::l_paren)
        return std::nullopt;
      std::optional<size_t> Close = partner(I + 1);
      if (!Close)
        return std::nullopt;
      std::optional<size_t> End = statementEnd(*Close + 1, Depth + 1);
      if (End && T.Ident == "if" && *End < Toks.size() &&
          Toks[*End].Ident == "else")
        End = statementEnd(*End + 1, Depth + 1);
      return End;
    }
    if (T.Ident == "do") {
      std::optional<size_t> Body = statementEnd(I + 1, Depth + 1);
      // while ( ... ) ;
      if (!Body || *Body + 1 >= Toks.size() || Toks[*Body].Ident != "while")
        return std::nullopt;
      std::optional<size_t> Close = partner(*Body + 1);
      if (!Close || *Close + 1 >= Toks.size())
        return std::nullopt;
      return *Close + 2;
    }
    // An expression or declaration statement: up to its `;`.
    for (size_t J = I; J < Toks.size(); ++J) {
      if (Toks[J].InDirective)
        continue;
      if (Toks[J].isOneOf(tk::l_paren, tk::l_square, tk::l_brace)) {
        std::optional<size_t> Close = partner(J);
        if (!Close)
          return std::nullopt;
        J = *Close;
      } else if (Toks[J].isOneOf(tk::r_paren, tk::r_square, tk::r_brace)) {
        return std::nullopt;
      } else if (Toks[J].Kind == tk::semi) {
        return J + 1;
      }
    }
    return std::nullopt;
  }

  /// Whether \p Name occurs as an identifier in tokens (From, To).
  bool usedBetween(StringRef Name, size_t From, size_t To) const {
    auto It = Uses.find(Name);
    if (It == Uses.end())
      return false;
    auto U = std::upper_bound(It->second.begin(), It->second.end(), From);
    return U != It->second.end() && *U < To;
  }

  bool isBlank(char C) const { return C == ' ' || C == '\t'; }

  bool hoist(size_t For) {
    // At the start of a statement in a block (after attributes).
    size_t Start = For;
    while (Start > 0 && Toks[Start - 1].Kind == tk::r_square &&
           !Toks[Start - 1].InDirective) {
      std::optional<size_t> Open = partner(Start - 1);
      if (!Open)
        return false;
      Start = *Open;
    }
    if (Start > 0 && !Toks[Start - 1].InDirective &&
        !Toks[Start - 1].isOneOf(tk::semi, tk::l_brace, tk::r_brace))
      return false;
    if (BlockEnd[For] == Toks.size()) // not inside a function body
      return false;
    if (For + 1 >= Toks.size() || Toks[For + 1].Kind != tk::l_paren)
      return false;
    size_t LParen = For + 1;
    std::optional<size_t> RParen = partner(LParen);
    if (!RParen)
      return false;
    // The init: a declaration `[const] TYPE NAME ...;` up to the first `;`
    // at the header's own depth.
    size_t Semi = LParen + 1;
    for (; Semi < *RParen; ++Semi) {
      if (Toks[Semi].isOneOf(tk::l_paren, tk::l_square, tk::l_brace)) {
        std::optional<size_t> Close = partner(Semi);
        if (!Close)
          return false;
        Semi = *Close;
      } else if (Toks[Semi].Kind == tk::semi) {
        break;
      }
    }
    if (Semi >= *RParen)
      return false;
    size_t TypeBegin = LParen + 1;
    size_t TypeEnd = TypeBegin; // the first declarator name
    if (TypeEnd < Semi && Toks[TypeEnd].Ident == "const")
      ++TypeEnd;
    if (TypeEnd >= Semi || Toks[TypeEnd].Kind != tk::raw_identifier)
      return false;
    ++TypeEnd;
    if (TypeEnd < Semi && Toks[TypeEnd].Kind == tk::less) { // vector<float, 2>
      int Depth = 0;
      for (; TypeEnd < Semi; ++TypeEnd) {
        if (Toks[TypeEnd].Kind == tk::less)
          ++Depth;
        else if (Toks[TypeEnd].Kind == tk::greater && --Depth == 0)
          break;
      }
      if (TypeEnd >= Semi)
        return false;
      ++TypeEnd;
    }
    if (TypeEnd >= Semi || Toks[TypeEnd].Kind != tk::raw_identifier)
      return false;
    // Declared names: the first, and each after a `,` at depth 0.
    SmallVector<StringRef, 4> Names;
    Names.push_back(Toks[TypeEnd].Ident);
    for (size_t J = TypeEnd + 1; J < Semi; ++J) {
      if (Toks[J].isOneOf(tk::l_paren, tk::l_square, tk::l_brace)) {
        std::optional<size_t> Close = partner(J);
        if (!Close)
          return false;
        J = *Close;
      } else if (Toks[J].Kind == tk::comma) {
        if (J + 1 >= Semi || Toks[J + 1].Kind != tk::raw_identifier)
          return false;
        Names.push_back(Toks[J + 1].Ident);
      }
    }
    // Only when a name is used after the loop, in the same block.
    std::optional<size_t> End = statementEnd(For);
    if (!End)
      return false;
    size_t Block = BlockEnd[For];
    if (!llvm::any_of(Names, [&](StringRef N) {
          return usedBetween(N, *End - 1, Block);
        }))
      return false;
    // A second hoisted declaration of the same names and type in this
    // block: an assignment to the first (DXC merges them).
    size_t TypeOff = Toks[TypeBegin].Offset;
    size_t NameOff = Toks[TypeEnd].Offset;
    std::string TypeText;
    for (size_t J = TypeBegin; J < TypeEnd; ++J)
      TypeText +=
          Toks[J].Ident.empty()
              ? StringRef(Source).substr(Toks[J].Offset, Toks[J].Length).str()
              : Toks[J].Ident.str();
    StringMap<std::string> &Declared = HoistedInBlock[Block];
    unsigned Known = llvm::count_if(
        Names, [&](StringRef N) { return Declared.contains(N); });
    bool Assign = false;
    if (Known) {
      if (Known != Names.size() || llvm::any_of(Names, [&](StringRef N) {
            return Declared.lookup(N) != TypeText;
          }))
        return false;
      Assign = true;
    }
    // The rewrite: [Start, Semi] -> DECL;[attributes] for (; with one
    // blank dropped. Attributes on an earlier line are blanked instead
    // (loop hints; the declaration must not take them).
    StringRef Src = Source;
    size_t SemiOff = Toks[Semi].Offset;
    size_t From = Toks[Start].Offset;
    if (Src.substr(From, SemiOff - From).contains('\n')) {
      if (Start != For)
        for (size_t J = Start; J < For; ++J)
          for (size_t K = Toks[J].Offset; K < Toks[J].Offset + Toks[J].Length;
               ++K)
            Text[K] = ' ';
      From = Toks[For].Offset;
      if (Src.substr(From, SemiOff - From).contains('\n') ||
          Src.substr(From, SemiOff - From).contains('\r'))
        return false;
    }
    std::string ForText =
        Src.substr(From, Toks[LParen].Offset + 1 - From).str(); // `for (`
    size_t DeclOff = Assign ? NameOff : TypeOff;
    std::string Decl =
        Src.substr(DeclOff, SemiOff - DeclOff).rtrim(" \t").str();
    std::string New = Decl + ";" + ForText + ";";
    size_t Avail = SemiOff + 1 - From;
    if (New.size() > Avail) {
      // Drop a blank next to punctuation: in `for (`, in the declaration,
      // or right after the init's `;`; else take the blank before `for`
      // (indentation: `  for(int i=0;` -> ` int i=0;for(;`).
      auto DropBlank = [](std::string &S) {
        for (size_t K = 0; K < S.size(); ++K)
          if ((S[K] == ' ' || S[K] == '\t') &&
              (K == 0 || !isalnum(static_cast<unsigned char>(S[K - 1])) ||
               K + 1 == S.size() ||
               !isalnum(static_cast<unsigned char>(S[K + 1])))) {
            S.erase(K, 1);
            return true;
          }
        return false;
      };
      if (!DropBlank(ForText) && !DropBlank(Decl)) {
        if (SemiOff + 1 < Src.size() && isBlank(Src[SemiOff + 1])) {
          ++Avail;
        } else if (From > 0 && isBlank(Src[From - 1])) {
          --From;
          ++Avail;
        } else {
          return false;
        }
      }
      New = Decl + ";" + ForText + ";";
      if (New.size() > Avail)
        return false;
    }
    New.append(Avail - New.size(), ' ');
    Text.replace(From, Avail, New);
    if (!Assign)
      for (StringRef N : Names)
        Declared[N] = TypeText;
    return true;
  }
};

} // namespace

unsigned hoistLegacyForDeclarations(std::string &Text) {
  return ForHoister(Text).run();
}

} // namespace dxild
