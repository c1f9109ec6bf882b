//===- DXILResourceAccess.cpp - Buffer memory ops to DXIL buffer ops ------===//

#include "Lowering/DXILResourceAccess.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/HLSLRawLayout.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/DXILResource.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsDirectX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Local.h"

#include <numeric>

using namespace llvm;

namespace dxild {

namespace {

enum class BufKind { Typed, Raw, Structured };

std::string typeName(Type *Ty) {
  std::string S;
  raw_string_ostream(S) << *Ty;
  return S;
}

/// A run of same-typed contiguous leaves (see groupLeaves below) with the
/// leaves' own types.
struct LeafGroupRef {
  Type *Ty;
  uint64_t Offset;
  ArrayRef<ScalarLeaf> Leaves;
};

class ResourceAccessLowering {
public:
  ResourceAccessLowering(Module &M, LoweringContext &Ctx, const Profile &P)
      : M(M), DL(M.getDataLayout()), Ctx(Ctx), P(P) {}

  bool run();

private:
  void lowerGetPointer(CallInst &GP);
  void lowerAccess(BufKind Kind, Value *Handle, Value *Index, Type *ElemTy,
                   MemoryAccess &A);
  /// Loads the leaves of \p Ty at \p Off; returns the value and, through
  /// \p Status, the i32 status of the last ResRet (for checkAccess...).
  Value *emitLoad(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                  ByteOffset Off, Type *Ty, Type *ElemTy, Instruction *At,
                  Value **Status);
  /// The components of a typed element after a store of some of them
  /// (\p Elts, at \p Off): the element loaded, those replaced.
  bool mergeIntoElement(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                        ByteOffset Off, Type *ElemTy,
                        SmallVectorImpl<Value *> &Elts, Instruction *At);
  bool emitStore(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                 ByteOffset Off, Value *Val, Type *ElemTy, Instruction *At);
  Value *emitAtomic(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                    ByteOffset Off, Instruction *I);
  void lowerIntrinsic(CallInst &CI);
  /// Rewrites \p Off and the offsets of \p Leaves (an access of a
  /// structured buffer element of type MapTy, in Clang's layout) into DXC's
  /// layout and drops the leaves that fall in Clang's padding (Clang widens
  /// float3 loads over it), setting \p Dropped for them; false (with a
  /// diagnostic) if they do not map. The kept leaves come back in DXC's
  /// order (a row-major matrix's elements are in another order there):
  /// \p Order[I] is the position among the kept leaves, in the access's
  /// order, of the I-th leaf returned.
  bool mapToHLSL(IRBuilder<> &B, ByteOffset &Off,
                 SmallVectorImpl<ScalarLeaf> &Leaves,
                 SmallVectorImpl<bool> &Dropped,
                 SmallVectorImpl<unsigned> &Order, Instruction *At);

  BufKind kindOf(Type *HandleTy, Type *&ElemTy) const;
  /// (index, elementOffset) operands for a raw/structured access at \p Off
  /// plus \p Extra bytes.
  std::pair<Value *, Value *> rawCoords(IRBuilder<> &B, BufKind Kind,
                                        Value *Index, ByteOffset Off,
                                        uint64_t Extra);
  bool useRawOps() const { return P.atLeast(6, 2); }
  /// DXIL has 64-bit rawBufferLoad/Store overloads from SM 6.3 (the
  /// validator rejects them below, and bufferLoad/Store never had them).
  /// Below 6.3 DXC moves each 64-bit value as two i32 halves, low first:
  /// at most two values per operation.
  bool split64(Type *Ty) const {
    return !P.atLeast(6, 3) && DL.getTypeStoreSize(Ty) == 8;
  }
  /// Loads \p Count 64-bit leaves of \p G from \p First on as i32 halves
  /// and rebuilds each (makeDouble, or zext/shl/or), as DXC does below 6.3.
  void emitSplitLoad(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                     ByteOffset Off, const LeafGroupRef &G,
                     SmallVectorImpl<Value *> &Elts, Value **Status);
  /// Stores 64-bit \p Vals at \p ByteOff as i32 halves (splitDouble, or
  /// trunc/lshr/trunc), as DXC does below 6.3.
  void emitSplitStore(IRBuilder<> &B, BufKind Kind, Value *H, Value *Index,
                      ByteOffset Off, uint64_t ByteOff, ArrayRef<Value *> Vals);

