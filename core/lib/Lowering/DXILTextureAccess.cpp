//===- DXILTextureAccess.cpp - Texture and sampler methods to DXIL --------===//

#include "Lowering/DXILTextureAccess.h"

#include "Lowering/DXILOpBuilder.h"
#include "Lowering/DXILRayQuery.h"
#include "Lowering/DXILResourceAccess.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"
#include "Support/ResourceMethods.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <map>
#include <tuple>

using namespace llvm;

namespace dxild {

namespace {

constexpr const char *Unsupported = "dxild.lower.unsupported-resource-access";
constexpr const char *StageCode = "dxild.lower.texture-stage";
constexpr const char *ModelCode = "dxild.lower.texture-shader-model";

/// The HLSL method a pseudo-intrinsic came from (for diagnostics).
const char *methodName(StringRef Op) {
  return StringSwitch<const char *>(Op)
      .Case("sample", "Sample")
      .Case("sample_bias", "SampleBias")
      .Case("sample_level", "SampleLevel")
      .Case("sample_grad", "SampleGrad")
      .Case("sample_cmp", "SampleCmp")
      .Case("sample_cmp_level_zero", "SampleCmpLevelZero")
      .Case("sample_cmp_level", "SampleCmpLevel")
      .Case("sample_cmp_bias", "SampleCmpBias")
      .Case("sample_cmp_grad", "SampleCmpGrad")
      .Case("gather", "Gather")
      .Case("gather_cmp", "GatherCmp")
      .Case("gather_raw", "GatherRaw")
      .Case("feedback", "WriteSamplerFeedback")
      .Case("feedback_bias", "WriteSamplerFeedbackBias")
      .Case("feedback_level", "WriteSamplerFeedbackLevel")
      .Case("feedback_grad", "WriteSamplerFeedbackGrad")
      .Default("CalculateLevelOfDetail");
}

/// Whether the method computes implicit derivatives.
bool usesDerivatives(StringRef Op) {
  return Op == "sample" || Op == "sample_bias" || Op == "sample_cmp" ||
         Op == "sample_cmp_bias" || Op == "lod";
}

/// The shader model 6.x minor version that introduced the method's DXIL
/// operation (DXC's hctdb: SampleCmpLevel 224 in 6.7, SampleCmpGrad 254
/// and SampleCmpBias 255 in 6.8, TextureGatherRaw 223 in 6.7), 0 for the
/// others.
unsigned minimumMinor(StringRef Op) {
  if (Op == "sample_cmp_level" || Op == "gather_raw")
    return 7;
  if (Op == "sample_cmp_bias" || Op == "sample_cmp_grad")
    return 8;
  return 0;
}

/// What a texture dimension uses of DXIL's coordinate slots.
struct Shape {
  unsigned Coords = 0;  ///< sampling coordinates (with the array slice)
  unsigned Offsets = 0; ///< texel offsets
  unsigned Grads = 0;   ///< gradient components
  unsigned Texels = 0;  ///< integer coordinates of a load (with the slice)
};

std::optional<Shape> shapeOf(dxil::ResourceKind K) {
  using RK = dxil::ResourceKind;
  switch (K) {
  case RK::Texture1D:
    return Shape{1, 1, 1, 1};
  case RK::Texture1DArray:
    return Shape{2, 1, 1, 2};
  case RK::Texture2D:
    return Shape{2, 2, 2, 2};
  case RK::Texture2DArray:
    return Shape{3, 2, 2, 3};
  case RK::Texture3D:
    return Shape{3, 3, 3, 3};
  case RK::TextureCube:
    return Shape{3, 0, 3, 0};
  case RK::TextureCubeArray:
    return Shape{4, 0, 3, 0};
  case RK::Texture2DMS:
    return Shape{2, 2, 2, 2};
  case RK::Texture2DMSArray:
    return Shape{3, 2, 2, 3};
  default:
    return std::nullopt;
  }
}

class TextureLowering {
public:
  TextureLowering(Module &M, LoweringContext &Ctx)
      : M(M), Ctx(Ctx), DL(M.getDataLayout()) {}

