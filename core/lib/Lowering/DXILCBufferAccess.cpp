//===- DXILCBufferAccess.cpp - cbuffer members to cbufferLoadLegacy -------===//

#include "Lowering/DXILCBufferAccess.h"
#include "Lowering/CBufferSize.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"
#include "Support/HeapHandles.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Support/KnownBits.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

namespace {

constexpr unsigned RowBytes = 16;

/// A variable part of a load's address: Idx * Scale bytes in Clang's layout.
struct VarTerm {
  /// Tracked: an index that is itself a cbuffer load (`ents[ents[0].next]`,
  /// WickedEngine's light lists) is replaced by its lowering before the
  /// access it indexes is lowered.
  WeakTrackingVH Idx;
  uint64_t Scale;
};

/// A load from a member global: Clang byte offset Const + sum of Terms.
struct CBAccess {
  Instruction *I;
  uint64_t Const = 0;
  SmallVector<VarTerm, 2> Terms;
};

/// `mul X, C` and `shl X, C` fold into the term's scale.
VarTerm peel(VarTerm T) {
  for (;;) {
    auto *BO = dyn_cast<BinaryOperator>(T.Idx);
    auto *C = BO ? dyn_cast<ConstantInt>(BO->getOperand(1)) : nullptr;
    if (!C || C->getValue().getActiveBits() > 32)
      return T;
    if (BO->getOpcode() == Instruction::Mul)
      T.Scale *= C->getZExtValue();
    else if (BO->getOpcode() == Instruction::Shl && C->getZExtValue() < 32)
      T.Scale <<= C->getZExtValue();
    else
      return T;
    T.Idx = BO->getOperand(0);
  }
}

/// Every access through \p Ptr, following GEPs; returns the first user that
/// is not a GEP, load, store or atomic.
Instruction *collect(Value *Ptr, const CBAccess &Off, const DataLayout &DL,
                     SmallVectorImpl<CBAccess> &Out) {
  for (User *U : Ptr->users()) {
    auto *I = dyn_cast<Instruction>(U);
    if (!I)
      continue; // dead constant users (live ones became instructions)
    if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
      if (GEP->getPointerOperand() != Ptr)
        return I;
      SmallMapVector<Value *, APInt, 4> VarOffsets;
      APInt ConstOff(32, 0);
      if (!GEP->collectOffset(DL, 32, VarOffsets, ConstOff))
        return I;
      CBAccess Next = Off;
      Next.I = nullptr;
      Next.Const += ConstOff.getSExtValue();
      for (auto &[V, Scale] : VarOffsets)
        Next.Terms.push_back(peel({V, Scale.getZExtValue()}));
      if (Instruction *Bad = collect(GEP, Next, DL, Out))
        return Bad;
      continue;
    }
    if (isa<LoadInst>(I) || isa<StoreInst>(I) || isa<AtomicRMWInst>(I) ||
        isa<AtomicCmpXchgInst>(I)) {
      if (auto *SI = dyn_cast<StoreInst>(I); SI && SI->getValueOperand() == Ptr)
        return I;
      CBAccess A = Off;
      A.I = I;
      Out.push_back(A);
      continue;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(I))
      if (II->isLifetimeStartOrEnd() || II->isDroppable())
        continue;
    return I;
  }
  return nullptr;
}

/// Clang folds the constant part of an index into the access's constant
/// offset: `a[k - 1]` is `a + 16 * k - 16`, an offset before the member (or
/// past it, `a[k + 9]` of `a[8]`) that no layout position matches. Moves
/// whole elements of one variable term into its index until the constant
/// lies inside the member: the term whose stride divides the constant
/// (the largest such, so that `a[i - 1][j]` adjusts i), else the
/// innermost one (`s[k - 1].y`).
void rebaseConstant(CBAccess &A, uint64_t MemberSize, Instruction *Before) {
  auto Const = static_cast<int64_t>(A.Const);
  if (A.Terms.empty() || (Const >= 0 && A.Const < MemberSize))
    return;
  VarTerm *Pick = nullptr;
  for (VarTerm &T : A.Terms) {
    if (!T.Scale || T.Scale > uint64_t(INT64_MAX) || !T.Idx)
      continue;
    auto Scale = static_cast<int64_t>(T.Scale);
    bool Divides = Const % Scale == 0;
    bool PickDivides = Pick && Const % int64_t(Pick->Scale) == 0;
    if (!Pick || (Divides && (!PickDivides || T.Scale > Pick->Scale)) ||
        (!Divides && !PickDivides && T.Scale < Pick->Scale))
      Pick = &T;
  }
  if (!Pick)
    return;
  auto Scale = static_cast<int64_t>(Pick->Scale);
  int64_t Elems = Const / Scale - (Const % Scale < 0 ? 1 : 0); // floor
  IRBuilder<> B(Before);
  Value *Idx = Pick->Idx;
  Pick->Idx = B.CreateAdd(Idx, ConstantInt::getSigned(Idx->getType(), Elems));
  A.Const = static_cast<uint64_t>(Const - Elems * Scale);
}

