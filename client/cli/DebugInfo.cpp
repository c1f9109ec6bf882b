//===- DebugInfo.cpp - DXC's debug parts and PDB, as dxilc writes them ----===//

#include "DebugInfo.h"

#include <cstdint>
#include <cstring>

namespace dxild {
namespace cli {

namespace {

constexpr uint32_t BlockSize = 512;

void appendU16(std::string &Out, uint16_t V) {
  Out.push_back(char(V & 0xff));
  Out.push_back(char(V >> 8));
}

void appendU32(std::string &Out, uint32_t V) {
  for (int I = 0; I < 4; ++I)
    Out.push_back(char((V >> (8 * I)) & 0xff));
}

void putU32(std::string &Out, size_t At, uint32_t V) {
  for (int I = 0; I < 4; ++I)
    Out[At + I] = char((V >> (8 * I)) & 0xff);
}

void putU16(std::string &Out, size_t At, uint16_t V) {
  Out[At] = char(V & 0xff);
  Out[At + 1] = char(V >> 8);
}

uint32_t readU32(const std::string &B, size_t At) {
  return uint32_t(uint8_t(B[At])) | uint32_t(uint8_t(B[At + 1])) << 8 |
         uint32_t(uint8_t(B[At + 2])) << 16 |
         uint32_t(uint8_t(B[At + 3])) << 24;
}

void padTo4(std::string &Out, size_t From) {
  while ((Out.size() - From) % 4)
    Out.push_back('\0');
}

uint32_t blocksFor(uint32_t Size) { return (Size + BlockSize - 1) / BlockSize; }

// DxilSourceInfoSectionType.
constexpr uint16_t SectionSourceContents = 0;
constexpr uint16_t SectionSourceNames = 1;
constexpr uint16_t SectionArgs = 2;

/// DxilSourceInfoSection header (8 bytes), patched by endSection.
size_t beginSection(std::string &Out) {
  size_t At = Out.size();
  Out.append(8, '\0');
  return At;
}

void endSection(std::string &Out, size_t At, uint16_t Type) {
  padTo4(Out, At);
  putU32(Out, At, uint32_t(Out.size() - At));
  putU16(Out, At + 6, Type);
}

const char MsfMagic[32] = {'M',  'i',  'c',    'r', 'o', 's',  'o',  'f',
                           't',  ' ',  'C',    '/', 'C', '+',  '+',  ' ',
                           'M',  'S',  'F',    ' ', '7', '.',  '0',  '0',
                           '\r', '\n', '\x1a', 'D', 'S', '\0', '\0', '\0'};

} // namespace

std::string
sourceInfoPart(const std::vector<SourceFile> &Files,
               const std::vector<std::pair<std::string, std::string>> &Args) {
  std::string Out(8, '\0'); // DxilSourceInfo, patched at the end.
  uint16_t Sections = 0;
  {
    // DxilSourceInfo_SourceNames is packed: u32 Flags, u32 Count,
    // u16 EntriesSizeInBytes.
    size_t Section = beginSection(Out);
    size_t Header = Out.size();
    Out.append(10, '\0');
    size_t Entries = Out.size();
    for (const SourceFile &F : Files) {
      size_t Entry = Out.size();
      appendU32(Out, 0); // AlignedSizeInBytes, below.
      appendU32(Out, 0); // Flags.
      appendU32(Out, uint32_t(F.Name.size() + 1));
      appendU32(Out, uint32_t(F.Content.size() + 1));
      Out += F.Name;
      Out.push_back('\0');
      padTo4(Out, Entry);
      putU32(Out, Entry, uint32_t(Out.size() - Entry));
    }
    putU32(Out, Header + 4, uint32_t(Files.size()));
    putU16(Out, Header + 8, uint16_t(Out.size() - Entries));
    endSection(Out, Section, SectionSourceNames);
    ++Sections;
  }
  {
    size_t Section = beginSection(Out);
    std::string Entries;
    for (const SourceFile &F : Files) {
      size_t Entry = Entries.size();
      appendU32(Entries, 0); // AlignedSizeInBytes, below.
      appendU32(Entries, 0); // Flags.
      appendU32(Entries, uint32_t(F.Content.size() + 1));
      Entries += F.Content;
      Entries.push_back('\0');
      padTo4(Entries, Entry);
      putU32(Entries, Entry, uint32_t(Entries.size() - Entry));
    }
    // DxilSourceInfo_SourceContents: AlignedSizeInBytes (DXC leaves it 0),
    // Flags, CompressType (0: none), EntriesSizeInBytes,
    // UncompressedEntriesSizeInBytes, Count.
    appendU32(Out, 0);
    appendU16(Out, 0);
    appendU16(Out, 0);
    appendU32(Out, uint32_t(Entries.size()));
    appendU32(Out, uint32_t(Entries.size()));
    appendU32(Out, uint32_t(Files.size()));
    Out += Entries;
    endSection(Out, Section, SectionSourceContents);
    ++Sections;
  }
  {
    size_t Section = beginSection(Out);
    size_t Header = Out.size();
    Out.append(12, '\0'); // Flags, SizeInBytes, Count.
    size_t Pairs = Out.size();
    for (const auto &[Name, Value] : Args) {
      Out += Name;
      Out.push_back('\0');
      Out += Value;
      Out.push_back('\0');
    }
    putU32(Out, Header + 4, uint32_t(Out.size() - Pairs));
    putU32(Out, Header + 8, uint32_t(Args.size()));
    endSection(Out, Section, SectionArgs);
    ++Sections;
  }
  padTo4(Out, 0);
  putU32(Out, 0, uint32_t(Out.size()));
  putU16(Out, 6, Sections);
  return Out;
}

std::string pdbFile(const std::string &Container, const std::string &Digest) {
  // The PDB info stream: VC70, signature 0, age 1, the GUID, then an empty
  // named-stream map (string buffer size, size, capacity 1, present and
  // deleted bit vectors of zero words) and a zero key/value.
  std::string Info;
  appendU32(Info, 20000404); // PdbStreamVersion::VC70.
  appendU32(Info, 0);
  appendU32(Info, 1);
  std::string Guid = Digest;
  Guid.resize(16, '\0');
  Info += Guid;
  for (uint32_t V : {0u, 0u, 1u, 0u, 0u, 0u, 0u})
    appendU32(Info, V);

  const std::vector<const std::string *> Streams = {
      nullptr, &Info, nullptr, nullptr, nullptr, &Container};
  uint32_t StreamBlocks = 0;
  uint32_t DirectoryBytes = 4 + 4 * uint32_t(Streams.size());
  for (const std::string *S : Streams) {
    uint32_t N = S ? blocksFor(uint32_t(S->size())) : 0;
    StreamBlocks += N;
    DirectoryBytes += 4 * N;
  }
  const uint32_t DirectoryBlocks = blocksFor(DirectoryBytes);
  const uint32_t BlockMapAddr = 3;
  const uint32_t BlockMapBlocks = blocksFor(4 * DirectoryBlocks);
  const uint32_t DirectoryStart = BlockMapAddr + BlockMapBlocks;
  const uint32_t StreamStart = DirectoryStart + DirectoryBlocks;

  std::string Out;
  auto EndBlocks = [&Out]() {
    Out.append((BlockSize - Out.size() % BlockSize) % BlockSize, '\0');
  };
  // Superblock. DXC counts 3 + stream + directory blocks (not the block map
  // block); its reader and LLVM's ignore the count, and it is kept as DXC
  // writes it.
  Out.append(MsfMagic, sizeof(MsfMagic));
  appendU32(Out, BlockSize);
  appendU32(Out, 1); // FreeBlockMapBlock.
  appendU32(Out, 3 + StreamBlocks + DirectoryBlocks);
  appendU32(Out, DirectoryBytes);
  appendU32(Out, 0);
  appendU32(Out, BlockMapAddr);
  EndBlocks();
  Out.append(2 * BlockSize, '\0'); // The two free block maps.
  for (uint32_t I = 0; I < DirectoryBlocks; ++I)
    appendU32(Out, DirectoryStart + I);
  EndBlocks();
  appendU32(Out, uint32_t(Streams.size()));
  for (const std::string *S : Streams)
    appendU32(Out, S ? uint32_t(S->size()) : 0);
  uint32_t Next = StreamStart;
  for (const std::string *S : Streams)
    for (uint32_t I = 0, N = S ? blocksFor(uint32_t(S->size())) : 0; I < N; ++I)
      appendU32(Out, Next++);
  EndBlocks();
  for (const std::string *S : Streams) {
    if (!S)
      continue;
    Out += *S;
    EndBlocks();
  }
  return Out;
}

bool readPdbStream(const std::string &Pdb, unsigned Index, std::string &Out) {
  if (Pdb.size() < 56 || std::memcmp(Pdb.data(), MsfMagic, 32) != 0)
    return false;
  const uint32_t Block = readU32(Pdb, 32);
  const uint32_t DirectoryBytes = readU32(Pdb, 44);
  const uint32_t MapAddr = readU32(Pdb, 52);
  if (Block == 0 || Block % 4 || uint64_t(MapAddr + 1) * Block > Pdb.size())
    return false;
  // The directory, gathered from its blocks.
  std::string Directory;
  for (uint32_t I = 0; I * Block < DirectoryBytes; ++I) {
    uint32_t B = readU32(Pdb, size_t(MapAddr) * Block + 4 * I);
    if (uint64_t(B + 1) * Block > Pdb.size())
      return false;
    Directory.append(Pdb, size_t(B) * Block, Block);
  }
  Directory.resize(DirectoryBytes);
  if (Directory.size() < 4)
    return false;
  const uint32_t Count = readU32(Directory, 0);
  if (Index >= Count || Directory.size() < 4 + 4 * uint64_t(Count))
    return false;
  size_t At = 4 + 4 * size_t(Count);
  for (unsigned S = 0; S < Index; ++S)
    At += 4 * size_t((readU32(Directory, 4 + 4 * S) + Block - 1) / Block);
  const uint32_t Size = readU32(Directory, 4 + 4 * Index);
  Out.clear();
  for (uint32_t I = 0; I * Block < Size; ++I) {
    if (At + 4 * (I + 1) > Directory.size())
      return false;
    uint32_t B = readU32(Directory, At + 4 * I);
    if (uint64_t(B + 1) * Block > Pdb.size())
      return false;
    Out.append(Pdb, size_t(B) * Block, Block);
  }
  Out.resize(Size);
  return true;
}

} // namespace cli
} // namespace dxild
