//===- DXILExpandMemCopies.cpp - memcpy/memset on DXIL memory -------------===//

#include "Lowering/DXILExpandMemCopies.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// Clang's address space for constant-buffer globals; the cbuffer passes
/// own every access to them.
constexpr unsigned CBufferAddressSpace = 2;

/// The type of the local, static or groupshared object \p Ptr points into,
/// or null when it points elsewhere (a resource, a constant buffer, or
/// somewhere this pass cannot see).
Type *memoryObjectType(Value *Ptr) {
  // Through phis and selects too (an insertion sort's write-back address):
  // dxil-memory-pointer-phi later makes them offsets into the one object.
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects, /*LI=*/nullptr, /*MaxLookup=*/0);
  if (Objects.size() != 1)
    return nullptr;
  const Value *Obj = Objects.front();
  if (auto *AI = dyn_cast<AllocaInst>(Obj))
    return AI->getAllocatedType();
  if (auto *GV = dyn_cast<GlobalVariable>(Obj))
    if (!GV->isDeclaration() && GV->getAddressSpace() != CBufferAddressSpace)
      return GV->getValueType();
  return nullptr;
}

/// The one scalar size every element of \p Ty has (what dxil-flatten-memory
/// needs to flatten it), or 0.
uint64_t elementSize(const DataLayout &DL, Type *Ty) {
  SmallVector<ScalarLeaf, 16> Leaves;
  if (!Ty || !getScalarLeaves(DL, Ty, 0, Leaves) || Leaves.empty())
    return 0;
  uint64_t Size = DL.getTypeStoreSize(Leaves.front().Ty);
  for (const ScalarLeaf &L : Leaves)
    if (L.Ty->isIntegerTy(1) || DL.getTypeStoreSize(L.Ty) != Size)
      return 0;
  return Size;
}

class MemCopyExpander {
public:
  explicit MemCopyExpander(const DataLayout &DL) : DL(DL) {}
  bool expand(MemIntrinsic *MI);
  bool expandWideStore(StoreInst *SI);

private:
  /// The value to store at element \p K: loaded from the source, or the
  /// memset pattern.
  Value *elementValue(IRBuilder<> &B, MemIntrinsic *MI, Type *EltTy, Value *K);

  const DataLayout &DL;
};

Value *MemCopyExpander::elementValue(IRBuilder<> &B, MemIntrinsic *MI,
                                     Type *EltTy, Value *K) {
  if (auto *Set = dyn_cast<MemSetInst>(MI)) {
    auto *Byte = cast<ConstantInt>(Set->getValue());
    unsigned Bits = EltTy->getIntegerBitWidth();
    return ConstantInt::get(
        EltTy, APInt::getSplat(Bits, Byte->getValue().zextOrTrunc(8)));
  }
  Value *Src = cast<MemTransferInst>(MI)->getRawSource();
  return B.CreateAlignedLoad(EltTy, B.CreateInBoundsGEP(EltTy, Src, K),
                             Align(1));
}

bool MemCopyExpander::expand(MemIntrinsic *MI) {
  auto *Length = dyn_cast<ConstantInt>(MI->getLength());
  if (!Length || MI->isVolatile())
    return false;
  uint64_t Size = elementSize(DL, memoryObjectType(MI->getRawDest()));
  if (!Size || Length->getZExtValue() % Size)
    return false;
  if (auto *Transfer = dyn_cast<MemTransferInst>(MI)) {
    if (elementSize(DL, memoryObjectType(Transfer->getRawSource())) != Size)
      return false;
  } else if (!isa<ConstantInt>(cast<MemSetInst>(MI)->getValue())) {
    return false;
  }
  uint64_t Count = Length->getZExtValue() / Size;
  LLVMContext &C = MI->getContext();
  Type *EltTy = IntegerType::get(C, Size * 8);
  Value *Dst = MI->getRawDest();
  IRBuilder<> B(MI);
  if (Count <= DXILExpandMemCopiesPass::MaxUnrolledElements) {
    // Loads first: right for a memmove whose ends overlap too.
    SmallVector<Value *, 32> Values;
    for (uint64_t K = 0; K < Count; ++K)
      Values.push_back(elementValue(B, MI, EltTy, B.getInt32(K)));
    for (uint64_t K = 0; K < Count; ++K)
      B.CreateAlignedStore(
          Values[K], B.CreateInBoundsGEP(EltTy, Dst, B.getInt32(K)), Align(1));
    MI->eraseFromParent();
    return true;
  }
  // A forward loop, one element an iteration. HLSL's copies never overlap
  // partially (a value assigned to itself overlaps exactly, which a forward
  // copy handles), so this is right for memmove as well.
  BasicBlock *Before = MI->getParent();
  BasicBlock *After = Before->splitBasicBlock(MI, "memcopy.done");
  BasicBlock *Loop =
      BasicBlock::Create(C, "memcopy.loop", Before->getParent(), After);
  Before->getTerminator()->setSuccessor(0, Loop);
  B.SetInsertPoint(Loop);
  PHINode *K = B.CreatePHI(B.getInt32Ty(), 2, "memcopy.index");
  K->addIncoming(B.getInt32(0), Before);
  Value *V = elementValue(B, MI, EltTy, K);
  B.CreateAlignedStore(V, B.CreateInBoundsGEP(EltTy, Dst, K), Align(1));
  Value *Next = B.CreateAdd(K, B.getInt32(1), "", /*HasNUW=*/true,
                            /*HasNSW=*/true);
  K->addIncoming(Next, Loop);
  B.CreateCondBr(B.CreateICmpULT(Next, B.getInt32(Count)), Loop, After);
  MI->eraseFromParent();
  return true;
}

