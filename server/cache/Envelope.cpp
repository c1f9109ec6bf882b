//===- Envelope.cpp - Framing of a cache entry outside the process --------===//
//
// Layout (integers little-endian):
//   magic[8] "DXCACHE1" | u64 key size | u64 value size |
//   sha256[32] over (magic, sizes, key, value) | key | value
//
//===----------------------------------------------------------------------===//

#include "Envelope.h"

#include <openssl/evp.h>

#include <array>
#include <cstdint>
#include <cstring>

namespace dxild::cache {

namespace {

constexpr char Magic[8] = {'D', 'X', 'C', 'A', 'C', 'H', 'E', '1'};
constexpr size_t DigestSize = 32;
constexpr size_t HeaderSize = sizeof(Magic) + 8 + 8 + DigestSize;

void putU64(std::string &Out, uint64_t V) {
  for (int I = 0; I < 8; ++I)
    Out.push_back(static_cast<char>((V >> (8 * I)) & 0xff));
}

uint64_t getU64(const char *P) {
  uint64_t V = 0;
  for (int I = 0; I < 8; ++I)
    V |= static_cast<uint64_t>(static_cast<unsigned char>(P[I])) << (8 * I);
  return V;
}

std::array<unsigned char, DigestSize>
digest(std::string_view Prefix, std::string_view Key, std::string_view Value) {
  std::array<unsigned char, DigestSize> Out{};
  EVP_MD_CTX *Ctx = EVP_MD_CTX_new();
  EVP_DigestInit_ex(Ctx, EVP_sha256(), nullptr);
  EVP_DigestUpdate(Ctx, Prefix.data(), Prefix.size());
  EVP_DigestUpdate(Ctx, Key.data(), Key.size());
  EVP_DigestUpdate(Ctx, Value.data(), Value.size());
  unsigned Size = 0;
  EVP_DigestFinal_ex(Ctx, Out.data(), &Size);
  EVP_MD_CTX_free(Ctx);
  return Out;
}

} // namespace

std::string sealEntry(std::string_view Key, std::string_view Value) {
  std::string Out;
  Out.reserve(HeaderSize + Key.size() + Value.size());
  Out.append(Magic, sizeof(Magic));
  putU64(Out, Key.size());
  putU64(Out, Value.size());
  auto Sum = digest(Out, Key, Value);
  Out.append(reinterpret_cast<const char *>(Sum.data()), Sum.size());
  Out.append(Key);
  Out.append(Value);
  return Out;
}

std::optional<std::string> openEntry(std::string_view Entry,
                                     std::string_view Key, std::string &Why) {
  if (Entry.size() < HeaderSize) {
    Why = "truncated header (" + std::to_string(Entry.size()) + " bytes)";
    return std::nullopt;
  }
  if (std::memcmp(Entry.data(), Magic, sizeof(Magic)) != 0) {
    Why = "bad magic";
    return std::nullopt;
  }
  uint64_t KeySize = getU64(Entry.data() + 8);
  uint64_t ValueSize = getU64(Entry.data() + 16);
  uint64_t Body = Entry.size() - HeaderSize;
  if (KeySize > Body || ValueSize != Body - KeySize) {
    Why = "size mismatch: header says " + std::to_string(KeySize) + "+" +
          std::to_string(ValueSize) + " bytes, entry has " +
          std::to_string(Body);
    return std::nullopt;
  }
  std::string_view StoredKey = Entry.substr(HeaderSize, KeySize);
  std::string_view Value = Entry.substr(HeaderSize + KeySize);
  if (StoredKey != Key) {
    Why = "entry belongs to another key";
    return std::nullopt;
  }
  auto Sum = digest(Entry.substr(0, 24), StoredKey, Value);
  if (std::memcmp(Sum.data(), Entry.data() + 24, DigestSize) != 0) {
    Why = "checksum mismatch";
    return std::nullopt;
  }
  return std::string(Value);
}

} // namespace dxild::cache