  bool run() {
    SmallVector<CallInst *, 16> Calls;
    for (Function &F : M) {
      if (resourceMethodOp(F).empty())
        continue;
      for (User *U : F.users())
        if (auto *CI = dyn_cast<CallInst>(U))
          Calls.push_back(CI);
    }
    mergeElementCalls(Calls);
    for (CallInst *CI : Calls)
      if (CI)
        lower(*CI);
    for (Function &F : make_early_inc_range(M))
      if (!resourceMethodOp(F).empty() && F.use_empty())
        F.eraseFromParent();
    return !Calls.empty();
  }

private:
  Module &M;
  LoweringContext &Ctx;
  const DataLayout &DL;

  /// `tex[p].xy = a; tex[p].zw = b;`: each subscript is its own element
  /// call. Those of one block with the same texture and coordinates are
  /// one address (the later calls become the first), so that the stores
  /// through them can be coalesced (coalesceComponentStores). Merged calls
  /// are cleared from \p Calls.
  void mergeElementCalls(SmallVectorImpl<CallInst *> &Calls) {
    std::map<std::tuple<BasicBlock *, Value *, Value *>, SmallVector<size_t, 2>>
        Groups;
    for (size_t I = 0; I < Calls.size(); ++I) {
      CallInst *CI = Calls[I];
      if (resourceMethodOp(*CI->getCalledFunction()) == "element" &&
          CI->arg_size() >= 2)
        Groups[{CI->getParent(), CI->getArgOperand(0), CI->getArgOperand(1)}]
            .push_back(I);
    }
    for (auto &[Key, Indices] : Groups) {
      if (Indices.size() < 2)
        continue;
      size_t Keep = Indices.front();
      for (size_t I : Indices)
        if (Calls[I]->comesBefore(Calls[Keep]))
          Keep = I;
      for (size_t I : Indices) {
        if (I == Keep)
          continue;
        Calls[I]->replaceAllUsesWith(Calls[Keep]);
        Calls[I]->eraseFromParent();
        Calls[I] = nullptr;
      }
    }
  }

  /// Element type and shape of the texture handle \p H.
  bool texture(Value *H, Type *&Elem, Shape &S, dxil::ResourceKind &K,
               bool &MS) {
    Type *Ty = H->getType();
    if (auto *T = dyn_cast<dxil::TextureExtType>(Ty)) {
      Elem = T->getResourceType();
      K = T->getDimension();
      MS = false;
    } else if (auto *T = dyn_cast<dxil::MSTextureExtType>(Ty)) {
      Elem = T->getResourceType();
      K = T->getDimension();
      MS = true;
    } else {
      return false;
    }
    std::optional<Shape> Sh = shapeOf(K);
    if (!Sh)
      return false;
    S = *Sh;
    Elem = Elem->getScalarType();
    return true;
  }

  /// \p N scalar slots of type \p Ty from \p V (scalar or vector): its
  /// first \p Used components, undef for the rest.
  static void slots(IRBuilder<> &B, Value *V, unsigned Used, unsigned N,
                    Type *Ty, SmallVectorImpl<Value *> &Out) {
    auto *VT = dyn_cast<FixedVectorType>(V->getType());
    unsigned Have = VT ? VT->getNumElements() : 1;
    for (unsigned I = 0; I < N; ++I) {
      if (I >= Used || I >= Have || isa<UndefValue>(V)) {
        Out.push_back(UndefValue::get(Ty));
        continue;
      }
      Out.push_back(VT ? B.CreateExtractElement(V, B.getInt32(I)) : V);
    }
  }

  /// The first \p N values of type \p Elem in the ResRet \p RR (at most
  /// what it holds). A 64-bit texel a load returns in an i32 ResRet comes
  /// as i32 pairs, low first (see texelOverload); GatherRaw's i64 ResRet
  /// holds whole values.
  SmallVector<Value *, 4> resRetValues(IRBuilder<> &B, Value *RR, Type *Elem,
                                       unsigned N) {
    bool Halves = Elem->getScalarSizeInBits() == 64 &&
                  RR->getType()->getStructElementType(0)->isIntegerTy(32);
    DXILOpBuilder OB(M, B);
    SmallVector<Value *, 4> Elts;
    for (unsigned I = 0; I < N && (Halves ? 2 * I + 1 : I) < 4; ++I) {
      if (!Halves) {
        Elts.push_back(B.CreateExtractValue(RR, I));
        continue;
      }
      Value *Lo = B.CreateExtractValue(RR, 2 * I);
      Value *Hi = B.CreateExtractValue(RR, 2 * I + 1);
      Elts.push_back(OB.join64(Elem, Lo, Hi));
    }
    return Elts;
  }

