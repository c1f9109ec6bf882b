//===- DXILHandleLowering.cpp - Resource handles and dx.resources ---------===//

#include "Lowering/DXILHandleLowering.h"
#include "Lowering/CBufferSize.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/HLSLRawLayout.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"
#include "Support/DXILResourceClass.h"
#include "Support/HeapHandles.h"
#include "Support/ResourceKeywords.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

#include <list>

using namespace llvm;

namespace dxild {

namespace {

/// Whether a handle created by one of \p Creations (through dxild's handle
/// casts, selects and phis) is the handle of a 64-bit atomic operation.
bool usedByAtomic64(ArrayRef<CallInst *> Creations) {
  SmallVector<Value *, 8> Work(Creations.begin(), Creations.end());
  SmallPtrSet<Value *, 16> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (User *U : V->users()) {
      if (isa<SelectInst>(U) || isa<PHINode>(U)) {
        Work.push_back(U);
        continue;
      }
      auto *CI = dyn_cast<CallInst>(U);
      Function *F = CI ? CI->getCalledFunction() : nullptr;
      if (!F)
        continue;
      StringRef Name = F->getName();
      if (Name.starts_with(HandleCastPrefix))
        Work.push_back(CI);
      else if ((Name == "dx.op.atomicBinOp.i64" ||
                Name == "dx.op.atomicCompareExchange.i64") &&
               CI->getArgOperand(1) == V)
        return true;
    }
  }
  return false;
}

/// \p Record with DXC's Atomic64Use tag (3, i32 1) added to its tag list
/// (the last operand; DXC's DxilExtraPropertyHelper::EmitUAVProperties).
MDTuple *withAtomic64Use(MDTuple *Record) {
  LLVMContext &C = Record->getContext();
  SmallVector<Metadata *, 12> Ops(Record->operands());
  SmallVector<Metadata *, 6> Tags;
  if (auto *Old = dyn_cast_or_null<MDNode>(Ops.back()))
    Tags.append(Old->op_begin(), Old->op_end());
  Type *I32 = Type::getInt32Ty(C);
  Tags.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, 3)));
  Tags.push_back(ConstantAsMetadata::get(ConstantInt::get(I32, 1)));
  Ops.back() = MDTuple::get(C, Tags);
  return MDTuple::get(C, Ops);
}

/// \p Record with the structured-buffer stride tag (1) set to \p Stride.
MDTuple *withStride(MDTuple *Record, uint32_t Stride) {
  if (Record->getNumOperands() == 0)
    return Record;
  auto *Props = dyn_cast_or_null<MDTuple>(
      Record->getOperand(Record->getNumOperands() - 1).get());
  if (!Props)
    return Record;
  SmallVector<Metadata *, 4> PropOps(Props->operands());
  for (size_t I = 0; I + 1 < PropOps.size(); I += 2) {
    auto *Tag = mdconst::dyn_extract<ConstantInt>(PropOps[I]);
    auto *Val = mdconst::dyn_extract<ConstantInt>(PropOps[I + 1]);
    if (Tag && Val && Tag->getZExtValue() == 1)
      PropOps[I + 1] =
          ConstantAsMetadata::get(ConstantInt::get(Val->getType(), Stride));
  }
  SmallVector<Metadata *, 12> Ops(Record->operands());
  Ops.back() = MDTuple::get(Record->getContext(), PropOps);
  return MDTuple::get(Record->getContext(), Ops);
}

/// A tbuffer (Binding/TBuffers.h): an SRV of kind TBuffer whose handle type
/// carries Clang's layout struct.
bool isTBuffer(const dxil::ResourceTypeInfo &RTI) {
  return RTI.getResourceKind() == dxil::ResourceKind::TBuffer;
}

bool isAccelerationStructure(const dxil::ResourceTypeInfo &RTI) {
  return RTI.getResourceKind() == dxil::ResourceKind::RTAccelerationStructure;
}

