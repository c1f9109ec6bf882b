//===- ResourceArrayParams.cpp - Resource arrays as parameters ------------===//

#include "Frontend/ResourceArrayParams.h"
#include "Frontend/RawTokens.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSet.h"

#include <functional>
#include <map>
#include <optional>
#include <set>

using namespace llvm;

namespace dxild {

namespace tk = clang::tok;

namespace {

struct File {
  std::string Path;
  StringRef Text;
  std::vector<RawToken> Toks;
  std::vector<int> Depth;  ///< brace depth before each token
  std::vector<int> Parens; ///< parenthesis depth before each token
};

/// Resource object types (and DXC's `sampler`), by name.
bool isResourceType(StringRef Name) {
  for (StringRef P : {"Texture", "RWTexture", "RasterizerOrdered", "Feedback"})
    if (Name.starts_with(P))
      return true;
  for (StringRef N :
       {"Buffer", "RWBuffer", "StructuredBuffer", "RWStructuredBuffer",
        "AppendStructuredBuffer", "ConsumeStructuredBuffer",
        "ByteAddressBuffer", "RWByteAddressBuffer", "SamplerState",
        "SamplerComparisonState", "sampler", "ConstantBuffer"})
    if (Name == N)
      return true;
  return false;
}

/// The matching closer of the opener at \p Open, in the same kind of
/// token stream (directive or not).
std::optional<size_t> closer(const File &F, size_t Open) {
  int D = 0;
  for (size_t I = Open; I < F.Toks.size(); ++I) {
    if (F.Toks[I].InDirective != F.Toks[Open].InDirective)
      continue;
    if (F.Toks[I].isOneOf(tk::l_paren, tk::l_square, tk::l_brace))
      ++D;
    else if (F.Toks[I].isOneOf(tk::r_paren, tk::r_square, tk::r_brace) &&
             --D == 0)
      return I;
  }
  return std::nullopt;
}

/// The token ranges of the comma-separated list between the `(` at \p Open
/// and its `)`.
std::optional<std::vector<std::pair<size_t, size_t>>> splitList(const File &F,
                                                                size_t Open) {
  std::optional<size_t> Close = closer(F, Open);
  if (!Close || F.Toks[*Close].Kind != tk::r_paren)
    return std::nullopt;
  std::vector<std::pair<size_t, size_t>> Out;
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

struct Function;

/// A call of a function with a resource array parameter: the argument's
/// token, and the function the call is in.
struct Call {
  size_t FileIdx, Token;
  const Function *Caller;
};

/// A parameter `TYPE NAME[...]` of a resource type.
struct ArrayParam {
  size_t Type, End; ///< first type token, one past the `]`
  unsigned Position;
  StringRef Name;
  std::vector<Call> Calls;
  StringRef Global; ///< the global array every call passes
  bool Accepted;
};

/// A function definition at file scope.
struct Function {
  StringRef Name;
  size_t FileIdx;
  size_t Begin;               ///< the first token of the definition
  size_t BodyOpen, BodyClose; ///< the body's `{` and `}`
  size_t Arity;               ///< number of parameters
  std::vector<StringRef> ParamNames;
  std::vector<ArrayParam> Arrays;
};

bool isMemberName(const File &F, size_t I) {
  return I > 0 && F.Toks[I - 1].isOneOf(tk::period, tk::arrow, tk::coloncolon);
}

} // namespace

unsigned
findResourceArrayParams(const std::map<std::string, const std::string *> &Texts,
                        std::map<std::string, TypedRewrites> &Out) {
  std::vector<File> Files;
  for (const auto &[Path, Text] : Texts) {
    File F{Path, *Text, lexRawTokens(*Text), {}, {}};
    int D = 0, P = 0;
    for (const RawToken &T : F.Toks) {
      F.Depth.push_back(D);
      F.Parens.push_back(P);
      if (T.InDirective)
        continue;
      if (T.Kind == tk::l_brace)
        ++D;
      else if (T.Kind == tk::r_brace && D > 0)
        --D;
      else if (T.Kind == tk::l_paren)
        ++P;
      else if (T.Kind == tk::r_paren && P > 0)
        --P;
    }
    Files.push_back(std::move(F));
  }
  // Global resource arrays: `TYPE NAME[` at file scope, outside parameter
  // lists, TYPE a resource.
  StringMap<std::pair<size_t, size_t>> GlobalArrays; // (file, offset)
  // The ones that can be declared elsewhere: `TYPE NAME[N] :
  // register(...);` alone, with one token (or none) for the size and an
  // explicit register (moved, an implicit one could take another register),
  // TYPE a resource type without template arguments or with one-token ones.
  // Their first and last (`;`) tokens.
  StringMap<std::pair<size_t, size_t>> Movable;
  for (size_t FI = 0; FI < Files.size(); ++FI) {
    const File &F = Files[FI];
    for (size_t I = 1; I + 1 < F.Toks.size(); ++I) {
      if (F.Depth[I] != 0 || F.Parens[I] != 0 || F.Toks[I].InDirective ||
          F.Toks[I].Kind != tk::raw_identifier ||
          F.Toks[I + 1].Kind != tk::l_square ||
          !(isResourceType(F.Toks[I - 1].Ident) ||
            F.Toks[I - 1].Kind == tk::greater))
        continue;
      if (!GlobalArrays.try_emplace(F.Toks[I].Ident, FI, F.Toks[I].Offset)
               .second)
        continue;
      size_t Begin = I - 1;
      bool Simple = true;
      if (F.Toks[Begin].Kind == tk::greater) {
        while (Begin > 0 && F.Toks[Begin].Kind != tk::less)
          --Begin;
        Simple = Begin > 0;
        if (Simple)
          --Begin;
        for (size_t J = Begin + 2; Simple && J + 1 < I; ++J)
          Simple = F.Toks[J].isOneOf(tk::raw_identifier, tk::numeric_constant,
                                     tk::comma);
      }
      // The declaration starts a statement: at the file's start, after a
      // directive line, `;` or `}`.
      if (!Simple || !isResourceType(F.Toks[Begin].Ident) ||
          (Begin > 0 && !F.Toks[Begin - 1].InDirective &&
           !F.Toks[Begin - 1].isOneOf(tk::semi, tk::r_brace)))
        continue;
      size_t End = I + 2;
      // A literal or a macro's name (`[MAX_SHADOW_MAPS]`, defined before
      // the helpers in practice; if not, Clang says so where it moved).
      if (End < F.Toks.size() &&
          F.Toks[End].isOneOf(tk::numeric_constant, tk::raw_identifier))
        ++End;
      if (End + 3 >= F.Toks.size() || F.Toks[End].Kind != tk::r_square ||
          F.Toks[End + 1].Kind != tk::colon ||
          F.Toks[End + 2].Ident != "register" ||
          F.Toks[End + 3].Kind != tk::l_paren)
        continue;
      std::optional<size_t> Close = closer(F, End + 3);
      if (!Close || *Close + 1 >= F.Toks.size() ||
          F.Toks[*Close + 1].Kind != tk::semi)
        continue;
      bool Literal = true;
      for (size_t J = End + 4; J < *Close; ++J)
        Literal &= F.Toks[J].isOneOf(tk::raw_identifier, tk::comma);
      if (Literal)
        Movable[F.Toks[I].Ident] = {Begin, *Close + 1};
    }
  }
  // Whether global \p G is declared before the function at \p Offset of
  // file \p FI: earlier in the same file, or before the `#include` of that
  // file in the global's file.
  auto DeclaredBefore = [&](StringRef G, size_t FI, size_t Offset) -> bool {
    auto [GF, GO] = GlobalArrays.lookup(G);
    if (GF == FI)
      return GO < Offset;
    StringRef Base = Files[FI].Path;
    Base = Base.substr(Base.find_last_of('/') + 1);
    const File &F = Files[GF];
    for (size_t I = 0; I + 2 < F.Toks.size(); ++I)
      if (F.Toks[I].Kind == tk::hash && F.Toks[I + 1].Ident == "include" &&
          F.Toks[I + 2].Offset > GO &&
          F.Text.substr(F.Toks[I + 2].Offset, F.Toks[I + 2].Length)
              .contains(Base))
        return true;
    return false;
  };

  // Function definitions at file scope: their parameters' names, bodies,
  // and resource array parameters.
  // Declarations by name and number of parameters (overloads of other
  // arities are told apart by their calls' arguments, unless one has
  // default arguments); Unknown: a declaration whose parameters do not
  // split.
  constexpr size_t Unknown = ~size_t(0);
  std::map<std::pair<std::string, size_t>, unsigned> Declarations;
  StringMap<unsigned> DeclaredNames;
  StringSet<> WithDefaults;
  std::vector<Function> Functions;
  for (size_t FI = 0; FI < Files.size(); ++FI) {
    const File &F = Files[FI];
    for (size_t I = 1; I + 1 < F.Toks.size(); ++I) {
      if (F.Depth[I] != 0 || F.Parens[I] != 0 || F.Toks[I].InDirective ||
          F.Toks[I].Kind != tk::raw_identifier ||
          F.Toks[I + 1].Kind != tk::l_paren ||
          !F.Toks[I - 1].isOneOf(tk::raw_identifier, tk::greater))
        continue;
      std::optional<std::vector<std::pair<size_t, size_t>>> Params =
          splitList(F, I + 1);
      ++DeclaredNames[F.Toks[I].Ident];
      ++Declarations[{F.Toks[I].Ident.str(),
                      Params ? Params->size() : Unknown}];
      if (!Params)
        continue;
      for (auto [B, E] : *Params)
        for (size_t J = B; J < E; ++J)
          if (F.Toks[J].Kind == tk::equal)
            WithDefaults.insert(F.Toks[I].Ident);
      // The body: the `{` after the `)` (and a `: SEMANTIC`).
      size_t Body = closer(F, I + 1).value_or(F.Toks.size());
      while (Body < F.Toks.size() && F.Toks[Body].Kind != tk::l_brace &&
             F.Toks[Body].Kind != tk::semi)
        ++Body;
      if (Body >= F.Toks.size() || F.Toks[Body].Kind != tk::l_brace)
        continue;
      std::optional<size_t> BodyEnd = closer(F, Body);
      if (!BodyEnd)
        continue;
      // The definition's first token: back over its return type and
      // specifiers (`inline vector<float, 4> f(`).
      size_t Begin = I;
      while (Begin > 0 && !F.Toks[Begin - 1].InDirective &&
             F.Toks[Begin - 1].isOneOf(tk::raw_identifier, tk::less,
                                       tk::greater, tk::comma,
                                       tk::numeric_constant, tk::coloncolon))
        --Begin;
      Function Fn{F.Toks[I].Ident, FI, Begin, Body, *BodyEnd,
                  Params->size(),  {}, {}};
      for (unsigned P = 0; P < Params->size(); ++P) {
        auto [B, E] = (*Params)[P];
        // [in] TYPE[<...>] NAME [[...]] [: SEMANTIC]
        size_t Name = B;
        while (Name < E &&
               !F.Toks[Name].isOneOf(tk::l_square, tk::colon, tk::equal))
          ++Name;
        if (Name == B)
          continue;
        bool Array = Name < E && F.Toks[Name].Kind == tk::l_square;
        --Name;
        if (F.Toks[Name].Kind != tk::raw_identifier)
          continue;
        Fn.ParamNames.push_back(F.Toks[Name].Ident);
        size_t Type = B;
        if (F.Toks[Type].Ident == "in")
          ++Type;
        if (Array && Type < Name && F.Toks[E - 1].Kind == tk::r_square &&
            isResourceType(F.Toks[Type].Ident))
          Fn.Arrays.push_back({Type, E, P, F.Toks[Name].Ident, {}, {}, true});
      }
      Functions.push_back(std::move(Fn));
    }
  }

  // Each candidate's call arguments, and the function each call is in.
  for (Function &Fn : Functions) {
    const bool ByArity = !WithDefaults.contains(Fn.Name) &&
                         !Declarations.count({Fn.Name.str(), Unknown});
    if (ByArity ? Declarations[{Fn.Name.str(), Fn.Arity}] != 1
                : DeclaredNames.lookup(Fn.Name) != 1)
      for (ArrayParam &A : Fn.Arrays)
        A.Accepted = false;
    for (ArrayParam &A : Fn.Arrays) {
      for (size_t FI = 0; FI < Files.size() && A.Accepted; ++FI) {
        const File &F = Files[FI];
        for (size_t I = 0; I + 1 < F.Toks.size() && A.Accepted; ++I) {
          if (F.Toks[I].Ident != Fn.Name || F.Toks[I + 1].Kind != tk::l_paren ||
              F.Depth[I] == 0 || isMemberName(F, I))
            continue;
          std::optional<std::vector<std::pair<size_t, size_t>>> Args =
              splitList(F, I + 1);
          // A call of another overload (CalcShadows(P, N, L, S, Maps) and
          // CalcShadows(Pixel, Map), AMD Cauldron).
          if (Args && ByArity && Args->size() != Fn.Arity)
            continue;
          if (!Args || Args->size() <= A.Position) {
            A.Accepted = false;
            break;
          }
          auto [B, E] = (*Args)[A.Position];
          if (E != B + 1 || F.Toks[B].Kind != tk::raw_identifier) {
            A.Accepted = false;
            break;
          }
          const Function *Caller = nullptr;
          for (const Function &C : Functions)
            if (C.FileIdx == FI && C.BodyOpen < I && I < C.BodyClose)
              Caller = &C;
          A.Calls.push_back({FI, B, Caller});
        }
      }
    }
  }
  // The argument names a global array G: directly, or through a parameter
  // of the calling function that is itself accepted for G. Rejections
  // propagate until nothing changes. A movable G declared after a function
  // that needs it (`#include "helpers.h"` first, then `Texture2D
  // AllTextures[] : register(t0);`, AMD Cauldron's gbufferps) is moved to
  // the first such function, when they are all in one file.
  StringSet<> MoveTo;
  auto DeclaredOrMovable = [&](StringRef G, const Function &Fn) {
    const File &F = Files[Fn.FileIdx];
    if (DeclaredBefore(G, Fn.FileIdx, F.Toks[Fn.BodyOpen].Offset))
      return true;
    if (!Movable.count(G))
      return false;
    MoveTo.insert(G);
    return true;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Function &Fn : Functions)
      for (ArrayParam &A : Fn.Arrays) {
        if (!A.Accepted || !A.Global.empty())
          continue;
        StringRef Global;
        bool Bad = false, Unknown = false;
        for (const Call &C : A.Calls) {
          StringRef Arg = Files[C.FileIdx].Toks[C.Token].Ident;
          StringRef G;
          if (C.Caller && is_contained(C.Caller->ParamNames, Arg)) {
            const ArrayParam *P = nullptr;
            for (const ArrayParam &Q : C.Caller->Arrays)
              if (Q.Name == Arg)
                P = &Q;
            // A helper nothing calls passes nothing: its call does not
            // count (its argument becomes 0 like the others).
            if (!P || !P->Accepted)
              Bad = true;
            else if (P->Global.empty() && !P->Calls.empty())
              Unknown = true;
            else if (!P->Global.empty())
              G = P->Global;
          } else if (GlobalArrays.count(Arg) && DeclaredOrMovable(Arg, Fn)) {
            G = Arg;
          } else {
            Bad = true;
          }
          if (!G.empty()) {
            Bad |= !Global.empty() && G != Global;
            Global = G;
          }
        }
        if (Bad) {
          A.Accepted = false;
          Changed = true;
        } else if (!Unknown && !Global.empty()) {
          A.Global = Global;
          Changed = true;
        }
      }
  }