/// An array passed through while mapping an offset: Clang's and DXC's
/// element strides.
struct ArrayLevel {
  uint64_t ClangStride, DXCStride;
};

/// Maps offsets inside one member from Clang's layout (the member global's
/// type) to DXC's (the frontend's `!dxild.cblayout` tree, see
/// Frontend/CBufferLayout.h). No layout rule is applied here: DXC's offsets
/// and strides come from the tree, Clang's from the IR type.
class LayoutMap {
public:
  explicit LayoutMap(const DataLayout &DL) : DL(DL) {}

  /// Where Clang's padding lies: the optimizer may widen loads over it
  /// (`load <4 x i32>` for an int and a float with padding between).
  static constexpr uint64_t Padding = ~uint64_t(0);

  /// DXC's offset of Clang's \p Off inside \p Ty laid out as \p N;
  /// Padding for bytes in Clang's padding, nullopt when the IR type does
  /// not have the tree's shape. \p Levels gets the arrays passed through.
  std::optional<uint64_t> map(const MDNode *N, Type *Ty, uint64_t Off,
                              SmallVectorImpl<ArrayLevel> &Levels) const {
    auto *Tag =
        N->getNumOperands() ? dyn_cast<MDString>(N->getOperand(0)) : nullptr;
    if (!Tag)
      return std::nullopt;
    StringRef K = Tag->getString();
    if (K == "v") {
      // A vector's lanes are contiguous in both layouts.
      if (auto *VT = dyn_cast<FixedVectorType>(Ty))
        LaneBytes = DL.getTypeAllocSize(VT->getElementType());
      return Off < DL.getTypeStoreSize(Ty) ? Off : Padding;
    }
    if (K == "m") {
      auto *AT = dyn_cast<ArrayType>(Ty);
      if (!AT || N->getNumOperands() != 4)
        return std::nullopt;
      uint64_t Rows = intOp(N, 1), Cols = intOp(N, 2);
      bool RowMajor = intOp(N, 3) != 0;
      uint64_t ES = DL.getTypeAllocSize(AT->getElementType());
      uint64_t Idx = Off / ES, Sub = Off % ES;
      if (AT->getNumElements() != Rows * Cols)
        return std::nullopt;
      if (Idx >= Rows * Cols)
        return Padding;
      // Clang keeps matrices column-major in memory.
      uint64_t R = Idx % Rows, C = Idx / Rows;
      return (RowMajor ? R * RowBytes + C * ES : C * RowBytes + R * ES) + Sub;
    }
    if (K == "a") {
      if (N->getNumOperands() != 4)
        return std::nullopt;
      uint64_t Count = intOp(N, 1), DXCStride = intOp(N, 2);
      auto *Elem = dyn_cast<MDNode>(N->getOperand(3));
      Type *ElemTy = nullptr;
      uint64_t ClangStride = 0;
      if (auto *AT = dyn_cast<ArrayType>(Ty)) {
        // Elements whose size is a multiple of 16 need no padding.
        ElemTy = AT->getElementType();
        ClangStride = DL.getTypeAllocSize(ElemTy);
      } else if (auto *ST = dyn_cast<StructType>(Ty);
                 ST && ST->getNumElements() == 2 &&
                 isa<ArrayType>(ST->getElementType(0))) {
        // <{ [N-1 x <{ T, padding }>], T }>
        ElemTy = ST->getElementType(1);
        ClangStride = DL.getTypeAllocSize(
            cast<ArrayType>(ST->getElementType(0))->getElementType());
      } else if (Count == 1) {
        ElemTy = Ty;
        ClangStride = alignTo(DL.getTypeAllocSize(Ty), RowBytes);
      }
      if (!Elem || !ElemTy || ClangStride == 0)
        return std::nullopt;
      uint64_t Idx = Off / ClangStride;
      if (Idx >= Count)
        return std::nullopt;
      Levels.push_back({ClangStride, DXCStride});
      std::optional<uint64_t> In = map(Elem, ElemTy, Off % ClangStride, Levels);
      if (!In || *In == Padding)
        return In;
      return Idx * DXCStride + *In;
    }
    if (K == "s") {
      auto *ST = dyn_cast<StructType>(Ty);
      if (!ST)
        return std::nullopt;
      if (Off >= DL.getTypeAllocSize(ST))
        return Padding;
      const StructLayout *SL = DL.getStructLayout(ST);
      unsigned Elt = SL->getElementContainingOffset(Off);
      if (isPaddingType(ST->getElementType(Elt)))
        return Padding;
      unsigned Field = 0;
      for (unsigned I = 0; I < Elt; ++I)
        Field += !isPaddingType(ST->getElementType(I));
      unsigned Op = 1 + 2 * Field;
      if (Op + 1 >= N->getNumOperands())
        return std::nullopt;
      auto *FieldNode = dyn_cast<MDNode>(N->getOperand(Op + 1));
      if (!FieldNode)
        return std::nullopt;
      std::optional<uint64_t> In = map(FieldNode, ST->getElementType(Elt),
                                       Off - SL->getElementOffset(Elt), Levels);
      if (!In || *In == Padding)
        return In;
      return intOp(N, Op) + *In;
    }
    return std::nullopt;
  }

