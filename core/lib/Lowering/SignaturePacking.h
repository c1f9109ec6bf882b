//===- SignaturePacking.h - DXC's signature element placement ---*- C++ -*-===//
//
// Places signature elements in rows and columns the way DXC's default
// ("prefix stable") packer does, from the facts of DXC's
// DxilSignatureAllocator / PackDxilSignature (no code copied):
//
// - vertex-shader inputs (InputAssembler packing): each element starts a new
//   row at column 0;
// - pixel-shader outputs (Target packing): SV_Target<n> at row n, column 0;
// - vertex outputs and pixel inputs (Vertex packing): each element in
//   declaration order at the first row (then column) where it fits. A row
//   holds one interpolation mode and one data width; arbitrary values may
//   not follow system values in a row and system-generated values (SGV) sit
//   alone to the right of everything else; an array element's rows take
//   the same column range; clip/cull distances share at most two rows of
//   their own.
// - elements that are not packed (SV_Depth, SV_Coverage output,
//   SV_StencilRef, SV_SampleIndex input) get row and column -1.
//
//===----------------------------------------------------------------------===//

#ifndef DXILD_CORE_LOWERING_SIGNATUREPACKING_H
#define DXILD_CORE_LOWERING_SIGNATUREPACKING_H

#include <cstdint>
#include <vector>

namespace dxild {

/// DxilSigPoint interpretation numbering, as Frontend/EntryInterface.cpp
/// records it.
enum class SigInterpretation : uint8_t {
  NA = 0,
  NotInSig,
  NotPacked,
  Shadow,
  SV,
  SGV,
  Arb,
  ClipCull,
  Target,
};

enum class PackingKind { InputAssembler, Vertex, Target };

struct PackItem {
  uint32_t Rows = 1;
  uint32_t Cols = 1;
  uint8_t Interpolation = 0;
  SigInterpretation Interpretation = SigInterpretation::Arb;
  /// 16 or 32.
  uint8_t DataWidth = 32;
  /// For Target packing: the semantic index.
  uint32_t SemanticIndex = 0;
  /// Results: -1 when not allocated.
  int32_t StartRow = -1;
  int8_t StartCol = -1;
};

/// Places \p Items (in element order). Returns false when one does not fit
/// in 32 rows.
bool packSignature(std::vector<PackItem> &Items, PackingKind Kind);

} // namespace dxild

#endif // DXILD_CORE_LOWERING_SIGNATUREPACKING_H
