//===- BindingTable.cpp - The resolved binding table ----------------------===//

#include "Binding/BindingTable.h"
#include "Support/HeapHandles.h"

#include "Binding/BindingContext.h"
#include "Lowering/CBufferSize.h"
#include "Lowering/HLSLRawLayout.h"
#include "Support/DXILResourceClass.h"
#include "Support/ResourceKeywords.h"
#include "dxild/core/BindingJSON.h"

#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

namespace {

/// DXIL resource kind names, spelled as the DXIL enumerators are.
const char *kindName(dxil::ResourceKind K) {
  switch (K) {
  case dxil::ResourceKind::Invalid:
  case dxil::ResourceKind::NumEntries:
    return "Invalid";
  case dxil::ResourceKind::Texture1D:
    return "Texture1D";
  case dxil::ResourceKind::Texture2D:
    return "Texture2D";
  case dxil::ResourceKind::Texture2DMS:
    return "Texture2DMS";
  case dxil::ResourceKind::Texture3D:
    return "Texture3D";
  case dxil::ResourceKind::TextureCube:
    return "TextureCube";
  case dxil::ResourceKind::Texture1DArray:
    return "Texture1DArray";
  case dxil::ResourceKind::Texture2DArray:
    return "Texture2DArray";
  case dxil::ResourceKind::Texture2DMSArray:
    return "Texture2DMSArray";
  case dxil::ResourceKind::TextureCubeArray:
    return "TextureCubeArray";
  case dxil::ResourceKind::TypedBuffer:
    return "TypedBuffer";
  case dxil::ResourceKind::RawBuffer:
    return "RawBuffer";
  case dxil::ResourceKind::StructuredBuffer:
    return "StructuredBuffer";
  case dxil::ResourceKind::CBuffer:
    return "CBuffer";
  case dxil::ResourceKind::Sampler:
    return "Sampler";
  case dxil::ResourceKind::TBuffer:
    return "TBuffer";
  case dxil::ResourceKind::RTAccelerationStructure:
    return "RTAccelerationStructure";
  case dxil::ResourceKind::FeedbackTexture2D:
    return "FeedbackTexture2D";
  case dxil::ResourceKind::FeedbackTexture2DArray:
    return "FeedbackTexture2DArray";
  }
  return "Invalid";
}

const char *elementTypeName(dxil::ElementType T) {
  switch (T) {
  case dxil::ElementType::Invalid:
    return "";
  case dxil::ElementType::I1:
    return "i1";
  case dxil::ElementType::I16:
    return "i16";
  case dxil::ElementType::U16:
    return "u16";
  case dxil::ElementType::I32:
    return "i32";
  case dxil::ElementType::U32:
    return "u32";
  case dxil::ElementType::I64:
    return "i64";
  case dxil::ElementType::U64:
    return "u64";
  case dxil::ElementType::F16:
    return "f16";
  case dxil::ElementType::F32:
    return "f32";
  case dxil::ElementType::F64:
    return "f64";
  case dxil::ElementType::SNormF16:
    return "snorm_f16";
  case dxil::ElementType::UNormF16:
    return "unorm_f16";
  case dxil::ElementType::SNormF32:
    return "snorm_f32";
  case dxil::ElementType::UNormF32:
    return "unorm_f32";
  case dxil::ElementType::SNormF64:
    return "snorm_f64";
  case dxil::ElementType::UNormF64:
    return "unorm_f64";
  case dxil::ElementType::PackedS8x32:
    return "packed_s8x32";
  case dxil::ElementType::PackedU8x32:
    return "packed_u8x32";
  }
  return "";
}

} // namespace

std::vector<ResourceBinding> buildBindingTable(Module &M,
                                               ModuleAnalysisManager &AM,
                                               const BindingContext &Ctx) {
  DXILResourceMap &DRM = AM.getResult<DXILResourceAnalysis>(M);
  DXILResourceTypeMap &DRTM = AM.getResult<DXILResourceTypeAnalysis>(M);
  const DataLayout &DL = M.getDataLayout();

  const StringMap<ResourceKeywords> Keywords = readResourceKeywords(M);
  std::vector<ResourceBinding> Table;
  for (const dxil::ResourceInfo &RI : DRM) {
    // Descriptor-heap handles have no binding and no row (HeapHandles.h).
    if (RI.getBinding().Size == 0 && isHeapName(RI.getName()))
      continue;
    ResourceKeywords KW = Keywords.lookup(RI.getName());
    dxil::ResourceTypeInfo &RTI = DRTM[RI.getHandleTy()];
    const dxil::ResourceInfo::ResourceBinding &B = RI.getBinding();
    ResourceBinding R;
    R.Name = RI.getName().str();
    R.Class = fromDXILResourceClass(RTI.getResourceClass());
    R.Kind = kindName(RTI.getResourceKind());
    R.Space = B.Space;
    R.LowerBound = B.LowerBound;
    R.RangeSize = B.Size == ~0u ? -1 : int64_t(B.Size);
    auto It = Ctx.Origins.find(RI.getName());
    R.Binding = bindingOriginName(
        It == Ctx.Origins.end() ? BindingOrigin::Explicit : It->second);
    if (RTI.isTyped()) {
      dxil::ResourceTypeInfo::TypedInfo TI = RTI.getTyped();
      R.ElementType = elementTypeName(withNorm(TI.ElementTy, KW.Norm));
      R.ElementCount = TI.ElementCount;
    }
    if (RTI.isStruct()) // DXC's stride (Lowering/HLSLRawLayout.h)
      R.Stride = rawlayout::structuredStride(DL, RI.getHandleTy())
                     .value_or(RTI.getStruct(DL).Stride);
    if (RTI.isUAV())
      R.ROV = RTI.getUAV().IsROV;
    if (RTI.isCBuffer())
      R.CBufferSize = dxcCBufferSize(M, RI.getName(), RTI.getCBufferSize(DL));
    if (RTI.getResourceKind() ==
        dxil::ResourceKind::TBuffer) // Binding/TBuffers.h
      R.CBufferSize = dxcCBufferSize(
          M, RI.getName(),
          DL.getTypeAllocSize(RI.getHandleTy()->getTypeParameter(0)));
    R.HasCounter = RI.hasCounter();
    R.GloballyCoherent = RI.GloballyCoherent || KW.GloballyCoherent;
    Table.push_back(std::move(R));
  }
  return Table;
}

PreservedAnalyses DXILBindingTablePrinterPass::run(Module &M,
                                                   ModuleAnalysisManager &AM) {
  OS << bindingTableToJSON(buildBindingTable(M, AM, Ctx)) << "\n";
  return PreservedAnalyses::all();
}

} // namespace dxild
