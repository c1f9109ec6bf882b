//===- ContainerEditTest.cpp - dxilc's container edits and -Fh layout -----===//
//
// Fixed inputs, expected bytes written out by hand from DXC's dxc.cpp
// (WriteHeader) and DxilContainerAssembler.cpp (ILDN, RTS0-only container).
//
//===----------------------------------------------------------------------===//

#include "ContainerEdit.h"
#include "DxcOptions.h"

#include <gtest/gtest.h>

using namespace dxild::cli;

namespace {

// dxc -Fh for a 14-byte "object" and a two-line listing: CRLF everywhere,
// the listing inside #if 0, 12 bytes a line, each " 0x%02x", commas after
// every byte but the last.
TEST(CHeader, GoldenLayout) {
  std::string Code = {'D',  'X',  'B',        'C',        0,    1,    2,
                      0x0a, 0x10, char(0xff), char(0xab), 0x20, 0x7f, 0x00};
  std::string Listing = "; shader\ndefine void @main() {\n";
  const char *Golden = "#if 0\r\n"
                       "; shader\r\n"
                       "define void @main() {\r\n"
                       "\r\n"
                       "#endif\r\n"
                       "\r\n"
                       "const unsigned char g_main[] = {\r\n"
                       "  0x44, 0x58, 0x42, 0x43, 0x00, 0x01, 0x02, 0x0a, "
                       "0x10, 0xff, 0xab, 0x20,\r\n"
                       "  0x7f, 0x00\r\n"
                       "};\r\n";
  EXPECT_EQ(cHeader(Listing, Code, "g_main"), Golden);
}

TEST(CHeader, TwelveBytesALine) {
  std::string Code(24, '\x01');
  std::string H = cHeader("", Code, "v");
  EXPECT_NE(H.find("0x01,\r\n  0x01"), std::string::npos);
  EXPECT_EQ(H.substr(H.size() - 11), " 0x01\r\n};\r\n");
  // An empty listing still has its #if 0 block.
  EXPECT_EQ(H.substr(0, 19), "#if 0\r\n\r\n#endif\r\n\r\n");
}

TEST(DebugName, PaddedWithAtLeastOneNul) {
  // 4-byte header + 36-byte name + 4 NULs (never 0: the name is
  // NUL-terminated).
  std::string Name(32, 'a');
  Name += ".pdb";
  std::string P = debugNamePart(Name);
  ASSERT_EQ(P.size(), 44u);
  EXPECT_EQ(P.substr(0, 4), std::string("\0\0\x24\0", 4));
  EXPECT_EQ(P.substr(4, 36), Name);
  EXPECT_EQ(P.substr(40), std::string(4, '\0'));
  EXPECT_EQ(debugNamePart("ab").size(), 8u); // 4 + 2 + 2 NULs
}

TEST(Container, RoundTripAndEdits) {
  Container C;
  C.Digest = std::string(16, '\x01');
  C.Parts = {{"SFI0", std::string(8, '\0')},
             {"PSV0", "psv."},
             {"HASH", std::string(20, 'h')},
             {"DXIL", "bits"}};
  std::string Bytes = serializeContainer(C);
  ASSERT_EQ(Bytes.size(), 32u + 4 * 4 + 8 * 4 + 8 + 4 + 20 + 4);
  Container Back;
  std::string Error;
  ASSERT_TRUE(parseContainer(Bytes, Back, Error)) << Error;
  EXPECT_EQ(serializeContainer(Back), Bytes);
  Back.insertBefore({"RTS0", "rs.."}, {"ILDN", "HASH", "DXIL"});
  EXPECT_EQ(Back.Parts[2].FourCC, "RTS0");
  Back.remove("RTS0");
  EXPECT_EQ(serializeContainer(Back), Bytes);
  EXPECT_FALSE(parseContainer(Bytes.substr(0, Bytes.size() - 1), Back, Error));
}

TEST(Container, RootSignatureOnly) {
  // dxc -Frs: header (zero digest, version 1.0), one offset (36), the part.
  std::string RS = singlePartContainer({"RTS0", "abcd"});
  std::string Expect("DXBC", 4);
  Expect += std::string(16, '\0');
  Expect += std::string("\x01\0\0\0", 4);
  Expect += std::string("\x30\0\0\0", 4); // 48 bytes in all
  Expect += std::string("\x01\0\0\0", 4);
  Expect += std::string("\x24\0\0\0", 4);
  Expect += "RTS0";
  Expect += std::string("\x04\0\0\0", 4);
  Expect += "abcd";
  EXPECT_EQ(RS, Expect);
}

TEST(Options, SpellingsAndValues) {
  auto P = parseCommandLine({"/Tps_6_0", "-E", "main", "-DX=1", "-D", "Y",
                             "/Fo", "out", "-Fhout.h", "-fvk-b-shift", "1", "0",
                             "-Wno-foo", "/tmp"});
  ASSERT_EQ(P.Error, "");
  ASSERT_EQ(P.Args.size(), 8u);
  EXPECT_EQ(P.Args[0].Spec->ID, OptID::Target);
  EXPECT_EQ(P.Args[0].Values[0], "ps_6_0");
  EXPECT_EQ(P.Args[2].Values[0], "X=1");
  EXPECT_EQ(P.Args[3].Values[0], "Y");
  EXPECT_EQ(P.Args[4].Spelling, "/Fo");
  EXPECT_EQ(P.Args[5].Values[0], "out.h");
  EXPECT_EQ(P.Args[6].Values.size(), 2u);
  EXPECT_EQ(P.Args[7].Values[0], "no-foo");
  // /tmp exists: an input, not an option.
  ASSERT_EQ(P.Inputs.size(), 1u);
  EXPECT_EQ(P.Inputs[0], "/tmp");
  EXPECT_NE(parseCommandLine({"-T"}).Error.find("needs a value"),
            std::string::npos);
  EXPECT_NE(parseCommandLine({"-recompile"})
                .Error.find("'-recompile' is not supported"),
            std::string::npos);
  // The words each option was read from, for DXC's record of arguments.
  EXPECT_EQ(P.Args[0].Words, std::vector<std::string>{"/Tps_6_0"});
  EXPECT_EQ(P.Args[1].Words, (std::vector<std::string>{"-E", "main"}));
  EXPECT_EQ(P.Args[6].Words,
            (std::vector<std::string>{"-fvk-b-shift", "1", "0"}));
}

TEST(Options, EveryDxcRowHasABehaviour) {
  unsigned Dxc = 0;
  for (const OptionSpec &S : optionTable()) {
    EXPECT_NE(std::string(S.Behaviour), "") << S.Name;
    Dxc += !S.DxilcOnly;
  }
  EXPECT_GE(Dxc, 200u);
}

} // namespace