  /// The first components of a ResRet as a value of type \p Ty.
  Value *fromResRet(IRBuilder<> &B, Value *RR, Type *Ty) {
    auto *VT = dyn_cast<FixedVectorType>(Ty);
    return buildFromScalars(B, Ty,
                            resRetValues(B, RR, Ty->getScalarType(),
                                         VT ? VT->getNumElements() : 1));
  }

  /// The overload of a texel load or store: DXIL's texture operations have
  /// none for 64-bit types, so DXC moves a 64-bit texel (uint64_t, int64_t,
  /// double; at most two per texel) as i32 pairs, low word first.
  static Type *texelOverload(Type *Elem) {
    return Elem->getScalarSizeInBits() == 64
               ? Type::getInt32Ty(Elem->getContext())
               : Elem;
  }

  /// Replaces \p CI by the value of the ResRet \p RR. A status form
  /// returns {value, i1}: its extractvalues become the value and DXC's
  /// CheckAccessFullyMapped of the ResRet's status (element 4).
  void finishResRet(CallInst &CI, IRBuilder<> &B, Value *RR) {
    auto *STy = dyn_cast<StructType>(CI.getType());
    if (!STy) {
      finish(CI, fromResRet(B, RR, CI.getType()));
      return;
    }
    Value *V = fromResRet(B, RR, STy->getElementType(0));
    Value *Bit = nullptr;
    for (User *U : make_early_inc_range(CI.users())) {
      auto *EV = dyn_cast<ExtractValueInst>(U);
      if (!EV || EV->getNumIndices() != 1) {
        Ctx.error(Unsupported, "a status result is used as an aggregate", &CI);
        return;
      }
      Value *R = V;
      if (EV->getIndices()[0] == 1) {
        if (!Bit) {
          DXILOpBuilder OB(M, B);
          Bit = OB.call(OpCode::CheckAccessFullyMapped, B.getInt32Ty(),
                        B.getInt1Ty(), {B.CreateExtractValue(RR, 4)});
        }
        R = Bit;
      }
      EV->replaceAllUsesWith(R);
      EV->eraseFromParent();
    }
    CI.eraseFromParent();
  }

