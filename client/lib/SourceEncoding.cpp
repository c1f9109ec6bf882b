//===- SourceEncoding.cpp - Source files as UTF-8 text --------------------===//

#include "dxild/client/SourceEncoding.h"

#include <cstdint>

namespace dxild::client {

namespace {

void appendUTF8(std::string &Out, uint32_t C) {
  if (C < 0x80) {
    Out += char(C);
  } else if (C < 0x800) {
    Out += char(0xC0 | (C >> 6));
    Out += char(0x80 | (C & 0x3F));
  } else if (C < 0x10000) {
    Out += char(0xE0 | (C >> 12));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  } else {
    Out += char(0xF0 | (C >> 18));
    Out += char(0x80 | ((C >> 12) & 0x3F));
    Out += char(0x80 | ((C >> 6) & 0x3F));
    Out += char(0x80 | (C & 0x3F));
  }
}

/// The length of the valid UTF-8 sequence at \p S[I], or 0 (overlong forms,
/// surrogates and code points above U+10FFFF are not valid).
size_t validSequence(std::string_view S, size_t I) {
  const auto B = [&](size_t K) { return uint8_t(S[I + K]); };
  const uint8_t Lead = B(0);
  if (Lead < 0x80)
    return 1;
  size_t N;
  uint32_t C;
  if (Lead >= 0xC2 && Lead <= 0xDF) {
    N = 2;
    C = Lead & 0x1F;
  } else if (Lead >= 0xE0 && Lead <= 0xEF) {
    N = 3;
    C = Lead & 0x0F;
  } else if (Lead >= 0xF0 && Lead <= 0xF4) {
    N = 4;
    C = Lead & 0x07;
  } else {
    return 0;
  }
  if (I + N > S.size())
    return 0;
  for (size_t K = 1; K < N; ++K) {
    if ((B(K) & 0xC0) != 0x80)
      return 0;
    C = (C << 6) | (B(K) & 0x3F);
  }
  if ((N == 3 && (C < 0x800 || (C >= 0xD800 && C <= 0xDFFF))) ||
      (N == 4 && (C < 0x10000 || C > 0x10FFFF)))
    return 0;
  return N;
}

std::string fromUTF16(std::string_view Bytes, bool BigEndian) {
  std::string Out;
  Out.reserve(Bytes.size());
  const auto Unit = [&](size_t I) -> uint32_t {
    uint8_t A = uint8_t(Bytes[I]), B = uint8_t(Bytes[I + 1]);
    return BigEndian ? (A << 8 | B) : (B << 8 | A);
  };
  for (size_t I = 2; I + 1 < Bytes.size(); I += 2) {
    uint32_t C = Unit(I);
    if (C >= 0xD800 && C <= 0xDBFF && I + 3 < Bytes.size()) {
      uint32_t Low = Unit(I + 2);
      if (Low >= 0xDC00 && Low <= 0xDFFF) {
        C = 0x10000 + ((C - 0xD800) << 10) + (Low - 0xDC00);
        I += 2;
      }
    }
    // A lone surrogate has no UTF-8 form: the replacement character.
    if (C >= 0xD800 && C <= 0xDFFF)
      C = 0xFFFD;
    appendUTF8(Out, C);
  }
  return Out;
}

} // namespace

std::string fixUTF8(std::string_view Bytes) {
  std::string Out;
  Out.reserve(Bytes.size());
  for (size_t I = 0; I < Bytes.size();) {
    if (size_t N = validSequence(Bytes, I)) {
      Out.append(Bytes.substr(I, N));
      I += N;
      continue;
    }
    appendUTF8(Out, uint8_t(Bytes[I]));
    ++I;
  }
  return Out;
}

std::string decodeSourceText(std::string_view Bytes) {
  if (Bytes.size() >= 2) {
    const uint8_t A = uint8_t(Bytes[0]), B = uint8_t(Bytes[1]);
    if (A == 0xFF && B == 0xFE)
      return fromUTF16(Bytes, /*BigEndian=*/false);
    if (A == 0xFE && B == 0xFF)
      return fromUTF16(Bytes, /*BigEndian=*/true);
  }
  return fixUTF8(Bytes);
}

} // namespace dxild::client
