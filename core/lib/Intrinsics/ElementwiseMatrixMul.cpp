//===- ElementwiseMatrixMul.cpp - HLSL's matrix `*` is element-wise -------===//

#include "ElementwiseMatrixMul.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dxild {

namespace {

/// The constant shape operand \p I of a matrix intrinsic call, or 0.
uint64_t shapeArg(const CallInst &CI, unsigned I) {
  if (auto *C = dyn_cast<ConstantInt>(CI.getArgOperand(I)))
    return C->getZExtValue();
  return 0;
}

} // namespace

bool makeMatrixMulElementwise(Module &M) {
  SmallVector<CallInst *, 8> Products;
  for (Function &F : M) {
    if (F.getIntrinsicID() != Intrinsic::matrix_multiply)
      continue;
    for (User *U : F.users())
      if (auto *CI = dyn_cast<CallInst>(U); CI && CI->getCalledFunction() == &F)
        Products.push_back(CI);
  }
  bool Changed = false;
  for (CallInst *CI : Products) {
    // llvm.matrix.multiply(A, B, Rows of A, Columns of A, Columns of B).
    uint64_t Rows = shapeArg(*CI, 2), Inner = shapeArg(*CI, 3),
             Cols = shapeArg(*CI, 4);
    Value *A = CI->getArgOperand(0), *B = CI->getArgOperand(1);
    if (!Rows || Rows != Inner || Inner != Cols ||
        A->getType() != B->getType() || A->getType() != CI->getType())
      continue;
    IRBuilder<> Builder(CI);
    Value *Product;
    if (A->getType()->isFPOrFPVectorTy()) {
      Product = Builder.CreateFMul(A, B);
      if (auto *I = dyn_cast<Instruction>(Product);
          I && isa<FPMathOperator>(CI))
        I->setFastMathFlags(CI->getFastMathFlags());
    } else {
      Product = Builder.CreateMul(A, B);
    }
    Product->takeName(CI);
    CI->replaceAllUsesWith(Product);
    CI->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses DXILDElementwiseMatrixMulPass::run(Module &M,
                                                     ModuleAnalysisManager &) {
  return makeMatrixMulElementwise(M) ? PreservedAnalyses::none()
                                     : PreservedAnalyses::all();
}

} // namespace dxild
