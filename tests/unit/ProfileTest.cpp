//===- ProfileTest.cpp - target profile parsing ---------------------------===//

#include "dxild/core/Profile.h"

#include <gtest/gtest.h>

using namespace dxild;

TEST(Profile, ParsesEveryStageAndModel) {
  std::optional<Profile> P = parseProfile("cs_6_6");
  ASSERT_TRUE(P);
  EXPECT_EQ(P->Stage, ShaderStage::Compute);
  EXPECT_EQ(P->triple(), "dxil-pc-shadermodel6.6-compute");
  EXPECT_EQ(parseProfile("vs_6_0")->triple(), "dxil-pc-shadermodel6.0-vertex");
  EXPECT_EQ(parseProfile("ps_6_8")->triple(), "dxil-pc-shadermodel6.8-pixel");
  EXPECT_EQ(parseProfile("ps_6_8")->str(), "ps_6_8");
  EXPECT_EQ(parseProfile("cs_6_9")->triple(), "dxil-pc-shadermodel6.9-compute");
  EXPECT_EQ(supportedProfiles().size(), 30u);
}

TEST(Profile, RejectsWhatClangCannotTarget) {
  for (const char *Bad : {"", "cs_7_0", "cs_5_0", "gs_6_0", "cs_6", "cs_6_66",
                          "CS_6_0", "cs-6-0", "lib_6_6"})
    EXPECT_FALSE(parseProfile(Bad)) << Bad;
}