/// \p Record with its tag list (operand 8) replaced by DXC's element type
/// tag for kinds LLVM writes none for.
MDTuple *withElementTypeTag(MDTuple *Record, dxil::ElementType ET) {
  if (Record->getNumOperands() <= 8)
    return Record;
  LLVMContext &C = Record->getContext();
  SmallVector<Metadata *, 10> Ops(Record->operands());
  Type *I32 = Type::getInt32Ty(C);
  Ops[8] = MDTuple::get(
      C, {ConstantAsMetadata::get(ConstantInt::get(I32, 0)),
          ConstantAsMetadata::get(ConstantInt::get(I32, unsigned(ET)))});
  return MDTuple::get(C, Ops);
}

uint32_t clangTBufferSize(const Module &M, const dxil::ResourceTypeInfo &RTI) {
  return M.getDataLayout().getTypeAllocSize(
      RTI.getHandleTy()->getTypeParameter(0));
}

struct BindingKey {
  unsigned Class, Space, Lower, Size;
  bool operator<(const BindingKey &O) const {
    return std::tie(Class, Space, Lower, Size) <
           std::tie(O.Class, O.Space, O.Lower, O.Size);
  }
};

/// One dx.resources record and the calls that create handles to it.
struct Resource {
  BindingKey Key;
  TargetExtType *Ty;
  std::string Name;
  SmallVector<CallInst *, 2> Creations;
  bool HasCounter = false;
  unsigned ID = 0;
  /// `globallycoherent`, `unorm`/`snorm` (Support/ResourceKeywords.h).
  ResourceKeywords Keywords;
  /// A descriptor-heap handle (one creation, no record; HeapHandles.h).
  HeapKind Heap = HeapKind::None;
};

/// The index operand of a handle creation without its
/// NonUniformResourceIndex marker, and whether it had one.
std::pair<Value *, bool> creationIndex(CallInst &CI) {
  Value *Index = CI.getArgOperand(3);
  if (auto *II = dyn_cast<IntrinsicInst>(Index))
    if (II->getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex)
      return {II->getArgOperand(0), true};
  return {Index, false};
}

/// \p Record (a dx.resources record) with its element-type tag (tag 0 of
/// the extended properties, its last operand) given the norm keyword.
MDTuple *withNormElementType(MDTuple *Record, uint8_t Norm) {
  if (!Norm || Record->getNumOperands() == 0)
    return Record;
  auto *Props = dyn_cast_or_null<MDTuple>(
      Record->getOperand(Record->getNumOperands() - 1).get());
  if (!Props)
    return Record;
  SmallVector<Metadata *, 4> PropOps(Props->operands());
  for (size_t I = 0; I + 1 < PropOps.size(); I += 2) {
    auto *Tag = mdconst::dyn_extract<ConstantInt>(PropOps[I]);
    auto *Val = mdconst::dyn_extract<ConstantInt>(PropOps[I + 1]);
    if (!Tag || !Val || Tag->getZExtValue() != 0)
      continue;
    auto ET = withNorm(dxil::ElementType(Val->getZExtValue()), Norm);
    PropOps[I + 1] =
        ConstantAsMetadata::get(ConstantInt::get(Val->getType(), uint64_t(ET)));
  }
  SmallVector<Metadata *, 12> Ops(Record->operands());
  Ops.back() = MDTuple::get(Record->getContext(), PropOps);
  return MDTuple::get(Record->getContext(), Ops);
}

class HandleLowering {
public:
  HandleLowering(Module &M, LoweringContext &Ctx, const Profile &P)
      : M(M), Ctx(Ctx), P(P) {}
  bool run();

private:
  Value *createHandle(CallInst &CI, Resource &R, dxil::ResourceInfo &RI,
                      dxil::ResourceTypeInfo &RTI);
  Value *createHeapHandle(CallInst &CI, Resource &R);
  Value *annotate(IRBuilder<> &B, Value *H, Resource &R, dxil::ResourceInfo &RI,
                  dxil::ResourceTypeInfo &RTI);
  void removeTargetValues(CallInst &CI);

  Module &M;
  LoweringContext &Ctx;
  Profile P;
  DXILResourceTypeMap DRTM;
};

