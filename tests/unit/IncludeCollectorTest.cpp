//===- IncludeCollectorTest.cpp - the client's include shipping -----------===//

#include "dxild/client/IncludeCollector.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <unistd.h>

using namespace dxild;
namespace fs = std::filesystem;

namespace {

class IncludeCollectorTest : public ::testing::Test {
protected:
  void SetUp() override {
    Root = fs::temp_directory_path() /
           ("dxild-inc-" + std::to_string(getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(Root);
    fs::create_directories(Root / "shaders" / "sub");
    fs::create_directories(Root / "common");
  }
  void TearDown() override { fs::remove_all(Root); }
  void write(const fs::path &Rel, const std::string &Text) {
    std::ofstream(Root / Rel) << Text;
  }
  /// The shipped include files' virtual names, sorted.
  static std::vector<std::string> names(const v1::CompileRequest &Req) {
    std::vector<std::string> Names;
    for (const auto &[Name, Content] : Req.include_files())
      Names.push_back(Name);
    std::sort(Names.begin(), Names.end());
    return Names;
  }
  fs::path Root;
};

TEST_F(IncludeCollectorTest, FollowsQuotedAngledAndNestedIncludes) {
  write("shaders/main.hlsl", "#include \"sub/a.hlsli\"\n"
                             "  #  include <lib.hlsli>\n"
                             "#include \"../common/up.hlsli\"\n"
                             "#include \"missing.hlsli\"\n");
  write("shaders/sub/a.hlsli", "#include \"b.hlsli\"\n");
  write("shaders/sub/b.hlsli", "// leaf\n");
  write("common/lib.hlsli", "#include \"sub/a.hlsli\"\n"); // not under common
  write("common/up.hlsli", "// up\n");
  write("common/unused.hlsli", "// never shipped\n");

  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(),
                                     {(Root / "common").string()}, Req,
                                     Collected, Error))
      << Error;
  EXPECT_EQ(Collected.Root, Root.string());
  EXPECT_EQ(Req.source_name(), "shaders/main.hlsl");
  ASSERT_EQ(Req.include_dirs_size(), 1);
  EXPECT_EQ(Req.include_dirs(0), "common");
  EXPECT_EQ(names(Req), (std::vector<std::string>{
                            "common/lib.hlsli", "common/up.hlsli",
                            "shaders/sub/a.hlsli", "shaders/sub/b.hlsli"}));
  EXPECT_EQ(Collected.VirtualToReal.at("common/up.hlsli"),
            (Root / "common/up.hlsli").string());
}

TEST_F(IncludeCollectorTest, IncludeOfAMacroFollowsItsDefinitions) {
  // `#include NAME` (Capsaicin's `#include LIGHT_SAMPLER_HEADER`): the file
  // comes from a define of the request, from a `#define` in a file read
  // later than the directive, or through another macro; a function-like
  // macro of that name names nothing.
  write("shaders/main.hlsl", "#include HDR\n"
                             "#include \"sub/config.hlsli\"\n"
                             "#include LATER\n"
                             "#include UNDEFINED\n");
  write("shaders/sub/config.hlsli", "#define LATER CHAIN\n"
                                    "#define CHAIN <lib.hlsli>\n"
                                    "#define UNDEFINED(x) \"unused.hlsli\"\n");
  write("shaders/from_define.hlsli", "// leaf\n");
  write("common/lib.hlsli", "// lib\n");
  write("common/unused.hlsli", "// never shipped\n");

  v1::CompileRequest Req;
  v1::Define *D = Req.add_defines();
  D->set_name("HDR");
  D->set_value("\"from_define.hlsli\"");
  client::CollectedSources Collected;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(),
                                     {(Root / "common").string()}, Req,
                                     Collected, Error))
      << Error;
  EXPECT_EQ(names(Req), (std::vector<std::string>{
                            "common/lib.hlsli", "shaders/from_define.hlsli",
                            "shaders/sub/config.hlsli"}));
}

TEST_F(IncludeCollectorTest, SameTreeElsewhereGivesTheSameRequest) {
  write("shaders/main.hlsl", "#include \"sub/a.hlsli\"\n");
  write("shaders/sub/a.hlsli", "// a\n");
  v1::CompileRequest A, B;
  client::CollectedSources CA, CB;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(), {},
                                     A, CA, Error));
  fs::path Copy = Root.string() + "-copy";
  fs::remove_all(Copy);
  fs::copy(Root, Copy, fs::copy_options::recursive);
  ASSERT_TRUE(client::collectSources((Copy / "shaders/main.hlsl").string(), {},
                                     B, CB, Error));
  fs::remove_all(Copy);
  EXPECT_EQ(A.source_name(), B.source_name());
  EXPECT_EQ(A.include_files().size(), B.include_files().size());
  EXPECT_EQ(A.include_files().at("sub/a.hlsli"),
            B.include_files().at("sub/a.hlsli"));
}

