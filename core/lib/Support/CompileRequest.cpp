//===- CompileRequest.cpp - Names of request enums ------------------------===//

#include "dxild/core/CompileRequest.h"

namespace dxild {

const char *resourceClassName(ResourceClass C) {
  switch (C) {
  case ResourceClass::SRV:
    return "SRV";
  case ResourceClass::UAV:
    return "UAV";
  case ResourceClass::CBV:
    return "CBV";
  case ResourceClass::Sampler:
    return "Sampler";
  }
  return "SRV";
}

std::optional<ResourceClass> parseResourceClass(const std::string &Name) {
  for (ResourceClass C : {ResourceClass::SRV, ResourceClass::UAV,
                          ResourceClass::CBV, ResourceClass::Sampler})
    if (Name == resourceClassName(C))
      return C;
  return std::nullopt;
}

} // namespace dxild