Value *HandleLowering::createHandle(CallInst &CI, Resource &R,
                                    dxil::ResourceInfo &RI,
                                    dxil::ResourceTypeInfo &RTI) {
  IRBuilder<> B(CI.getNextNode());
  DXILOpBuilder OB(M, B);
  auto [Index, NonUniform] = creationIndex(CI);
  // DXIL indexes from the start of the register space, not of the range.
  Value *Abs = B.CreateAdd(B.getInt32(R.Key.Lower), Index);
  unsigned Class = unsigned(RTI.getResourceClass());
  if (!P.atLeast(6, 6))
    return OB.call(
        OpCode::CreateHandle, nullptr, dxtypes::getHandle(M.getContext()),
        {B.getInt8(Class), B.getInt32(R.ID), Abs, B.getInt1(NonUniform)});
  LLVMContext &C = M.getContext();
  uint32_t Upper =
      R.Key.Size == UINT32_MAX ? UINT32_MAX : R.Key.Lower + R.Key.Size - 1;
  Constant *Bind = ConstantStruct::get(
      dxtypes::getResBind(C), {B.getInt32(R.Key.Lower), B.getInt32(Upper),
                               B.getInt32(R.Key.Space), B.getInt8(Class)});
  Value *H = OB.call(OpCode::CreateHandleFromBinding, nullptr,
                     dxtypes::getHandle(C), {Bind, Abs, B.getInt1(NonUniform)});
  return annotate(B, H, R, RI, RTI);
}

/// annotateHandle(H, properties of \p R's type), as DXC annotates a handle
/// of that resource (bound or from the heap).
Value *HandleLowering::annotate(IRBuilder<> &B, Value *H, Resource &R,
                                dxil::ResourceInfo &RI,
                                dxil::ResourceTypeInfo &RTI) {
  LLVMContext &C = M.getContext();
  DXILOpBuilder OB(M, B);
  auto [W0, W1] = RI.getAnnotateProps(M, RTI);
  if (RTI.isCBuffer()) // the second word is the size: DXC's
    W1 = dxcCBufferSize(M, R.Name, W1);
  if (RTI.isTyped()) // component type in the low byte of the second word
    W1 = (W1 & ~0xFFu) |
         uint32_t(withNorm(dxil::ElementType(W1 & 0xFF), R.Keywords.Norm));
  if (isTBuffer(RTI)) // { 15, size }, as for a cbuffer
    W1 = dxcCBufferSize(M, R.Name, clangTBufferSize(M, RTI));
  // A structured buffer's stride is DXC's (HLSLRawLayout.h), not Clang's,
  // and so is the alignment in bits 8-11 of the first word: log2 of a
  // struct element's HLSL alignment, 0 for any other element type.
  if (std::optional<uint64_t> Stride =
          rawlayout::structuredStride(M.getDataLayout(), R.Ty)) {
    W1 = uint32_t(*Stride);
    Type *Elem = cast<dxil::RawBufferExtType>(R.Ty)->getResourceType();
    uint32_t AlignLog2 = 0;
    if (isa<StructType>(Elem))
      AlignLog2 = Log2_64(rawlayout::hlslAlign(M.getDataLayout(), Elem));
    W0 = (W0 & ~0xF00u) | (AlignLog2 << 8);
  }
  // A typed resource of 64-bit elements (RWBuffer<uint64_t>,
  // Texture2D<int64_t>, RWTexture2D<double>) is annotated as U32 by DXC, as
  // its record says: its data moves as i32 pairs (the component type is the
  // low byte of the second word).
  if (RTI.isTyped()) {
    dxil::ElementType ET = RTI.getTyped().ElementTy;
    if (ET == dxil::ElementType::I64 || ET == dxil::ElementType::U64 ||
        ET == dxil::ElementType::F64)
      W1 = (W1 & ~0xFFu) | unsigned(dxil::ElementType::U32);
  }
  Constant *Props = ConstantStruct::get(dxtypes::getResourceProperties(C),
                                        {B.getInt32(W0), B.getInt32(W1)});
  return OB.call(OpCode::AnnotateHandle, nullptr, dxtypes::getHandle(C),
                 {H, Props});
}

