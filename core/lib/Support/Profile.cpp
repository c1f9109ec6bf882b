//===- Profile.cpp - HLSL target profiles ---------------------------------===//

#include "dxild/core/Profile.h"

namespace dxild {

namespace {
constexpr unsigned MaxMinor = 9;

struct StagePrefix {
  const char *Prefix;
  ShaderStage Stage;
};
constexpr StagePrefix StagePrefixes[] = {
    {"cs", ShaderStage::Compute},
    {"vs", ShaderStage::Vertex},
    {"ps", ShaderStage::Pixel},
};
} // namespace

const char *Profile::stageName() const {
  switch (Stage) {
  case ShaderStage::Compute:
    return "compute";
  case ShaderStage::Vertex:
    return "vertex";
  case ShaderStage::Pixel:
    return "pixel";
  }
  return "compute";
}

std::string Profile::triple() const {
  return "dxil-pc-shadermodel" + std::to_string(Major) + "." +
         std::to_string(Minor) + "-" + stageName();
}

std::string Profile::str() const {
  for (const StagePrefix &P : StagePrefixes)
    if (P.Stage == Stage)
      return std::string(P.Prefix) + "_" + std::to_string(Major) + "_" +
             std::to_string(Minor);
  return {};
}

std::optional<Profile> parseProfile(std::string_view Text) {
  // Exactly "xs_6_N" with N a single digit.
  if (Text.size() != 6 || Text[2] != '_' || Text[4] != '_')
    return std::nullopt;
  Profile P;
  bool Known = false;
  for (const StagePrefix &SP : StagePrefixes) {
    if (Text.substr(0, 2) == SP.Prefix) {
      P.Stage = SP.Stage;
      Known = true;
    }
  }
  if (!Known || Text[3] != '6' || Text[5] < '0' || Text[5] > '9')
    return std::nullopt;
  P.Major = 6;
  P.Minor = static_cast<unsigned>(Text[5] - '0');
  if (P.Minor > MaxMinor)
    return std::nullopt;
  return P;
}

std::vector<std::string> supportedProfiles() {
  std::vector<std::string> Result;
  for (const StagePrefix &SP : StagePrefixes)
    for (unsigned Minor = 0; Minor <= MaxMinor; ++Minor)
      Result.push_back(std::string(SP.Prefix) + "_6_" + std::to_string(Minor));
  return Result;
}

} // namespace dxild