  // The parameter loses its name and type (an unused uint), each call
  // passes 0 there, and the body names the global, unless the body
  // declares the name again (an identifier right before it: `float
  // Maps;`). A helper passing its own parameter on (`twice(...,
  // AllTextures)` calling `albedo(..., AllTextures)`) has that token as a
  // call argument: 0 wins.
  struct Rewrite {
    const Function *Fn;
    const ArrayParam *A;
    std::vector<size_t> Uses;
  };
  std::vector<Rewrite> Rewrites;
  std::set<std::pair<size_t, size_t>> ArgTokens; // (file, token)
  for (const Function &Fn : Functions)
    for (const ArrayParam &A : Fn.Arrays) {
      const File &F = Files[Fn.FileIdx];
      if (!A.Accepted || A.Global.empty()) {
        // Not resolved: a helper only other unresolved helpers call, or
        // none (a shared header's bindless fetches in a shader that does
        // not use them). Clang 22 refuses even dead ones; an unbounded
        // parameter gets size 1, so that the helper compiles as with DXC.
        // One that a call gives a global array keeps Clang's error.
        bool GlobalArgument = false;
        for (const Call &C : A.Calls)
          GlobalArgument |=
              GlobalArrays.count(Files[C.FileIdx].Toks[C.Token].Ident) &&
              !(C.Caller && is_contained(C.Caller->ParamNames,
                                         Files[C.FileIdx].Toks[C.Token].Ident));
        if (!GlobalArgument && A.End >= 2 &&
            F.Toks[A.End - 2].Kind == tk::l_square)
          Out[F.Path].Replacements.push_back(
              {F.Toks[A.End - 2].Offset, 2, "[1]"});
        continue;
      }
      Rewrite R{&Fn, &A, {}};
      bool Redeclared = false;
      for (size_t I = Fn.BodyOpen + 1; I < Fn.BodyClose; ++I)
        if (F.Toks[I].Ident == A.Name && !isMemberName(F, I)) {
          Redeclared |= F.Toks[I - 1].Kind == tk::raw_identifier &&
                        F.Toks[I - 1].Ident != "return";
          R.Uses.push_back(I);
        }
      if (Redeclared)
        continue;
      for (const Call &C : A.Calls)
        ArgTokens.insert({C.FileIdx, C.Token});
      Rewrites.push_back(std::move(R));
    }
  for (const Rewrite &R : Rewrites) {
    const File &F = Files[R.Fn->FileIdx];
    TypedRewrites &T = Out[F.Path];
    T.Replacements.push_back(
        {F.Toks[R.A->Type].Offset,
         F.Toks[R.A->End - 1].Offset + 1 - F.Toks[R.A->Type].Offset, "uint"});
    for (size_t I : R.Uses)
      if (!ArgTokens.count({R.Fn->FileIdx, I}))
        T.Replacements.push_back(
            {F.Toks[I].Offset, F.Toks[I].Length, R.A->Global.str()});
  }
  for (auto [FI, Tok] : ArgTokens)
    Out[Files[FI].Path].Replacements.push_back(
        {Files[FI].Toks[Tok].Offset, Files[FI].Toks[Tok].Length, "0"});
  // Moved declarations: written before the first function whose body
  // names them (the ones a helper passes its parameter on to included), and
  // blanked where they were, with their line breaks kept so that every line
  // stays where it was.
  // Each token's place in the translation unit as the includes flatten it
  // (textually: every branch of a conditional, the first include of a
  // file), from the files nothing includes.
  std::vector<std::vector<size_t>> Place(Files.size());
  {
    auto IncludedBy = [&](size_t FI, size_t Hash) {
      std::vector<size_t> Out;
      const File &F = Files[FI];
      if (F.Toks[Hash].Kind != tk::hash || Hash + 2 >= F.Toks.size() ||
          F.Toks[Hash + 1].Ident != "include")
        return Out;
      StringRef Spelled =
          F.Text.substr(F.Toks[Hash + 2].Offset, F.Toks[Hash + 2].Length);
      for (size_t J = 0; J < Files.size(); ++J) {
        StringRef Base = Files[J].Path;
        Base = Base.substr(Base.find_last_of('/') + 1);
        if (J != FI && Spelled.contains(Base))
          Out.push_back(J);
      }
      return Out;
    };
    std::vector<bool> Included(Files.size(), false);
    for (size_t FI = 0; FI < Files.size(); ++FI)
      for (size_t I = 0; I < Files[FI].Toks.size(); ++I)
        for (size_t J : IncludedBy(FI, I))
          Included[J] = true;
    size_t Next = 0;
    std::function<void(size_t)> Visit = [&](size_t FI) {
      if (!Place[FI].empty() || Files[FI].Toks.empty())
        return;
      Place[FI].resize(Files[FI].Toks.size());
      for (size_t I = 0; I < Files[FI].Toks.size(); ++I) {
        Place[FI][I] = Next++;
        for (size_t J : IncludedBy(FI, I))
          Visit(J);
      }
    };
    for (size_t FI = 0; FI < Files.size(); ++FI)
      if (!Included[FI])
        Visit(FI);
  }
  std::map<std::pair<size_t, size_t>, std::string> Inserted; // before token
  for (const auto &Entry : MoveTo) {
    StringRef G = Entry.getKey();
    std::optional<std::pair<size_t, size_t>> At;
    for (const Rewrite &R : Rewrites) {
      const File &F = Files[R.Fn->FileIdx];
      if (R.A->Global != G ||
          DeclaredBefore(G, R.Fn->FileIdx, F.Toks[R.Fn->Begin].Offset))
        continue;
      auto PlaceOf = [&](size_t FI, size_t Tok) {
        return Place[FI].empty() ? ~size_t(0) : Place[FI][Tok];
      };
      if (!At ||
          PlaceOf(R.Fn->FileIdx, R.Fn->Begin) < PlaceOf(At->first, At->second))
        At = {R.Fn->FileIdx, R.Fn->Begin};
    }
    if (!At)
      continue;
    auto [GF, GO] = GlobalArrays.lookup(G);
    const File &From = Files[GF];
    auto [First, Last] = Movable.lookup(G);
    size_t Begin = From.Toks[First].Offset;
    size_t End = From.Toks[Last].Offset + From.Toks[Last].Length;
    std::string Decl, Blank;
    for (char C : From.Text.substr(Begin, End - Begin)) {
      Decl += C == '\n' || C == '\r' ? ' ' : C;
      if (C == '\n')
        Blank += C;
    }
    Out[From.Path].Replacements.push_back({Begin, End - Begin, Blank});
    Inserted[*At] += Decl + " ";
  }
  for (const auto &[At, Decls] : Inserted) {
    const File &To = Files[At.first];
    const RawToken &T = To.Toks[At.second];
    Out[To.Path].Replacements.push_back(
        {T.Offset, T.Length, Decls + To.Text.substr(T.Offset, T.Length).str()});
  }
  return Rewrites.size();
}

} // namespace dxild
