//===- RequestEdits.cpp - Edits of the request's files between phases -----===//

#include "Frontend/RequestEdits.h"

#include "dxild/core/Prelude.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <tuple>

using namespace llvm;

namespace dxild {

namespace {

bool isIdentChar(char C) { return isAlnum(C) || C == '_'; }

} // namespace

size_t findIdentifier(StringRef Text, StringRef Name, size_t From) {
  for (size_t At = Text.find(Name, From); At != StringRef::npos;
       At = Text.find(Name, At + 1)) {
    bool Before = At > 0 && isIdentChar(Text[At - 1]);
    bool After =
        At + Name.size() < Text.size() && isIdentChar(Text[At + Name.size()]);
    if (!Before && !After)
      return At;
  }
  return StringRef::npos;
}

namespace {

/// Whether \p Name occurs as an identifier in \p Text.
bool mentions(StringRef Text, StringRef Name) {
  return findIdentifier(Text, Name) != StringRef::npos;
}

} // namespace

std::optional<std::string> freshAlias(const CompatFiles &Files, size_t Length,
                                      AliasCounter &Counter) {
  auto Unused = [&](StringRef A) {
    if (mentions(preludeSource(), A))
      return false;
    for (const auto &[Path, F] : Files)
      if (mentions(F.Rewritten.Text, A) || mentions(F.Original, A))
        return false;
    return true;
  };
  if (Length == 0 || Length > 256)
    return std::nullopt;
  if (Length < 3) {
    // One or two characters (`cb`): a letter, then a digit or a letter,
    // rarer ones first; the counter indexes the list, so that a batch's
    // aliases differ.
    static constexpr StringLiteral Letters =
        "QZXJKVWYqzxjkvwyABCDEFGHILMNOPRSTUabcdefghilmnoprstu";
    static constexpr StringLiteral Digits = "0123456789";
    std::vector<std::string> Names;
    for (char L : Letters) {
      if (Length == 1) {
        Names.push_back(std::string(1, L));
        continue;
      }
      for (char T : Digits)
        Names.push_back(std::string{L, T});
      for (char T : Letters)
        Names.push_back(std::string{L, T});
    }
    for (unsigned &I = Counter.Short; I < Names.size(); ++I)
      if (Unused(Names[I]))
        return Names[I++];
    return std::nullopt;
  }
  for (unsigned &I = Counter.Long; I < 100000; ++I) {
    std::string A = "_D" + std::to_string(I);
    if (A.size() > Length)
      return std::nullopt;
    A.append(Length - A.size(), '_');
    if (Unused(A)) {
      ++I;
      return A;
    }
  }
  return std::nullopt;
}

std::optional<size_t> semicolonAfter(StringRef Text, size_t At) {
  while (At < Text.size() && (Text[At] == ' ' || Text[At] == '\t'))
    ++At;
  if (At >= Text.size() || Text[At] != ';')
    return std::nullopt;
  return At + 1;
}

void insertText(CompatFile &F, size_t Offset, StringRef Text) {
  replaceText(F, Offset, 0, Text);
}

void replaceText(CompatFile &F, size_t Offset, size_t Length, StringRef Text) {
  F.Rewritten.Text.replace(Offset, Length, Text.str());
  F.Original.replace(Offset, Length, Text.str());
  for (CompatEdit &E : F.Rewritten.Edits)
    if (E.Offset >= Offset + Length)
      E.Offset = E.Offset - Length + Text.size();
}

unsigned applyTextEdits(CompatFiles &Files, std::vector<TextEdit> Edits) {
  std::stable_sort(
      Edits.begin(), Edits.end(), [](const TextEdit &A, const TextEdit &B) {
        return std::tie(A.File, A.Offset) > std::tie(B.File, B.Offset);
      });
  for (const TextEdit &E : Edits)
    replaceText(Files[E.File], E.Offset, E.Length, E.Text);
  return Edits.size();
}

} // namespace dxild
