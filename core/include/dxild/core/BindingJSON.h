//===- BindingJSON.h - Binding hints and table as JSON ----------*- C++ -*-===//
//
// The JSON forms of the binding stage's input (hints, `--binding-hints`) and
// output (the resolved table, `--reflect-json`). Formats are documented in
// the README ("Resource binding"). No LLVM types in this header.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDINGJSON_H
#define DXILD_CORE_BINDINGJSON_H

#include "dxild/core/CompileRequest.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dxild {

/// Parses binding hints:
/// \code
///   {"default_space": 5,
///    "reserved": [{"class": "UAV", "space": 0, "lower_bound": 1, "count": 4}],
///    "pins": [{"name": "C", "space": 3, "lower_bound": 7}]}
/// \endcode
/// Every key is optional except `class`/`lower_bound` of a reserved range and
/// `name`/`lower_bound` of a pin; `space` defaults to 0 and `count` to 1.
/// Unknown keys, unknown classes, wrong types and out-of-range numbers are
/// errors: returns std::nullopt and sets \p Error.
std::optional<BindingOptions> parseBindingHintsJSON(std::string_view Text,
                                                    std::string &Error);

/// The table as `{"resources": [{"name": ..., "class": ..., ...}, ...]}`,
/// pretty-printed, keys in a fixed order.
std::string bindingTableToJSON(const std::vector<ResourceBinding> &Table);

} // namespace dxild

#endif // DXILD_CORE_BINDINGJSON_H
