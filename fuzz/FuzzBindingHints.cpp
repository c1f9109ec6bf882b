//===- FuzzBindingHints.cpp - fuzz the binding-hints JSON parser ----------===//

#include "dxild/core/BindingJSON.h"

#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Error;
  std::optional<dxild::BindingOptions> Hints = dxild::parseBindingHintsJSON(
      std::string_view(reinterpret_cast<const char *>(Data), Size), Error);
  // Exactly one of a result and an error.
  if (Hints.has_value() == !Error.empty())
    __builtin_trap();
  return 0;
}
