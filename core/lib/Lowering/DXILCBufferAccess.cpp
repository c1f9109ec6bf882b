//===- DXILCBufferAccess.cpp - cbuffer members to cbufferLoadLegacy -------===//

#include "Lowering/DXILCBufferAccess.h"
#include "Lowering/DXILOpBuilder.h"
#include "Lowering/LoweringContext.h"
#include "Lowering/LoweringUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Frontend/HLSL/CBuffer.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/ReplaceConstant.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dxild {

namespace {

constexpr unsigned RowBytes = 16;

class CBufferLowering {
public:
  CBufferLowering(Module &M, LoweringContext &Ctx)
      : M(M), DL(M.getDataLayout()), Ctx(Ctx) {}

  bool run();

private:
  bool lowerLoad(LoadInst &LI, ByteOffset Off, CallInst *HandleCall);
  CallInst *findHandle(GlobalVariable *HandleGV);

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

bool CBufferLowering::lowerLoad(LoadInst &LI, ByteOffset Off,
                                CallInst *HandleCall) {
  SmallVector<ScalarLeaf, 16> Leaves;
  Type *Ty = LI.getType();
  if (Ty->isAggregateType() || !getScalarLeaves(DL, Ty, Off.Const, Leaves)) {
    std::string TyStr;
    raw_string_ostream(TyStr) << *Ty;
    Ctx.error(lowercode::UnsupportedCBufferAccess,
              "cbuffer load of type '" + TyStr + "' is not supported", &LI);
    return false;
  }
  IRBuilder<> B(&LI);
  DXILOpBuilder OB(M, B);
  // A variable offset can only pick the row: the component must be known.
  Value *VarRow = nullptr;
  if (Off.Var) {
    // Every array element starts a new row in cbuffer packing, so variable
    // indices scale by multiples of 16 and only pick the row. Anything else
    // would need a dynamic component select, which DXIL cannot express.
    bool RowAligned = Off.VarAlign % RowBytes == 0;
    if (!RowAligned) {
      Ctx.error(lowercode::UnsupportedCBufferAccess,
                "dynamic cbuffer index into elements smaller than a 16-byte "
                "row is not supported",
                &LI);
      return false;
    }
    VarRow = B.CreateLShr(Off.Var, 4);
  }
  Value *Handle = OB.castToHandle(HandleCall);
  DenseMap<std::pair<uint64_t, Type *>, Value *> Rows;
  SmallVector<Value *, 16> Elts;
  for (const ScalarLeaf &L : Leaves) {
    Type *ST = storageType(L.Ty);
    unsigned Size = DL.getTypeStoreSize(ST);
    uint64_t Row = L.Offset / RowBytes;
    unsigned Comp = (L.Offset % RowBytes) / Size;
    if ((L.Offset % RowBytes) % Size != 0 ||
        (L.Offset % RowBytes) + Size > RowBytes) {
      Ctx.error(lowercode::UnsupportedCBufferAccess,
                "cbuffer value crosses a 16-byte row", &LI);
      return false;
    }
    Value *&RowVal = Rows[{Row, ST}];
    if (!RowVal) {
      Value *RowIdx = B.getInt32(Row);
      if (VarRow)
        RowIdx = B.CreateAdd(VarRow, RowIdx);
      RowVal = OB.call(OpCode::CBufferLoadLegacy, ST, dxtypes::getCBufRet(ST),
                       {Handle, RowIdx});
    }
    Elts.push_back(fromStorage(B, B.CreateExtractValue(RowVal, Comp), L.Ty));
  }
  Value *New = buildFromScalars(B, Ty, Elts);
  New->takeName(&LI);
  LI.replaceAllUsesWith(New);
  LI.eraseFromParent();
  return true;
}

bool CBufferLowering::run() {
  std::optional<hlsl::CBufferMetadata> CBufMD =
      hlsl::CBufferMetadata::get(M, isPaddingType);
  if (!CBufMD)
    return false;
  for (hlsl::CBufferMapping &Mapping : *CBufMD) {
    CallInst *HandleCall = nullptr;
    bool Looked = false;
    for (hlsl::CBufferMember &Member : Mapping.Members) {
      GlobalVariable *GV = Member.GV;
      convertUsersOfConstantsToInstructions({GV});
      SmallVector<MemoryAccess, 16> Accesses;
      if (Instruction *Bad = collectAccesses(GV, DL, Accesses)) {
        Ctx.error(lowercode::UnsupportedCBufferAccess,
                  "unsupported use of cbuffer member '" + GV->getName() + "'",
                  Bad);
        continue;
      }
      if (!Accesses.empty() && !Looked) {
        Looked = true;
        HandleCall = findHandle(Mapping.Handle);
        if (!HandleCall)
          Ctx.error(lowercode::UnsupportedHandle,
                    "cannot find the handle of cbuffer '" +
                        Mapping.Handle->getName() + "'",
                    cast<Instruction>(Accesses.front().I));
        else
          hoistHandleCreation(HandleCall);
      }
      if (!HandleCall)
        continue;
      for (MemoryAccess &A : Accesses) {
        auto *LI = dyn_cast<LoadInst>(A.I);
        if (!LI) {
          Ctx.error(lowercode::UnsupportedCBufferAccess,
                    "cbuffer member '" + GV->getName() +
                        "' is written or used atomically",
                    A.I);
          continue;
        }
        ByteOffset Off = A.Offset;
        Off.Const += Member.Offset;
        lowerLoad(*LI, Off, HandleCall);
      }
    }
  }
  if (Ctx.hasErrors())
    return true;
  // The member globals are now unused (GEP leftovers are dead); remove them
  // with the metadata that listed them.
  for (hlsl::CBufferMapping &Mapping : *CBufMD)
    for (hlsl::CBufferMember &Member : Mapping.Members) {
      GlobalVariable *GV = Member.GV;
      eraseDeadUsers(GV);
      GV->removeDeadConstantUsers();
      if (GV->use_empty())
        GV->eraseFromParent();
    }
  CBufMD->eraseFromModule();
  return true;
}

} // namespace

PreservedAnalyses DXILCBufferAccessPass::run(Module &M,
                                             ModuleAnalysisManager &) {
  CBufferLowering L(M, Ctx);
  return L.run() ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dxild
