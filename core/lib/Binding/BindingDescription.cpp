//===- BindingDescription.cpp - Human-readable register ranges ------------===//

#include "Binding/BindingDescription.h"

#include "Binding/ResourceCalls.h"

namespace dxild {

std::string describeBinding(llvm::dxil::ResourceClass RC, uint32_t Space,
                            uint32_t LowerBound, uint32_t UpperBound) {
  char Letter = registerLetter(RC);
  std::string S = Letter + std::to_string(LowerBound);
  if (UpperBound == ~0u)
    S += "-unbounded";
  else if (UpperBound != LowerBound)
    S += std::string("-") + Letter + std::to_string(UpperBound);
  return S + ", space" + std::to_string(Space);
}

} // namespace dxild
