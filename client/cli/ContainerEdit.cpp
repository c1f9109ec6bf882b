//===- ContainerEdit.cpp - DXContainer edits dxilc makes itself -----------===//

#include "ContainerEdit.h"

#include <algorithm>
#include <cstdint>

namespace dxild {
namespace cli {

namespace {

uint32_t readU32(const std::string &B, size_t At) {
  return uint32_t(uint8_t(B[At])) | uint32_t(uint8_t(B[At + 1])) << 8 |
         uint32_t(uint8_t(B[At + 2])) << 16 |
         uint32_t(uint8_t(B[At + 3])) << 24;
}

void appendU32(std::string &Out, uint32_t V) {
  for (int I = 0; I < 4; ++I)
    Out.push_back(char((V >> (8 * I)) & 0xff));
}

void appendU16(std::string &Out, uint16_t V) {
  Out.push_back(char(V & 0xff));
  Out.push_back(char(V >> 8));
}

} // namespace

const ContainerPart *Container::find(const std::string &FourCC) const {
  for (const ContainerPart &P : Parts)
    if (P.FourCC == FourCC)
      return &P;
  return nullptr;
}

void Container::remove(const std::string &FourCC) {
  Parts.erase(std::remove_if(
                  Parts.begin(), Parts.end(),
                  [&](const ContainerPart &P) { return P.FourCC == FourCC; }),
              Parts.end());
}

void Container::insertBefore(ContainerPart Part,
                             const std::vector<std::string> &Before) {
  for (const std::string &Name : Before) {
    for (auto It = Parts.begin(); It != Parts.end(); ++It) {
      if (It->FourCC == Name) {
        Parts.insert(It, std::move(Part));
        return;
      }
    }
  }
  Parts.push_back(std::move(Part));
}

bool parseContainer(const std::string &B, Container &Out, std::string &Error) {
  if (B.size() < 32 || B.compare(0, 4, "DXBC") != 0) {
    Error = "not a DXBC container";
    return false;
  }
  Out = Container();
  Out.Digest = B.substr(4, 16);
  Out.Major = uint8_t(B[20]);
  Out.Minor = uint8_t(B[22]);
  uint32_t Size = readU32(B, 24), Count = readU32(B, 28);
  if (Size != B.size() || 32 + uint64_t(Count) * 4 > B.size()) {
    Error = "container size or part count does not match its bytes";
    return false;
  }
  for (uint32_t I = 0; I < Count; ++I) {
    uint32_t Off = readU32(B, 32 + 4 * I);
    if (uint64_t(Off) + 8 > B.size()) {
      Error = "part offset out of range";
      return false;
    }
    uint32_t Len = readU32(B, Off + 4);
    if (uint64_t(Off) + 8 + Len > B.size()) {
      Error = "part size out of range";
      return false;
    }
    Out.Parts.push_back({B.substr(Off, 4), B.substr(Off + 8, Len)});
  }
  return true;
}

std::string serializeContainer(const Container &C) {
  const uint32_t HeaderSize = 32 + 4 * uint32_t(C.Parts.size());
  uint32_t Total = HeaderSize;
  for (const ContainerPart &P : C.Parts)
    Total += 8 + uint32_t(P.Data.size());
  std::string Out;
  Out.reserve(Total);
  Out.append("DXBC", 4);
  Out += C.Digest;
  appendU16(Out, C.Major);
  appendU16(Out, C.Minor);
  appendU32(Out, Total);
  appendU32(Out, uint32_t(C.Parts.size()));
  uint32_t Offset = HeaderSize;
  for (const ContainerPart &P : C.Parts) {
    appendU32(Out, Offset);
    Offset += 8 + uint32_t(P.Data.size());
  }
  for (const ContainerPart &P : C.Parts) {
    Out += P.FourCC;
    appendU32(Out, uint32_t(P.Data.size()));
    Out += P.Data;
  }
  return Out;
}

std::string debugNamePart(const std::string &Name) {
  std::string Out;
  appendU16(Out, 0);
  appendU16(Out, uint16_t(Name.size()));
  Out += Name;
  // At least one NUL, then up to a multiple of 4.
  Out.append(4 - (Out.size() & 3), '\0');
  return Out;
}

std::string hexString(const std::string &Bytes) {
  static const char Digits[] = "0123456789abcdef";
  std::string Out;
  for (unsigned char C : Bytes) {
    Out.push_back(Digits[C >> 4]);
    Out.push_back(Digits[C & 15]);
  }
  return Out;
}

std::string singlePartContainer(const ContainerPart &Part) {
  Container C;
  C.Parts.push_back(Part);
  return serializeContainer(C);
}

std::string cHeader(const std::string &Listing, const std::string &Code,
                    const std::string &VarName) {
  std::string Out;
  Out.reserve(Listing.size() * 11 / 10 + Code.size() * 6 + 100);
  size_t Len = Listing.size();
  while (Len && Listing[Len - 1] == '\0')
    --Len;
  Out += "#if 0\r\n";
  for (size_t I = 0; I < Len; ++I) {
    if (Listing[I] == '\n')
      Out += '\r';
    Out += Listing[I];
  }
  Out += "\r\n#endif\r\n";
  Out += "\r\nconst unsigned char " + VarName + "[] = {";
  static const char Digits[] = "0123456789abcdef";
  for (size_t I = 0; I < Code.size(); ++I) {
    if (I != 0)
      Out += ',';
    if (I % 12 == 0)
      Out += "\r\n ";
    const unsigned char B = static_cast<unsigned char>(Code[I]);
    Out += " 0x";
    Out += Digits[B >> 4];
    Out += Digits[B & 15];
  }
  Out += "\r\n};\r\n";
  return Out;
}

} // namespace cli
} // namespace dxild
