//===- RootSignatureFlags.cpp - Default flags as DXC writes them ----------===//

#include "Writer/RootSignatureFlags.h"

#include "llvm/BinaryFormat/DXContainer.h"
#include "llvm/MC/DXContainerRootSignature.h"
#include "llvm/Support/DXILABI.h"

using namespace llvm;

namespace dxild {
namespace writer {

void omitDefaultRootSignatureFlags(mcdxbc::RootSignatureDesc &Desc) {
  if (Desc.Version < 2)
    return;
  mcdxbc::RootParametersContainer &Params = Desc.ParametersContainer;
  for (const mcdxbc::RootParameterInfo &Info : Params) {
    switch (Info.Type) {
    case dxbc::RootParameterType::CBV:
    case dxbc::RootParameterType::SRV:
    case dxbc::RootParameterType::UAV: {
      mcdxbc::RootDescriptor &D = Params.Descriptors[Info.Location];
      const auto Default =
          Info.Type == dxbc::RootParameterType::UAV
              ? dxbc::RootDescriptorFlags::DataVolatile
              : dxbc::RootDescriptorFlags::DataStaticWhileSetAtExecute;
      if (D.Flags == uint32_t(Default))
        D.Flags = 0;
      break;
    }
    case dxbc::RootParameterType::DescriptorTable:
      for (mcdxbc::DescriptorRange &R : Params.Tables[Info.Location].Ranges) {
        dxbc::DescriptorRangeFlags Default = dxbc::DescriptorRangeFlags::None;
        if (R.RangeType == dxil::ResourceClass::CBuffer ||
            R.RangeType == dxil::ResourceClass::SRV)
          Default = dxbc::DescriptorRangeFlags::DataStaticWhileSetAtExecute;
        else if (R.RangeType == dxil::ResourceClass::UAV)
          Default = dxbc::DescriptorRangeFlags::DataVolatile;
        if (R.Flags == uint32_t(Default))
          R.Flags = 0;
      }
      break;
    default:
      break;
    }
  }
}

} // namespace writer
} // namespace dxild