  Module &M;
  const DataLayout &DL;
  LoweringContext &Ctx;
  Profile P;
  /// The element type of the structured buffer being accessed when its
  /// Clang layout differs from DXC's (accesses are mapped), else null.
  Type *MapTy = nullptr;
  /// The row-major matrices of structured buffer elements (the frontend's
  /// `!dxild.rowmajor`).
  rawlayout::RowMajorMatrices RowMajor;
  /// Address arithmetic the mapping replaced (erased once dead).
  SmallVector<WeakTrackingVH, 4> OldOffsets;
};

/// Splits a variable byte offset into constant and scaled terms: sums
/// (`add`, `or disjoint`), `mul`/`shl` by constants and integer casts.
void decompose(Value *V, uint64_t Scale, int64_t &Const,
               SmallVectorImpl<rawlayout::Term> &Terms) {
  if (auto *C = dyn_cast<ConstantInt>(V)) {
    Const += int64_t(Scale) * C->getSExtValue();
    return;
  }
  if (auto *Cast = dyn_cast<CastInst>(V);
      Cast &&
      (isa<ZExtInst>(Cast) || isa<TruncInst>(Cast) || isa<SExtInst>(Cast))) {
    // Terms are i32 either way (collectAccesses' offsets are).
    decompose(Cast->getOperand(0), Scale, Const, Terms);
    return;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(V)) {
    auto *C = dyn_cast<ConstantInt>(BO->getOperand(1));
    bool Disjoint = BO->getOpcode() == Instruction::Or &&
                    cast<PossiblyDisjointInst>(BO)->isDisjoint();
    if (BO->getOpcode() == Instruction::Add || Disjoint) {
      decompose(BO->getOperand(0), Scale, Const, Terms);
      decompose(BO->getOperand(1), Scale, Const, Terms);
      return;
    }
    if (C && C->getValue().getActiveBits() <= 32) {
      if (BO->getOpcode() == Instruction::Mul) {
        decompose(BO->getOperand(0), Scale * C->getZExtValue(), Const, Terms);
        return;
      }
      if (BO->getOpcode() == Instruction::Shl && C->getZExtValue() < 32) {
        decompose(BO->getOperand(0), Scale << C->getZExtValue(), Const, Terms);
        return;
      }
    }
  }
  Terms.push_back({V, Scale});
}

bool ResourceAccessLowering::mapToHLSL(IRBuilder<> &B, ByteOffset &Off,
                                       SmallVectorImpl<ScalarLeaf> &Leaves,
                                       SmallVectorImpl<bool> &Dropped,
                                       SmallVectorImpl<unsigned> &Order,
                                       Instruction *At) {
  Dropped.assign(Leaves.size(), false);
  Order.clear();
  if (!MapTy) {
    for (unsigned I = 0; I < Leaves.size(); ++I)
      Order.push_back(I);
    return true;
  }
  int64_t Const = int64_t(Off.Const);
  SmallVector<rawlayout::Term, 2> Terms;
  if (Off.Var)
    decompose(Off.Var, 1, Const, Terms);
  auto Fail = [&](const Twine &Why) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "structured buffer access at byte " + Twine(Const) +
                  (Terms.empty() ? "" : " (+ a variable index)") + " of '" +
                  typeName(MapTy) + "' " + Why,
              At);
    return false;
  };
  SmallVector<int64_t, 16> Consts;
  SmallVector<rawlayout::Term, 2> First;
  SmallVector<ScalarLeaf, 16> Kept;
  for (unsigned I = 0; I < Leaves.size(); ++I) {
    int64_t C = 0;
    SmallVector<rawlayout::Term, 2> T;
    rawlayout::MapResult R =
        rawlayout::mapOffset(DL, MapTy, Const + int64_t(Leaves[I].Offset),
                             Terms, C, T, &RowMajor, RowMajor.element(MapTy));
    if (R == rawlayout::MapResult::Padding) {
      Dropped[I] = true;
      continue;
    }
    if (R != rawlayout::MapResult::Mapped)
      return Fail("does not map onto DXC's structured buffer layout (it is "
                  "outside the element or a variable index indexes no array)");
    if (Kept.empty())
      First = T;
    else if (T.size() != First.size() ||
             !std::equal(
                 T.begin(), T.end(), First.begin(),
                 [](const rawlayout::Term &A, const rawlayout::Term &B) {
                   return A.Idx == B.Idx && A.Scale == B.Scale;
                 }))
      return Fail("spans members that a variable index scales differently");
    Consts.push_back(C);
    Kept.push_back(Leaves[I]);
  }
  if (Kept.empty()) {
    Leaves.clear();
    return true;
  }
  for (unsigned I = 0; I < Kept.size(); ++I)
    Order.push_back(I);
  llvm::stable_sort(
      Order, [&](unsigned A, unsigned B) { return Consts[A] < Consts[B]; });
  int64_t Base = Consts[Order[0]];
  Leaves.clear();
  for (unsigned I : Order) {
    Leaves.push_back(Kept[I]);
    Leaves.back().Offset = Consts[I] - Base;
  }
  if (Off.Var)
    OldOffsets.push_back(Off.Var);
  Off.Const = uint64_t(Base);
  Off.Var = nullptr;
  Off.VarAlign = 0;
  for (const rawlayout::Term &T : First) {
    Value *Idx = B.CreateZExtOrTrunc(T.Idx, B.getInt32Ty());
    Value *V = T.Scale == 1 ? Idx : B.CreateMul(Idx, B.getInt32(T.Scale));
    Off.Var = Off.Var ? B.CreateAdd(Off.Var, V) : V;
    Off.VarAlign = std::gcd(Off.VarAlign, T.Scale);
  }
  return true;
}

/// Whether a buffer handle of type \p HandleTy may be written (a UAV).
static bool isWriteable(Type *HandleTy) {
  if (auto *TB = dyn_cast<dxil::TypedBufferExtType>(HandleTy))
    return TB->isWriteable();
  return cast<dxil::RawBufferExtType>(HandleTy)->isWriteable();
}

BufKind ResourceAccessLowering::kindOf(Type *HandleTy, Type *&ElemTy) const {
  if (auto *TB = dyn_cast<dxil::TypedBufferExtType>(HandleTy)) {
    ElemTy = TB->getResourceType();
    return BufKind::Typed;
  }
  auto *RB = cast<dxil::RawBufferExtType>(HandleTy);
  ElemTy = RB->getResourceType();
  return RB->isStructured() ? BufKind::Structured : BufKind::Raw;
}

std::pair<Value *, Value *>
ResourceAccessLowering::rawCoords(IRBuilder<> &B, BufKind Kind, Value *Index,
                                  ByteOffset Off, uint64_t Extra) {
  Value *Bytes = B.getInt32(Off.Const + Extra);
  if (Off.Var)
    Bytes = Off.Const + Extra ? B.CreateAdd(Off.Var, Bytes) : Off.Var;
  if (Kind == BufKind::Structured)
    return {Index, Bytes};
  // Byte-address buffers: the index is the byte address and the element
  // offset must be undef.
  Value *Addr = isa<ConstantInt>(Bytes) && cast<ConstantInt>(Bytes)->isZero()
                    ? Index
                    : B.CreateAdd(Index, Bytes);
  return {Addr, UndefValue::get(B.getInt32Ty())};
}

/// Groups leaves into runs of at most four contiguous same-typed scalars:
/// one DXIL buffer op each.
struct LeafGroup {
  Type *Ty;
  uint64_t Offset;
  unsigned First, Count;
};