  void lower(CallInst &CI) {
    StringRef Op = resourceMethodOp(*CI.getCalledFunction());
    // RayQuery::TraceRayInline, the one method on an acceleration
    // structure.
    if (Op == "trace_ray_inline")
      return lowerTraceRayInline(CI, Ctx);
    if (Op.starts_with("feedback"))
      return lowerFeedback(CI, Op);
    IRBuilder<> B(&CI);
    DXILOpBuilder OB(M, B);
    Value *T = CI.getArgOperand(0);
    Type *Elem;
    Shape S;
    dxil::ResourceKind K;
    bool MS;
    if (!texture(T, Elem, S, K, MS)) {
      Ctx.error(Unsupported,
                "a texture method was called on a resource that is not a "
                "texture",
                &CI);
      return;
    }
    if (Op == "dimensions") {
      Value *Dims = OB.call(OpCode::GetDimensions, nullptr,
                            dxtypes::getDimensions(M.getContext()),
                            {OB.castToHandle(T), CI.getArgOperand(1)});
      SmallVector<Value *, 4> Elts;
      for (unsigned I = 0; I < 4; ++I)
        Elts.push_back(B.CreateExtractValue(Dims, I));
      finish(CI, buildFromScalars(B, CI.getType(), Elts));
      return;
    }
    if (Op == "load") {
      SmallVector<Value *, 8> Args{OB.castToHandle(T), CI.getArgOperand(2)};
      slots(B, CI.getArgOperand(1), S.Texels, 3, B.getInt32Ty(), Args);
      slots(B, CI.getArgOperand(3), S.Offsets, 3, B.getInt32Ty(), Args);
      Type *Ovl = texelOverload(Elem);
      Value *RR =
          OB.call(OpCode::TextureLoad, Ovl, dxtypes::getResRet(Ovl), Args);
      finishResRet(CI, B, RR);
      return;
    }
    if (Op == "element") {
      lowerElement(CI, T, Elem, S);
      return;
    }
    if (Op == "sample_pos") {
      // Texture2DMS[Array].GetSamplePosition(s): {x, y} of the sample.
      if (!MS) {
        Ctx.error(Unsupported, "GetSamplePosition needs a multisampled texture",
                  &CI);
        return;
      }
      Value *Pos = OB.call(OpCode::Texture2DMSGetSamplePosition, nullptr,
                           dxtypes::getSamplePos(M.getContext()),
                           {OB.castToHandle(T), CI.getArgOperand(1)});
      SmallVector<Value *, 2> Elts{B.CreateExtractValue(Pos, 0),
                                   B.CreateExtractValue(Pos, 1)};
      finish(CI, buildFromScalars(B, CI.getType(), Elts));
      return;
    }
    if (MS) {
      Ctx.error(Unsupported, "multisampled textures cannot be sampled", &CI);
      return;
    }
    // Sampling and gathering 64-bit texels: DXC refuses them too (GatherRaw
    // reads their raw bits).
    if (Elem->getScalarSizeInBits() == 64 && Op != "gather_raw") {
      Ctx.error(Unsupported,
                Twine(methodName(Op)) +
                    " of a texture with 64-bit elements; only loads, "
                    "stores, atomics and GatherRaw read them",
                &CI);
      return;
    }
    if (unsigned Minor = minimumMinor(Op)) {
      std::optional<Profile> P = Ctx.profileFor(M);
      if (P && !P->atLeast(6, Minor)) {
        Ctx.error(ModelCode,
                  Twine(methodName(Op)) + " needs shader model 6." +
                      Twine(Minor) + " or newer; profile " + P->str() +
                      " does not have it",
                  &CI);
        return;
      }
    }
    // Implicit derivatives: pixel shaders, and compute shaders from 6.6.
    if (usesDerivatives(Op)) {
      std::optional<Profile> P = Ctx.profileFor(M);
      if (P && P->Stage != ShaderStage::Pixel &&
          !(P->Stage == ShaderStage::Compute && P->atLeast(6, 6))) {
        Ctx.error(StageCode,
                  Twine(methodName(Op)) +
                      " computes derivatives, which profile " + P->str() +
                      " does not have (pixel shaders; compute shaders from "
                      "cs_6_6); use SampleLevel or SampleGrad",
                  &CI);
        return;
      }
    }
    Value *Smp = CI.getArgOperand(1);
    if (!isa<dxil::SamplerExtType>(Smp->getType())) {
      Ctx.error(Unsupported, "the sampler argument is not a sampler", &CI);
      return;
    }
    Type *F32 = B.getFloatTy();
    Type *I32 = B.getInt32Ty();
    SmallVector<Value *, 16> Args{OB.castToHandle(T), OB.castToHandle(Smp)};
    if (Op == "lod") {
      slots(B, CI.getArgOperand(2), S.Grads, 3, F32, Args);
      Args.push_back(CI.getArgOperand(3));
      finish(CI, OB.call(OpCode::CalculateLOD, F32, F32, Args));
      return;
    }
    slots(B, CI.getArgOperand(2), S.Coords, 4, F32, Args);
    bool Gather = Op.starts_with("gather");
    // Operand positions after (t, s, coord) in the pseudo-intrinsic.
    auto Arg = [&](unsigned I) { return CI.getArgOperand(I); };
    auto Offsets = [&](unsigned I) {
      slots(B, Arg(I), S.Offsets, Gather ? 2 : 3, I32, Args);
    };
    OpCode Code;
    if (Op == "sample") {
      Code = OpCode::Sample;
      Offsets(3);
      Args.push_back(Arg(4));
    } else if (Op == "sample_bias") {
      Code = OpCode::SampleBias;
      Offsets(4);
      Args.append({clampImmediateBias(Arg(3)), Arg(5)});
    } else if (Op == "sample_level") {
      Code = OpCode::SampleLevel;
      Offsets(4);
      Args.push_back(Arg(3));
    } else if (Op == "sample_grad") {
      Code = OpCode::SampleGrad;
      Offsets(5);
      slots(B, Arg(3), S.Grads, 3, F32, Args);
      slots(B, Arg(4), S.Grads, 3, F32, Args);
      Args.push_back(Arg(6));
    } else if (Op == "sample_cmp") {
      Code = OpCode::SampleCmp;
      Offsets(4);
      Args.append({Arg(3), Arg(5)});
    } else if (Op == "sample_cmp_level_zero") {
      Code = OpCode::SampleCmpLevelZero;
      Offsets(4);
      Args.push_back(Arg(3));
    } else if (Op == "sample_cmp_level") {
      Code = OpCode::SampleCmpLevel;
      Offsets(5);
      Args.append({Arg(3), Arg(4)});
    } else if (Op == "sample_cmp_bias") {
      Code = OpCode::SampleCmpBias;
      Offsets(5);
      Args.append({Arg(3), clampImmediateBias(Arg(4)), Arg(6)});
    } else if (Op == "sample_cmp_grad") {
      Code = OpCode::SampleCmpGrad;
      Offsets(6);
      Args.push_back(Arg(3));
      slots(B, Arg(4), S.Grads, 3, F32, Args);
      slots(B, Arg(5), S.Grads, 3, F32, Args);
      Args.push_back(Arg(7));
    } else if (Op == "gather") {
      Code = OpCode::TextureGather;
      Offsets(3);
      Args.push_back(Arg(4));
    } else if (Op == "gather_cmp") {
      Code = OpCode::TextureGatherCmp;
      Offsets(4);
      Args.append({Arg(5), Arg(3)});
    } else if (Op == "gather_raw") {
      // The texels' raw bits: the overload is the element's integer type
      // (DXC allows uint16_t, uint and uint64_t textures, 2D and 2D arrays).
      if (!(K == dxil::ResourceKind::Texture2D ||
            K == dxil::ResourceKind::Texture2DArray) ||
          !(Elem->isIntegerTy(16) || Elem->isIntegerTy(32) ||
            Elem->isIntegerTy(64))) {
        Ctx.error(Unsupported,
                  "GatherRaw needs a Texture2D or Texture2DArray of "
                  "uint16_t, uint or uint64_t",
                  &CI);
        return;
      }
      Code = OpCode::TextureGatherRaw;
      Offsets(3);
    } else {
      Ctx.error(Unsupported, "unknown texture method '" + Op + "'", &CI);
      return;
    }
    Type *Ovl = (Op.starts_with("sample_cmp")) ? F32 : Elem;
    Value *RR = OB.call(Code, Ovl, dxtypes::getResRet(Ovl), Args);
    finishResRet(CI, B, RR);
  }

