//===- DebugInfoTest.cpp - dxilc's SRCI part and PDB layout ---------------===//
//
// Fixed inputs, expected bytes worked out by hand from DXC's
// DxilContainer.h (DxilSourceInfo*, packed) and DxilPDB.cpp (MSFWriter,
// WritePdbStream).
//
//===----------------------------------------------------------------------===//

#include "DebugInfo.h"

#include <gtest/gtest.h>

#include <cstdint>

using namespace dxild::cli;

namespace {

uint32_t u32(const std::string &B, size_t At) {
  return uint32_t(uint8_t(B[At])) | uint32_t(uint8_t(B[At + 1])) << 8 |
         uint32_t(uint8_t(B[At + 2])) << 16 |
         uint32_t(uint8_t(B[At + 3])) << 24;
}

uint16_t u16(const std::string &B, size_t At) {
  return uint16_t(uint8_t(B[At]) | uint8_t(B[At + 1]) << 8);
}

TEST(SourceInfo, GoldenLayout) {
  std::string P = sourceInfoPart({{"a.hlsl", "xy"}}, {{"T", "cs_6_6"}});
  // Main header: size, flags, 3 sections.
  ASSERT_EQ(P.size() % 4, 0u);
  EXPECT_EQ(u32(P, 0), P.size());
  EXPECT_EQ(u16(P, 4), 0);
  EXPECT_EQ(u16(P, 6), 3);
  // Section 1, SourceNames (type 1): 8 header + 10 packed names header +
  // entry (16 + "a.hlsl\0" = 23 -> 24) = 42 -> 44.
  size_t S = 8;
  EXPECT_EQ(u32(P, S), 44u);
  EXPECT_EQ(u16(P, S + 6), 1);
  EXPECT_EQ(u32(P, S + 8), 0u);   // Flags.
  EXPECT_EQ(u32(P, S + 12), 1u);  // Count.
  EXPECT_EQ(u16(P, S + 16), 24);  // EntriesSizeInBytes.
  EXPECT_EQ(u32(P, S + 18), 24u); // Entry: AlignedSizeInBytes.
  EXPECT_EQ(u32(P, S + 26), 7u);  // NameSizeInBytes with the NUL.
  EXPECT_EQ(u32(P, S + 30), 3u);  // ContentSizeInBytes with the NUL.
  EXPECT_EQ(P.substr(S + 34, 7), std::string("a.hlsl\0", 7));
  // Section 2, SourceContents (type 0), uncompressed: 8 + 20 + entry
  // (12 + "xy\0" = 15 -> 16) = 44.
  S += 44;
  EXPECT_EQ(u32(P, S), 44u);
  EXPECT_EQ(u16(P, S + 6), 0);
  EXPECT_EQ(u32(P, S + 8), 0u); // AlignedSizeInBytes: DXC leaves it 0.
  EXPECT_EQ(u16(P, S + 14), 0); // CompressType None.
  EXPECT_EQ(u32(P, S + 16), 16u);
  EXPECT_EQ(u32(P, S + 20), 16u);
  EXPECT_EQ(u32(P, S + 24), 1u);
  EXPECT_EQ(u32(P, S + 28), 16u);
  EXPECT_EQ(u32(P, S + 36), 3u);
  EXPECT_EQ(P.substr(S + 40, 3), std::string("xy\0", 3));
  // Section 3, Args (type 2): 8 + 12 + "T\0cs_6_6\0" (9) = 29 -> 32.
  S += 44;
  EXPECT_EQ(u32(P, S), 32u);
  EXPECT_EQ(u16(P, S + 6), 2);
  EXPECT_EQ(u32(P, S + 12), 9u);
  EXPECT_EQ(u32(P, S + 16), 1u);
  EXPECT_EQ(P.substr(S + 20, 9), std::string("T\0cs_6_6\0", 9));
  EXPECT_EQ(S + 32, P.size());
}

TEST(Pdb, DxcLayoutAndRoundTrip) {
  std::string Container = "DXBC" + std::string(1000, 'c');
  std::string Digest = "0123456789abcdef";
  std::string Pdb = pdbFile(Container, Digest);
  // Superblock, two free block maps, the block map block, one directory
  // block, the info stream (1 block) and the container (2 blocks).
  ASSERT_EQ(Pdb.size(), 8u * 512);
  EXPECT_EQ(Pdb.substr(0, 32), std::string("Microsoft C/C++ MSF 7.00\r\n\x1a"
                                           "DS\0\0\0",
                                           32));
  EXPECT_EQ(u32(Pdb, 32), 512u);
  EXPECT_EQ(u32(Pdb, 36), 1u);
  // DXC counts 3 + stream blocks + directory blocks.
  EXPECT_EQ(u32(Pdb, 40), 3u + 3u + 1u);
  // Directory: count, 6 sizes, 3 block numbers.
  EXPECT_EQ(u32(Pdb, 44), 4u * (1 + 6 + 3));
  EXPECT_EQ(u32(Pdb, 52), 3u);
  EXPECT_EQ(u32(Pdb, 3 * 512), 4u); // The directory is block 4.
  EXPECT_EQ(u32(Pdb, 4 * 512), 6u);
  EXPECT_EQ(u32(Pdb, 4 * 512 + 4 * 2), 56u);   // Info stream size.
  EXPECT_EQ(u32(Pdb, 4 * 512 + 4 * 6), 1004u); // Container size.
  std::string Info, Back;
  ASSERT_TRUE(readPdbStream(Pdb, 1, Info));
  EXPECT_EQ(u32(Info, 0), 20000404u); // VC70.
  EXPECT_EQ(u32(Info, 8), 1u);        // Age.
  EXPECT_EQ(Info.substr(12, 16), Digest);
  EXPECT_EQ(u32(Info, 36), 1u); // Named-stream map capacity.
  ASSERT_TRUE(readPdbStream(Pdb, 5, Back));
  EXPECT_EQ(Back, Container);
  EXPECT_FALSE(readPdbStream(Pdb, 6, Back));
  EXPECT_FALSE(readPdbStream("not a pdb", 5, Back));
}

} // namespace