static SmallVector<LeafGroup, 4> groupLeaves(const DataLayout &DL,
                                             ArrayRef<ScalarLeaf> Leaves) {
  SmallVector<LeafGroup, 4> Groups;
  for (unsigned I = 0; I < Leaves.size(); ++I) {
    Type *ST = storageType(Leaves[I].Ty);
    uint64_t Size = DL.getTypeStoreSize(ST);
    if (!Groups.empty()) {
      LeafGroup &G = Groups.back();
      if (G.Ty == ST && G.Count < 4 &&
          G.Offset + G.Count * Size == Leaves[I].Offset) {
        ++G.Count;
        continue;
      }
    }
    Groups.push_back({ST, Leaves[I].Offset, I, 1});
  }
  return Groups;
}

static unsigned alignmentFor(BufKind Kind, unsigned Size) {
  // DXC: min(raw ? 4 : 8, element size).
  return std::min(Kind == BufKind::Raw ? 4u : 8u, Size);
}

Value *ResourceAccessLowering::emitLoad(IRBuilder<> &B, BufKind Kind, Value *H,
                                        Value *Index, ByteOffset Off, Type *Ty,
                                        Type *ElemTy, Instruction *At,
                                        Value **Status) {
  DXILOpBuilder OB(M, B);
  SmallVector<ScalarLeaf, 16> Leaves;
  if (Ty->isAggregateType() || !getScalarLeaves(DL, Ty, 0, Leaves)) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "buffer load of type '" + typeName(Ty) + "' is not supported",
              At);
    return nullptr;
  }
  SmallVector<Value *, 16> Elts;
  if (Kind == BufKind::Typed) {
    if (Off.Var) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "dynamic component index into a typed buffer element", At);
      return nullptr;
    }
    Type *Scalar = ElemTy->getScalarType();
    bool Is64 = DL.getTypeStoreSize(Scalar) == 8;
    // 64-bit typed data is stored as i32 pairs.
    Type *Ovl = Is64 ? B.getInt32Ty() : storageType(Scalar);
    Value *Ret = OB.call(OpCode::BufferLoad, Ovl, dxtypes::getResRet(Ovl),
                         {H, Index, UndefValue::get(B.getInt32Ty())});
    for (const ScalarLeaf &L : Leaves) {
      uint64_t Byte = Off.Const + L.Offset;
      unsigned Size = DL.getTypeStoreSize(L.Ty);
      if (Is64) {
        unsigned Comp = Byte / 4;
        Value *Lo = B.CreateExtractValue(Ret, Comp);
        Value *Hi = B.CreateExtractValue(Ret, Comp + 1);
        Elts.push_back(OB.join64(L.Ty, Lo, Hi));
      } else {
        (void)Size;
        unsigned StSize = DL.getTypeStoreSize(storageType(L.Ty));
        Elts.push_back(
            fromStorage(B, B.CreateExtractValue(Ret, Byte / StSize), L.Ty));
      }
    }
    if (Status)
      *Status = B.CreateExtractValue(Ret, 4);
    return buildFromScalars(B, Ty, Elts);
  }
  SmallVector<ScalarLeaf, 16> AllLeaves(Leaves);
  SmallVector<bool, 16> Dropped;
  SmallVector<unsigned, 16> Order;
  if (!mapToHLSL(B, Off, Leaves, Dropped, Order, At))
    return nullptr;
  if (Leaves.empty() && Status) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "buffer load with status of padding only", At);
    return nullptr;
  }
  for (const LeafGroup &G : groupLeaves(DL, Leaves)) {
    unsigned Size = DL.getTypeStoreSize(G.Ty);
    if (split64(G.Ty)) {
      emitSplitLoad(B, Kind, H, Index, Off,
                    {G.Ty, G.Offset,
                     ArrayRef<ScalarLeaf>(Leaves).slice(G.First, G.Count)},
                    Elts, Status);
      continue;
    }
    auto [Idx, EltOff] = rawCoords(B, Kind, Index, Off, G.Offset);
    Value *Ret;
    if (useRawOps())
      Ret = OB.call(OpCode::RawBufferLoad, G.Ty, dxtypes::getResRet(G.Ty),
                    {H, Idx, EltOff, B.getInt8((1u << G.Count) - 1),
                     B.getInt32(alignmentFor(Kind, Size))});
    else
      Ret = OB.call(OpCode::BufferLoad, G.Ty, dxtypes::getResRet(G.Ty),
                    {H, Idx, EltOff});
    for (unsigned C = 0; C < G.Count; ++C)
      Elts.push_back(
          fromStorage(B, B.CreateExtractValue(Ret, C), Leaves[G.First + C].Ty));
    if (Status)
      *Status = B.CreateExtractValue(Ret, 4);
  }
  // Back into the access's order.
  SmallVector<Value *, 16> InOrder(Elts.size());
  for (unsigned I = 0; I < Elts.size(); ++I)
    InOrder[Order[I]] = Elts[I];
  Elts = std::move(InOrder);
  if (Leaves.size() != AllLeaves.size()) {
    // Lanes Clang read from its padding hold no value.
    SmallVector<Value *, 16> All;
    unsigned K = 0;
    for (unsigned I = 0; I < AllLeaves.size(); ++I)
      All.push_back(Dropped[I] ? PoisonValue::get(AllLeaves[I].Ty) : Elts[K++]);
    return buildFromScalars(B, Ty, All);
  }
  return buildFromScalars(B, Ty, Elts);
}

