//===- BindingJSONTest.cpp - Binding hints and table JSON -----------------===//

#include "dxild/core/BindingJSON.h"

#include <gtest/gtest.h>

using namespace dxild;

namespace {

TEST(BindingJSON, ParsesTheDocumentedExample) {
  std::string Error;
  std::optional<BindingOptions> H = parseBindingHintsJSON(
      R"({"default_space": 5,
          "reserved": [{"class": "UAV", "space": 0, "lower_bound": 1, "count": 4}],
          "pins": [{"name": "C", "space": 3, "lower_bound": 7}]})",
      Error);
  ASSERT_TRUE(H) << Error;
  EXPECT_EQ(H->DefaultSpace, 5u);
  ASSERT_EQ(H->Reserved.size(), 1u);
  EXPECT_EQ(H->Reserved[0].Class, ResourceClass::UAV);
  EXPECT_EQ(H->Reserved[0].Space, 0u);
  EXPECT_EQ(H->Reserved[0].LowerBound, 1u);
  EXPECT_EQ(H->Reserved[0].Count, 4u);
  ASSERT_EQ(H->Pins.size(), 1u);
  EXPECT_EQ(H->Pins[0].Name, "C");
  EXPECT_EQ(H->Pins[0].Space, 3u);
  EXPECT_EQ(H->Pins[0].LowerBound, 7u);
}

TEST(BindingJSON, DefaultsAndEmptyObject) {
  std::string Error;
  std::optional<BindingOptions> H = parseBindingHintsJSON(
      R"({"reserved": [{"class": "Sampler", "lower_bound": 2}]})", Error);
  ASSERT_TRUE(H) << Error;
  EXPECT_FALSE(H->DefaultSpace);
  EXPECT_EQ(H->Reserved[0].Class, ResourceClass::Sampler);
  EXPECT_EQ(H->Reserved[0].Space, 0u);
  EXPECT_EQ(H->Reserved[0].Count, 1u);
  ASSERT_TRUE(parseBindingHintsJSON("{}", Error)) << Error;
}

struct BadHints {
  const char *Text;
  const char *Error;
};

class BindingJSONErrors : public testing::TestWithParam<BadHints> {};

TEST_P(BindingJSONErrors, Rejected) {
  std::string Error;
  EXPECT_FALSE(parseBindingHintsJSON(GetParam().Text, Error));
  EXPECT_EQ(Error.rfind(GetParam().Error, 0), 0u) << Error;
}

INSTANTIATE_TEST_SUITE_P(
    All, BindingJSONErrors,
    testing::Values(
        BadHints{R"({"default_spaec": 1})", "unknown key 'default_spaec'"},
        BadHints{R"({"reserved": [{"class": "RTV", "lower_bound": 0}]})",
                 "reserved[0].class: unknown resource class 'RTV'"},
        BadHints{
            R"({"reserved": [{"class": "UAV", "lower_bound": 0, "x": 1}]})",
            "reserved[0]: unknown key 'x'"},
        BadHints{
            R"({"reserved": [{"class": "UAV", "lower_bound": 0, "count": 0}]})",
            "reserved[0].count: must be at least 1"},
        BadHints{R"({"reserved": {"class": "UAV"}})",
                 "reserved: expected an array"},
        BadHints{R"({"pins": [{"name": "A", "lower_bound": 1.5}]})",
                 "pins[0].lower_bound: expected a non-negative integer"},
        BadHints{R"({"pins": [{"name": "A", "lower_bound": 4294967296}]})",
                 "pins[0].lower_bound: value 4294967296 is out of range"},
        BadHints{R"({"pins": [{"lower_bound": 0}]})",
                 "pins[0]: missing key 'name'"},
        BadHints{R"({"pins": [{"name": "", "lower_bound": 0}]})",
                 "pins[0].name: expected a non-empty string"},
        BadHints{R"({"pins": [{"name": "A", "lower_bound": 0},
                              {"name": "A", "lower_bound": 1}]})",
                 "pins[1]: resource 'A' is pinned twice"},
        BadHints{R"({"default_space": "5"})",
                 "default_space: expected a non-negative integer"},
        BadHints{"[]", "expected a JSON object"},
        BadHints{"{", "invalid JSON"}));

TEST(BindingJSON, TableFormat) {
  ResourceBinding B;
  B.Name = "B";
  B.Class = ResourceClass::UAV;
  B.Kind = "TypedBuffer";
  B.Space = 0;
  B.LowerBound = 1;
  B.RangeSize = -1;
  B.Binding = "implicit";
  B.ElementType = "f32";
  B.ElementCount = 4;
  EXPECT_EQ(bindingTableToJSON({B}), R"({
  "resources": [
    {
      "name": "B",
      "class": "UAV",
      "kind": "TypedBuffer",
      "space": 0,
      "lower_bound": 1,
      "range_size": -1,
      "binding": "implicit",
      "element_type": "f32",
      "element_count": 4,
      "stride": 0,
      "rov": false,
      "has_counter": false,
      "globally_coherent": false,
      "cbuffer_size": 0
    }
  ]
})");
  EXPECT_EQ(bindingTableToJSON({}), "{\n  \"resources\": []\n}");
}

} // namespace
