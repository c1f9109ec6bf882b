//===- UnboundedArrayParams.cpp - Unbounded resource array parameters -----===//

#include "Frontend/UnboundedArrayParams.h"
#include "Frontend/RawTokens.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>

using namespace llvm;

namespace dxild {

namespace tk = clang::tok;

namespace {

struct File {
  std::string *Text;
  std::string Source; ///< the text the tokens refer to
  std::vector<RawToken> Toks;
  std::vector<int> Depth; ///< brace depth before each token
};

/// A parameter `TYPE NAME[]` of a function definition.
struct ArrayParam {
  size_t FileIdx;
  size_t TypeTok, CloseTok; ///< first type token, the `]`
  unsigned Position;
  std::string Name;
};

/// A call's argument list: the tokens of each argument.
using Args = std::vector<std::pair<size_t, size_t>>;

std::optional<size_t> closeParen(const File &F, size_t Open) {
  int D = 0;
  for (size_t I = Open; I < F.Toks.size(); ++I) {
    if (F.Toks[I].InDirective)
      continue;
    if (F.Toks[I].isOneOf(tk::l_paren, tk::l_square, tk::l_brace))
      ++D;
    else if (F.Toks[I].isOneOf(tk::r_paren, tk::r_square, tk::r_brace) &&
             --D == 0)
      return F.Toks[I].Kind == tk::r_paren ? std::optional<size_t>(I)
                                           : std::nullopt;
  }
  return std::nullopt;
}

/// The arguments between the `(` at \p Open and its `)`.
std::optional<Args> splitArgs(const File &F, size_t Open) {
  std::optional<size_t> Close = closeParen(F, Open);
  if (!Close)
    return std::nullopt;
  Args Out;
  size_t Begin = Open + 1;
  int D = 0;
  for (size_t I = Open + 1; I < *Close; ++I) {
    if (F.Toks[I].isOneOf(tk::l_paren, tk::l_square, tk::l_brace, tk::less))
      ++D;
    else if (F.Toks[I].isOneOf(tk::r_paren, tk::r_square, tk::r_brace,
                               tk::greater))
      --D;
    else if (F.Toks[I].Kind == tk::comma && D == 0) {
      Out.push_back({Begin, I});
      Begin = I + 1;
    }
  }
  if (Begin < *Close)
    Out.push_back({Begin, *Close});
  return Out;
}

} // namespace

unsigned passUnboundedArraysByName(const std::vector<std::string *> &Texts) {
  std::vector<File> Files;
  StringSet<> Identifiers;
  for (std::string *T : Texts) {
    File F{T, *T, {}, {}};
    F.Toks = lexRawTokens(F.Source);
    int D = 0;
    for (const RawToken &Tok : F.Toks) {
      F.Depth.push_back(D);
      if (Tok.InDirective)
        continue;
      if (Tok.Kind == tk::l_brace)
        ++D;
      else if (Tok.Kind == tk::r_brace && D > 0)
        --D;
      if (Tok.Kind == tk::raw_identifier)
        Identifiers.insert(Tok.Ident);
    }
    Files.push_back(std::move(F));
  }
  // Globals declared `NAME[]` at file scope.
  StringSet<> UnboundedGlobals;
  for (const File &F : Files)
    for (size_t I = 0; I + 2 < F.Toks.size(); ++I)
      if (F.Depth[I] == 0 && !F.Toks[I].InDirective &&
          F.Toks[I].Kind == tk::raw_identifier &&
          F.Toks[I + 1].Kind == tk::l_square &&
          F.Toks[I + 2].Kind == tk::r_square && I > 0 &&
          F.Toks[I - 1].Kind == tk::raw_identifier)
        UnboundedGlobals.insert(F.Toks[I].Ident);
  if (UnboundedGlobals.empty())
    return 0;

  // Function declarations at file scope: `TYPE NAME (` ... `)`.
  StringMap<unsigned> Declarations;
  std::vector<std::pair<std::string, ArrayParam>> Candidates;
  for (size_t FI = 0; FI < Files.size(); ++FI) {
    const File &F = Files[FI];
    for (size_t I = 1; I + 1 < F.Toks.size(); ++I) {
      if (F.Depth[I] != 0 || F.Toks[I].InDirective ||
          F.Toks[I].Kind != tk::raw_identifier ||
          F.Toks[I + 1].Kind != tk::l_paren ||
          !F.Toks[I - 1].isOneOf(tk::raw_identifier, tk::greater))
        continue;
      ++Declarations[F.Toks[I].Ident];
      std::optional<Args> Params = splitArgs(F, I + 1);
      if (!Params)
        continue;
      for (unsigned P = 0; P < Params->size(); ++P) {
        auto [B, E] = (*Params)[P];
        // ... TYPE NAME [ ]
        if (E - B < 4 || F.Toks[E - 1].Kind != tk::r_square ||
            F.Toks[E - 2].Kind != tk::l_square ||
            F.Toks[E - 3].Kind != tk::raw_identifier)
          continue;
        StringRef Name = F.Toks[E - 3].Ident;
        if (!UnboundedGlobals.contains(Name))
          continue;
        size_t Type = E - 4;
        if (F.Toks[Type].Kind == tk::greater) { // Buffer<float4> X[]
          while (Type > B && F.Toks[Type].Kind != tk::less)
            --Type;
          if (Type == B)
            continue;
          --Type;
        }
        if (F.Toks[Type].Kind != tk::raw_identifier)
          continue;
        Candidates.push_back(
            {F.Toks[I].Ident.str(), {FI, Type, E - 1, P, Name.str()}});
      }
    }
  }

  unsigned Rewritten = 0;
  for (const auto &[Function, Param] : Candidates) {
    if (Declarations.lookup(Function) != 1)
      continue;
    // Every call passes the global of the parameter's name there.
    std::vector<std::pair<size_t, size_t>> ArgTokens; // (file, token)
    bool AllSame = true;
    for (size_t FI = 0; FI < Files.size() && AllSame; ++FI) {
      const File &F = Files[FI];
      for (size_t I = 0; I + 1 < F.Toks.size() && AllSame; ++I) {
        if (F.Toks[I].Ident != Function || F.Toks[I + 1].Kind != tk::l_paren ||
            F.Depth[I] == 0)
          continue;
        std::optional<Args> A = splitArgs(F, I + 1);
        if (!A || A->size() <= Param.Position) {
          AllSame = false;
          break;
        }
        auto [B, E] = (*A)[Param.Position];
        if (E != B + 1 || F.Toks[B].Ident != Param.Name) {
          AllSame = false;
          break;
        }
        ArgTokens.push_back({FI, B});
      }
    }
    if (!AllSame)
      continue;
    // The parameter: `uint _ame` (a fresh name), padded.
    File &F = Files[Param.FileIdx];
    std::string Renamed = "_" + Param.Name.substr(1);
    while (Identifiers.contains(Renamed))
      Renamed = "_" + Renamed;
    size_t From = F.Toks[Param.TypeTok].Offset;
    size_t To = F.Toks[Param.CloseTok].Offset + 1;
    std::string New = "uint " + Renamed;
    if (New.size() > To - From ||
        StringRef(F.Source).substr(From, To - From).contains('\n'))
      continue;
    New.append(To - From - New.size(), ' ');
    F.Text->replace(From, To - From, New);
    Identifiers.insert(Renamed);
    for (auto [FI, Tok] : ArgTokens) {
      File &AF = Files[FI];
      const RawToken &T = AF.Toks[Tok];
      AF.Text->replace(T.Offset, T.Length,
                       "0" + std::string(T.Length - 1, ' '));
    }
    ++Rewritten;
  }
  return Rewritten;
}

} // namespace dxild