void ResourceAccessLowering::emitSplitLoad(
    IRBuilder<> &B, BufKind Kind, Value *H, Value *Index, ByteOffset Off,
    const LeafGroupRef &G, SmallVectorImpl<Value *> &Elts, Value **Status) {
  // As DXC orders it: every load of the group, then the values rebuilt.
  DXILOpBuilder OB(M, B);
  Type *I32 = B.getInt32Ty();
  SmallVector<Value *, 2> Rets;
  for (unsigned First = 0; First < G.Leaves.size(); First += 2) {
    const unsigned N = std::min<unsigned>(2, G.Leaves.size() - First);
    auto [Idx, EltOff] = rawCoords(B, Kind, Index, Off, G.Offset + First * 8);
    if (useRawOps())
      Rets.push_back(OB.call(OpCode::RawBufferLoad, I32,
                             dxtypes::getResRet(I32),
                             {H, Idx, EltOff, B.getInt8((1u << (2 * N)) - 1),
                              B.getInt32(alignmentFor(Kind, 8))}));
    else
      Rets.push_back(OB.call(OpCode::BufferLoad, I32, dxtypes::getResRet(I32),
                             {H, Idx, EltOff}));
  }
  for (unsigned I = 0; I < G.Leaves.size(); ++I) {
    Value *Ret = Rets[I / 2];
    Type *LTy = G.Leaves[I].Ty;
    Value *Lo = B.CreateExtractValue(Ret, 2 * (I % 2));
    Value *Hi = B.CreateExtractValue(Ret, 2 * (I % 2) + 1);
    Elts.push_back(OB.join64(LTy, Lo, Hi));
  }
  if (Status)
    *Status = B.CreateExtractValue(Rets.back(), 4);
}

void ResourceAccessLowering::emitSplitStore(IRBuilder<> &B, BufKind Kind,
                                            Value *H, Value *Index,
                                            ByteOffset Off, uint64_t ByteOff,
                                            ArrayRef<Value *> Vals) {
  // As DXC orders it: every value split, then the stores.
  DXILOpBuilder OB(M, B);
  Type *I32 = B.getInt32Ty();
  SmallVector<Value *, 8> Halves;
  for (Value *V : Vals) {
    auto [Lo, Hi] = OB.split64(V);
    Halves.append({Lo, Hi});
  }
  for (unsigned First = 0; First < Vals.size(); First += 2) {
    const unsigned N = std::min<unsigned>(2, Vals.size() - First);
    ArrayRef<Value *> Part = ArrayRef<Value *>(Halves).slice(2 * First, 2 * N);
    SmallVector<Value *, 4> Comps(Part.begin(), Part.end());
    while (Comps.size() < 4)
      Comps.push_back(UndefValue::get(I32));
    auto [Idx, EltOff] = rawCoords(B, Kind, Index, Off, ByteOff + First * 8);
    Value *Mask = B.getInt8((1u << (2 * N)) - 1);
    if (useRawOps())
      OB.call(OpCode::RawBufferStore, I32, B.getVoidTy(),
              {H, Idx, EltOff, Comps[0], Comps[1], Comps[2], Comps[3], Mask,
               B.getInt32(alignmentFor(Kind, 8))});
    else
      OB.call(OpCode::BufferStore, I32, B.getVoidTy(),
              {H, Idx, EltOff, Comps[0], Comps[1], Comps[2], Comps[3], Mask});
  }
}

static Value *toStorage(IRBuilder<> &B, Value *V) {
  if (V->getType()->isIntegerTy(1))
    return B.CreateZExt(V, B.getInt32Ty());
  return V;
}

bool ResourceAccessLowering::mergeIntoElement(IRBuilder<> &B, BufKind Kind,
                                              Value *H, Value *Index,
                                              ByteOffset Off, Type *ElemTy,
                                              SmallVectorImpl<Value *> &Elts,
                                              Instruction *At) {
  Type *Scalar = ElemTy->getScalarType();
  uint64_t EltSize = DL.getTypeStoreSize(Scalar);
  unsigned NumElts = isa<FixedVectorType>(ElemTy)
                         ? cast<FixedVectorType>(ElemTy)->getNumElements()
                         : 1;
  auto Mismatch = [&] {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "partial store into a typed buffer element with a type other "
              "than its components'",
              At);
    return false;
  };
  if (Off.Const % EltSize != 0 ||
      llvm::any_of(Elts, [&](Value *V) { return V->getType() != Scalar; }))
    return Mismatch();
  if (Off.Var && Elts.size() != 1)
    return Mismatch();
  uint64_t First = Off.Const / EltSize;
  if (!Off.Var && First + Elts.size() > NumElts) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "store past the end of a typed buffer element", At);
    return false;
  }
  Value *Old =
      emitLoad(B, Kind, H, Index, ByteOffset(), ElemTy, ElemTy, At, nullptr);
  if (!Old)
    return false;
  SmallVector<Value *, 4> Cur;
  for (unsigned E = 0; E < NumElts; ++E)
    Cur.push_back(NumElts == 1 ? Old : B.CreateExtractElement(Old, E));
  if (Off.Var) {
    // `buf[i][c] = x`: component c replaced, picked by selects.
    Value *Byte =
        Off.Const ? B.CreateAdd(Off.Var, B.getInt32(Off.Const)) : Off.Var;
    Value *Lane = B.CreateUDiv(Byte, B.getInt32(EltSize));
    for (unsigned E = 0; E < NumElts; ++E)
      Cur[E] =
          B.CreateSelect(B.CreateICmpEQ(Lane, B.getInt32(E)), Elts[0], Cur[E]);
  } else {
    for (unsigned E = 0; E < Elts.size(); ++E)
      Cur[First + E] = Elts[E];
  }
  Elts.assign(Cur.begin(), Cur.end());
  return true;
}

