//===- RequestEdits.cpp - Edits of the request's files between phases -----===//

#include "Frontend/RequestEdits.h"

#include "dxild/core/Prelude.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace dxild {

namespace {

bool isIdentChar(char C) { return isAlnum(C) || C == '_'; }

/// Whether \p Name occurs as an identifier in \p Text.
bool mentions(StringRef Text, StringRef Name) {
  for (size_t At = Text.find(Name); At != StringRef::npos;
       At = Text.find(Name, At + 1)) {
    bool Before = At > 0 && isIdentChar(Text[At - 1]);
    bool After =
        At + Name.size() < Text.size() && isIdentChar(Text[At + Name.size()]);
    if (!Before && !After)
      return true;
  }
  return false;
}

} // namespace

std::optional<std::string> freshAlias(const CompatFiles &Files, size_t Length,
                                      unsigned &Counter) {
  for (; Counter < 100000; ++Counter) {
    std::string A = "_D" + std::to_string(Counter);
    if (A.size() > Length)
      return std::nullopt;
    A.append(Length - A.size(), '_');
    bool Used = mentions(preludeSource(), A);
    for (const auto &[Path, F] : Files)
      Used = Used || mentions(F.Rewritten.Text, A) || mentions(F.Original, A);
    if (!Used) {
      ++Counter;
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

} // namespace dxild