  /// The lane size of the vector the last map() ended in, 0 when it ended
  /// in a scalar, a matrix or nothing.
  mutable uint64_t LaneBytes = 0;

private:
  static uint64_t intOp(const MDNode *N, unsigned I) {
    return mdconst::extract<ConstantInt>(N->getOperand(I))->getZExtValue();
  }
  const DataLayout &DL;
};

/// A buffer's member global, its offset in Clang's layout struct and its
/// type there (a struct member's global keeps the ordinary LLVM type, laid
/// out differently).
struct CBufferMember {
  GlobalVariable *GV;
  uint64_t Offset;
  Type *LayoutTy;
};

/// One `!hlsl.cbs` entry: the buffer's handle global and its members.
struct CBufferMapping {
  GlobalVariable *Handle;
  SmallVector<CBufferMember, 8> Members;
};

/// `!hlsl.cbs` (Clang's list of cbuffers and tbuffers), as
/// llvm::hlsl::CBufferMetadata reads it, for handles of either type: a
/// tbuffer's is `dx.Texture` by now (Binding/TBuffers.h). The k-th member
/// is the layout struct's k-th element that is not padding.
struct CBufferList {
  NamedMDNode *MD;
  SmallVector<CBufferMapping, 4> Mappings;

  static std::optional<CBufferList> get(Module &M) {
    NamedMDNode *MD = M.getNamedMetadata("hlsl.cbs");
    if (!MD)
      return std::nullopt;
    CBufferList L{MD, {}};
    const DataLayout &DL = M.getDataLayout();
    for (const MDNode *N : MD->operands()) {
      auto *Handle =
          N->getNumOperands()
              ? mdconst::dyn_extract<GlobalVariable>(N->getOperand(0))
              : nullptr;
      auto *TT =
          Handle ? dyn_cast<TargetExtType>(Handle->getValueType()) : nullptr;
      auto *Layout = TT && TT->getNumTypeParameters()
                         ? dyn_cast<StructType>(TT->getTypeParameter(0))
                         : nullptr;
      if (!Layout)
        continue;
      SmallVector<std::pair<uint64_t, Type *>, 8> Elements;
      const StructLayout *SL = DL.getStructLayout(Layout);
      for (unsigned I = 0; I < Layout->getNumElements(); ++I)
        if (!isPaddingType(Layout->getElementType(I)))
          Elements.push_back(
              {SL->getElementOffset(I), Layout->getElementType(I)});
      CBufferMapping &Mapping = L.Mappings.emplace_back();
      Mapping.Handle = Handle;
      for (unsigned I = 1; I < N->getNumOperands() && I - 1 < Elements.size();
           ++I)
        // Members the optimizer removed are null; the ones after them keep
        // their own element.
        if (auto *GV =
                mdconst::dyn_extract_or_null<GlobalVariable>(N->getOperand(I)))
          Mapping.Members.push_back(
              {GV, Elements[I - 1].first, Elements[I - 1].second});
    }
    return L;
  }
};

