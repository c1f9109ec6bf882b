//===- DXILEvalAttribute.h - Pixel-shader input evaluation ------*- C++ -*-===//
//
// EvaluateAttributeAtSample/Centroid/Snapped and GetAttributeAtVertex reach
// the lowering as llvm.dx.dxild.{eval.sample.index, eval.centroid,
// eval.snapped, attribute.at.vertex}.<type> calls (Intrinsics stage). Run
// after dxil-signatures: each lane of the value argument is traced, as DXC's
// TranslateEvalHelper does, through insertelement/extractelement/
// shufflevector to the dx.op.loadInput it came from, and becomes
// EvalSampleIndex (88), EvalCentroid (89), EvalSnapped (87) or
// AttributeAtVertex (137) on that input's element, row and column. The
// loadInput is left for DCE (an element read only this way has usage mask
// 0, as in DXC). At -Od the value still passes through locals: as DXC's
// DxilLegalizeEvalOperations promotes them, a function whose evaluated value
// is loaded from memory is run through SROA first. Refused with
// dxild.lower.eval-attribute: a value not taken directly from an input, an
// integer input or a nointerpolation one for the Eval operations (DXIL has only
// half/float overloads; DXC's validator requires an interpolated input), an
// interpolated one for GetAttributeAtVertex, a vertex index that is not a
// constant.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_DXILEVALATTRIBUTE_H
#define DXILD_CORE_LOWERING_DXILEVALATTRIBUTE_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class LoweringContext;

class DXILEvalAttributePass
    : public llvm::PassInfoMixin<DXILEvalAttributePass> {
public:
  explicit DXILEvalAttributePass(LoweringContext &Ctx) : Ctx(Ctx) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  static bool isRequired() { return true; }

private:
  LoweringContext &Ctx;
};

} // namespace dxild

#endif // DXILD_CORE_LOWERING_DXILEVALATTRIBUTE_H