TEST_F(IncludeCollectorTest, WindowsSeparatorsAndLetterCase) {
  // Backslashes separate as on Windows; a name that matches a file only
  // ignoring case ships that file under its real name, so the compiler can
  // say which file the #include meant.
  write("shaders/main.hlsl", "#include \"sub\\a.hlsli\"\n"
                             "#include \"SUB/B.hlsli\"\n");
  write("shaders/sub/a.hlsli", "// a\n");
  write("shaders/sub/b.hlsli", "// b\n");

  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(), {},
                                     Req, Collected, Error))
      << Error;
  EXPECT_EQ(names(Req),
            (std::vector<std::string>{"sub/a.hlsli", "sub/b.hlsli"}));
}

TEST_F(IncludeCollectorTest, PathsThatClimbOutAndBackIn) {
  // `..\shaders\sub\a.hlsli` written in shaders/ (OutdoorLightScattering's
  // `#include "..\fx\Structures.fxh"` in fx/) climbs to shaders' parent
  // before it comes back: the virtual tree must hold that parent, or the
  // compiler cannot resolve the path although every file it names is
  // shipped.
  write("shaders/main.hlsl", "#include \"..\\shaders\\sub\\a.hlsli\"\n");
  write("shaders/sub/a.hlsli", "#include \"../../shaders/sub/b.hlsli\"\n");
  write("shaders/sub/b.hlsli", "// b\n");

  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(), {},
                                     Req, Collected, Error))
      << Error;
  EXPECT_EQ(Collected.Root, Root.string());
  EXPECT_EQ(Req.source_name(), "shaders/main.hlsl");
  EXPECT_EQ(names(Req), (std::vector<std::string>{"shaders/sub/a.hlsli",
                                                  "shaders/sub/b.hlsli"}));
}

TEST_F(IncludeCollectorTest, LimitsAreEnforced) {
  write("shaders/main.hlsl", "#include \"sub/a.hlsli\"\n");
  write("shaders/sub/a.hlsli", std::string(1000, 'x'));
  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  client::CollectLimits Limits;
  Limits.MaxTotalBytes = 500;
  EXPECT_FALSE(client::collectSources((Root / "shaders/main.hlsl").string(), {},
                                      Req, Collected, Error, Limits));
  EXPECT_NE(Error.find("limits"), std::string::npos);
}

TEST_F(IncludeCollectorTest, MissingMainFileIsAnError) {
  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  EXPECT_FALSE(client::collectSources((Root / "nope.hlsl").string(), {}, Req,
                                      Collected, Error));
  EXPECT_NE(Error.find("cannot read"), std::string::npos);
}

} // namespace

// Requests carry files as protobuf strings, which must be UTF-8: a header
// with Latin-1 bytes in a comment (AMD's vectormath) made the whole request
// unparseable. Files are decoded as DXC reads them: UTF-16 with a
// byte-order mark, otherwise UTF-8 with stray bytes taken as Latin-1.
TEST_F(IncludeCollectorTest, SendsFilesAsUTF8) {
  // UTF-16LE main file with a BOM: `#include "l1.h"\n// é\n`.
  std::string Utf16 = "\xFF\xFE";
  for (char16_t C : std::u16string(u"#include \"l1.h\"\n// \u00e9\n")) {
    Utf16 += char(C & 0xFF);
    Utf16 += char(C >> 8);
  }
  write("shaders/main.hlsl", Utf16);
  // Latin-1 "é" and "°", a valid UTF-8 "é", and a truncated sequence.
  write("shaders/l1.h", "// caf\xE9 90\xB0 \xC3\xA9 \xE2\x82\n");

  v1::CompileRequest Req;
  client::CollectedSources Collected;
  std::string Error;
  ASSERT_TRUE(client::collectSources((Root / "shaders/main.hlsl").string(), {},
                                     Req, Collected, Error))
      << Error;
  EXPECT_EQ(Req.source(), "#include \"l1.h\"\n// \xC3\xA9\n");
  ASSERT_EQ(Req.include_files().count("l1.h"), 1u);
  EXPECT_EQ(Req.include_files().at("l1.h"),
            "// caf\xC3\xA9 90\xC2\xB0 \xC3\xA9 \xC3\xA2\xC2\x82\n");
  // The request survives a round trip through the wire format.
  std::string Wire;
  ASSERT_TRUE(Req.SerializeToString(&Wire));
  v1::CompileRequest Back;
  ASSERT_TRUE(Back.ParseFromString(Wire));
  EXPECT_EQ(Back.include_files().at("l1.h"), Req.include_files().at("l1.h"));
}