/// A member's place in DXC's layout of its buffer.
struct MemberLayout {
  uint64_t Offset;
  const MDNode *Type;
};

/// The member of an array of ConstantBuffer<T> (`T Name[N]`, see
/// Frontend/CBufferLayout.h): each element is its own view, whose handle
/// the access creates with the element's index.
struct ViewArray {
  Type *ElemTy = nullptr;
  uint64_t ClangStride = 0;
  /// The buffer's handle creation (range N, index 0), cloned per index.
  CallInst *Creation = nullptr;
  /// Creations by index value (constants, and indices the access did not
  /// have to compute) and non-uniform bit: DXC creates one handle per
  /// index, `NonUniformResourceIndex(i)` read twice included.
  DenseMap<std::pair<Value *, unsigned>, CallInst *> ByIndex;
};

/// The element type of \p Ty if it is an array in Clang's cbuffer layout:
/// `[N x E]`, or `<{ [N-1 x <{ E, padding }>], E }>` when E does not fill
/// its last 16-byte row and N > 1. Null otherwise.
Type *cbufferArrayElement(Type *Ty) {
  if (auto *AT = dyn_cast<ArrayType>(Ty))
    return AT->getElementType();
  auto *ST = dyn_cast<StructType>(Ty);
  if (!ST || ST->getNumElements() != 2)
    return nullptr;
  auto *AT = dyn_cast<ArrayType>(ST->getElementType(0));
  auto *Padded = AT ? dyn_cast<StructType>(AT->getElementType()) : nullptr;
  if (!Padded || Padded->getNumElements() != 2 ||
      Padded->getElementType(0) != ST->getElementType(1) ||
      !isPaddingType(Padded->getElementType(1)))
    return nullptr;
  return ST->getElementType(1);
}

/// Clang's element type and stride of the member type \p Ty of an array
/// of ConstantBuffer<T> (each form of cbufferArrayElement). Every element
/// starts a 16-byte row (`[1 x T]` too: Clang indexes it with the padded
/// stride). A multi-dimensional array (`[2 x [3 x T]]`, each dimension
/// possibly in the padded form): the views are the innermost elements,
/// indexed through every dimension.
std::pair<Type *, uint64_t> viewElement(const DataLayout &DL, Type *Ty) {
  Type *Elem = cbufferArrayElement(Ty);
  if (!Elem)
    Elem = Ty;
  while (Type *Inner = cbufferArrayElement(Elem))
    Elem = Inner;
  return {Elem, alignTo(DL.getTypeAllocSize(Elem), RowBytes)};
}

class CBufferLowering {
public:
  CBufferLowering(Module &M, LoweringContext &Ctx)
      : M(M), DL(M.getDataLayout()), Ctx(Ctx) {}

  bool run();

private:
  bool lowerLoad(LoadInst &LI, CBAccess A, Type *MemberTy,
                 uint64_t ClangMemberOffset, const MemberLayout *Layout,
                 CallInst *HandleCall, ViewArray *Views);
  CallInst *findHandle(GlobalVariable *HandleGV);
  CallInst *viewHandle(ViewArray &Views, Value *Index, bool NonUniform);

  Module &M;
  const DataLayout &DL;
  LoweringContext &Ctx;
};

CallInst *CBufferLowering::findHandle(GlobalVariable *HandleGV) {
  for (User *U : HandleGV->users())
    if (auto *SI = dyn_cast<StoreInst>(U))
      if (SI->getPointerOperand() == HandleGV)
        return findHandleCreation(SI->getValueOperand());
  return nullptr;
}

