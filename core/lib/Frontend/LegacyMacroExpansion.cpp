//===- LegacyMacroExpansion.cpp - fxc's expansion of ## operands ----------===//

#include "Frontend/LegacyMacroExpansion.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"

#include <string>
#include <vector>

using namespace llvm;

namespace dxild {

namespace tok = clang::tok;

unsigned expandPasteOperands(CompatFile &F) {
  const std::string Text = F.Rewritten.Text;
  if (Text.find("##") == std::string::npos)
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(Text);
  struct Edit {
    size_t Offset, Length;
    std::string Text;
  };
  std::vector<Edit> Edits;
  auto Spelling = [&](size_t I) {
    return Text.substr(Toks[I].Offset, Toks[I].Length);
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    std::optional<RawDefine> Define = parseDefine(Toks, I);
    if (!Define || !Define->FunctionLike)
      continue;
    size_t B = Define->BodyBegin, End = Define->End;
    StringSet<> Params;
    for (size_t P = Define->ParamsBegin; P < Define->ParamsEnd; ++P)
      if (Toks[P].Kind == tok::raw_identifier)
        Params.insert(Toks[P].Ident);
      else if (Toks[P].Kind == tok::ellipsis)
        Params.insert("__VA_ARGS__");
    for (size_t K = B + 1; K + 1 < End; ++K) {
      if (Toks[K].Kind != tok::hashhash)
        continue;
      // The chain `a ## b ## c`: one token per operand.
      std::vector<size_t> Ops = {K - 1};
      size_t J = K;
      while (J + 1 < End && Toks[J].Kind == tok::hashhash) {
        Ops.push_back(J + 1);
        J += 2;
      }
      K = Ops.back();
      bool HasParam = any_of(
          Ops, [&](size_t Op) { return Params.contains(Toks[Op].Ident); });
      bool Plain =
          none_of(Ops,
                  [&](size_t Op) {
                    return Toks[Op].isOneOf(tok::comma, tok::hash,
                                            tok::hashhash);
                  }) &&
          !(Ops.front() > B && Toks[Ops.front() - 1].Kind == tok::hash);
      if (!HasParam || !Plain)
        continue;
      std::string Cat = Spelling(Ops[0]);
      for (size_t N = 1; N < Ops.size(); ++N)
        Cat = "__dxild_cat(" + Cat + ", " + Spelling(Ops[N]) + ")";
      size_t Begin = Toks[Ops.front()].Offset;
      size_t Stop = Toks[Ops.back()].Offset + Toks[Ops.back()].Length;
      Edits.push_back({Begin, Stop - Begin, std::move(Cat)});
    }
    I = End - 1;
  }
  for (auto It = Edits.rbegin(); It != Edits.rend(); ++It)
    replaceText(F, It->Offset, It->Length, It->Text);
  return Edits.size();
}

} // namespace dxild
