//===- HeapCasts.cpp - C-style casts of descriptor-heap elements ----------===//

#include "Frontend/HeapCasts.h"
#include "Frontend/RequestEdits.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <cctype>
#include <optional>
#include <utility>

using namespace llvm;

namespace dxild {

namespace {

bool isIdentChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; }

/// The `(` and `)` of a cast whose operand starts at \p At, if the text
/// before \p At is one.
std::optional<std::pair<size_t, size_t>> castBefore(StringRef Text, size_t At) {
  size_t I = At;
  while (I > 0 && isSpace(Text[I - 1]))
    --I;
  if (I == 0 || Text[I - 1] != ')')
    return std::nullopt;
  size_t Close = I - 1;
  size_t Open = Close;
  bool Ident = false;
  while (Open > 0) {
    char C = Text[Open - 1];
    if (C == '(')
      break;
    if (isIdentChar(C))
      Ident = true;
    else if (!isSpace(C) && C != '<' && C != '>' && C != ',' && C != ':')
      return std::nullopt;
    --Open;
  }
  if (Open == 0 || !Ident)
    return std::nullopt;
  --Open; // at '('
  // What precedes `(`: an operator or punctuation, or `return`.
  size_t P = Open;
  while (P > 0 && isSpace(Text[P - 1]))
    --P;
  if (P > 0) {
    char C = Text[P - 1];
    if (C == ')' || C == ']')
      return std::nullopt;
    if (isIdentChar(C)) {
      size_t B = P;
      while (B > 0 && isIdentChar(Text[B - 1]))
        --B;
      if (Text.slice(B, P) != "return")
        return std::nullopt;
    }
  }
  return std::make_pair(Open, Close);
}

} // namespace

unsigned completeHeapCastTargets(CompatFile &F) {
  StringRef Text = F.Rewritten.Text;
  if (Text.find("DescriptorHeap") == StringRef::npos)
    return 0;
  SmallVector<std::pair<size_t, size_t>, 4> Casts;
  for (StringRef Heap : {"ResourceDescriptorHeap", "SamplerDescriptorHeap"})
    for (size_t At = Text.find(Heap); At != StringRef::npos;
         At = Text.find(Heap, At + Heap.size())) {
      if ((At > 0 && isIdentChar(Text[At - 1])) ||
          (At + Heap.size() < Text.size() &&
           isIdentChar(Text[At + Heap.size()])))
        continue;
      if (auto Cast = castBefore(Text, At))
        Casts.push_back(*Cast);
    }
  // Last first, so that earlier offsets stay valid.
  llvm::sort(Casts, [](const auto &A, const auto &B) { return A > B; });
  for (auto [Open, Close] : Casts) {
    insertText(F, Close, " >");
    insertText(F, Open + 1, "__dxild_complete_t<");
  }
  return Casts.size();
}

} // namespace dxild