  /// FeedbackTexture2D[Array].WriteSamplerFeedback* (SM 6.5): operands
  /// (feedback texture, sampled texture, sampler, coord, ...), as
  /// writeSamplerFeedback* 174-177 take them after their opcode.
  void lowerFeedback(CallInst &CI, StringRef Op) {
    const char *Method = methodName(Op);
    auto *FT =
        dyn_cast<dxil::FeedbackTextureExtType>(CI.getArgOperand(0)->getType());
    Type *Elem;
    Shape S;
    dxil::ResourceKind K;
    bool MS;
    if (!FT || !texture(CI.getArgOperand(1), Elem, S, K, MS) ||
        !isa<dxil::SamplerExtType>(CI.getArgOperand(2)->getType())) {
      Ctx.error(Unsupported,
                Twine(Method) + " needs a feedback texture, a texture and a "
                                "sampler",
                &CI);
      return;
    }
    bool Array =
        FT->getDimension() == dxil::ResourceKind::FeedbackTexture2DArray;
    if (K != (Array ? dxil::ResourceKind::Texture2DArray
                    : dxil::ResourceKind::Texture2D)) {
      Ctx.error(Unsupported,
                Twine(Method) + " of a " +
                    (Array ? "FeedbackTexture2DArray needs a Texture2DArray"
                           : "FeedbackTexture2D needs a Texture2D"),
                &CI);
      return;
    }
    std::optional<Profile> P = Ctx.profileFor(M);
    if (P && !P->atLeast(6, 5)) {
      Ctx.error(ModelCode,
                Twine(Method) + " needs shader model 6.5 or newer; profile " +
                    P->str() + " does not have it",
                &CI);
      return;
    }
    // The implicit-derivative forms exist in pixel shaders only (DXC's
    // hctdb: pixel and library), unlike Sample in compute from 6.6.
    bool Implicit = Op == "feedback" || Op == "feedback_bias";
    if (Implicit && P && P->Stage != ShaderStage::Pixel) {
      Ctx.error(StageCode,
                Twine(Method) + " computes derivatives, which profile " +
                    P->str() +
                    " does not have (pixel shaders only); use "
                    "WriteSamplerFeedbackLevel or WriteSamplerFeedbackGrad",
                &CI);
      return;
    }
    IRBuilder<> B(&CI);
    DXILOpBuilder OB(M, B);
    Type *F32 = B.getFloatTy();
    SmallVector<Value *, 16> Args{OB.castToHandle(CI.getArgOperand(0)),
                                  OB.castToHandle(CI.getArgOperand(1)),
                                  OB.castToHandle(CI.getArgOperand(2))};
    slots(B, CI.getArgOperand(3), S.Coords, 4, F32, Args);
    OpCode Code = StringSwitch<OpCode>(Op)
                      .Case("feedback_bias", OpCode::WriteSamplerFeedbackBias)
                      .Case("feedback_level", OpCode::WriteSamplerFeedbackLevel)
                      .Case("feedback_grad", OpCode::WriteSamplerFeedbackGrad)
                      .Default(OpCode::WriteSamplerFeedback);
    // After the coordinates: bias/lod/clamp as they come, or a gradient's
    // two components padded to DXIL's three, then the clamp.
    if (Code == OpCode::WriteSamplerFeedbackGrad) {
      slots(B, CI.getArgOperand(4), S.Grads, 3, F32, Args);
      slots(B, CI.getArgOperand(5), S.Grads, 3, F32, Args);
      Args.push_back(CI.getArgOperand(6));
    } else {
      for (unsigned I = 4; I < CI.arg_size(); ++I)
        Args.push_back(I == 4 && Code == OpCode::WriteSamplerFeedbackBias
                           ? clampImmediateBias(CI.getArgOperand(I))
                           : CI.getArgOperand(I));
    }
    OB.call(Code, nullptr, B.getVoidTy(), Args);
    CI.eraseFromParent();
  }