bool ResourceAccessLowering::emitStore(IRBuilder<> &B, BufKind Kind, Value *H,
                                       Value *Index, ByteOffset Off, Value *Val,
                                       Type *ElemTy, Instruction *At) {
  DXILOpBuilder OB(M, B);
  Type *Ty = Val->getType();
  // InstCombine folds `u[i] = asuint(f)` into a `store float` to the uint
  // element: the same bits, so the element's own type.
  if (Kind == BufKind::Typed && Ty != ElemTy && !Off.Var && Off.Const == 0 &&
      CastInst::isBitCastable(Ty, ElemTy)) {
    Val = B.CreateBitCast(Val, ElemTy);
    Ty = ElemTy;
  }
  SmallVector<ScalarLeaf, 16> Leaves;
  if (Ty->isAggregateType() || !getScalarLeaves(DL, Ty, 0, Leaves)) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "buffer store of type '" + typeName(Ty) + "' is not supported",
              At);
    return false;
  }
  SmallVector<Value *, 16> Elts;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty)) {
    for (unsigned I = 0; I < VT->getNumElements(); ++I)
      Elts.push_back(B.CreateExtractElement(Val, uint64_t(I)));
  } else {
    Elts.push_back(Val);
  }
  if (Kind == BufKind::Typed) {
    // A typed store writes the whole element: a store of some components
    // (`buf[i].xy = v`, `buf[i][c] = x`) reads the element, replaces them
    // and writes it back, as DXC does (not atomic, as in DXC).
    if (Off.Var || Off.Const != 0 || Ty != ElemTy) {
      if (!mergeIntoElement(B, Kind, H, Index, Off, ElemTy, Elts, At))
        return false;
      Ty = ElemTy;
    }
    // 64-bit data as i32 halves; all four components written (the
    // validator's rule; the format ignores the ones it lacks).
    for (Value *&E : Elts)
      E = toStorage(B, E);
    SmallVector<Value *, 8> Comps = OB.typedStoreValues(Elts);
    if (Comps.size() > 4) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "typed buffer element wider than four 32-bit components", At);
      return false;
    }
    Type *Ovl = Comps[0]->getType();
    OB.call(OpCode::BufferStore, Ovl, B.getVoidTy(),
            {H, Index, UndefValue::get(B.getInt32Ty()), Comps[0], Comps[1],
             Comps[2], Comps[3], B.getInt8(0xF)});
    return true;
  }
  SmallVector<bool, 16> Dropped;
  SmallVector<unsigned, 16> Order;
  if (!mapToHLSL(B, Off, Leaves, Dropped, Order, At))
    return false;
  // Nothing is stored into Clang's padding: there, DXC's layout has the
  // next member. The rest in DXC's order, as the leaves are.
  SmallVector<Value *, 16> Kept;
  for (unsigned I = 0; I < Elts.size(); ++I)
    if (!Dropped[I])
      Kept.push_back(Elts[I]);
  Elts.clear();
  for (unsigned I : Order)
    Elts.push_back(Kept[I]);
  for (const LeafGroup &G : groupLeaves(DL, Leaves)) {
    unsigned Size = DL.getTypeStoreSize(G.Ty);
    if (split64(G.Ty)) {
      emitSplitStore(B, Kind, H, Index, Off, G.Offset,
                     ArrayRef<Value *>(Elts).slice(G.First, G.Count));
      continue;
    }
    auto [Idx, EltOff] = rawCoords(B, Kind, Index, Off, G.Offset);
    SmallVector<Value *, 4> Comps;
    for (unsigned C = 0; C < G.Count; ++C)
      Comps.push_back(toStorage(B, Elts[G.First + C]));
    while (Comps.size() < 4)
      Comps.push_back(UndefValue::get(G.Ty));
    Value *Mask = B.getInt8((1u << G.Count) - 1);
    if (useRawOps())
      OB.call(OpCode::RawBufferStore, G.Ty, B.getVoidTy(),
              {H, Idx, EltOff, Comps[0], Comps[1], Comps[2], Comps[3], Mask,
               B.getInt32(alignmentFor(Kind, Size))});
    else
      OB.call(OpCode::BufferStore, G.Ty, B.getVoidTy(),
              {H, Idx, EltOff, Comps[0], Comps[1], Comps[2], Comps[3], Mask});
  }
  return true;
}

} // namespace

Value *emitDXILAtomic(IRBuilder<> &B, DXILOpBuilder &OB, LoweringContext &Ctx,
                      Value *H, Value *C0, Value *C1, Value *C2,
                      Instruction *I) {
  if (auto *RMW = dyn_cast<AtomicRMWInst>(I)) {
    Value *V = RMW->getValOperand();
    Type *Ty = V->getType();
    if (!Ty->isIntegerTy(32) && !Ty->isIntegerTy(64)) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "resource atomics exist only for 32- and 64-bit integers", I);
      return nullptr;
    }
    int Op;
    switch (RMW->getOperation()) {
    case AtomicRMWInst::Add:
      Op = 0;
      break;
    case AtomicRMWInst::Sub:
      Op = 0;
      V = B.CreateNeg(V);
      break;
    case AtomicRMWInst::And:
      Op = 1;
      break;
    case AtomicRMWInst::Or:
      Op = 2;
      break;
    case AtomicRMWInst::Xor:
      Op = 3;
      break;
    case AtomicRMWInst::Min:
      Op = 4;
      break;
    case AtomicRMWInst::Max:
      Op = 5;
      break;
    case AtomicRMWInst::UMin:
      Op = 6;
      break;
    case AtomicRMWInst::UMax:
      Op = 7;
      break;
    case AtomicRMWInst::Xchg:
      Op = 8;
      break;
    default:
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "atomic operation '" +
                    AtomicRMWInst::getOperationName(RMW->getOperation()) +
                    "' has no DXIL equivalent",
                I);
      return nullptr;
    }
    return OB.call(OpCode::AtomicBinOp, Ty, Ty,
                   {H, B.getInt32(Op), C0, C1, C2, V});
  }
  auto *CX = cast<AtomicCmpXchgInst>(I);
  Type *Ty = CX->getCompareOperand()->getType();
  Value *Old =
      OB.call(OpCode::AtomicCompareExchange, Ty, Ty,
              {H, C0, C1, C2, CX->getCompareOperand(), CX->getNewValOperand()});
  // cmpxchg yields {old, success}; DXIL has only the old value, so rebuild
  // the pair at each extractvalue.
  SmallVector<ExtractValueInst *, 2> EVs;
  for (User *U : CX->users()) {
    auto *EV = dyn_cast<ExtractValueInst>(U);
    if (!EV) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "cmpxchg result used as an aggregate", I);
      return nullptr;
    }
    EVs.push_back(EV);
  }
  for (ExtractValueInst *EV : EVs) {
    Value *R = EV->getIndices()[0] == 0
                   ? Old
                   : B.CreateICmpEQ(Old, CX->getCompareOperand());
    EV->replaceAllUsesWith(R);
    EV->eraseFromParent();
  }
  return Old;
}