CallInst *CBufferLowering::viewHandle(ViewArray &Views, Value *Index,
                                      bool NonUniform) {
  CallInst *&Known = Views.ByIndex[{Index, unsigned(NonUniform)}];
  if (Known)
    return Known;
  // One creation per index value, where it dominates every use of the
  // index: right after its definition; constants with the buffer's own
  // creation, in the entry block.
  Instruction *Before = Views.Creation->getNextNode();
  if (auto *I = dyn_cast<Instruction>(Index))
    Before = isa<PHINode>(I) ? &*I->getParent()->getFirstInsertionPt()
                             : I->getNextNode();
  // NonUniformResourceIndex marks the final index (handle lowering's
  // non-uniform bit).
  if (NonUniform)
    Index = IRBuilder<>(Before).CreateIntrinsic(
        Intrinsic::dx_resource_nonuniformindex, {}, {Index});
  Known = cast<CallInst>(Views.Creation->clone());
  Known->setArgOperand(3, Index);
  Known->insertBefore(Before->getIterator());
  return Known;
}

bool CBufferLowering::lowerLoad(LoadInst &LI, CBAccess A, Type *MemberTy,
                                uint64_t ClangMemberOffset,
                                const MemberLayout *Layout,
                                CallInst *HandleCall, ViewArray *Views) {
  SmallVector<ScalarLeaf, 16> Leaves;
  Type *Ty = LI.getType();
  if (Ty->isAggregateType() || !getScalarLeaves(DL, Ty, 0, Leaves)) {
    std::string TyStr;
    raw_string_ostream(TyStr) << *Ty;
    Ctx.error(lowercode::UnsupportedCBufferAccess,
              "cbuffer load of type '" + TyStr + "' is not supported", &LI);
    return false;
  }
  rebaseConstant(A, DL.getTypeAllocSize(MemberTy), &LI);
  if (Views) {
    // An array of views: the element picks the view (its handle), the rest
    // of the offset is inside one element. Terms scaled by the element
    // stride select the element; the others index arrays inside it.
    IRBuilder<> B(&LI);
    uint64_t Stride = Views->ClangStride;
    Value *Elem = B.getInt32(A.Const / Stride);
    bool NonUniform = false;
    SmallVector<VarTerm, 2> Inner;
    for (const VarTerm &T : A.Terms) {
      if (T.Scale % Stride != 0) {
        Inner.push_back(T);
        continue;
      }
      // NonUniformResourceIndex marks the final index (handle lowering's
      // non-uniform bit), not a part of it.
      Value *Idx = T.Idx;
      if (auto *II = dyn_cast<IntrinsicInst>(Idx);
          II &&
          II->getIntrinsicID() == Intrinsic::dx_resource_nonuniformindex) {
        NonUniform = true;
        Idx = II->getArgOperand(0);
      }
      Idx = B.CreateZExtOrTrunc(Idx, B.getInt32Ty());
      if (T.Scale != Stride)
        Idx = B.CreateMul(Idx, B.getInt32(T.Scale / Stride));
      Elem = isa<ConstantInt>(Elem) && cast<ConstantInt>(Elem)->isZero()
                 ? Idx
                 : B.CreateAdd(Idx, Elem);
    }
    A.Const %= Stride;
    A.Terms = Inner;
    for (const ScalarLeaf &L : Leaves)
      if (A.Const + L.Offset >= Stride) {
        Ctx.error(lowercode::UnsupportedCBufferAccess,
                  "cbuffer load spans two elements of the ConstantBuffer<T> "
                  "array '" +
                      LI.getPointerOperand()->getName() + "'",
                  &LI);
        return false;
      }
    MemberTy = Views->ElemTy;
    HandleCall = viewHandle(*Views, Elem, NonUniform);
  }
  // DXC's byte offset of each leaf, and the rows the variable terms add.
  SmallVector<uint64_t, 16> Offsets;
  SmallVector<ArrayLevel, 4> Levels;
  LayoutMap Map(DL);
  for (const ScalarLeaf &L : Leaves) {
    uint64_t ClangOff = A.Const + L.Offset;
    if (!Layout) {
      // No DXC layout (IR not from dxild's frontend): Clang's offsets.
      Offsets.push_back(ClangMemberOffset + ClangOff);
      continue;
    }
    Levels.clear();
    Map.LaneBytes = 0;
    std::optional<uint64_t> Off =
        Map.map(Layout->Type, MemberTy, ClangOff, Levels);
    if (!Off) {
      Ctx.error(lowercode::UnsupportedCBufferAccess,
                "cbuffer load at byte " + std::to_string(ClangOff) +
                    " of member '" + LI.getPointerOperand()->getName() +
                    "' does not match its DXC layout",
                &LI);
      return false;
    }
    Offsets.push_back(*Off == LayoutMap::Padding ? *Off
                                                 : Layout->Offset + *Off);
  }
  IRBuilder<> B(&LI);
  DXILOpBuilder OB(M, B);
  // Variable offsets (array indices) pick rows: each term scales by the DXC
  // stride of the array it indexes (the outermost one on the load's path
  // whose Clang stride divides it).
  Value *VarRow = nullptr;
  // A variable lane of the one vector a scalar load reads (`v[i]`,
  // `a[y][x]` of a float4 array): the component is picked from its row.
  Value *VarLane = nullptr;
  SmallVector<bool, 4> Used(Levels.size());
  for (const VarTerm &T : A.Terms) {
    Value *Idx = B.CreateZExtOrTrunc(T.Idx, B.getInt32Ty());
    std::optional<uint64_t> RowScale;
    for (unsigned I = 0; I < Levels.size() && !RowScale; ++I)
      if (T.Scale % Levels[I].ClangStride == 0)
        RowScale =
            T.Scale / Levels[I].ClangStride * Levels[I].DXCStride / RowBytes;
    bool Identity = llvm::all_of(Levels, [](const ArrayLevel &L) {
      return L.ClangStride == L.DXCStride;
    });
    Value *Term = nullptr;
    if (RowScale) {
      Term = *RowScale == 1 ? Idx : B.CreateMul(Idx, B.getInt32(*RowScale));
    } else if (Layout && Map.LaneBytes && Leaves.size() == 1 &&
               T.Scale < RowBytes && T.Scale % Map.LaneBytes == 0) {
      Value *Lanes =
          T.Scale == Map.LaneBytes
              ? Idx
              : B.CreateMul(Idx, B.getInt32(T.Scale / Map.LaneBytes));
      VarLane = VarLane ? B.CreateAdd(VarLane, Lanes) : Lanes;
      continue;
    } else if (Identity || !Layout) {
      // Every array element starts a new row in cbuffer packing, so a
      // variable index scales by a multiple of 16 and only picks the row.
      KnownBits Known = computeKnownBits(T.Idx, DL);
      uint64_t TZ = std::min(Known.countMinTrailingZeros(), 31u);
      if ((T.Scale << TZ) % RowBytes != 0) {
        Ctx.error(lowercode::UnsupportedCBufferAccess,
                  "dynamic cbuffer index into elements smaller than a "
                  "16-byte row is not supported",
                  &LI);
        return false;
      }
      Term = T.Scale % RowBytes == 0
                 ? (T.Scale == RowBytes
                        ? Idx
                        : B.CreateMul(Idx, B.getInt32(T.Scale / RowBytes)))
                 : B.CreateLShr(B.CreateMul(Idx, B.getInt32(T.Scale)), 4);
    } else {
      Ctx.error(lowercode::UnsupportedCBufferAccess,
                "dynamic cbuffer index that dxild cannot relate to an array "
                "of member '" +
                    LI.getPointerOperand()->getName() + "'",
                &LI);
      return false;
    }
    VarRow = VarRow ? B.CreateAdd(VarRow, Term) : Term;
  }
  Value *Handle = OB.castToHandle(HandleCall);
  auto *TT = dyn_cast<dxil::TextureExtType>(HandleCall->getType());
  bool TBuffer = TT && TT->getDimension() == dxil::ResourceKind::TBuffer;
  if (TBuffer && VarLane) {
    Ctx.error(lowercode::UnsupportedCBufferAccess,
              "dynamic component index into a tbuffer vector is not "
              "supported",
              &LI);
    return false;
  }
  DenseMap<std::pair<uint64_t, Type *>, Value *> Rows;
  SmallVector<Value *, 16> Elts;
  for (unsigned I = 0; I < Leaves.size(); ++I) {
    const ScalarLeaf &L = Leaves[I];
    if (Offsets[I] == LayoutMap::Padding) {
      // Clang's padding: no constant lives there.
      Elts.push_back(PoisonValue::get(L.Ty));
      continue;
    }
    Type *ST = storageType(L.Ty);
    unsigned Size = DL.getTypeStoreSize(ST);
    uint64_t Row = Offsets[I] / RowBytes;
    unsigned Comp = (Offsets[I] % RowBytes) / Size;
    if ((Offsets[I] % RowBytes) % Size != 0 ||
        (Offsets[I] % RowBytes) + Size > RowBytes) {
      Ctx.error(lowercode::UnsupportedCBufferAccess,
                "cbuffer value crosses a 16-byte row", &LI);
      return false;
    }
    Type *I32 = B.getInt32Ty();
    Value *&RowVal = Rows[{Row, TBuffer ? I32 : ST}];
    if (!RowVal) {
      Value *RowIdx = B.getInt32(Row);
      if (VarRow)
        RowIdx = Row ? B.CreateAdd(VarRow, RowIdx) : VarRow;
      // A tbuffer's row is a bufferLoad of four i32 (DXC's
      // PatchTBufferLoad); a cbuffer's a cbufferLoadLegacy of its type.
      RowVal = TBuffer
                   ? OB.call(OpCode::BufferLoad, I32, dxtypes::getResRet(I32),
                             {Handle, RowIdx, UndefValue::get(I32)})
                   : OB.call(OpCode::CBufferLoadLegacy, ST,
                             dxtypes::getCBufRet(ST), {Handle, RowIdx});
    }
    if (!TBuffer && VarLane) {
      // The row's components from the vector's, selected by the lane (DXC
      // stores the row to a local array and loads the lane; the same value
      // for a lane inside the vector).
      Value *Lane = Comp ? B.CreateAdd(VarLane, B.getInt32(Comp)) : VarLane;
      unsigned Last = RowBytes / Size - 1;
      Value *V = B.CreateExtractValue(RowVal, Last);
      for (unsigned C = Last; C-- > Comp;)
        V = B.CreateSelect(B.CreateICmpEQ(Lane, B.getInt32(C)),
                           B.CreateExtractValue(RowVal, C), V);
      Elts.push_back(fromStorage(B, V, L.Ty));
      continue;
    }
    if (!TBuffer) {
      Elts.push_back(fromStorage(B, B.CreateExtractValue(RowVal, Comp), L.Ty));
      continue;
    }
    // The tbuffer row's 32-bit words, as DXC reassembles them: 64-bit
    // values from two words (low first), 16-bit ones from half a word.
    unsigned Word = (Offsets[I] % RowBytes) / 4;
    Value *V = B.CreateExtractValue(RowVal, Word);
    if (Size == 8) {
      Value *Hi = B.CreateExtractValue(RowVal, Word + 1);
      if (L.Ty->isDoubleTy()) {
        V = OB.call(OpCode::MakeDouble, L.Ty, L.Ty, {V, Hi});
      } else {
        // In DXC's order (one statement each: argument evaluation order
        // is unspecified).
        Type *I64 = B.getInt64Ty();
        Value *ZHi = B.CreateZExt(Hi, I64);
        Value *ZLo = B.CreateZExt(V, I64);
        V = B.CreateOr(B.CreateShl(ZHi, 32), ZLo);
      }
    } else if (Size == 2) {
      if (Offsets[I] % 4)
        V = B.CreateLShr(V, 16);
      V = B.CreateTrunc(V, B.getInt16Ty());
      if (!L.Ty->isIntegerTy(16))
        V = B.CreateBitCast(V, L.Ty);
    } else {
      V = fromStorage(B, V, L.Ty);
    }
    Elts.push_back(V);
  }
  Value *New = buildFromScalars(B, Ty, Elts);
  New->takeName(&LI);
  LI.replaceAllUsesWith(New);
  LI.eraseFromParent();
  return true;
}

