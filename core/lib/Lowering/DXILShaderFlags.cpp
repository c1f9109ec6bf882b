//===- DXILShaderFlags.cpp - Compute the module shader flags --------------===//

#include "Lowering/DXILShaderFlags.h"
#include "Lowering/LoweringContext.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

namespace dxild {

namespace {

bool isDouble(Type *Ty) { return Ty->getScalarType()->isDoubleTy(); }
bool isInt64(Type *Ty) { return Ty->getScalarType()->isIntegerTy(64); }
bool is16Bit(Type *Ty) {
  Type *S = Ty->getScalarType();
  return S->isHalfTy() || S->isIntegerTy(16);
}

/// The record of the resource \p Handle (a DXIL handle value) was created
/// for: createHandleFromBinding (behind annotateHandle) by class, space and
/// register, createHandle by class and range ID.
const LoweredResource *resourceOf(Value *Handle,
                                  ArrayRef<LoweredResource> Resources) {
  auto *CI = dyn_cast<CallInst>(Handle);
  if (!CI || !CI->getCalledFunction())
    return nullptr;
  StringRef Name = CI->getCalledFunction()->getName();
  if (Name == "dx.op.annotateHandle")
    return resourceOf(CI->getArgOperand(1), Resources);
  if (Name == "dx.op.createHandleFromBinding") {
    auto *Bind = cast<Constant>(CI->getArgOperand(1));
    auto Field = [&](unsigned I) {
      return cast<ConstantInt>(Bind->getAggregateElement(I))->getZExtValue();
    };
    for (const LoweredResource &R : Resources)
      if (static_cast<uint64_t>(R.Class) == Field(3) && R.Space == Field(2) &&
          R.LowerBound == Field(0))
        return &R;
    return nullptr;
  }
  if (Name == "dx.op.createHandle") {
    auto Arg = [&](unsigned I) {
      return cast<ConstantInt>(CI->getArgOperand(I))->getZExtValue();
    };
    for (const LoweredResource &R : Resources)
      if (static_cast<uint64_t>(R.Class) == Arg(1) && R.ID == Arg(2))
        return &R;
  }
  return nullptr;
}

/// What a descriptor-heap handle's annotation says (createHandleFromHeap
/// behind annotateHandle): DXC decides the resource flags of such a handle
/// from these properties, as it does from a record for a bound one.
struct HeapHandleProps {
  bool UAV = false;
  unsigned Kind = 0;
  unsigned ElementCount = 0;
};
std::optional<HeapHandleProps> heapHandleProps(Value *Handle) {
  auto *CI = dyn_cast<CallInst>(Handle);
  if (!CI || !CI->getCalledFunction() ||
      CI->getCalledFunction()->getName() != "dx.op.annotateHandle")
    return std::nullopt;
  auto *Create = dyn_cast<CallInst>(CI->getArgOperand(1));
  if (!Create || !Create->getCalledFunction() ||
      Create->getCalledFunction()->getName() != "dx.op.createHandleFromHeap")
    return std::nullopt;
  auto *Props = dyn_cast<Constant>(CI->getArgOperand(2));
  if (!Props)
    return std::nullopt;
  auto Word = [&](unsigned I) -> uint64_t {
    auto *W = dyn_cast_or_null<ConstantInt>(Props->getAggregateElement(I));
    return W ? W->getZExtValue() : 0;
  };
  HeapHandleProps R;
  R.Kind = Word(0) & 0xFF;
  R.UAV = (Word(0) >> 12) & 1;
  // Typed kinds (textures 1-9, typed buffer 10): component type in bits
  // 0-7 of the second word, component count in bits 8-15.
  if (R.Kind >= 1 && R.Kind <= 10)
    R.ElementCount = (Word(1) >> 8) & 0xFF;
  return R;
}

/// Texture sampling flags of one `dx.op.sample*` call (DXC's
/// ShaderFlags::CollectShaderFlags): non-constant offsets need advanced
/// texture ops (as does SampleCmpLevel), a clamp other than undef or 0
/// needs tiled resources (validator 1.8+, which dxild always targets).
/// \p CmpGradOrBias follows DXC: each Sample, SampleBias, SampleGrad,
/// SampleCmp, SampleCmpGrad or SampleCmpBias sets it to whether it is one
/// of the last two, so the last such call of a function decides.
void sampleFlags(CallInst &CI, uint64_t &Flags, bool &CmpGradOrBias) {
  auto *OpC = dyn_cast<ConstantInt>(CI.getArgOperand(0));
  if (!OpC)
    return;
  uint64_t Op = OpC->getZExtValue();
  bool HasOffsets = Op == 60 || Op == 61 || Op == 62 || Op == 63 || Op == 64 ||
                    Op == 65 || Op == 254 || Op == 255;
  bool HasClamp =
      Op == 60 || Op == 61 || Op == 63 || Op == 64 || Op == 254 || Op == 255;
  if (Op == 224)
    Flags |= shaderflag::AdvancedTextureOps;
  if (HasOffsets && CI.arg_size() > 9)
    for (unsigned I = 7; I <= 9; ++I)
      if (!isa<Constant>(CI.getArgOperand(I)))
        Flags |= shaderflag::AdvancedTextureOps;
  if (HasClamp) {
    Value *Clamp = CI.getArgOperand(CI.arg_size() - 1);
    bool Set = !isa<UndefValue>(Clamp);
    if (auto *FP = dyn_cast<ConstantFP>(Clamp))
      Set = !FP->isZero();
    if (Set)
      Flags |= shaderflag::TiledResources;
    CmpGradOrBias = Op == 254 || Op == 255;
  }
}

/// What the signatures alone require, as DXC's CollectShaderFlags decides
/// it (DXIL SemanticKind numbering).
uint64_t signatureFlags(const std::optional<Profile> &P,
                        const LoweringInfo &Info) {
  enum : uint8_t {
    RenderTargetArrayIndex = 4,
    ViewportArrayIndex = 5,
    InnerCoverageKind = 15,
    StencilRefKind = 20,
    ShadingRateKind = 29,
    BarycentricsKind = 28,
  };
  if (!P)
    return 0;
  // Writing the array indices from a vertex (hull, domain) shader needs
  // the feature; a geometry shader always could, a pixel shader only reads.
  const bool FeedsRasterizer = P->Stage == ShaderStage::Vertex;
  const bool Pixel = P->Stage == ShaderStage::Pixel;
  uint64_t Flags = 0;
  for (const SignatureElement &E : Info.Inputs) {
    if (E.SemanticKind == ShadingRateKind)
      Flags |= shaderflag::ShadingRate;
    if (E.SemanticKind == BarycentricsKind)
      Flags |= shaderflag::Barycentrics;
  }
  for (const SignatureElement &E : Info.Outputs) {
    switch (E.SemanticKind) {
    case RenderTargetArrayIndex:
    case ViewportArrayIndex:
      if (FeedsRasterizer)
        Flags |= shaderflag::ViewportAndRTArrayIndex;
      break;
    case StencilRefKind:
      if (Pixel)
        Flags |= shaderflag::StencilRef;
      break;
    case InnerCoverageKind:
      if (Pixel)
        Flags |= shaderflag::InnerCoverage;
      break;
    case ShadingRateKind:
      Flags |= shaderflag::ShadingRate;
      break;
    default:
      break;
    }
  }
  return Flags;
}

} // namespace

PreservedAnalyses DXILShaderFlagsPass::run(Module &M, ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  uint64_t Flags = 0;
  bool UsesUAVHandle = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    bool CmpGradOrBias = false;
    for (Instruction &I : instructions(F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      StringRef Callee;
      if (CI && CI->getCalledFunction())
        Callee = CI->getCalledFunction()->getName();
      // The validator only looks at dx.op calls among calls; i8 immediates
      // and handle structs are not "values" for these flags.
      if (CI && !Callee.starts_with("dx.op."))
        continue;
      SmallVector<Type *, 8> Tys{I.getType()};
      for (Value *Op : I.operands())
        if (!isa<BasicBlock>(Op) && !isa<Function>(Op))
          Tys.push_back(Op->getType());
      if (auto *LI = dyn_cast<LoadInst>(&I))
        Tys.push_back(LI->getType());
      for (Type *Ty : Tys) {
        if (isDouble(Ty))
          Flags |= shaderflag::Doubles;
        if (isInt64(Ty))
          Flags |= shaderflag::Int64Ops;
        if (is16Bit(Ty))
          Flags |= shaderflag::LowPrecisionPresent |
                   shaderflag::UseNativeLowPrecision;
      }
      switch (I.getOpcode()) {
      case Instruction::FDiv:
        if (isDouble(I.getType()))
          Flags |= shaderflag::DoubleExtensions;
        break;
      case Instruction::FPToSI:
      case Instruction::FPToUI:
        if (isDouble(I.getOperand(0)->getType()))
          Flags |= shaderflag::DoubleExtensions;
        break;
      case Instruction::SIToFP:
      case Instruction::UIToFP:
        if (isDouble(I.getType()))
          Flags |= shaderflag::DoubleExtensions;
        break;
      case Instruction::AtomicRMW:
      case Instruction::AtomicCmpXchg:
        if (isInt64(I.getOperand(1)->getType()))
          Flags |= shaderflag::AtomicInt64OnGroupShared;
        break;
      default:
        break;
      }
      if (!CI)
        continue;
      if (Callee.starts_with("dx.op.sample"))
        sampleFlags(*CI, Flags, CmpGradOrBias);
      // GatherRaw (SM 6.7) is an advanced texture op (DXC; the validator
      // checks it).
      if (Callee.starts_with("dx.op.textureGatherRaw"))
        Flags |= shaderflag::AdvancedTextureOps;
      if (Callee.starts_with("dx.op.wave") || Callee.starts_with("dx.op.quad"))
        Flags |= shaderflag::WaveOps;
      else if (Callee.starts_with("dx.op.viewID."))
        Flags |= shaderflag::ViewID;
      else if (Callee.starts_with("dx.op.attributeAtVertex."))
        Flags |= shaderflag::Barycentrics;
      else if (Callee.starts_with("dx.op.startVertexLocation.") ||
               Callee.starts_with("dx.op.startInstanceLocation."))
        Flags |= shaderflag::ExtendedCommandInfo;
      else if (Callee.starts_with("dx.op.allocateRayQuery") ||
               Callee.starts_with("dx.op.rayQuery_"))
        Flags |= shaderflag::RaytracingTier1_1;
      else if (Callee.starts_with("dx.op.innerCoverage"))
        Flags |= shaderflag::InnerCoverage;
      else if (Callee.starts_with("dx.op.writeSamplerFeedback"))
        Flags |= shaderflag::SamplerFeedback;
      else if (Callee.starts_with("dx.op.checkAccessFullyMapped"))
        Flags |= shaderflag::TiledResources;
      else if (Callee.starts_with("dx.op.bufferLoad") ||
               Callee.starts_with("dx.op.textureLoad")) {
        // Loading a typed UAV of more than one component (RWBuffer<float4>,
        // RWTexture2D<float4>) needs the additional typed-load formats; one
        // component does not. Typed kinds: textures 1-9, typed buffer 10.
        const LoweredResource *R =
            resourceOf(CI->getArgOperand(1), Ctx.Info.Resources);
        if (R && R->Class == ResourceClass::UAV && R->Kind >= 1 &&
            R->Kind <= 10 && R->ElementCount > 1)
          Flags |= shaderflag::TypedUAVLoadAdditionalFormats;
        if (auto H = heapHandleProps(CI->getArgOperand(1)))
          if (H->UAV && H->Kind >= 1 && H->Kind <= 10 && H->ElementCount > 1)
            Flags |= shaderflag::TypedUAVLoadAdditionalFormats;
      } else if (Callee == "dx.op.tertiary.f64" &&
                 cast<ConstantInt>(CI->getArgOperand(0))->getZExtValue() == 47)
        Flags |= shaderflag::DoubleExtensions;
      else if (Callee == "dx.op.tertiary.i32" &&
               cast<ConstantInt>(CI->getArgOperand(0))->getZExtValue() == 50)
        Flags |= shaderflag::MSAD;
      else if ((Callee.starts_with("dx.op.atomicBinOp") ||
                Callee.starts_with("dx.op.atomicCompareExchange")) &&
               Callee.ends_with(".i64")) {
        // DXC: only typed resources (typed buffers, textures) need the
        // flag; a raw or structured buffer records Atomic64Use instead.
        // On a descriptor-heap resource, the heap flag too, whatever the
        // kind (DXC).
        if (auto H = heapHandleProps(CI->getArgOperand(1))) {
          Flags |= shaderflag::AtomicInt64OnHeapResource;
          if (H->Kind >= 1 && H->Kind <= 10)
            Flags |= shaderflag::AtomicInt64OnTypedResource;
        } else {
          const LoweredResource *R =
              resourceOf(CI->getArgOperand(1), Ctx.Info.Resources);
          if (!R || (R->Kind >= 1 && R->Kind <= 10))
            Flags |= shaderflag::AtomicInt64OnTypedResource;
        }
      } else if (Callee == "dx.op.createHandle") {
        if (cast<ConstantInt>(CI->getArgOperand(1))->getZExtValue() == 1)
          UsesUAVHandle = true;
      } else if (Callee == "dx.op.createHandleFromHeap") {
        // ResourceDescriptorHeap[i] / SamplerDescriptorHeap[i].
        auto *Sampler = dyn_cast<ConstantInt>(CI->getArgOperand(2));
        Flags |= Sampler && Sampler->isOne()
                     ? shaderflag::SamplerDescriptorHeapIndexing
                     : shaderflag::ResourceDescriptorHeapIndexing;
      } else if (Callee == "dx.op.annotateHandle") {
        if (auto H = heapHandleProps(CI); H && H->UAV)
          UsesUAVHandle = true;
      } else if (Callee == "dx.op.createHandleFromBinding") {
        auto *Bind = cast<Constant>(CI->getArgOperand(1));
        if (cast<ConstantInt>(Bind->getAggregateElement(3))->getZExtValue() ==
            1)
          UsesUAVHandle = true;
      }
    }
    if (CmpGradOrBias)
      Flags |= shaderflag::SampleCmpGradientOrBias;
  }
  unsigned UAVSlots = 0;
  bool HasUAV = false;
  for (const LoweredResource &R : Ctx.Info.Resources) {
    if (R.Kind == 11 || R.Kind == 12)
      Flags |= shaderflag::RawAndStructuredBuffers;
    if (R.Class == ResourceClass::UAV) {
      HasUAV = true;
      UAVSlots += R.RangeSize > 8 ? 9 : R.RangeSize;
    }
  }
  if (UAVSlots > 8)
    Flags |= shaderflag::Max64UAVs;
  Flags |= signatureFlags(P, Ctx.Info);
  if (P && HasUAV && P->Stage == ShaderStage::Vertex)
    Flags |= shaderflag::UAVsAtEveryStage;
  // DXIL 1.7+ declares that UAVs do not alias unless compiled otherwise;
  // with validator 1.8 "used" means a handle to a UAV is created.
  // -res-may-alias withholds the declaration.
  if (P && P->atLeast(6, 7) && UsesUAVHandle && !Ctx.CodeGen.ResMayAlias)
    Flags |= shaderflag::ResMayNotAlias;
  if (P && P->Stage == ShaderStage::Pixel &&
      M.getNamedMetadata("dxild.earlydepthstencil"))
    Flags |= shaderflag::ForceEarlyDepthStencil;
  // -all-resources-bound: DXC copies the option into the flags as is.
  if (Ctx.CodeGen.AllResourcesBound)
    Flags |= shaderflag::AllResourcesBound;
  Ctx.Info.ShaderFlags = Flags;
  Ctx.Info.NativeLowPrecision = Flags & shaderflag::UseNativeLowPrecision;
  return PreservedAnalyses::all();
}

} // namespace dxild