  /// A constant mip bias clamped to what DXIL allows, [-16, 15.99], as DXC
  /// clamps it (its validator refuses an immediate outside that range; a
  /// bias computed at run time is clamped by the hardware).
  static Value *clampImmediateBias(Value *Bias) {
    auto *C = dyn_cast<ConstantFP>(Bias);
    if (!C || C->isNaN())
      return Bias;
    APFloat F = C->getValueAPF();
    bool LosesInfo;
    F.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &LosesInfo);
    float V = F.convertToFloat();
    if (V > MaxMipLodBias)
      return ConstantFP::get(C->getType(), MaxMipLodBias);
    if (V < MinMipLodBias)
      return ConstantFP::get(C->getType(), MinMipLodBias);
    return Bias;
  }
  static constexpr float MinMipLodBias = -16.0f;
  static constexpr float MaxMipLodBias = 15.99f;

  void finish(CallInst &CI, Value *V) {
    V->takeName(&CI);
    CI.replaceAllUsesWith(V);
    CI.eraseFromParent();
  }

  /// textureStore of a whole texel: DXC writes all four values with mask
  /// 0xF (DXILOpBuilder::typedStoreValues).
  static void storeTexel(IRBuilder<> &B, DXILOpBuilder &OB, Value *H,
                         ArrayRef<Value *> Coords, Type *Elem,
                         ArrayRef<Value *> Elts) {
    SmallVector<Value *, 12> Args{H};
    Args.append(Coords.begin(), Coords.end());
    Args.append(OB.typedStoreValues(Elts));
    Args.push_back(B.getInt8(0xF));
    OB.call(OpCode::TextureStore, texelOverload(Elem), B.getVoidTy(), Args);
  }