/// createHandleFromHeap(index, isSamplerHeap, nonUniform) +
/// annotateHandle, where the prelude's heap conversion created the handle
/// (DXC leaves it at the use; the index is usually dynamic).
Value *HandleLowering::createHeapHandle(CallInst &CI, Resource &R) {
  IRBuilder<> B(CI.getNextNode());
  DXILOpBuilder OB(M, B);
  auto [Index, NonUniform] = creationIndex(CI);
  Value *H = OB.call(
      OpCode::CreateHandleFromHeap, nullptr, dxtypes::getHandle(M.getContext()),
      {Index, B.getInt1(R.Heap == HeapKind::Sampler), B.getInt1(NonUniform)});
  dxil::ResourceTypeInfo &RTI = DRTM[R.Ty];
  dxil::ResourceInfo RI(0, 0, 0, 1, R.Ty, R.Name);
  if (R.HasCounter)
    RI.CounterDirection = dxil::ResourceCounterDirection::Increment;
  return annotate(B, H, R, RI, RTI);
}

void HandleLowering::removeTargetValues(CallInst &CI) {
  // What may remain: stores of the handle into Clang's per-resource globals
  // (e.g. @Params.cb) and dead loads of them.
  SmallVector<Instruction *, 4> Users;
  for (User *U : CI.users())
    Users.push_back(cast<Instruction>(U));
  for (Instruction *U : Users) {
    auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getValueOperand() != &CI) {
      Ctx.error(lowercode::UnsupportedHandle,
                "resource handle used in a way DXIL cannot express (" +
                    Twine(U->getOpcodeName()) +
                    "); DXIL needs every handle to come directly from its "
                    "creation",
                U);
      continue;
    }
    Value *Ptr = SI->getPointerOperand();
    SI->eraseFromParent();
    if (auto *GV = dyn_cast<GlobalVariable>(Ptr)) {
      eraseDeadUsers(GV);
      if (GV->use_empty())
        GV->eraseFromParent();
    }
  }
  if (CI.use_empty()) {
    Value *Index = CI.getArgOperand(3);
    CI.eraseFromParent();
    if (auto *II = dyn_cast<IntrinsicInst>(Index))
      if (II->use_empty() &&
          II->getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex)
        II->eraseFromParent();
  }
}

