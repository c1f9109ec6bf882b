//===- EnumBases.cpp - Enum underlying types written as typedefs ----------===//

#include "Frontend/EnumBases.h"

#include "Frontend/RawTokens.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/StringSwitch.h"

#include <vector>

using namespace llvm;

namespace dxild {

namespace {

/// The builtin spelling of a prelude integer typedef, else empty.
StringRef builtinSpelling(StringRef Typedef) {
  return StringSwitch<StringRef>(Typedef)
      .Cases({"uint", "dword", "uint32_t"}, "unsigned int")
      .Case("int32_t", "int")
      .Case("uint16_t", "unsigned short")
      .Case("int16_t", "short")
      .Case("uint64_t", "unsigned long")
      .Case("int64_t", "long")
      .Default("");
}

} // namespace

unsigned spellEnumBases(CompatFile &F) {
  if (!StringRef(F.Rewritten.Text).contains("enum"))
    return 0;
  std::vector<RawToken> Toks = lexRawTokens(F.Rewritten.Text);
  // (offset, length, spelling), applied last first.
  std::vector<std::tuple<size_t, size_t, StringRef>> Edits;
  for (size_t I = 0; I < Toks.size(); ++I) {
    if (Toks[I].Ident != "enum" || Toks[I].InDirective)
      continue;
    size_t J = I + 1;
    if (J < Toks.size() &&
        (Toks[J].Ident == "class" || Toks[J].Ident == "struct"))
      ++J;
    if (J < Toks.size() && Toks[J].Kind == clang::tok::raw_identifier)
      ++J; // the name (an anonymous enum has none)
    if (J + 2 >= Toks.size() || Toks[J].Kind != clang::tok::colon ||
        Toks[J + 1].Kind != clang::tok::raw_identifier ||
        !Toks[J + 2].isOneOf(clang::tok::l_brace, clang::tok::semi) ||
        Toks[J + 1].InDirective)
      continue;
    StringRef Builtin = builtinSpelling(Toks[J + 1].Ident);
    if (!Builtin.empty())
      Edits.emplace_back(Toks[J + 1].Offset, Toks[J + 1].Length, Builtin);
  }
  for (auto It = Edits.rbegin(); It != Edits.rend(); ++It)
    replaceText(F, std::get<0>(*It), std::get<1>(*It), std::get<2>(*It));
  return Edits.size();
}

} // namespace dxild