namespace {

Value *ResourceAccessLowering::emitAtomic(IRBuilder<> &B, BufKind Kind,
                                          Value *H, Value *Index,
                                          ByteOffset Off, Instruction *I) {
  DXILOpBuilder OB(M, B);
  Value *Undef = UndefValue::get(B.getInt32Ty());
  Value *C0, *C1;
  if (Kind == BufKind::Typed) {
    if (Off.Var || Off.Const) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "atomic on part of a typed buffer element", I);
      return nullptr;
    }
    C0 = Index;
    C1 = Undef;
  } else {
    Type *Ty = isa<AtomicRMWInst>(I)
                   ? cast<AtomicRMWInst>(I)->getValOperand()->getType()
                   : cast<AtomicCmpXchgInst>(I)->getCompareOperand()->getType();
    SmallVector<ScalarLeaf, 1> Leaves = {{Ty, 0}};
    SmallVector<bool, 1> Dropped;
    SmallVector<unsigned, 1> Order;
    if (!mapToHLSL(B, Off, Leaves, Dropped, Order, I))
      return nullptr;
    if (Leaves.empty()) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "atomic on padding of a structured buffer element", I);
      return nullptr;
    }
    std::tie(C0, C1) = rawCoords(B, Kind, Index, Off, 0);
  }
  return emitDXILAtomic(B, OB, Ctx, H, C0, C1, Undef, I);
}

void ResourceAccessLowering::lowerAccess(BufKind Kind, Value *Handle,
                                         Value *Index, Type *ElemTy,
                                         MemoryAccess &A) {
  Instruction *I = A.I;
  // Clang refuses writes to a read-only buffer's element, but not through
  // a method that writes its object's members (DXC calls any method on a
  // const object, ConstObjectMethods.h): DXC emits the store and its
  // validator refuses it.
  if (!isa<LoadInst>(I) && !isWriteable(Handle->getType())) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "write to an element of a read-only buffer (a method that "
              "writes its object's members, called on a buffer element?)",
              I);
    return;
  }
  IRBuilder<> B(I);
  DXILOpBuilder OB(M, B);
  Value *H = OB.castToHandle(Handle);
  if (auto *LI = dyn_cast<LoadInst>(I)) {
    Value *V = emitLoad(B, Kind, H, Index, A.Offset, LI->getType(), ElemTy, I,
                        nullptr);
    if (!V)
      return;
    V->takeName(LI);
    LI->replaceAllUsesWith(V);
    LI->eraseFromParent();
    return;
  }
  if (auto *SI = dyn_cast<StoreInst>(I)) {
    if (emitStore(B, Kind, H, Index, A.Offset, SI->getValueOperand(), ElemTy,
                  I))
      SI->eraseFromParent();
    return;
  }
  Value *Old = emitAtomic(B, Kind, H, Index, A.Offset, I);
  if (!Old)
    return;
  if (isa<AtomicRMWInst>(I))
    I->replaceAllUsesWith(Old);
  I->eraseFromParent();
}

void ResourceAccessLowering::lowerGetPointer(CallInst &GP) {
  Value *Handle = GP.getArgOperand(0);
  Value *Index = GP.getArgOperand(1);
  Type *ElemTy = nullptr;
  BufKind Kind = kindOf(Handle->getType(), ElemTy);
  // `buf[i].xy = v` on a typed buffer: one load and one store of the
  // element (a typed store writes all of it).
  if (auto *VT = dyn_cast_or_null<FixedVectorType>(ElemTy);
      VT && Kind == BufKind::Typed)
    coalesceComponentStores(&GP, VT, DL);
  SmallVector<MemoryAccess, 8> Accesses;
  if (Instruction *Bad = collectAccesses(&GP, DL, Accesses)) {
    Ctx.error(lowercode::UnsupportedResourceAccess,
              "unsupported use of a buffer element pointer (" +
                  Twine(Bad->getOpcodeName()) + ")",
              Bad);
    return;
  }
  MapTy = Kind == BufKind::Structured &&
                  rawlayout::needsMapping(DL, ElemTy, &RowMajor)
              ? ElemTy
              : nullptr;
  for (MemoryAccess &A : Accesses)
    lowerAccess(Kind, Handle, Index, ElemTy, A);
  MapTy = nullptr;
  for (WeakTrackingVH &V : OldOffsets)
    if (auto *I = dyn_cast_or_null<Instruction>(V))
      RecursivelyDeleteTriviallyDeadInstructions(I);
  OldOffsets.clear();
  eraseDeadUsers(&GP);
  if (GP.use_empty())
    GP.eraseFromParent();
}