bool CBufferLowering::run() {
  // DXC's layout of each member, from the frontend (CBufferLayout.h). When
  // the module has it, a member without an entry is an error rather than a
  // guess.
  NamedMDNode *LayoutMD = M.getNamedMetadata("dxild.cblayout");
  std::optional<CBufferList> CBufMD = CBufferList::get(M);
  if (!CBufMD) {
    if (!LayoutMD)
      return false;
    LayoutMD->eraseFromParent();
    return true;
  }
  StringMap<MemberLayout> Layouts;
  if (LayoutMD)
    for (const MDNode *N : LayoutMD->operands())
      if (N->getNumOperands() == 3)
        if (auto *Name = dyn_cast<MDString>(N->getOperand(0)))
          Layouts[Name->getString()] = {
              mdconst::extract<ConstantInt>(N->getOperand(1))->getZExtValue(),
              dyn_cast<MDNode>(N->getOperand(2))};
  StringMap<int32_t> Arrays = cbufferViewArrays(M);
  SmallVector<std::pair<CallInst *, GlobalVariable *>, 2> ArrayCreations;
  for (CBufferMapping &Mapping : CBufMD->Mappings) {
    CallInst *HandleCall = nullptr;
    bool Looked = false;
    std::optional<ViewArray> Views;
    // Clang's offsets (after Intrinsics/RepairCBufferFieldIndex) are into
    // the buffer's layout struct, whose k-th element that is not padding is
    // member k (as hlsl::CBufferMetadata pairs them).
    for (CBufferMember &Member : Mapping.Members) {
      GlobalVariable *GV = Member.GV;
      Type *ClangTy = Member.LayoutTy;
      convertUsersOfConstantsToInstructions({GV});
      SmallVector<CBAccess, 16> Accesses;
      if (Instruction *Bad = collect(GV, CBAccess(), DL, Accesses)) {
        Ctx.error(lowercode::UnsupportedCBufferAccess,
                  "unsupported use of cbuffer member '" + GV->getName() + "'",
                  Bad);
        continue;
      }
      if (Accesses.empty())
        continue;
      const MemberLayout *Layout = nullptr;
      if (LayoutMD) {
        auto It = Layouts.find(GV->getName());
        if (It == Layouts.end() || !It->second.Type) {
          Ctx.error(lowercode::UnsupportedCBufferAccess,
                    "no DXC layout for cbuffer member '" + GV->getName() + "'",
                    Accesses.front().I);
          continue;
        }
        Layout = &It->second;
      }
      if (!Looked) {
        Looked = true;
        HandleCall = findHandle(Mapping.Handle);
        if (!HandleCall)
          Ctx.error(lowercode::UnsupportedHandle,
                    "cannot find the handle of cbuffer '" +
                        Mapping.Handle->getName() + "'",
                    Accesses.front().I);
        else
          hoistHandleCreation(HandleCall);
        // A ConstantBuffer<T> from the descriptor heap is such an array
        // too, each access's heap index picking the view
        // (Binding/CBufferArrays.h).
        if (HandleCall &&
            (Arrays.count(dxil::getResourceNameFromBindingCall(HandleCall)) ||
             isHeapHandleCreation(HandleCall))) {
          Views.emplace();
          std::tie(Views->ElemTy, Views->ClangStride) =
              viewElement(DL, ClangTy);
          Views->Creation = HandleCall;
          ArrayCreations.push_back({HandleCall, Mapping.Handle});
        }
      }
      if (!HandleCall)
        continue;
      for (CBAccess &A : Accesses) {
        auto *LI = dyn_cast<LoadInst>(A.I);
        if (!LI) {
          Ctx.error(lowercode::UnsupportedCBufferAccess,
                    "cbuffer member '" + GV->getName() +
                        "' is written or used atomically",
                    A.I);
          continue;
        }
        lowerLoad(*LI, A, ClangTy, Member.Offset, Layout, HandleCall,
                  Views ? &*Views : nullptr);
      }
    }
  }
  if (Ctx.hasErrors())
    return true;
  // The member globals are now unused (GEP leftovers are dead); remove them
  // with the metadata that listed them.
  for (CBufferMapping &Mapping : CBufMD->Mappings)
    for (CBufferMember &Member : Mapping.Members) {
      GlobalVariable *GV = Member.GV;
      eraseDeadUsers(GV);
      GV->removeDeadConstantUsers();
      if (GV->use_empty())
        GV->eraseFromParent();
    }
  CBufMD->MD->eraseFromParent();
  if (LayoutMD)
    LayoutMD->eraseFromParent();
  // An array's own creation (index 0) only fed the handle global; each
  // access created its element's handle.
  for (auto [CI, HandleGV] : ArrayCreations) {
    for (User *U : make_early_inc_range(CI->users()))
      if (auto *SI = dyn_cast<StoreInst>(U); SI && SI->getValueOperand() == CI)
        SI->eraseFromParent();
    if (CI->use_empty())
      CI->eraseFromParent();
    eraseDeadUsers(HandleGV);
    if (HandleGV->use_empty())
      HandleGV->eraseFromParent();
  }
  return true;
}

} // namespace

PreservedAnalyses DXILCBufferAccessPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  CBufferLowering L(M, Ctx);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