  void lowerElement(CallInst &CI, Value *T, Type *Elem, const Shape &S) {
    // `tex[p].xyz = v`: one load and one store of the texel.
    if (auto *VT = dyn_cast<FixedVectorType>(
            cast<TargetExtType>(T->getType())->getTypeParameter(0)))
      coalesceComponentStores(&CI, VT, DL);
    SmallVector<MemoryAccess, 4> Accesses;
    if (Instruction *Bad = collectAccesses(&CI, DL, Accesses)) {
      Ctx.error(Unsupported,
                "a RW texture element is used other than by loads, stores "
                "and atomics",
                Bad);
      return;
    }
    auto *TexTy = cast<TargetExtType>(T->getType());
    Type *Full = TexTy->getTypeParameter(0);
    unsigned NumElts = isa<FixedVectorType>(Full)
                           ? cast<FixedVectorType>(Full)->getNumElements()
                           : 1;
    uint64_t EltSize = DL.getTypeStoreSize(Elem);
    for (MemoryAccess &A : Accesses) {
      Instruction *I = A.I;
      IRBuilder<> B(I);
      DXILOpBuilder OB(M, B);
      // A variable component (`tex[p][i]`) only for a load or store of one
      // component of the texel's own type.
      auto OneComponent = [&] {
        if (auto *LI = dyn_cast<LoadInst>(I))
          return LI->getType() == Elem;
        auto *SI = dyn_cast<StoreInst>(I);
        return SI && SI->getValueOperand()->getType() == Elem;
      };
      if (A.Offset.Var &&
          (A.Offset.VarAlign % EltSize != 0 || !OneComponent())) {
        Ctx.error(Unsupported,
                  "a RW texture element is accessed at a variable component "
                  "other than by a load or store of one component",
                  I);
        continue;
      }
      Value *H = OB.castToHandle(T);
      SmallVector<Value *, 3> Coords;
      slots(B, CI.getArgOperand(1), S.Texels, 3, B.getInt32Ty(), Coords);
      if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I)) {
        // Interlocked* on a texel (DXC: atomicBinOp/atomicCompareExchange
        // on the texture's handle at the texel's coordinates). Only whole
        // scalar integer texels have atomics.
        if (A.Offset.Const != 0 || NumElts != 1 || !Elem->isIntegerTy()) {
          Ctx.error(Unsupported,
                    "atomics on RW textures need a scalar integer element", I);
          continue;
        }
        Value *Old =
            emitDXILAtomic(B, OB, Ctx, H, Coords[0], Coords[1], Coords[2], I);
        if (!Old)
          continue;
        if (isa<AtomicRMWInst>(I))
          I->replaceAllUsesWith(Old);
        I->eraseFromParent();
        continue;
      }
      auto Load = [&]() {
        SmallVector<Value *, 8> Args{H, UndefValue::get(B.getInt32Ty())};
        Args.append(Coords);
        Args.append(3, UndefValue::get(B.getInt32Ty()));
        Type *Ovl = texelOverload(Elem);
        Value *RR =
            OB.call(OpCode::TextureLoad, Ovl, dxtypes::getResRet(Ovl), Args);
        return resRetValues(B, RR, Elem, NumElts);
      };
      Type *AccTy = isa<LoadInst>(I)
                        ? I->getType()
                        : cast<StoreInst>(I)->getValueOperand()->getType();
      // InstCombine folds `t[p] = asuint(f)` into a `store float` to a uint
      // texel and `asfloat(t[p])` into a `load float` from one (FidelityFX's
      // optical flow): the same bits, accessed as the texel's own type.
      if (Type *AccElt = AccTy->getScalarType();
          AccElt != Elem && !AccElt->isPointerTy() &&
          AccElt->getPrimitiveSizeInBits() == Elem->getPrimitiveSizeInBits()) {
        Type *Own =
            AccTy->isVectorTy()
                ? FixedVectorType::get(
                      Elem, cast<FixedVectorType>(AccTy)->getNumElements())
                : Elem;
        if (auto *SI = dyn_cast<StoreInst>(I)) {
          SI->setOperand(0, B.CreateBitCast(SI->getValueOperand(), Own));
        } else {
          auto *LI = cast<LoadInst>(I);
          LoadInst *OwnLoad =
              B.CreateAlignedLoad(Own, LI->getPointerOperand(), LI->getAlign());
          LI->replaceAllUsesWith(B.CreateBitCast(OwnLoad, LI->getType()));
          LI->eraseFromParent();
          I = OwnLoad;
          B.SetInsertPoint(OwnLoad);
        }
        AccTy = Own;
      }
      if (AccTy->getScalarType() != Elem || A.Offset.Const % EltSize != 0) {
        Ctx.error(Unsupported,
                  "RW texture element accessed with a type other than its "
                  "own",
                  I);
        continue;
      }
      if (A.Offset.Var) {
        // `tex[p][i]`: the texel's components, the one at lane i picked by
        // a select (a store writes the texel back with lane i replaced).
        Value *Lane =
            B.CreateUDiv(B.CreateAdd(A.Offset.Var, B.getInt32(A.Offset.Const)),
                         B.getInt32(EltSize));
        SmallVector<Value *, 4> Elts = Load();
        if (auto *LI = dyn_cast<LoadInst>(I)) {
          Value *V = Elts[NumElts - 1];
          for (unsigned E = NumElts - 1; E-- > 0;)
            V = B.CreateSelect(B.CreateICmpEQ(Lane, B.getInt32(E)), Elts[E], V);
          V->takeName(LI);
          LI->replaceAllUsesWith(V);
          LI->eraseFromParent();
          continue;
        }
        auto *SI = cast<StoreInst>(I);
        for (unsigned E = 0; E < NumElts; ++E)
          Elts[E] = B.CreateSelect(B.CreateICmpEQ(Lane, B.getInt32(E)),
                                   SI->getValueOperand(), Elts[E]);
        storeTexel(B, OB, H, Coords, Elem, Elts);
        SI->eraseFromParent();
        continue;
      }
      unsigned First = A.Offset.Const / EltSize;
      unsigned Count = isa<FixedVectorType>(AccTy)
                           ? cast<FixedVectorType>(AccTy)->getNumElements()
                           : 1;
      if (First + Count > NumElts) {
        Ctx.error(Unsupported, "access past the end of a RW texture element",
                  I);
        continue;
      }
      if (auto *LI = dyn_cast<LoadInst>(I)) {
        SmallVector<Value *, 4> Elts = Load();
        Value *V = buildFromScalars(
            B, AccTy, ArrayRef<Value *>(Elts).slice(First, Count));
        V->takeName(LI);
        LI->replaceAllUsesWith(V);
        LI->eraseFromParent();
        continue;
      }
      auto *SI = cast<StoreInst>(I);
      SmallVector<Value *, 4> Elts;
      if (First != 0 || Count != NumElts)
        Elts = Load();
      else
        Elts.assign(NumElts, nullptr);
      SmallVector<Value *, 4> New;
      slots(B, SI->getValueOperand(), Count, Count, Elem, New);
      for (unsigned E = 0; E < Count; ++E)
        Elts[First + E] = New[E];
      storeTexel(B, OB, H, Coords, Elem, Elts);
      SI->eraseFromParent();
    }
    eraseDeadUsers(&CI);
    if (CI.use_empty())
      CI.eraseFromParent();
  }
};

} // namespace

PreservedAnalyses DXILTextureAccessPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  return TextureLowering(M, Ctx).run() ? PreservedAnalyses::none()
                                       : PreservedAnalyses::all();
}

} // namespace dxild
