//===- WidenNarrowIntegers.h - Undo i8/i16 narrowing -----------*- C++ -*-===//
//
// LLVM's optimizer narrows 32-bit integer arithmetic whose operands it can
// prove small: CorrelatedValuePropagation turns `udiv i32 %tid, 19` into
// `udiv i16` when %tid < 65536, whatever the target's legal integer widths.
// Without -enable-16bit-types an HLSL program has no 16-bit values, so the
// narrowed module would claim native 16-bit operations (shader flags
// LowPrecisionPresent | UseNativeLowPrecision): a requirement DXC's output
// for the same shader does not have, and which devices without native
// 16-bit shader ops refuse. i8 arithmetic has no DXIL form at all.
//
// This pass, run at the end of Clang's optimization pipeline
// (registerNarrowIntegerWidening), rewrites every scalar integer instruction
// narrower than 32 bits (i1 aside; and i16 with -enable-16bit-types, where
// only i8 and odder widths are narrowed away: AMD Capsaicin's TAA pass had
// `udiv i8`, which dxv refused) into i32 arithmetic. A narrow
// value is carried in an i32 holding it zero-extended; operations whose result
// can exceed the narrow width (add, sub, mul, shl) are masked back, signed
// operations (sdiv, srem, ashr, signed compares, sext) sign-extend their
// operands first, so every result equals the narrow one. Conversions to and
// from float and the bit and min/max intrinsics InstCombine narrows with
// their operands (`reversebits(x) >> 28` becomes `llvm.bitreverse.i4`, which
// has no DXIL overload) are rewritten too, and vectors of narrow values
// (`udiv <2 x i16>` from `(v & 0xFFFFu) / 3u` on a uint2) lane by lane. A
// function with a narrow value the pass does not know how to rewrite
// (another call, a load, a bitcast) is left unchanged.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_INTRINSICS_WIDENNARROWINTEGERS_H
#define DXILD_CORE_INTRINSICS_WIDENNARROWINTEGERS_H

#include "llvm/IR/PassManager.h"

namespace dxild {

class DXILDWidenNarrowIntegersPass
    : public llvm::PassInfoMixin<DXILDWidenNarrowIntegersPass> {
public:
  /// With \p Native16 (-enable-16bit-types) i16 stays: only the widths
  /// DXIL has no form for at all (i8, and i4 from InstCombine) are widened.
  explicit DXILDWidenNarrowIntegersPass(bool Native16 = false)
      : Native16(Native16) {}
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &);
  static bool isRequired() { return true; }

private:
  bool Native16;
};

/// The rewrite itself; returns whether \p F changed.
bool widenNarrowIntegers(llvm::Function &F, bool Native16 = false);

} // namespace dxild

#endif // DXILD_CORE_INTRINSICS_WIDENNARROWINTEGERS_H