void ResourceAccessLowering::lowerIntrinsic(CallInst &CI) {
  IRBuilder<> B(&CI);
  DXILOpBuilder OB(M, B);
  Intrinsic::ID ID = CI.getIntrinsicID();
  Value *Handle = CI.getArgOperand(0);
  switch (ID) {
  case Intrinsic::dx_resource_load_typedbuffer:
  case Intrinsic::dx_resource_load_rawbuffer: {
    Type *ElemTy = nullptr;
    BufKind Kind = kindOf(Handle->getType(), ElemTy);
    ByteOffset Off;
    if (ID == Intrinsic::dx_resource_load_rawbuffer) {
      Value *O = CI.getArgOperand(2);
      if (auto *C = dyn_cast<ConstantInt>(O))
        Off.Const = C->getZExtValue();
      else if (!isa<PoisonValue>(O) && !isa<UndefValue>(O))
        Off.Var = O;
    }
    Type *ValTy = cast<StructType>(CI.getType())->getElementType(0);
    Value *Status = nullptr;
    MapTy = Kind == BufKind::Structured &&
                    rawlayout::needsMapping(DL, ElemTy, &RowMajor)
                ? ElemTy
                : nullptr;
    Value *V = emitLoad(B, Kind, OB.castToHandle(Handle), CI.getArgOperand(1),
                        Off, ValTy, ElemTy, &CI, &Status);
    MapTy = nullptr;
    if (!V)
      return;
    SmallVector<ExtractValueInst *, 2> EVs;
    for (User *U : CI.users()) {
      auto *EV = dyn_cast<ExtractValueInst>(U);
      if (!EV || EV->getNumIndices() != 1) {
        Ctx.error(lowercode::UnsupportedResourceAccess,
                  "load-with-status result used as an aggregate", &CI);
        return;
      }
      EVs.push_back(EV);
    }
    for (ExtractValueInst *EV : EVs) {
      Value *R = V;
      if (EV->getIndices()[0] == 1) {
        IRBuilder<> EB(EV);
        DXILOpBuilder EOB(M, EB);
        R = EOB.call(OpCode::CheckAccessFullyMapped, EB.getInt32Ty(),
                     EB.getInt1Ty(), {Status});
      }
      EV->replaceAllUsesWith(R);
      EV->eraseFromParent();
    }
    CI.eraseFromParent();
    return;
  }
  case Intrinsic::dx_resource_store_typedbuffer:
  case Intrinsic::dx_resource_store_rawbuffer: {
    Type *ElemTy = nullptr;
    BufKind Kind = kindOf(Handle->getType(), ElemTy);
    ByteOffset Off;
    Value *Val = CI.getArgOperand(2);
    if (ID == Intrinsic::dx_resource_store_rawbuffer) {
      Value *O = CI.getArgOperand(2);
      if (auto *C = dyn_cast<ConstantInt>(O))
        Off.Const = C->getZExtValue();
      else if (!isa<PoisonValue>(O) && !isa<UndefValue>(O))
        Off.Var = O;
      Val = CI.getArgOperand(3);
    }
    MapTy = Kind == BufKind::Structured &&
                    rawlayout::needsMapping(DL, ElemTy, &RowMajor)
                ? ElemTy
                : nullptr;
    bool Stored =
        emitStore(B, Kind, OB.castToHandle(Handle), CI.getArgOperand(1), Off,
                  Val, Kind == BufKind::Typed ? ElemTy : Val->getType(), &CI);
    MapTy = nullptr;
    if (Stored)
      CI.eraseFromParent();
    return;
  }
  case Intrinsic::dx_resource_updatecounter: {
    Value *R = OB.call(OpCode::BufferUpdateCounter, nullptr, B.getInt32Ty(),
                       {OB.castToHandle(Handle), CI.getArgOperand(1)});
    CI.replaceAllUsesWith(R);
    CI.eraseFromParent();
    return;
  }
  case Intrinsic::dx_resource_getdimensions_x: {
    Value *R = OB.call(
        OpCode::GetDimensions, nullptr, dxtypes::getDimensions(B.getContext()),
        {OB.castToHandle(Handle), UndefValue::get(B.getInt32Ty())});
    Value *X = B.CreateExtractValue(R, 0);
    CI.replaceAllUsesWith(X);
    CI.eraseFromParent();
    return;
  }
  default:
    return;
  }
}

/// Whether \p P points into a raw (structured or byte-address) buffer
/// element: a getpointer on a raw buffer, through GEPs.
bool isRawBufferElement(Value *P) {
  while (auto *GEP = dyn_cast<GEPOperator>(P))
    P = GEP->getPointerOperand();
  auto *CI = dyn_cast<CallInst>(P);
  return CI && CI->getIntrinsicID() == Intrinsic::dx_resource_getpointer &&
         isa<dxil::RawBufferExtType>(CI->getArgOperand(0)->getType());
}

/// If \p P points into an element of a structured buffer whose Clang layout
/// differs from DXC's: the element type, with \p P's Clang offset in it as
/// \p Const + \p Terms. Null otherwise.
Type *remappedElementAt(Value *P, const DataLayout &DL,
                        const rawlayout::RowMajorMatrices &RM, int64_t &Const,
                        SmallVectorImpl<rawlayout::Term> &Terms) {
  Const = 0;
  while (auto *GEP = dyn_cast<GEPOperator>(P)) {
    SmallMapVector<Value *, APInt, 4> VarOffsets;
    APInt ConstOff(32, 0);
    if (!GEP->collectOffset(DL, 32, VarOffsets, ConstOff))
      return nullptr;
    Const += ConstOff.getSExtValue();
    for (auto &[V, Scale] : VarOffsets)
      decompose(V, Scale.getZExtValue(), Const, Terms);
    P = GEP->getPointerOperand();
  }
  auto *CI = dyn_cast<CallInst>(P);
  if (!CI || CI->getIntrinsicID() != Intrinsic::dx_resource_getpointer)
    return nullptr;
  auto *RB = dyn_cast<dxil::RawBufferExtType>(CI->getArgOperand(0)->getType());
  if (!RB || !RB->isStructured() ||
      !rawlayout::needsMapping(DL, RB->getResourceType(), &RM))
    return nullptr;
  return RB->getResourceType();
}

/// The type a copy \p MT moves when one side is an element of a structured
/// buffer whose layout differs from DXC's (see remappedElementAt), or null.
Type *remappedCopyType(MemTransferInst &MT, const DataLayout &DL,
                       const rawlayout::RowMajorMatrices &RM) {
  uint64_t Len = cast<ConstantInt>(MT.getLength())->getZExtValue();
  for (Value *P : {MT.getRawDest(), MT.getRawSource()}) {
    int64_t Const;
    SmallVector<rawlayout::Term, 2> Terms;
    if (Type *Elem = remappedElementAt(P, DL, RM, Const, Terms))
      return rawlayout::subobjectAt(DL, Elem, Const, Terms, Len);
  }
  return nullptr;
}

