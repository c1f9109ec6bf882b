//===- EntrySemantic.h - One leaf of an entry signature ---------*- C++ -*-===//
//
// Plain data the frontend's entry analysis produces and the signature
// lowering consumes: Clang 22's IR carries no semantics (its
// llvm.dx.load.input/store.output calls all look alike), so the DXIL
// signatures are named and placed from these. No LLVM or Clang types.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_SUPPORT_ENTRYSEMANTIC_H
#define DXILD_CORE_SUPPORT_ENTRYSEMANTIC_H

#include <cstdint>
#include <string>

namespace dxild {

/// One leaf of the entry's inputs or outputs: a scalar/vector parameter or
/// return value, or one row of a struct field, array or matrix.
struct EntrySemantic {
  /// As written, without the trailing index: "SV_POSITION", "TEXCOORD".
  std::string Name;
  uint32_t Index = 0;
  /// Vector width of the leaf (1 for scalars); 0 = unknown. Checked against
  /// the IR so that a mismatch is reported, never mislabelled.
  uint32_t Columns = 0;
  /// Declared as a signed integer (DXIL's I32 rather than U32; the IR
  /// cannot tell).
  bool SignedInteger = false;
  /// An `out`/`inout` parameter.
  bool OutParameter = false;
  /// From the entry analysis (Frontend/EntryInterface.h); -2 when absent
  /// (the lowering then places one element per leaf), -1 for a leaf in no
  /// signature (SV_Coverage input). Otherwise this leaf is row Row of
  /// element Element (counted per direction) of Rows rows.
  int32_t Element = -2;
  uint32_t Row = 0;
  uint32_t Rows = 1;
  /// DXIL SemanticKind, DxilSigPoint interpretation (EntryInterface.cpp's
  /// numbering), InterpolationMode and ComponentType.
  uint8_t Kind = 0;
  uint8_t Interpretation = 0;
  uint8_t Interpolation = 0;
  uint8_t ComponentType = 0;
  /// A DXIL opcode that reads this input instead of loadInput (coverage 91,
  /// innerCoverage 92, sampleIndex 90, viewID 138, startVertexLocation 256,
  /// startInstanceLocation 257); 0 for none.
  uint16_t SpecialOp = 0;
  /// Where the semantic is written, for diagnostics.
  std::string File;
  unsigned Line = 0;
  unsigned Column = 0;
};

} // namespace dxild

#endif // DXILD_CORE_SUPPORT_ENTRYSEMANTIC_H