bool HandleLowering::run() {
  // Gather the bound resources, and the descriptor-heap handles (one
  // Resource each, without a record).
  std::map<BindingKey, Resource> Resources;
  std::list<Resource> HeapHandles;
  DenseMap<CallInst *, Resource *> ByCall;
  const StringMap<ResourceKeywords> Keywords = readResourceKeywords(M);
  for (Function &F : M) {
    Intrinsic::ID ID = F.getIntrinsicID();
    if (ID == Intrinsic::dx_resource_handlefromimplicitbinding) {
      for (User *U : F.users())
        Ctx.error(lowercode::UnsupportedHandle,
                  "resource without a binding reached DXIL lowering",
                  dyn_cast<Instruction>(U));
      continue;
    }
    if (ID != Intrinsic::dx_resource_handlefrombinding)
      continue;
    for (User *U : F.users()) {
      auto *CI = dyn_cast<CallInst>(U);
      if (!CI)
        continue;
      if (HeapKind Heap = heapKindOf(CI); Heap != HeapKind::None) {
        if (!P.atLeast(6, 6)) {
          // The prelude refuses the heaps below 6.6; this is a backstop.
          Ctx.error(lowercode::UnsupportedHandle,
                    "ResourceDescriptorHeap and SamplerDescriptorHeap need "
                    "shader model 6.6 or newer; profile " +
                        P.str() + " does not have them",
                    CI);
          continue;
        }
        Resource &R = HeapHandles.emplace_back();
        R.Ty = cast<TargetExtType>(CI->getType());
        R.Name = dxil::getResourceNameFromBindingCall(CI).str();
        R.Heap = Heap;
        R.Creations.push_back(CI);
        ByCall[CI] = &R;
        if (DRTM[R.Ty].isCBuffer()) {
          // A ConstantBuffer<T> from the heap: its hidden buffer's name
          // (Binding/CBufferArrays.h) names DXC's size of T.
          auto *MD = CI->getMetadata(HeapCBufferMD);
          auto *Name = MD && MD->getNumOperands()
                           ? dyn_cast<MDString>(MD->getOperand(0))
                           : nullptr;
          if (Name)
            R.Name = Name->getString().str();
          else
            Ctx.error(lowercode::UnsupportedHandle,
                      "a constant buffer from the descriptor heap that "
                      "dxild's frontend did not declare",
                      CI);
        }
        continue;
      }
      auto *Space = dyn_cast<ConstantInt>(CI->getArgOperand(0));
      auto *Lower = dyn_cast<ConstantInt>(CI->getArgOperand(1));
      auto *Size = dyn_cast<ConstantInt>(CI->getArgOperand(2));
      auto *Ty = dyn_cast<TargetExtType>(CI->getType());
      if (!Space || !Lower || !Size || !Ty) {
        Ctx.error(lowercode::UnsupportedHandle,
                  "resource binding is not constant", CI);
        continue;
      }
      dxil::ResourceTypeInfo &RTI = DRTM[Ty];
      BindingKey Key{
          unsigned(RTI.getResourceClass()), unsigned(Space->getZExtValue()),
          unsigned(Lower->getZExtValue()), unsigned(Size->getZExtValue())};
      auto [It, New] = Resources.try_emplace(Key);
      Resource &R = It->second;
      if (New) {
        R.Key = Key;
        R.Ty = Ty;
        R.Name = dxil::getResourceNameFromBindingCall(CI).str();
        auto KW = Keywords.find(R.Name);
        if (KW != Keywords.end())
          R.Keywords = KW->second;
      }
      R.Creations.push_back(CI);
      ByCall[CI] = &R;
    }
  }
  if (Ctx.hasErrors())
    return false;

  // Map the access passes' placeholders to their creation calls and find
  // counter uses (they decide hasCounter, as DXC's analysis does).
  SmallVector<std::pair<CallInst *, CallInst *>, 16> Casts;
  // Clang (and the binding clean-up at -O0) can leave `select %c, %a, %b`
  // between two resources; such a handle becomes a select of the two DXIL
  // handles.
  SmallVector<std::tuple<CallInst *, SelectInst *, CallInst *, CallInst *>, 4>
      SelectCasts;
  for (Function &F : M) {
    if (!F.getName().starts_with(HandleCastPrefix))
      continue;
    for (User *U : F.users()) {
      auto *Cast = cast<CallInst>(U);
      CallInst *Creation = findHandleCreation(Cast->getArgOperand(0));
      auto It = Creation ? ByCall.find(Creation) : ByCall.end();
      if (auto *Sel = dyn_cast<SelectInst>(Cast->getArgOperand(0))) {
        CallInst *T = findHandleCreation(Sel->getTrueValue());
        CallInst *F = findHandleCreation(Sel->getFalseValue());
        if (T && F && ByCall.count(T) && ByCall.count(F)) {
          for (CallInst *C : {T, F})
            for (User *CU : Cast->users())
              if (auto *Op = dyn_cast<CallInst>(CU))
                if (Op->getCalledFunction() &&
                    Op->getCalledFunction()->getName() ==
                        "dx.op.bufferUpdateCounter")
                  ByCall[C]->HasCounter = true;
          SelectCasts.push_back({Cast, Sel, T, F});
          continue;
        }
      }
      if (It == ByCall.end()) {
        Ctx.error(lowercode::UnsupportedHandle,
                  "resource handle does not come from a unique binding "
                  "(selected or phi'd between resources?)",
                  Cast);
        continue;
      }
      for (User *CU : Cast->users())
        if (auto *Op = dyn_cast<CallInst>(CU))
          if (Op->getCalledFunction() &&
              Op->getCalledFunction()->getName() == "dx.op.bufferUpdateCounter")
            It->second->HasCounter = true;
      Casts.push_back({Cast, Creation});
    }
  }
  if (Ctx.hasErrors())
    return false;

  // Dense IDs per class in DXC's order: declaration order with `$Globals`
  // first (the frontend's dxild.resource.order), then anything the frontend
  // did not list by binding.
  StringMap<unsigned> DeclRank;
  DeclRank["$Globals"] = 0;
  if (NamedMDNode *Order = M.getNamedMetadata("dxild.resource.order")) {
    for (MDNode *N : Order->operands())
      if (N->getNumOperands() == 1)
        if (auto *S = dyn_cast<MDString>(N->getOperand(0)))
          DeclRank.try_emplace(S->getString(), DeclRank.size());
    Order->eraseFromParent();
  }
  auto rankOf = [&](const Resource &R) {
    auto It = DeclRank.find(R.Name);
    return It == DeclRank.end() ? UINT_MAX : It->second;
  };
  std::vector<Resource *> Ordered;
  for (auto &[Key, R] : Resources)
    Ordered.push_back(&R);
  // DXC turns tbuffers into SRVs after numbering the others
  // (DxilCondenseResources' PatchTBuffers): they come last.
  auto isTB = [&](const Resource &R) { return isTBuffer(DRTM[R.Ty]); };
  llvm::stable_sort(Ordered, [&](const Resource *L, const Resource *R) {
    return std::make_tuple(L->Key.Class, isTB(*L), rankOf(*L)) <
           std::make_tuple(R->Key.Class, isTB(*R), rankOf(*R));
  });
  unsigned NextID[4] = {0, 0, 0, 0};
  for (Resource *R : Ordered)
    R->ID = NextID[R->Key.Class]++;

  // Arrays of ConstantBuffer<T> (CBufferSize.h).
  StringMap<int32_t> ViewArrays = cbufferViewArrays(M);
  // Handles, metadata records and the writer's resource list.
  SmallVector<Metadata *, 4> Lists[4];
  DenseMap<CallInst *, Value *> NewHandles;
  std::vector<LoweredResource> Lowered[4];
  for (Resource *RP : Ordered) {
    Resource &R = *RP;
    const BindingKey &Key = R.Key;
    dxil::ResourceTypeInfo &RTI = DRTM[R.Ty];
    dxil::ResourceInfo RI(R.ID, Key.Space, Key.Lower, Key.Size, R.Ty, R.Name);
    RI.GloballyCoherent = R.Keywords.GloballyCoherent;
    if (R.HasCounter)
      RI.CounterDirection = dxil::ResourceCounterDirection::Increment;
    for (CallInst *CI : R.Creations) {
      hoistHandleCreation(CI);
      NewHandles[CI] = createHandle(*CI, R, RI, RTI);
    }
    // DXC's record symbol is an undef pointer to a struct whose first member
    // is the element type; the symbol global created here carries that type
    // for the writer (see README.md).
    dxil::ResourceInfo RIWithSym(R.ID, Key.Space, Key.Lower, Key.Size, R.Ty,
                                 R.Name, nullptr);
    // LLVM has no element struct for a tbuffer: its symbol type is that of
    // a cbuffer of the same layout, as in DXC.
    // Nor one for an acceleration structure: DXC's is { i32 }.
    StructType *ElemStruct =
        isAccelerationStructure(RTI)
            ? StructType::create({Type::getInt32Ty(M.getContext())},
                                 "RaytracingAccelerationStructure")
        : isTBuffer(RTI)
            ? dxil::ResourceTypeInfo(
                  TargetExtType::get(M.getContext(), "dx.CBuffer",
                                     {RTI.getHandleTy()->getTypeParameter(0)}))
                  .createElementStruct(R.Name)
            : RTI.createElementStruct(RTI.isCBuffer() ? R.Name : "");
    if (RTI.isCBuffer() && ViewArrays.count(R.Name) &&
        ElemStruct->getNumElements() == 1)
      if (auto *AT = dyn_cast<ArrayType>(ElemStruct->getElementType(0))) {
        // An array of ConstantBuffer<T>: each view holds one T.
        StructType *One =
            StructType::create({AT->getElementType()}, ElemStruct->getName());
        ElemStruct->setName("");
        One->setName("CBuffer." + R.Name);
        ElemStruct = One;
      }
    GlobalVariable *Sym = RIWithSym.createSymbol(M, ElemStruct);
    Sym->setName("dx.resource.sym." + R.Name);
    if (Key.Size == 1 && RTI.isCBuffer() && ViewArrays.count(R.Name)) {
      // An array of one ConstantBuffer<T> is still an array to DXC (and to
      // its validator, which lets only arrays take a dynamic index).
      auto *Arr = new GlobalVariable(
          M, ArrayType::get(Sym->getValueType(), 1), /*isConstant=*/true,
          GlobalValue::ExternalLinkage, /*Initializer=*/nullptr, "");
      Arr->takeName(Sym);
      Sym->eraseFromParent();
      Sym = Arr;
    }
    dxil::ResourceInfo Final(R.ID, Key.Space, Key.Lower, Key.Size, R.Ty, R.Name,
                             Sym);
    Final.CounterDirection = RI.CounterDirection;
    Final.GloballyCoherent = RI.GloballyCoherent;
    MDTuple *Record =
        withNormElementType(Final.getAsMetadata(M, RTI), R.Keywords.Norm);
    if (RTI.isCBuffer() && Record->getNumOperands() > 6) {
      // Operand 6 is the size in bytes: DXC's (CBufferSize.h).
      SmallVector<Metadata *, 8> Ops(Record->operands());
      uint32_t ClangSize =
          mdconst::extract<ConstantInt>(Ops[6])->getZExtValue();
      Ops[6] = ConstantAsMetadata::get(
          ConstantInt::get(Type::getInt32Ty(M.getContext()),
                           dxcCBufferSize(M, R.Name, ClangSize)));
      Record = MDTuple::get(M.getContext(), Ops);
    }
    if (std::optional<uint64_t> Stride =
            rawlayout::structuredStride(M.getDataLayout(), R.Ty))
      Record = withStride(Record, uint32_t(*Stride));
    // DXC's tags: a tbuffer's element type is u32 ({ 0, 5 }), an
    // acceleration structure's i32 ({ 0, 4 }).
    if (isTBuffer(RTI))
      Record = withElementTypeTag(Record, dxil::ElementType::U32);
    if (isAccelerationStructure(RTI))
      Record = withElementTypeTag(Record, dxil::ElementType::I32);
    const bool Atomic64 = RTI.isUAV() && usedByAtomic64(R.Creations);
    if (Atomic64)
      Record = withAtomic64Use(Record);
    Lists[Key.Class].push_back(Record);

    LoweredResource LR;
    LR.Class = fromDXILResourceClass(RTI.getResourceClass());
    LR.ID = R.ID;
    LR.Name = R.Name;
    LR.Space = Key.Space;
    LR.LowerBound = Key.Lower;
    LR.RangeSize = Key.Size;
    LR.Kind = unsigned(RTI.getResourceKind());
    const DataLayout &DL = M.getDataLayout();
    if (RTI.isStruct())
      LR.Stride = rawlayout::structuredStride(DL, R.Ty).value_or(
          RTI.getStruct(DL).Stride);
    if (RTI.isTyped()) {
      LR.ElementType =
          unsigned(withNorm(RTI.getTyped().ElementTy, R.Keywords.Norm));
      LR.ElementCount = RTI.getTyped().ElementCount;
    }
    if (RTI.isCBuffer()) {
      LR.CBufferSize = dxcCBufferSize(M, R.Name, RTI.getCBufferSize(DL));
      // D3D12 binds at most 4096 rows of 16 bytes; DXC's validator refuses
      // a larger constant buffer the shader uses (an unused one was
      // removed before, as DXC removes it).
      if (LR.CBufferSize > 65536)
        Ctx.error(lowercode::CBufferTooLarge,
                  "constant buffer '" + Twine(R.Name) + "' is " +
                      Twine(LR.CBufferSize) +
                      " bytes; a constant buffer holds at most 65536 bytes "
                      "(4096 rows of 16 bytes)");
    }
    if (isTBuffer(RTI))
      LR.CBufferSize = dxcCBufferSize(M, R.Name, clangTBufferSize(M, RTI));
    if (RTI.isUAV())
      LR.IsROV = RTI.getUAV().IsROV;
    LR.HasCounter = R.HasCounter;
    LR.GloballyCoherent = R.Keywords.GloballyCoherent;
    LR.UsedByAtomic64 = Atomic64;
    Lowered[Key.Class].push_back(std::move(LR));
  }

  // Descriptor-heap handles: no record, no binding-table row, but the same
  // annotation as a bound resource of their type. A 64-bit atomic on one
  // needs a shader flag (DXILShaderFlags), found again from the DXIL ops.
  for (Resource &R : HeapHandles)
    for (CallInst *CI : R.Creations)
      NewHandles[CI] = createHeapHandle(*CI, R);

  for (auto &[Cast, Creation] : Casts) {
    Cast->replaceAllUsesWith(NewHandles[Creation]);
    Cast->eraseFromParent();
  }
  SmallPtrSet<SelectInst *, 4> DeadSelects;
  for (auto &[Cast, Sel, T, F] : SelectCasts) {
    IRBuilder<> B(Cast);
    Value *H =
        B.CreateSelect(Sel->getCondition(), NewHandles[T], NewHandles[F]);
    Cast->replaceAllUsesWith(H);
    Cast->eraseFromParent();
    DeadSelects.insert(Sel);
  }
  for (SelectInst *Sel : DeadSelects)
    if (Sel->use_empty())
      Sel->eraseFromParent();
  for (auto &[Key, R] : Resources)
    for (CallInst *CI : R.Creations)
      removeTargetValues(*CI);
  for (Resource &R : HeapHandles)
    for (CallInst *CI : R.Creations)
      removeTargetValues(*CI);
  // NonUniformResourceIndex on a value that is (also) no resource index
  // (`Materials[NonUniformResourceIndex(id)]` on a StructuredBuffer,
  // SpartanEngine): the creations have taken the mark; DXC ignores it
  // elsewhere.
  for (Function &F : M)
    if (F.getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex)
      for (User *U : make_early_inc_range(F.users()))
        if (auto *CI = dyn_cast<CallInst>(U)) {
          CI->replaceAllUsesWith(CI->getArgOperand(0));
          CI->eraseFromParent();
        }
  SmallVector<Function *, 8> DeadFns;
  for (Function &F : M)
    if ((F.getName().starts_with(HandleCastPrefix) ||
         F.getIntrinsicID() == Intrinsic::dx_resource_handlefrombinding ||
         F.getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex) &&
        F.use_empty())
      DeadFns.push_back(&F);
  for (Function *F : DeadFns)
    F->eraseFromParent();

  // dx.resources = !{srvs, uavs, cbvs, samplers}, null for empty classes.
  LLVMContext &C = M.getContext();
  if (NamedMDNode *Old = M.getNamedMetadata("dx.resources"))
    M.eraseNamedMetadata(Old);
  if (!Resources.empty()) {
    Metadata *Classes[4];
    for (unsigned I = 0; I < 4; ++I)
      Classes[I] = Lists[I].empty() ? nullptr : MDTuple::get(C, Lists[I]);
    M.getOrInsertNamedMetadata("dx.resources")
        ->addOperand(MDTuple::get(C, Classes));
  }
  Ctx.Info.Resources.clear();
  for (auto &L : Lowered)
    for (LoweredResource &LR : L)
      Ctx.Info.Resources.push_back(std::move(LR));
  return true;
}

} // namespace

PreservedAnalyses DXILHandleLoweringPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P) {
    Ctx.error(lowercode::Internal, "module has no DXIL shader model triple");
    return PreservedAnalyses::all();
  }
  HandleLowering L(M, Ctx, *P);
  bool Changed = L.run();
  // DXC's cbuffer sizes and arrays (CBufferSize.h) have been read.
  for (const char *Name : {"dxild.cbsize", "dxild.cbarray"})
    if (NamedMDNode *MD = M.getNamedMetadata(Name)) {
      MD->eraseFromParent();
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
