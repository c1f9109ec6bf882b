//===- BindingDescription.h - Human-readable register ranges ----*- C++ -*-===//
//
// Diagnostics describe bindings the way HLSL writes them ("u0-u9, space0"),
// so that a user can find the register annotation they have to change.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_BINDING_BINDINGDESCRIPTION_H
#define DXILD_CORE_BINDING_BINDINGDESCRIPTION_H

#include "llvm/Support/DXILABI.h"

#include <cstdint>
#include <string>

namespace dxild {

/// "u3, space0", "t0-t9, space2" or "u6-unbounded, space0".
std::string describeBinding(llvm::dxil::ResourceClass RC, uint32_t Space,
                            uint32_t LowerBound, uint32_t UpperBound);

} // namespace dxild

#endif // DXILD_CORE_BINDING_BINDINGDESCRIPTION_H
