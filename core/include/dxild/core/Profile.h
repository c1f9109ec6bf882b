//===- Profile.h - HLSL target profiles -------------------------*- C++ -*-===//
//
// Parses DXC-style target profiles ("cs_6_6") into the shader stage and
// shader model that select Clang's dxil triple.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_PROFILE_H
#define DXILD_CORE_PROFILE_H

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dxild {

enum class ShaderStage { Compute, Vertex, Pixel };

struct Profile {
  ShaderStage Stage = ShaderStage::Compute;
  unsigned Major = 6;
  unsigned Minor = 0;

  /// "compute", "vertex", "pixel": the environment part of the triple.
  const char *stageName() const;
  /// e.g. "dxil-pc-shadermodel6.6-compute".
  std::string triple() const;
  /// e.g. "cs_6_6".
  std::string str() const;
  bool atLeast(unsigned Maj, unsigned Min) const {
    return Major > Maj || (Major == Maj && Minor >= Min);
  }
};

/// Accepts cs/vs/ps with shader model 6.0 to 6.8. Returns nothing for
/// anything else.
std::optional<Profile> parseProfile(std::string_view Text);

/// Every profile parseProfile accepts, for GetInfo.
std::vector<std::string> supportedProfiles();

} // namespace dxild

#endif // DXILD_CORE_PROFILE_H
