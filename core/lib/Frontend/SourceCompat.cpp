//===- SourceCompat.cpp - HLSL spellings Clang 22 does not parse ----------===//

#include "Frontend/SourceCompat.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace dxild {

namespace {

bool isIdentStart(char C) { return isAlpha(C) || C == '_'; }
bool isIdentChar(char C) { return isAlnum(C) || C == '_'; }

/// Index of the next character that is not white space or a comment.
size_t skipSpace(StringRef Text, size_t I) {
  while (I < Text.size()) {
    if (isSpace(Text[I])) {
      ++I;
    } else if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == StringRef::npos)
        return Text.size();
    } else if (Text.substr(I).starts_with("/*")) {
      I = Text.find("*/", I + 2);
      if (I == StringRef::npos)
        return Text.size();
      I += 2;
    } else {
      break;
    }
  }
  return I;
}

} // namespace

std::optional<std::string> rewriteForClang(StringRef Text) {
  // Cheap check first: nearly every file has neither word.
  if (!Text.contains("matrix") && !Text.contains("vector"))
    return std::nullopt;
  std::string Out;
  bool Changed = false;
  bool LineStart = true; // Only white space so far on this line.
  size_t Copied = 0;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (C == '\n') {
      LineStart = true;
      ++I;
      continue;
    }
    if (C == ' ' || C == '\t' || C == '\r') {
      ++I;
      continue;
    }
    if (C == '#' && LineStart) {
      // A directive, with its continuation lines.
      while (I < Text.size() && Text[I] != '\n')
        I += (Text[I] == '\\' && I + 1 < Text.size()) ? 2 : 1;
      continue;
    }
    LineStart = false;
    if (Text.substr(I).starts_with("//")) {
      I = Text.find('\n', I);
      if (I == StringRef::npos)
        break;
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t End = Text.find("*/", I + 2);
      I = End == StringRef::npos ? Text.size() : End + 2;
      continue;
    }
    if (C == '"' || C == '\'') {
      for (++I; I < Text.size() && Text[I] != C && Text[I] != '\n'; ++I)
        if (Text[I] == '\\')
          ++I;
      ++I;
      continue;
    }
    if (!isIdentStart(C)) {
      ++I;
      continue;
    }
    size_t Start = I;
    while (I < Text.size() && isIdentChar(Text[I]))
      ++I;
    StringRef Word = Text.slice(Start, I);
    if (Word != "matrix" && Word != "vector")
      continue;
    // Not a member (`s.matrix`) and followed by a declarator.
    size_t Prev = Start;
    while (Prev && (Text[Prev - 1] == ' ' || Text[Prev - 1] == '\t'))
      --Prev;
    if (Prev && (Text[Prev - 1] == '.' ||
                 (Prev > 1 && Text.slice(Prev - 2, Prev) == "->")))
      continue;
    size_t Next = skipSpace(Text, I);
    if (Next >= Text.size() || !isIdentStart(Text[Next]))
      continue;
    Out.append(Text.data() + Copied, I - Copied);
    Out += "<>";
    Copied = I;
    Changed = true;
  }
  if (!Changed)
    return std::nullopt;
  Out.append(Text.data() + Copied, Text.size() - Copied);
  return Out;
}

} // namespace dxild