bool MemCopyExpander::expandWideStore(StoreInst *SI) {
  Value *V = SI->getValueOperand();
  if (!V->getType()->isIntegerTy() || SI->isVolatile())
    return false;
  uint64_t Bytes = DL.getTypeStoreSize(V->getType());
  uint64_t Size = elementSize(DL, memoryObjectType(SI->getPointerOperand()));
  if (!Size || Size >= Bytes || Bytes % Size)
    return false;
  Type *EltTy = IntegerType::get(SI->getContext(), Size * 8);
  unsigned Bits = Size * 8;
  SmallVector<Value *, 8> Pieces;
  auto *Copied = dyn_cast<LoadInst>(V);
  if (auto *C = dyn_cast<ConstantInt>(V)) {
    // Little-endian: the low bits are the first element.
    for (uint64_t K = 0; K < Bytes / Size; ++K)
      Pieces.push_back(
          ConstantInt::get(EltTy, C->getValue().extractBits(Bits, K * Bits)));
  } else if (Copied && Copied->hasOneUse() && !Copied->isVolatile() &&
             elementSize(DL, memoryObjectType(Copied->getPointerOperand())) ==
                 Size) {
    // The copy reads where and when the wide load did.
    IRBuilder<> B(Copied);
    Value *Src = Copied->getPointerOperand();
    for (uint64_t K = 0; K < Bytes / Size; ++K)
      Pieces.push_back(B.CreateAlignedLoad(
          EltTy, B.CreateInBoundsGEP(EltTy, Src, B.getInt32(K)), Align(1)));
  } else {
    return false;
  }
  IRBuilder<> B(SI);
  Value *Dst = SI->getPointerOperand();
  for (uint64_t K = 0; K < Pieces.size(); ++K)
    B.CreateAlignedStore(
        Pieces[K], B.CreateInBoundsGEP(EltTy, Dst, B.getInt32(K)), Align(1));
  SI->eraseFromParent();
  if (Copied && Copied->use_empty())
    Copied->eraseFromParent();
  return true;
}

} // namespace

/// Whether every use of \p Ptr (\p Offset bytes into a byte array) is a
/// whole-memory copy or clear, a lifetime marker, or a load or store of
/// 4-byte values (scalar or vector) at a multiple of 4, through constant
/// GEPs.
bool onlyWordAccesses(Value *Ptr, int64_t Offset, const DataLayout &DL) {
  for (User *U : Ptr->users()) {
    if (auto *II = dyn_cast<IntrinsicInst>(U)) {
      if (II->isLifetimeStartOrEnd() || (isa<MemIntrinsic>(II) && Offset == 0))
        continue;
      return false;
    }
    if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
      APInt C(32, 0);
      if (GEP->getPointerOperand() != Ptr ||
          !GEP->accumulateConstantOffset(DL, C) ||
          !onlyWordAccesses(GEP, Offset + C.getSExtValue(), DL))
        return false;
      continue;
    }
    Type *Ty = nullptr;
    if (auto *LI = dyn_cast<LoadInst>(U))
      Ty = LI->getType();
    else if (auto *SI = dyn_cast<StoreInst>(U);
             SI && SI->getPointerOperand() == Ptr)
      Ty = SI->getValueOperand()->getType();
    // Vectors of words too (the buffer lowering copies up to four words
    // at once; the scalarizer splits them).
    if (!Ty || !Ty->isSingleValueType() || Ty->isPointerTy() ||
        DL.getTypeStoreSize(Ty->getScalarType()) != 4 || Offset % 4 != 0)
      return false;
  }
  return true;
}

/// A local byte array only copied, cleared and accessed in words
/// (`alloca [N x i8]`: the slice SROA keeps of a struct it only memcpys
/// and memsets, WickedEngine's spherical-harmonics seeds copied into
/// groupshared and its surfel copied out of and back into a structured
/// buffer) has no element DXIL can hold; one of 4-byte words does, and
/// matches the 32-bit memory it is copied to or from. Returns whether \p AI
/// was replaced.
bool widenByteArray(AllocaInst &AI, const DataLayout &DL) {
  auto *AT = dyn_cast<ArrayType>(AI.getAllocatedType());
  if (!AT || !AT->getElementType()->isIntegerTy(8) ||
      AT->getNumElements() % 4 != 0 || AT->getNumElements() == 0 ||
      AI.isArrayAllocation() || !onlyWordAccesses(&AI, 0, DL))
    return false;
  auto *Words =
      new AllocaInst(ArrayType::get(Type::getInt32Ty(AI.getContext()),
                                    AT->getNumElements() / 4),
                     AI.getAddressSpace(), nullptr,
                     std::max(AI.getAlign(), Align(4)), "", AI.getIterator());
  Words->takeName(&AI);
  AI.replaceAllUsesWith(Words);
  AI.eraseFromParent();
  return true;
}

PreservedAnalyses DXILExpandMemCopiesPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  MemCopyExpander Expander(M.getDataLayout());
  bool Changed = false;
  for (Function &F : M) {
    SmallVector<AllocaInst *, 4> Allocas;
    for (Instruction &I : instructions(F))
      if (auto *AI = dyn_cast<AllocaInst>(&I))
        Allocas.push_back(AI);
    for (AllocaInst *AI : Allocas)
      Changed |= widenByteArray(*AI, M.getDataLayout());
    SmallVector<MemIntrinsic *, 8> Calls;
    SmallVector<StoreInst *, 8> Stores;
    for (Instruction &I : instructions(F)) {
      if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Calls.push_back(MI);
      else if (auto *SI = dyn_cast<StoreInst>(&I))
        Stores.push_back(SI);
    }
    for (MemIntrinsic *MI : Calls)
      Changed |= Expander.expand(MI);
    for (StoreInst *SI : Stores)
      Changed |= Expander.expandWideStore(SI);
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