/// Struct copies to or from a structured buffer element
/// (`Out.Append(In[i])`, `Out[i] = In[j]`) reach here as memcpy/memmove, and
/// a zero-initialized struct stored to one (`Out[i] = (S)0`, GPUOpen's
/// particle emitter) as a memset. Raw buffers are typeless: copy 32-bit
/// words, up to four per access, every load before any store (so
/// overlapping memmoves stay right), and let the accesses lower like any
/// other. Sizes that are not a multiple of 4 bytes are left alone (and
/// reported as an unsupported use).
bool expandBufferCopies(Module &M, const rawlayout::RowMajorMatrices &RM) {
  constexpr uint64_t MaxBytes = 4096;
  SmallVector<MemIntrinsic *, 4> Copies;
  for (Function &F : M)
    for (BasicBlock &BB : F)
      for (Instruction &I : BB) {
        auto *MI = dyn_cast<MemIntrinsic>(&I);
        auto *Len = MI ? dyn_cast<ConstantInt>(MI->getLength()) : nullptr;
        if (!Len || Len->getZExtValue() % 4 != 0 ||
            Len->getZExtValue() > MaxBytes || MI->isVolatile())
          continue;
        auto *MT = dyn_cast<MemTransferInst>(MI);
        auto *Set = dyn_cast<MemSetInst>(MI);
        if ((MT && (isRawBufferElement(MT->getRawDest()) ||
                    isRawBufferElement(MT->getRawSource()))) ||
            (Set && isa<ConstantInt>(Set->getValue()) &&
             isRawBufferElement(Set->getRawDest())))
          Copies.push_back(MI);
      }
  const DataLayout &DL = M.getDataLayout();
  for (MemIntrinsic *MI : Copies) {
    IRBuilder<> B(MI);
    auto *MT = dyn_cast<MemTransferInst>(MI);
    // The value of type \p Ty at byte \p Off of the source: loaded, or the
    // memset's byte repeated.
    auto SourceAt = [&](Type *Ty, uint64_t Off, Align A) -> Value * {
      if (MT)
        return B.CreateAlignedLoad(Ty,
                                   B.CreateConstInBoundsGEP1_64(
                                       B.getInt8Ty(), MT->getRawSource(), Off),
                                   A);
      auto *Byte = cast<ConstantInt>(cast<MemSetInst>(MI)->getValue());
      unsigned Bits = DL.getTypeSizeInBits(Ty);
      Constant *Int = ConstantInt::get(
          B.getContext(),
          APInt::getSplat(Bits, Byte->getValue().zextOrTrunc(8)));
      return ConstantFoldCastOperand(Instruction::BitCast, Int, Ty, DL);
    };
    if (Type *Ty = MT ? remappedCopyType(*MT, DL, RM) : nullptr) {
      // The element's Clang layout is not DXC's: copy member by member
      // (padding is not data), each access mapped like any other.
      SmallVector<rawlayout::Leaf, 8> Leaves;
      uint64_t HLSLSize = 0;
      if (rawlayout::collectLeaves(DL, Ty, 0, HLSLSize, Leaves)) {
        SmallVector<std::pair<uint64_t, Value *>, 8> Vals;
        for (const rawlayout::Leaf &L : Leaves)
          Vals.push_back(
              {L.ClangOffset, SourceAt(L.Ty, L.ClangOffset, Align(1))});
        for (auto &[Off, V] : Vals)
          B.CreateAlignedStore(V,
                               B.CreateConstInBoundsGEP1_64(
                                   B.getInt8Ty(), MI->getRawDest(), Off),
                               Align(1));
        MI->eraseFromParent();
        continue;
      }
    }
    uint64_t Words = cast<ConstantInt>(MI->getLength())->getZExtValue() / 4;
    // Up to four words per access: one rawBufferLoad/Store each.
    SmallVector<std::pair<uint64_t, Value *>, 8> Chunks;
    for (uint64_t W = 0; W < Words; W += 4) {
      uint64_t N = std::min<uint64_t>(4, Words - W);
      Type *Ty = N == 1 ? B.getInt32Ty()
                        : (Type *)FixedVectorType::get(B.getInt32Ty(), N);
      Chunks.push_back({W, SourceAt(Ty, W * 4, Align(4))});
    }
    for (auto &[W, V] : Chunks)
      B.CreateAlignedStore(
          V,
          B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), MI->getRawDest(), W * 4),
          Align(4));
    MI->eraseFromParent();
  }
  return !Copies.empty();
}

bool ResourceAccessLowering::run() {
  RowMajor = rawlayout::RowMajorMatrices::read(M);
  bool Changed = false;
  if (NamedMDNode *N =
          M.getNamedMetadata(rawlayout::RowMajorMatrices::MetadataName)) {
    N->eraseFromParent();
    Changed = true;
  }
  bool Expanded = expandBufferCopies(M, RowMajor) || Changed;
  SmallVector<CallInst *, 16> Calls;
  for (Function &F : M) {
    switch (F.getIntrinsicID()) {
    case Intrinsic::dx_resource_getpointer:
    case Intrinsic::dx_resource_load_typedbuffer:
    case Intrinsic::dx_resource_load_rawbuffer:
    case Intrinsic::dx_resource_store_typedbuffer:
    case Intrinsic::dx_resource_store_rawbuffer:
    case Intrinsic::dx_resource_updatecounter:
    case Intrinsic::dx_resource_getdimensions_x:
      for (User *U : F.users())
        if (auto *CI = dyn_cast<CallInst>(U))
          Calls.push_back(CI);
      break;
    default:
      break;
    }
  }
  for (CallInst *CI : Calls) {
    Type *HTy = CI->getArgOperand(0)->getType();
    if (!isa<dxil::TypedBufferExtType>(HTy) &&
        !isa<dxil::RawBufferExtType>(HTy)) {
      Ctx.error(lowercode::UnsupportedResourceAccess,
                "access to resource type '" + typeName(HTy) +
                    "' is not supported",
                CI);
      continue;
    }
    if (CI->getIntrinsicID() == Intrinsic::dx_resource_getpointer)
      lowerGetPointer(*CI);
    else
      lowerIntrinsic(*CI);
  }
  return Expanded || !Calls.empty();
}

} // namespace

PreservedAnalyses DXILResourceAccessPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  std::optional<Profile> P = Ctx.profileFor(M);
  if (!P) {
    Ctx.error(lowercode::Internal, "module has no DXIL shader model triple");
    return PreservedAnalyses::all();
  }
  ResourceAccessLowering L(M, Ctx, *P);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
